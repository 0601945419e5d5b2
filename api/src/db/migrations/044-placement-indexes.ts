import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/** What a part's placements are read with (where-used, the fit rule): the board, the position and the equipment rule. */
const PLACEMENT = ['board_id', 'position', 'model_id', 'engine_id', 'equipment_id', 'equipment_required'];
/** What a placement needs of its board: the serie, the diagram and the titles. */
const BOARD = ['serie_code', 'diagram_id', 'name', 'name_pl'];

const columns = (names: readonly string[]) => sql.join(names.map((name) => sql.id(name)));

/**
 * A part drawn on every serie's board (an oil filter element on 1,645 boards of the huge catalogue)
 * has as many placements, each in another page of board_parts (kept in board order), and as many
 * boards, each in another page of the products table (404 MB there: more than PostgreSQL keeps in
 * its buffers): where-used read 4,700 pages for it, 600 ms when they were not in memory. The
 * part's placements now come from one index holding them side by side (replacing the index of
 * migration 4 on product_id), and the boards from a small index of the boards alone (3.5 MB for
 * 48,947 boards): a few dozen pages, read without the tables (PostgreSQL's index-only scans,
 * SQLite's covering indexes). Queries name `product_type = 'GroupedProduct'` for the second.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`CREATE INDEX board_parts_placement ON board_parts (product_id) INCLUDE (${columns(PLACEMENT)})`.execute(db);
    await sql`CREATE INDEX products_board ON products (id) INCLUDE (${columns(BOARD)}) WHERE product_type = 'GroupedProduct'`.execute(db);
  } else {
    await sql`CREATE INDEX board_parts_placement ON board_parts (product_id, ${columns(PLACEMENT)})`.execute(db);
    await sql`CREATE INDEX products_board ON products (id, ${columns(BOARD)}) WHERE product_type = 'GroupedProduct'`.execute(db);
  }
  await db.schema.dropIndex('board_parts_product').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('board_parts_product').on('board_parts').column('product_id').execute();
  await db.schema.dropIndex('products_board').execute();
  await db.schema.dropIndex('board_parts_placement').execute();
}
