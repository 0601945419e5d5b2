import { sql } from 'kysely';
import { primaryKey, withoutRowid, type MigrationDb } from './dialect';

/** Part supersession: an old part replaced by another part or by a kit of parts (extension supersession). */
export async function up(db: MigrationDb): Promise<void> {
  // product_id is the superseded (old) part, replacement_id one part replacing it, quantity how
  // many of it stand for one old part; several rows of one old part are a kit (display_order
  // its order). A replacement may itself be superseded: a chain, followed to its end with a
  // bounded depth (data/supersessions.ts).
  await db.schema
    .createTable('product_supersessions')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('replacement_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`quantity BETWEEN 1 AND 999`),
    )
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(primaryKey('product_supersessions', ['product_id', 'replacement_id']))
    .addCheckConstraint('product_supersessions_check', sql`product_id <> replacement_id`)
    .$call(withoutRowid(db))
    .execute();
  // what a part replaces (the chain read backwards)
  await db.schema.createIndex('product_supersessions_replacement').on('product_supersessions').column('replacement_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('product_supersessions').execute();
}
