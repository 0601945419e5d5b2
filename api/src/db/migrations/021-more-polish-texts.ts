import type { MigrationDb } from './dialect';

/**
 * The texts migration 8 left in English only, each with its Polish twin `<column>_pl` (NULL: the
 * English one is shown): the title a parts diagram draws, the title a product or category picture
 * draws, the description of a dealer-system document, and a store setting's value (the texts of the
 * SEO section: the browser tab's title), Polish JSON beside the English one.
 */
const TRANSLATED: Readonly<Record<string, readonly string[]>> = {
  store_config: ['value'],
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
