import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** How far a chain of supersessions is followed (old -> newer -> ... -> current). */
export const MAX_SUPERSESSION_DEPTH = 8;

/** One step of a part's chain read forwards: the part asked for (depth 0) and every part replacing it. */
export interface SupersessionStepRow {
  /** The part asked for. */
  root: number;
  id: number;
  sku: string;
  name: string;
  price: number;
  /** How many of this part stand for one of the part asked for (kit quantities multiplied along the chain). */
  quantity: number;
  depth: number;
  /** The ids from the root to this part, '/1/7/12/': a step's parent is its path without the last id. */
  path: string;
  /** How many parts replace this one (0: a current part). */
  replacements: number;
}

/**
 * The parts asked for (by id or by number) and, following product_supersessions, every part that
 * replaces them, to the end of each chain: one statement for any number of parts. A chain is cut
 * at MAX_SUPERSESSION_DEPTH and where it would come back to a part already on its path (a cycle);
 * the domain sees the cut as a step with replacements it has no rows for.
 */
const SELECT_CHAINS = perLanguage(
  (language) => `WITH RECURSIVE
     asked(id) AS (
       SELECT p.id FROM products p WHERE p.product_type = 'SimpleProduct' AND p.id IN (SELECT value FROM json_each(@ids))
       UNION
       SELECT p.id FROM products p WHERE p.product_type = 'SimpleProduct' AND p.sku IN (SELECT value FROM json_each(@skus))),
     chain(root, product_id, quantity, depth, path, ord) AS (
       SELECT id, id, 1, 0, '/' || id || '/', '' FROM asked
       UNION ALL
       SELECT c.root, s.replacement_id, c.quantity * s.quantity, c.depth + 1, c.path || s.replacement_id || '/',
              c.ord || printf('%04d%012d.', s.display_order, s.replacement_id)
       FROM chain c JOIN product_supersessions s ON s.product_id = c.product_id
       WHERE @follow = 1 AND c.depth < @maxDepth AND instr(c.path, '/' || s.replacement_id || '/') = 0)
   SELECT c.root, p.id, p.sku, ${localized(language, 'p.name')} AS name, p.price, c.quantity, c.depth, c.path,
          (SELECT COUNT(*) FROM product_supersessions s WHERE s.product_id = p.id) AS replacements
   FROM chain c JOIN products p ON p.id = c.product_id AND p.product_type = 'SimpleProduct'
   ORDER BY c.root, c.ord`,
);

export function supersessionChains(
  sql: Sql,
  asked: { ids?: readonly number[]; skus?: readonly string[] },
  follow: boolean,
  language: Language,
): SupersessionStepRow[] {
  return sql.all<SupersessionStepRow>(SELECT_CHAINS[language], {
    ids: JSON.stringify(asked.ids ?? []),
    skus: JSON.stringify(asked.skus ?? []),
    follow: follow ? 1 : 0,
    maxDepth: MAX_SUPERSESSION_DEPTH,
  });
}

/** An older part a part stands for. */
export interface ReplacedPartRow {
  /** The part whose chain this is. */
  root: number;
  id: number;
  sku: string;
  name: string;
  /** 1: replaced directly by the root, 2: by a part that the root replaces... */
  depth: number;
}

/** The chains read backwards: for each part, every older part it replaces (bounded, cycles cut), nearest first. */
const SELECT_REPLACED = perLanguage(
  (language) => `WITH RECURSIVE back(root, product_id, depth, path) AS (
       SELECT value, value, 0, '/' || value || '/' FROM json_each(@ids)
       UNION ALL
       SELECT b.root, s.product_id, b.depth + 1, b.path || s.product_id || '/'
       FROM back b JOIN product_supersessions s ON s.replacement_id = b.product_id
       WHERE b.depth < @maxDepth AND instr(b.path, '/' || s.product_id || '/') = 0)
   SELECT b.root, p.id, p.sku, ${localized(language, 'p.name')} AS name, MIN(b.depth) AS depth
   FROM back b JOIN products p ON p.id = b.product_id
   WHERE b.depth > 0
   GROUP BY b.root, p.id
   ORDER BY b.root, depth, p.sku`,
);

export function replacedParts(sql: Sql, productIds: readonly number[], language: Language): ReplacedPartRow[] {
  if (productIds.length === 0) return [];
  return sql.all<ReplacedPartRow>(SELECT_REPLACED[language], { ids: JSON.stringify(productIds), maxDepth: MAX_SUPERSESSION_DEPTH });
}

/** The customer's cart lines whose part has been superseded since it went into the cart. */
export function supersededCartLines(sql: Sql, customerId: number): { product_id: number; quantity: number; marke: string; produktart: string }[] {
  return sql.all(
    `SELECT c.product_id, c.quantity, c.marke, c.produktart FROM cart_items c
     WHERE c.customer_id = ? AND EXISTS (SELECT 1 FROM product_supersessions s WHERE s.product_id = c.product_id)
     ORDER BY c.rowid`,
    [customerId],
  );
}

/** Records that a part is replaced by another (several rows of one part: a kit). */
export function insertSupersession(sql: Sql, productId: number, replacementId: number, quantity: number, order: number): void {
  sql.run('INSERT INTO product_supersessions (product_id, replacement_id, quantity, display_order) VALUES (?, ?, ?, ?)', [productId, replacementId, quantity, order]);
}
