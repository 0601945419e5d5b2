import type { MigrationDb } from './dialect';

/**
 * The texts migration 8 left in English only, each with its Polish twin `<column>_pl` (NULL: the
 * English one is shown): the title a parts diagram draws, the title a product or category picture
 * draws, and the description of a dealer-system document.
 */
const TRANSLATED: Readonly<Record<string, readonly string[]>> = {
  diagrams: ['title'],
  pictures: ['title'],
  dealer_system_orders: ['description'],
};

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, columns] of Object.entries(TRANSLATED)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(`${column}_pl`, 'text').execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [table, columns] of Object.entries(TRANSLATED)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(`${column}_pl`).execute();
  }
}
