import { sql } from 'kysely';
import { dropTables, isPostgres, nocase, nocaseText, real, serial, type MigrationDb } from './dialect';

/** Store, reference data and content. */
export async function up(db: MigrationDb): Promise<void> {
  // case-insensitive text (e-mail, SKU, VIN, page names) like SQLite's COLLATE NOCASE; a trusted extension
  if (isPostgres(db)) await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  const id = serial(db);
  await db.schema
    .createTable('languages')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language_culture', 'text', (c) => c.notNull())
    .addColumn('unique_seo_code', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('currencies')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull().unique())
    .addColumn('rate', real(db), (c) => c.notNull())
    .addColumn('display_locale', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('stores')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('default_language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('default_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // one row per setting; value is JSON so booleans, numbers and strings keep their type
  await db.schema
    .createTable('store_config')
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_config_pkey', ['section', 'name'])
    .execute();
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('two_letter_iso_code', 'text', (c) => c.notNull().unique())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('state_provinces')
    .addColumn('id', 'integer', id)
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('state_provinces_country').on('state_provinces').column('country_id').execute();
  await db.schema
    .createTable('warehouses')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_branch_office', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('has_image', 'integer', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip_postal_code', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('topics')
    .addColumn('id', 'integer', id)
    .addColumn('se_name', nocaseText(db), (c) => nocase(db)(c.notNull().unique()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('include_in_footer_row1', 'integer', (c) => c.notNull())
    .addColumn('include_in_footer_row2', 'integer', (c) => c.notNull())
    .addColumn('include_in_footer_row3', 'integer', (c) => c.notNull())
    .addColumn('include_in_sitemap', 'integer', (c) => c.notNull())
    .addColumn('include_in_top_menu', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('slides')
    .addColumn('id', 'integer', id)
    .addColumn('slider_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('button_text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('full_width', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('slides_type').on('slides').columns(['slider_type', 'display_order']).execute();
  // pictures are drawn on request from their title and shape (see images/)
  await db.schema
    .createTable('pictures')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'languages',
    'currencies',
    'stores',
    'store_config',
    'countries',
    'state_provinces',
    'warehouses',
    'topics',
    'slides',
    'pictures',
  ]);
}
