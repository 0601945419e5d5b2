import type Database from 'better-sqlite3';

interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * Ordered schema changes. Each runs once, inside a transaction, and is recorded in `migrations`.
 * Append new entries; never edit one that has shipped.
 */
const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'store, reference data and content',
    sql: `
      CREATE TABLE languages (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, language_culture TEXT NOT NULL,
        unique_seo_code TEXT NOT NULL, display_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE currencies (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, currency_code TEXT NOT NULL UNIQUE,
        rate REAL NOT NULL, display_locale TEXT NOT NULL, display_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE stores (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, url TEXT NOT NULL,
        default_language_id INTEGER NOT NULL REFERENCES languages(id),
        default_currency_id INTEGER NOT NULL REFERENCES currencies(id),
        display_order INTEGER NOT NULL DEFAULT 0);
      -- one row per setting; value is JSON so booleans, numbers and strings keep their type
      CREATE TABLE store_config (
        section TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
        PRIMARY KEY (section, name));
      CREATE TABLE countries (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, two_letter_iso_code TEXT NOT NULL UNIQUE,
        display_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE state_provinces (
        id INTEGER PRIMARY KEY, country_id INTEGER NOT NULL REFERENCES countries(id),
        name TEXT NOT NULL, abbreviation TEXT NOT NULL, display_order INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX state_provinces_country ON state_provinces(country_id);
      CREATE TABLE warehouses (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, is_branch_office INTEGER NOT NULL,
        url TEXT, has_image INTEGER NOT NULL, address1 TEXT NOT NULL, city TEXT NOT NULL,
        zip_postal_code TEXT NOT NULL, country_id INTEGER NOT NULL REFERENCES countries(id),
        phone_number TEXT NOT NULL, email TEXT NOT NULL);
      CREATE TABLE topics (
        id INTEGER PRIMARY KEY, se_name TEXT NOT NULL UNIQUE COLLATE NOCASE, title TEXT NOT NULL,
        body TEXT NOT NULL, include_in_footer_row1 INTEGER NOT NULL, include_in_footer_row2 INTEGER NOT NULL,
        include_in_footer_row3 INTEGER NOT NULL, include_in_sitemap INTEGER NOT NULL,
        include_in_top_menu INTEGER NOT NULL, display_order INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE slides (
        id INTEGER PRIMARY KEY, slider_type INTEGER NOT NULL, title TEXT NOT NULL,
        description TEXT NOT NULL, button_text TEXT NOT NULL, link TEXT NOT NULL,
        full_width INTEGER NOT NULL, display_order INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX slides_type ON slides(slider_type, display_order);
      -- pictures are drawn on request from their title and shape (see images/)
      CREATE TABLE pictures (id INTEGER PRIMARY KEY, title TEXT NOT NULL, shape TEXT NOT NULL);
    `,
  },
  {
    id: 2,
    name: 'customers, sessions and addresses',
    sql: `
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL, password_salt TEXT NOT NULL,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL DEFAULT '',
        company TEXT NOT NULL DEFAULT '', vat_number TEXT NOT NULL DEFAULT '',
        newsletter INTEGER NOT NULL DEFAULT 0, discount_percent REAL NOT NULL DEFAULT 0,
        credit_limit REAL NOT NULL DEFAULT 0, payment_term_days INTEGER NOT NULL DEFAULT 14,
        billing_address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
        shipping_address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
        created_on TEXT NOT NULL);
      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, company TEXT NOT NULL DEFAULT '',
        vat_number TEXT NOT NULL DEFAULT '', country_id INTEGER NOT NULL REFERENCES countries(id),
        state_province_id INTEGER REFERENCES state_provinces(id), city TEXT NOT NULL,
        address1 TEXT NOT NULL, address2 TEXT NOT NULL DEFAULT '', zip_postal_code TEXT NOT NULL,
        phone_number TEXT NOT NULL, fax_number TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '');
      CREATE INDEX addresses_customer ON addresses(customer_id);
      -- only the SHA-256 of a token is stored; times are epoch milliseconds
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
      CREATE INDEX sessions_customer ON sessions(customer_id);
      CREATE TABLE password_recovery_tokens (
        token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL, used_at INTEGER);
    `,
  },
  {
    id: 3,
    name: 'vehicle catalogue',
    sql: `
      CREATE TABLE brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL, marke TEXT NOT NULL UNIQUE);
      CREATE TABLE catalogs (
        id TEXT PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES brands(id),
        category TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TABLE vehicle_types (
        id INTEGER PRIMARY KEY, catalog_id TEXT NOT NULL REFERENCES catalogs(id), name TEXT NOT NULL);
      CREATE TABLE series (
        code TEXT PRIMARY KEY, type_id INTEGER NOT NULL REFERENCES vehicle_types(id), name TEXT NOT NULL);
      CREATE TABLE bodies (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TABLE models (
        id INTEGER PRIMARY KEY, serie_code TEXT NOT NULL REFERENCES series(code),
        code TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TABLE engines (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, fuel TEXT NOT NULL,
        oil_capacity_l REAL NOT NULL, coolant_capacity_l REAL NOT NULL);
      CREATE TABLE versions (code TEXT PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE steerings (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL);
      CREATE TABLE transmissions (id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL);
      -- one buildable vehicle: the leaf of the filter tree; production months as YYYYMM
      CREATE TABLE vehicle_variants (
        id INTEGER PRIMARY KEY, serie_code TEXT NOT NULL REFERENCES series(code),
        body_id INTEGER NOT NULL REFERENCES bodies(id), model_id INTEGER NOT NULL REFERENCES models(id),
        engine_id INTEGER NOT NULL REFERENCES engines(id), version_code TEXT NOT NULL REFERENCES versions(code),
        steering_id INTEGER NOT NULL REFERENCES steerings(id),
        transmission_id INTEGER NOT NULL REFERENCES transmissions(id),
        produced_from INTEGER NOT NULL, produced_to INTEGER NOT NULL);
      CREATE INDEX vehicle_variants_tree ON vehicle_variants(serie_code, body_id, model_id, engine_id);
      CREATE TABLE equipment (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, purpose TEXT NOT NULL);
      CREATE TABLE model_equipment (
        model_id INTEGER NOT NULL REFERENCES models(id), equipment_id INTEGER NOT NULL REFERENCES equipment(id),
        PRIMARY KEY (model_id, equipment_id)) WITHOUT ROWID;
      CREATE TABLE vehicles (
        id INTEGER PRIMARY KEY, vin TEXT NOT NULL UNIQUE COLLATE NOCASE, vin7 TEXT NOT NULL COLLATE NOCASE,
        variant_id INTEGER NOT NULL REFERENCES vehicle_variants(id), production_month INTEGER NOT NULL,
        paint_code TEXT NOT NULL, upholstery_code TEXT NOT NULL);
      CREATE INDEX vehicles_vin7 ON vehicles(vin7);
      CREATE TABLE vehicle_equipment (
        vehicle_id INTEGER NOT NULL REFERENCES vehicles(id), equipment_id INTEGER NOT NULL REFERENCES equipment(id),
        optional INTEGER NOT NULL, retrofitted INTEGER NOT NULL,
        PRIMARY KEY (vehicle_id, equipment_id)) WITHOUT ROWID;
      CREATE TABLE technical_campaigns (
        id INTEGER PRIMARY KEY, vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
        campaign_number TEXT NOT NULL, description TEXT NOT NULL, status TEXT NOT NULL, reservations TEXT NOT NULL);
      CREATE INDEX technical_campaigns_vehicle ON technical_campaigns(vehicle_id);
    `,
  },
  {
    id: 4,
    name: 'categories, boards, parts, prices and stock',
    sql: `
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL DEFAULT 0, category TEXT NOT NULL,
        name TEXT NOT NULL, picture_id INTEGER REFERENCES pictures(id), display_order INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX categories_parent ON categories(parent_id, category);
      -- a parts diagram ("Grafik"); hotspots are its numbered callout rectangles (800x560 space)
      CREATE TABLE diagrams (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
      CREATE TABLE hotspots (
        diagram_id INTEGER NOT NULL REFERENCES diagrams(id), position TEXT NOT NULL,
        x1 INTEGER NOT NULL, y1 INTEGER NOT NULL, x2 INTEGER NOT NULL, y2 INTEGER NOT NULL,
        PRIMARY KEY (diagram_id, position)) WITHOUT ROWID;
      -- parts (SimpleProduct) and boards (GroupedProduct); price = catalogue gross price in PLN
      CREATE TABLE products (
        id INTEGER PRIMARY KEY, sku TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
        product_type TEXT NOT NULL CHECK (product_type IN ('SimpleProduct', 'GroupedProduct')),
        full_description TEXT NOT NULL DEFAULT '', price REAL NOT NULL DEFAULT 0,
        picture_id INTEGER REFERENCES pictures(id),
        category_id INTEGER REFERENCES categories(id), diagram_id INTEGER REFERENCES diagrams(id),
        retrofit INTEGER NOT NULL DEFAULT 0, serie_code TEXT REFERENCES series(code));
      CREATE INDEX products_board_category ON products(category_id, serie_code) WHERE category_id IS NOT NULL;
      CREATE TABLE product_attributes (
        product_id INTEGER NOT NULL REFERENCES products(id), name TEXT NOT NULL, value TEXT NOT NULL,
        display_order INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX product_attributes_product ON product_attributes(product_id);
      CREATE TABLE product_links (
        product_id INTEGER NOT NULL REFERENCES products(id), linked_product_id INTEGER NOT NULL REFERENCES products(id),
        kind TEXT NOT NULL CHECK (kind IN ('bundle', 'repair', 'fit')), quantity INTEGER NOT NULL,
        PRIMARY KEY (product_id, kind, linked_product_id)) WITHOUT ROWID;
      -- a part drawn on a board; model/engine/equipment restrict where it fits (NULL = everywhere);
      -- equipment_required 1: fits vehicles with that equipment, 0: fits vehicles without it
      CREATE TABLE board_parts (
        board_id INTEGER NOT NULL REFERENCES products(id), product_id INTEGER NOT NULL REFERENCES products(id),
        position TEXT NOT NULL, quantity INTEGER NOT NULL, comment_before TEXT, comment_after TEXT,
        model_id INTEGER REFERENCES models(id), engine_id INTEGER REFERENCES engines(id),
        equipment_id INTEGER REFERENCES equipment(id), equipment_required INTEGER NOT NULL DEFAULT 1,
        display_order INTEGER NOT NULL,
        PRIMARY KEY (board_id, product_id, position)) WITHOUT ROWID;
      CREATE INDEX board_parts_product ON board_parts(product_id);
      CREATE TABLE warehouse_stock (
        product_id INTEGER NOT NULL REFERENCES products(id), warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
        quantity INTEGER NOT NULL, PRIMARY KEY (product_id, warehouse_id)) WITHOUT ROWID;
    `,
  },
  {
    id: 5,
    name: 'cart, shopping lists, checkout and orders',
    sql: `
      CREATE TABLE cart_items (
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(id), quantity INTEGER NOT NULL,
        marke TEXT NOT NULL, produktart TEXT NOT NULL, added_on TEXT NOT NULL,
        PRIMARY KEY (customer_id, product_id)) WITHOUT ROWID;
      CREATE TABLE shopping_lists (
        id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        name TEXT NOT NULL, created_on TEXT NOT NULL);
      CREATE INDEX shopping_lists_customer ON shopping_lists(customer_id);
      CREATE TABLE shopping_list_items (
        list_id INTEGER NOT NULL REFERENCES shopping_lists(id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(id), quantity INTEGER NOT NULL,
        display_order INTEGER NOT NULL, PRIMARY KEY (list_id, product_id)) WITHOUT ROWID;
      CREATE TABLE shipping_methods (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, description TEXT NOT NULL, fee REAL NOT NULL,
        is_default INTEGER NOT NULL, display_order INTEGER NOT NULL);
      CREATE TABLE shipping_method_countries (
        shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id),
        country_id INTEGER NOT NULL REFERENCES countries(id),
        PRIMARY KEY (shipping_method_id, country_id)) WITHOUT ROWID;
      CREATE TABLE payment_methods (
        id INTEGER PRIMARY KEY, system_name TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL,
        fee REAL NOT NULL, is_default INTEGER NOT NULL, display_order INTEGER NOT NULL);
      -- the courier methods a payment method may go with; none at all = pickup in store only
      CREATE TABLE payment_method_shipments (
        payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id),
        shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id),
        PRIMARY KEY (payment_method_id, shipping_method_id)) WITHOUT ROWID;
      -- countries a payment method is offered in; none = every country
      CREATE TABLE payment_method_countries (
        payment_method_id INTEGER NOT NULL REFERENCES payment_methods(id),
        country_id INTEGER NOT NULL REFERENCES countries(id),
        PRIMARY KEY (payment_method_id, country_id)) WITHOUT ROWID;
      CREATE TABLE pickup_points (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, fee REAL NOT NULL,
        is_default INTEGER NOT NULL, warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
        display_order INTEGER NOT NULL);
      -- addresses are copied into the order (JSON) so later edits do not rewrite history
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY, order_number TEXT UNIQUE, customer_id INTEGER NOT NULL REFERENCES customers(id),
        created_on TEXT NOT NULL, order_status TEXT NOT NULL, payment_status TEXT NOT NULL,
        shipping_status TEXT NOT NULL, pickup_in_store INTEGER NOT NULL, pickup_address TEXT,
        shipping_address TEXT, billing_address TEXT NOT NULL, shipping_method TEXT NOT NULL,
        shipping_rate_computation_method_system_name TEXT NOT NULL,
        payment_method TEXT NOT NULL, payment_method_system_name TEXT NOT NULL,
        subtotal REAL NOT NULL, subtotal_discount REAL NOT NULL, shipping REAL NOT NULL,
        payment_method_fee REAL NOT NULL, tax REAL NOT NULL, order_total_discount REAL NOT NULL,
        order_total REAL NOT NULL);
      CREATE INDEX orders_customer ON orders(customer_id, created_on);
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
        product_id INTEGER NOT NULL REFERENCES products(id), sku TEXT NOT NULL, product_name TEXT NOT NULL,
        quantity INTEGER NOT NULL, unit_price REAL NOT NULL, unit_price_without_discount REAL NOT NULL,
        discount REAL NOT NULL, subtotal REAL NOT NULL);
      CREATE INDEX order_items_order ON order_items(order_id);
      CREATE TABLE order_notes (
        id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id),
        created_on TEXT NOT NULL, note TEXT NOT NULL);
      CREATE INDEX order_notes_order ON order_notes(order_id);
      -- documents of the dealer management system (incadea) per customer
      CREATE TABLE dealer_system_orders (
        id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
        document_no TEXT NOT NULL, document_date TEXT NOT NULL, description TEXT NOT NULL,
        due_date TEXT NOT NULL, amount REAL NOT NULL, branch_code TEXT NOT NULL, is_open INTEGER NOT NULL);
      CREATE INDEX dealer_system_orders_customer ON dealer_system_orders(customer_id);
    `,
  },
  {
    id: 6,
    name: 'cart lines keep the order they were added in (rowid table)',
    sql: `
      CREATE TABLE cart_lines (
        customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products(id), quantity INTEGER NOT NULL,
        marke TEXT NOT NULL, produktart TEXT NOT NULL, added_on TEXT NOT NULL,
        PRIMARY KEY (customer_id, product_id));
      INSERT INTO cart_lines (customer_id, product_id, quantity, marke, produktart, added_on)
        SELECT customer_id, product_id, quantity, marke, produktart, added_on FROM cart_items ORDER BY customer_id, added_on, product_id;
      DROP TABLE cart_items;
      ALTER TABLE cart_lines RENAME TO cart_items;
    `,
  },
  {
    id: 7,
    name: 'boards found by their diagram (diagram images, hotspots)',
    sql: `CREATE INDEX products_diagram ON products(diagram_id) WHERE diagram_id IS NOT NULL;`,
  },
  {
    id: 8,
    name: 'names and texts in Polish: a <column>_pl beside each English text (NULL: the English one is shown)',
    sql: `
      ALTER TABLE stores ADD COLUMN name_pl TEXT;
      ALTER TABLE countries ADD COLUMN name_pl TEXT;
      ALTER TABLE state_provinces ADD COLUMN name_pl TEXT;
      ALTER TABLE warehouses ADD COLUMN name_pl TEXT;
      ALTER TABLE topics ADD COLUMN title_pl TEXT;
      ALTER TABLE topics ADD COLUMN body_pl TEXT;
      ALTER TABLE slides ADD COLUMN title_pl TEXT;
      ALTER TABLE slides ADD COLUMN description_pl TEXT;
      ALTER TABLE slides ADD COLUMN button_text_pl TEXT;
      ALTER TABLE shipping_methods ADD COLUMN name_pl TEXT;
      ALTER TABLE shipping_methods ADD COLUMN description_pl TEXT;
      ALTER TABLE payment_methods ADD COLUMN name_pl TEXT;
      ALTER TABLE payment_methods ADD COLUMN description_pl TEXT;
      ALTER TABLE pickup_points ADD COLUMN name_pl TEXT;
      ALTER TABLE pickup_points ADD COLUMN description_pl TEXT;
      ALTER TABLE categories ADD COLUMN name_pl TEXT;
      ALTER TABLE products ADD COLUMN name_pl TEXT;
      ALTER TABLE products ADD COLUMN full_description_pl TEXT;
      ALTER TABLE product_attributes ADD COLUMN name_pl TEXT;
      ALTER TABLE product_attributes ADD COLUMN value_pl TEXT;
      ALTER TABLE board_parts ADD COLUMN comment_before_pl TEXT;
      ALTER TABLE board_parts ADD COLUMN comment_after_pl TEXT;
      ALTER TABLE catalogs ADD COLUMN name_pl TEXT;
      ALTER TABLE vehicle_types ADD COLUMN name_pl TEXT;
      ALTER TABLE series ADD COLUMN name_pl TEXT;
      ALTER TABLE bodies ADD COLUMN name_pl TEXT;
      ALTER TABLE engines ADD COLUMN name_pl TEXT;
      ALTER TABLE engines ADD COLUMN fuel_pl TEXT;
      ALTER TABLE versions ADD COLUMN name_pl TEXT;
      ALTER TABLE steerings ADD COLUMN name_pl TEXT;
      ALTER TABLE transmissions ADD COLUMN name_pl TEXT;
      ALTER TABLE transmissions ADD COLUMN kind_pl TEXT;
      ALTER TABLE equipment ADD COLUMN name_pl TEXT;
      ALTER TABLE equipment ADD COLUMN purpose_pl TEXT;
      ALTER TABLE technical_campaigns ADD COLUMN description_pl TEXT;
      ALTER TABLE technical_campaigns ADD COLUMN status_pl TEXT;
      ALTER TABLE technical_campaigns ADD COLUMN reservations_pl TEXT;
    `,
  },
  {
    id: 9,
    name: 'scrypt parameters beside each password hash, session idle expiry',
    sql: `
      -- every hash made before this was made at Node's default scrypt cost; login replaces it
      ALTER TABLE customers ADD COLUMN password_params TEXT NOT NULL DEFAULT 'N=16384,r=8,p=1';
      -- when the session was last used (written at most about once a minute): idle expiry
      ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
      UPDATE sessions SET last_seen_at = created_at;
      CREATE INDEX sessions_expiry ON sessions(expires_at);
      CREATE INDEX password_recovery_tokens_customer ON password_recovery_tokens(customer_id);
    `,
  },
  {
    id: 10,
    name: 'search by part name: a normalised search key beside each product name (extension name-search)',
    sql: `
      -- search_key(): lower case, no diacritics (registered by openDatabase, see db/search-key.ts);
      -- the demo seed fills the keys of the rows it adds, this fills those of existing rows
      ALTER TABLE products ADD COLUMN search_name TEXT;
      ALTER TABLE products ADD COLUMN search_name_pl TEXT;
      UPDATE products SET search_name = search_key(name), search_name_pl = search_key(name_pl);
      -- a search scans this narrow index of the parts' keys instead of the products table
      CREATE INDEX products_search ON products(search_name, search_name_pl) WHERE product_type = 'SimpleProduct';
    `,
  },
  {
    id: 11,
    name: 'part supersession: an old part replaced by another part or by a kit of parts (extension supersession)',
    sql: `
      -- product_id is the superseded (old) part, replacement_id one part replacing it, quantity how
      -- many of it stand for one old part; several rows of one old part are a kit (display_order
      -- its order). A replacement may itself be superseded: a chain, followed to its end with a
      -- bounded depth (data/supersessions.ts).
      CREATE TABLE product_supersessions (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        replacement_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 999),
        display_order INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, replacement_id),
        CHECK (product_id <> replacement_id)
      ) WITHOUT ROWID;
      -- what a part replaces (the chain read backwards)
      CREATE INDEX product_supersessions_replacement ON product_supersessions(replacement_id);
    `,
  },
  {
    id: 12,
    name: "delivery estimates: the dealer's branch and each warehouse's lead time to it (extension delivery-estimate)",
    sql: `
      -- the warehouse serving the dealer (their region's branch office, or the central warehouse);
      -- NULL: none assigned yet, so no estimates (a new registration until the back office assigns one)
      ALTER TABLE customers ADD COLUMN branch_warehouse_id INTEGER REFERENCES warehouses(id);
      -- how many working days a part takes from a warehouse to a dealer of a branch (0: the same day)
      CREATE TABLE delivery_lead_times (
        warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
        branch_warehouse_id INTEGER NOT NULL REFERENCES warehouses(id),
        working_days INTEGER NOT NULL CHECK (working_days >= 0),
        PRIMARY KEY (branch_warehouse_id, warehouse_id));
    `,
  },
  {
    id: 13,
    name: 'search by part name: a trigram index of the search keys and the boards of a serie (p99 under 50 ms on the large data)',
    sql: `
      -- every run of three characters of both keys, pointing at products.id: a search reads the
      -- parts whose keys contain the query's trigrams instead of scanning every key (FTS5, trigram
      -- tokenizer; the keys are already lower case without diacritics)
      CREATE VIRTUAL TABLE product_names USING fts5(
        search_name, search_name_pl, content = 'products', content_rowid = 'id', tokenize = 'trigram');
      INSERT INTO product_names (product_names) VALUES ('rebuild');
      -- kept in step with products by triggers (an external-content index is not updated by itself)
      CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_names (rowid, search_name, search_name_pl) VALUES (new.id, new.search_name, new.search_name_pl);
      END;
      CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
        INSERT INTO product_names (product_names, rowid, search_name, search_name_pl)
        VALUES ('delete', old.id, old.search_name, old.search_name_pl);
      END;
      CREATE TRIGGER product_names_update AFTER UPDATE OF id, search_name, search_name_pl ON products BEGIN
        INSERT INTO product_names (product_names, rowid, search_name, search_name_pl)
        VALUES ('delete', old.id, old.search_name, old.search_name_pl);
        INSERT INTO product_names (rowid, search_name, search_name_pl) VALUES (new.id, new.search_name, new.search_name_pl);
      END;
      DROP INDEX products_search;
      -- the boards of a serie, for a search limited to the current vehicle
      CREATE INDEX products_board_serie ON products(serie_code) WHERE product_type = 'GroupedProduct';
    `,
  },
];

export function migrate(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db.prepare<[], { id: number }>('SELECT id FROM migrations').all().map((row) => row.id),
  );
  const record = db.prepare<[number, string, string]>(
    'INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
  }
}
