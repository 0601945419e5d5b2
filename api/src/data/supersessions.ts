import { sql, type Selectable } from 'kysely';
import type { ProductsTable } from '../db/schema';
import { perDialect, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** How far a chain of supersessions is followed (old -> newer -> ... -> current). */
const MAX_SUPERSESSION_DEPTH = 8;

/** At most this many parts in one chain query (callers ask for a cart's or a page's parts, capped lower). */
const MAX_ASKED = 1000;

/** One step of a part's chain read forwards: the part asked for (depth 0) and every part replacing it. */
export interface SupersessionStepRow extends Pick<Selectable<ProductsTable>, 'id' | 'sku' | 'name' | 'price'> {
  /** The part asked for. */
  root: number;
  /** How many of this part stand for one of the part asked for (kit quantities multiplied along the chain). */
  quantity: number;
  depth: number;
  /** The ids from the root to this part, '/1/7/12/': a step's parent is its path without the last id. */
  path: string;
  /** How many parts replace this one (0: a current part). */
  replacements: number;
}

/**
 * The join of a chain's few steps to their products, read in that order: SQLite 3.53's planner
 * otherwise scans every product against a bloom filter of the steps (170 ms a board's parts on
 * the large data); its CROSS JOIN keeps the order written. PostgreSQL plans it well.
 */
const chainFirst = (db: Executor) => perDialect(db, { sqlite: sql`CROSS JOIN`, postgres: sql`JOIN` });

/** Whether `text` lacks `/id/`: the step would not come back to a part already on its path. */
const notOnPath = (db: Executor, path: string, id: string) =>
  perDialect(db, {
    sqlite: sql<boolean>`instr(${sql.ref(path)}, '/' || ${sql.ref(id)} || '/') = 0`,
    postgres: sql<boolean>`strpos(${sql.ref(path)}, '/' || ${sql.ref(id)} || '/') = 0`,
  });

/**
 * The parts asked for (by id or by number) and, following product_supersessions, every part that
 * replaces them, to the end of each chain: one statement for any number of parts. A chain is cut
 * at MAX_SUPERSESSION_DEPTH and where it would come back to a part already on its path (a cycle);
 * the domain sees the cut as a step with replacements it has no rows for.
 */
export async function supersessionChains(
  db: Executor,
  asked: { ids?: readonly number[]; skus?: readonly string[] },
  follow: boolean,
  language: Language,
): Promise<SupersessionStepRow[]> {
  const ids = (asked.ids ?? []).slice(0, MAX_ASKED);
  const skus = (asked.skus ?? []).slice(0, MAX_ASKED);
  if (ids.length === 0 && skus.length === 0) return [];
  // only the lists given (a branch of a constant false condition still had SQLite scan every product)
  const branches = [
    ...(ids.length === 0 ? [] : [sql`SELECT p.id FROM products p WHERE p.product_type = 'SimpleProduct' AND p.id IN (${sql.join(ids)})`]),
    ...(skus.length === 0
      ? []
      : [sql`SELECT p.id FROM products p WHERE p.product_type = 'SimpleProduct' AND p.sku IN (${sql.join(skus)})`]),
  ];
  // a step's place among its siblings: display order then id, fixed width so that paths sort as text
  const step = perDialect(db, {
    sqlite: sql<string>`printf('%04d%012d.', s.display_order, s.replacement_id)`,
    postgres: sql<string>`lpad(s.display_order::text, 4, '0') || lpad(s.replacement_id::text, 12, '0') || '.'`,
  });
  const byOrd = perDialect(db, { sqlite: sql`c.ord`, postgres: sql`c.ord COLLATE "C"` });
  return rowsOf(
    db,
    sql<SupersessionStepRow>`WITH RECURSIVE
     asked(id) AS (${sql.join(branches, sql` UNION `)}),
     chain(root, product_id, quantity, depth, path, ord) AS (
       SELECT id, id, 1, 0, '/' || id || '/', CAST('' AS TEXT) FROM asked
       UNION ALL
       SELECT c.root, s.replacement_id, c.quantity * s.quantity, c.depth + 1, c.path || s.replacement_id || '/', c.ord || ${step}
       FROM chain c JOIN product_supersessions s ON s.product_id = c.product_id
       WHERE ${follow ? sql`1 = 1` : sql`1 = 0`} AND c.depth < ${sql.lit(MAX_SUPERSESSION_DEPTH)} AND ${notOnPath(db, 'c.path', 's.replacement_id')})
   SELECT c.root, p.id, p.sku, ${localized(language, 'p.name')} AS name, p.price, c.quantity, c.depth, c.path,
          (SELECT COUNT(*) FROM product_supersessions s WHERE s.product_id = p.id) AS replacements
   FROM chain c ${chainFirst(db)} products p ON p.id = c.product_id AND p.product_type = 'SimpleProduct'
   ORDER BY c.root, ${byOrd}`,
  );
}

/** An older part a part stands for. */
export interface ReplacedPartRow extends Pick<Selectable<ProductsTable>, 'id' | 'sku' | 'name'> {
  /** The part whose chain this is. */
  root: number;
  /** 1: replaced directly by the root, 2: by a part that the root replaces... */
  depth: number;
}

/** The chains read backwards: for each part, every older part it replaces (bounded, cycles cut), nearest first. */
export async function replacedParts(db: Executor, productIds: readonly number[], language: Language): Promise<ReplacedPartRow[]> {
  const ids = productIds.slice(0, MAX_ASKED);
  if (ids.length === 0) return [];
  const asked = sql.join(ids.map((id) => sql`(CAST(${id} AS INTEGER))`));
  return rowsOf(
    db,
    sql<ReplacedPartRow>`WITH RECURSIVE asked(value) AS (VALUES ${asked}),
     back(root, product_id, depth, path) AS (
       SELECT value, value, 0, '/' || value || '/' FROM asked
       UNION ALL
       SELECT b.root, s.product_id, b.depth + 1, b.path || s.product_id || '/'
       FROM back b JOIN product_supersessions s ON s.replacement_id = b.product_id
       WHERE b.depth < ${sql.lit(MAX_SUPERSESSION_DEPTH)} AND ${notOnPath(db, 'b.path', 's.product_id')})
   SELECT b.root, p.id, p.sku, ${localized(language, 'p.name')} AS name, MIN(b.depth) AS depth
   FROM back b ${chainFirst(db)} products p ON p.id = b.product_id
   WHERE b.depth > 0
   GROUP BY b.root, p.id
   ORDER BY b.root, depth, p.sku`,
  );
}

/** A cart line whose part was superseded, with what it went in with (its vehicle context and job). */
interface SupersededCartLine {
  product_id: number;
  quantity: number;
  marke: string;
  produktart: string;
  job_reference: string;
}

/** Compiled once: every read of the cart asks it. */
const SUPERSEDED_CART_LINES = prepared<{ customerId: number; employeeId: number }, SupersededCartLine>((db, params) =>
  db
    .selectFrom('cart_items as c')
    .select(['c.product_id', 'c.quantity', 'c.marke', 'c.produktart', 'c.job_reference'])
    .where('c.customer_id', '=', params.customerId)
    .where('c.employee_id', '=', params.employeeId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('product_supersessions as s').select(sql.lit(1).as('one')).whereRef('s.product_id', '=', 'c.product_id')),
    )
    // a part a catalogue feed withdrew stays as it is, shown withdrawn with its replacement: the dealer chooses
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('products as w').select(sql.lit(1).as('one')).whereRef('w.id', '=', 'c.product_id').where('w.withdrawn', '=', 1)),
      ),
    )
    .orderBy('c.rowid'),
);

/** The customer's cart lines whose part has been superseded since it went into the cart. */
export async function supersededCartLines(db: Executor, owner: { customerId: number; employeeId: number }): Promise<SupersededCartLine[]> {
  return SUPERSEDED_CART_LINES.all(db, { customerId: owner.customerId, employeeId: owner.employeeId });
}
