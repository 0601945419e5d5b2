import type { Supersession } from '@parts/contract/catalogue';
import type { PartRow } from '../data/cart';
import { replacedParts, supersessionChains, type SupersessionStepRow } from '../data/supersessions';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';

/**
 * Part supersession (extension 'supersession'): an old part number is replaced by a newer part,
 * maybe in a chain (old -> newer -> current) or by a kit of several parts with quantities. The old
 * number stays a product (its name, order history) but is not sold: whatever would put it in the
 * cart puts the current part or parts instead, and says so.
 */

/** A current part standing in for an old one, with how many of it replace one old part. */
export interface Replacement extends PartRow {
  name: string;
  quantity: number;
}

/** What a part number or id asked for turns out to be. */
export type Resolution =
  /** A part sold as it is (or supersession is off). */
  | { kind: 'current'; part: PartRow & { name: string } }
  /** An old part and the current parts replacing it (in kit order). */
  | { kind: 'replaced'; part: PartRow & { name: string }; by: Replacement[] }
  /** An old part whose chain leads nowhere (a cycle or deeper than we follow): nothing can be ordered for it. */
  | { kind: 'unresolved'; part: PartRow & { name: string } };

export const SUPERSESSION_NOTICES = {
  /** '99110000101 replaced by 99110000001'; a kit: '99340000101 replaced by 99340000001 x1, 99340000002 x2'. */
  replaced: (sku: string, by: readonly { sku: string; quantity: number }[]) =>
    `${sku} replaced by ${by.length === 1 && by[0]?.quantity === 1 ? by[0].sku : by.map((part) => `${part.sku} x${part.quantity}`).join(', ')}`,
  unresolved: (sku: string) => `${sku} is superseded and has no current part: nothing was added to the cart.`,
} as const;

const parentPath = (path: string) => path.slice(0, path.lastIndexOf('/', path.length - 2) + 1);

/** One root's chain (its rows in kit order) as a resolution. */
function resolveChain(rows: readonly SupersessionStepRow[]): Resolution | undefined {
  const [root] = rows;
  if (!root) return undefined;
  const part = { id: root.id, sku: root.sku, price: root.price, name: root.name };
  if (root.replacements === 0) return { kind: 'current', part };
  const children = new Map<string, number>();
  for (const row of rows) if (row.depth > 0) children.set(parentPath(row.path), (children.get(parentPath(row.path)) ?? 0) + 1);
  // every superseded step must have all its replacements: else the chain was cut (a cycle, too deep)
  if (rows.some((row) => row.replacements > 0 && (children.get(row.path) ?? 0) < row.replacements)) return { kind: 'unresolved', part };
  const by = new Map<number, Replacement>();
  for (const row of rows) {
    if (row.depth === 0 || row.replacements > 0) continue;
    const known = by.get(row.id);
    if (known) known.quantity += row.quantity;
    else by.set(row.id, { id: row.id, sku: row.sku, price: row.price, name: row.name, quantity: row.quantity });
  }
  return { kind: 'replaced', part, by: [...by.values()] };
}

/**
 * Resolves parts asked for by id and/or by number in one query: each to itself when it is current
 * (or when supersession is off: `follow` false), else to the current parts replacing it. Keys:
 * the id for ids, the number (trimmed) for numbers. A number of no part has no entry.
 */
export async function resolveParts(
  db: Executor,
  asked: { ids?: readonly number[]; skus?: readonly string[] },
  follow: boolean,
  language: Language = 'en',
): Promise<{ byId: Map<number, Resolution>; bySku: Map<string, Resolution> }> {
  const skus = (asked.skus ?? []).map((sku) => sku.trim());
  const rows = await supersessionChains(db, { ids: asked.ids ?? [], skus }, follow, language);
  const byRoot = new Map<number, SupersessionStepRow[]>();
  for (const row of rows) {
    const list = byRoot.get(row.root);
    if (list) list.push(row);
    else byRoot.set(row.root, [row]);
  }
  const byId = new Map<number, Resolution>();
  const bySku = new Map<string, Resolution>();
  for (const chain of byRoot.values()) {
    const resolution = follow ? resolveChain(chain) : currentOnly(chain);
    if (!resolution) continue;
    byId.set(resolution.part.id, resolution);
    bySku.set(resolution.part.sku, resolution);
  }
  return { byId, bySku };
}

function currentOnly(rows: readonly SupersessionStepRow[]): Resolution | undefined {
  const [root] = rows;
  return root && { kind: 'current', part: { id: root.id, sku: root.sku, price: root.price, name: root.name } };
}

/**
 * The chains of products as the catalogue answers them (two queries for any number of products):
 * what each replaces (the older numbers, nearest first) and what replaces it (the current parts).
 * Products with neither have no entry.
 */
export async function supersessionsOf(db: Executor, productIds: readonly number[], language: Language): Promise<Map<number, Supersession>> {
  const result = new Map<number, Supersession>();
  if (productIds.length === 0) return result;
  const entry = (id: number) => {
    let found = result.get(id);
    if (!found) {
      found = { Replaces: [], ReplacedBy: [] };
      result.set(id, found);
    }
    return found;
  };
  const [replaced, resolved] = await Promise.all([
    replacedParts(db, productIds, language),
    resolveParts(db, { ids: productIds }, true, language),
  ]);
  for (const row of replaced) entry(row.root).Replaces.push({ Id: row.id, Sku: row.sku, Name: row.name });
  for (const resolution of resolved.byId.values()) {
    if (resolution.kind !== 'replaced') continue;
    entry(resolution.part.id).ReplacedBy.push(
      ...resolution.by.map((part) => ({ Id: part.id, Sku: part.sku, Name: part.name, Quantity: part.quantity })),
    );
  }
  return result;
}
