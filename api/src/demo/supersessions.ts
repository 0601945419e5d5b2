import { insertSupersession } from '../data/supersessions';
import type { Executor } from '../db/database';
import { searchColumns } from '../db/search-key';

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
  {
    sku: '99340000101',
    name: 'Brake pad set, front axle, with wear sensors',
    namePl: 'Komplet klocków hamulcowych, oś przednia, z czujnikami zużycia',
    price: 455,
    like: '99340000001',
  },
];

/** Old number -> [new number, quantity] in kit order: a chain (102 -> 101 -> 001) and a kit (340101 -> 340001 x1 + 340002 x2). */
const SUPERSESSIONS: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  ['99110000102', [['99110000101', 1]]],
  ['99110000101', [['99110000001', 1]]],
  [
    '99340000101',
    [
      ['99340000001', 1],
      ['99340000002', 2],
    ],
  ],
];

/**
 * The demo's superseded part numbers (extension supersession), added after the catalogue so every
 * other id stays as it was: the old parts are products (not on any board, no stock) and
 * product_supersessions says what replaces them.
 */
export async function seedSupersessions(db: Executor): Promise<void> {
  const idOf = async (sku: string): Promise<number> => {
    const row = await db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', sku)
      .where('product_type', '=', 'SimpleProduct')
      .executeTakeFirst();
    if (!row) throw new Error(`demo data: unknown part ${sku}`);
    return row.id;
  };
  for (const part of OLD_PARTS) {
    const like = await db.selectFrom('products').select('picture_id').where('sku', '=', part.like).executeTakeFirst();
    const { id } = await db
      .insertInto('products')
      .values({
        sku: part.sku,
        name: part.name,
        name_pl: part.namePl,
        product_type: 'SimpleProduct',
        full_description: `${part.name}. No longer supplied: replaced by a newer part number.`,
        full_description_pl: `${part.namePl}. Już niedostarczana: zastąpiona nowszym numerem części.`,
        price: part.price,
        picture_id: like?.picture_id ?? null,
        ...searchColumns(part.name, part.namePl),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_attributes')
      .values({ product_id: id, name: 'Quantity', name_pl: 'Ilość', value: '1', value_pl: '1', display_order: 0 })
      .execute();
  }
  for (const [old, replacements] of SUPERSESSIONS) {
    for (const [order, [sku, quantity]] of replacements.entries()) {
      await insertSupersession(db, await idOf(old), await idOf(sku), quantity, order);
    }
  }
}
