import { insertSupersession } from '../data/supersessions';
import type { Sql } from '../db/sql';

/** An old part number as the catalogue keeps it: its name and last price, no stock (it is no longer supplied). */
interface OldPart {
  sku: string;
  name: string;
  namePl: string;
  price: number;
  /** The current part whose picture it shows. */
  like: string;
}

const OLD_PARTS: readonly OldPart[] = [
  { sku: '99110000102', name: 'Oil filter element', namePl: 'Wkład filtra oleju', price: 39.9, like: '99110000001' },
  { sku: '99110000101', name: 'Oil filter element', namePl: 'Wkład filtra oleju', price: 42.5, like: '99110000001' },
  { sku: '99340000101', name: 'Brake pad set, front axle, with wear sensors', namePl: 'Komplet klocków hamulcowych, oś przednia, z czujnikami zużycia', price: 455, like: '99340000001' },
];

/** Old number -> [new number, quantity] in kit order: a chain (102 -> 101 -> 001) and a kit (340101 -> 340001 x1 + 340002 x2). */
const SUPERSESSIONS: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  ['99110000102', [['99110000101', 1]]],
  ['99110000101', [['99110000001', 1]]],
  ['99340000101', [['99340000001', 1], ['99340000002', 2]]],
];

/**
 * The demo's superseded part numbers (extension supersession), added after the catalogue so every
 * other id stays as it was: the old parts are products (not on any board, no stock) and
 * product_supersessions says what replaces them.
 */
export function seedSupersessions(sql: Sql): void {
  const idOf = (sku: string): number => {
    const row = sql.one<{ id: number }>("SELECT id FROM products WHERE sku = ? AND product_type = 'SimpleProduct'", [sku]);
    if (!row) throw new Error(`demo data: unknown part ${sku}`);
    return row.id;
  };
  for (const part of OLD_PARTS) {
    const picture = sql.one<{ picture_id: number | null }>('SELECT picture_id FROM products WHERE sku = ?', [part.like])?.picture_id ?? null;
    const { id } = sql.run(
      `INSERT INTO products (sku, name, name_pl, product_type, full_description, full_description_pl, price, picture_id)
       VALUES (?, ?, ?, 'SimpleProduct', ?, ?, ?, ?)`,
      [part.sku, part.name, part.namePl, `${part.name}. No longer supplied: replaced by a newer part number.`, `${part.namePl}. Już niedostarczana: zastąpiona nowszym numerem części.`, part.price, picture],
    );
    sql.run("INSERT INTO product_attributes (product_id, name, name_pl, value, value_pl, display_order) VALUES (?, 'Quantity', 'Ilość', '1', '1', 0)", [id]);
  }
  for (const [old, replacements] of SUPERSESSIONS) {
    replacements.forEach(([sku, quantity], order) => insertSupersession(sql, idOf(old), idOf(sku), quantity, order));
  }
}
