import type { MigrationDb } from './dialect';

/** Each English text that gets a Polish twin: table -> columns (the twin is <column>_pl). */
const TRANSLATED: Readonly<Record<string, readonly string[]>> = {
  stores: ['name'],
  countries: ['name'],
  state_provinces: ['name'],
  warehouses: ['name'],
  topics: ['title', 'body'],
  slides: ['title', 'description', 'button_text'],
  shipping_methods: ['name', 'description'],
  payment_methods: ['name', 'description'],
  pickup_points: ['name', 'description'],
  categories: ['name'],
  products: ['name', 'full_description'],
  product_attributes: ['name', 'value'],
  board_parts: ['comment_before', 'comment_after'],
  catalogs: ['name'],
  vehicle_types: ['name'],
  series: ['name'],
  bodies: ['name'],
  engines: ['name', 'fuel'],
  versions: ['name'],
  steerings: ['name'],
  transmissions: ['name', 'kind'],
  equipment: ['name', 'purpose'],
  technical_campaigns: ['description', 'status', 'reservations'],
};

/** Names and texts in Polish: a <column>_pl beside each English text (NULL: the English one is shown). */
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
