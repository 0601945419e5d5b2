import { sql } from 'kysely';
import { dropTables, nocase, nocaseText, primaryKey, real, serial, withoutRowid, type MigrationDb } from './dialect';

/** Categories, boards, parts, prices and stock. */
export async function up(db: MigrationDb): Promise<void> {
  const id = serial(db);
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('picture_id', 'integer', (c) => c.references('pictures.id'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'category']).execute();
  // a parts diagram ("Grafik"); hotspots are its numbered callout rectangles (800x560 space)
  await db.schema
    .createTable('diagrams')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hotspots')
    .addColumn('diagram_id', 'integer', (c) => c.notNull().references('diagrams.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('x1', 'integer', (c) => c.notNull())
    .addColumn('y1', 'integer', (c) => c.notNull())
    .addColumn('x2', 'integer', (c) => c.notNull())
    .addColumn('y2', 'integer', (c) => c.notNull())
    .$call(primaryKey('hotspots', ['diagram_id', 'position']))
    .$call(withoutRowid(db))
    .execute();
  // parts (SimpleProduct) and boards (GroupedProduct); price = catalogue gross price in PLN
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('sku', nocaseText(db), (c) => nocase(db)(c.notNull().unique()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull().check(sql`product_type IN ('SimpleProduct', 'GroupedProduct')`))
    .addColumn('full_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', real(db), (c) => c.notNull().defaultTo(0))
    .addColumn('picture_id', 'integer', (c) => c.references('pictures.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('diagram_id', 'integer', (c) => c.references('diagrams.id'))
    .addColumn('retrofit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('serie_code', 'text', (c) => c.references('series.code'))
    .execute();
  await db.schema
    .createIndex('products_board_category')
    .on('products')
    .columns(['category_id', 'serie_code'])
    .where(sql.ref('category_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('product_attributes')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_attributes_product').on('product_attributes').column('product_id').execute();
  await db.schema
    .createTable('product_links')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('linked_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('bundle', 'repair', 'fit')`))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .$call(primaryKey('product_links', ['product_id', 'kind', 'linked_product_id']))
    .$call(withoutRowid(db))
    .execute();
  // a part drawn on a board; model/engine/equipment restrict where it fits (NULL = everywhere);
  // equipment_required 1: fits vehicles with that equipment, 0: fits vehicles without it
  await db.schema
    .createTable('board_parts')
    .addColumn('board_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('comment_before', 'text')
    .addColumn('comment_after', 'text')
    .addColumn('model_id', 'integer', (c) => c.references('models.id'))
    .addColumn('engine_id', 'integer', (c) => c.references('engines.id'))
    .addColumn('equipment_id', 'integer', (c) => c.references('equipment.id'))
    .addColumn('equipment_required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .$call(primaryKey('board_parts', ['board_id', 'product_id', 'position']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema.createIndex('board_parts_product').on('board_parts').column('product_id').execute();
  await db.schema
    .createTable('warehouse_stock')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .$call(primaryKey('warehouse_stock', ['product_id', 'warehouse_id']))
    .$call(withoutRowid(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'categories',
    'diagrams',
    'hotspots',
    'products',
    'product_attributes',
    'product_links',
    'board_parts',
    'warehouse_stock',
  ]);
}
