import { dropTables, primaryKey, real, serial, withoutRowid, type MigrationDb } from './dialect';

/** Cart, shopping lists, checkout and orders. */
export async function up(db: MigrationDb): Promise<void> {
  const id = serial(db);
  const money = real(db);
  await db.schema
    .createTable('cart_items')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('marke', 'text', (c) => c.notNull())
    .addColumn('produktart', 'text', (c) => c.notNull())
    .addColumn('added_on', 'text', (c) => c.notNull())
    .$call(primaryKey('cart_items', ['customer_id', 'product_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('shopping_lists')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopping_lists_customer').on('shopping_lists').column('customer_id').execute();
  await db.schema
    .createTable('shopping_list_items')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .$call(primaryKey('shopping_list_items', ['list_id', 'product_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('shipping_methods')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shipping_method_countries')
    .addColumn('shipping_method_id', 'integer', (c) => c.notNull().references('shipping_methods.id'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .$call(primaryKey('shipping_method_countries', ['shipping_method_id', 'country_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'integer', id)
    .addColumn('system_name', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .execute();
  // the courier methods a payment method may go with; none at all = pickup in store only
  await db.schema
    .createTable('payment_method_shipments')
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('shipping_method_id', 'integer', (c) => c.notNull().references('shipping_methods.id'))
    .$call(primaryKey('payment_method_shipments', ['payment_method_id', 'shipping_method_id']))
    .$call(withoutRowid(db))
    .execute();
  // countries a payment method is offered in; none = every country
  await db.schema
    .createTable('payment_method_countries')
    .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .$call(primaryKey('payment_method_countries', ['payment_method_id', 'country_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('fee', money, (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .execute();
  // addresses are copied into the order (JSON) so later edits do not rewrite history
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_number', 'text', (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('shipping_status', 'text', (c) => c.notNull())
    .addColumn('pickup_in_store', 'integer', (c) => c.notNull())
    .addColumn('pickup_address', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    .addColumn('shipping_rate_computation_method_system_name', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_method_system_name', 'text', (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('subtotal_discount', money, (c) => c.notNull())
    .addColumn('shipping', money, (c) => c.notNull())
    .addColumn('payment_method_fee', money, (c) => c.notNull())
    .addColumn('tax', money, (c) => c.notNull())
    .addColumn('order_total_discount', money, (c) => c.notNull())
    .addColumn('order_total', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_on']).execute();
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('unit_price_without_discount', money, (c) => c.notNull())
    .addColumn('discount', money, (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();
  // documents of the dealer management system (incadea) per customer
  await db.schema
    .createTable('dealer_system_orders')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('document_no', 'text', (c) => c.notNull())
    .addColumn('document_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('branch_code', 'text', (c) => c.notNull())
    .addColumn('is_open', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dealer_system_orders_customer').on('dealer_system_orders').column('customer_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'cart_items',
    'shopping_lists',
    'shopping_list_items',
    'shipping_methods',
    'shipping_method_countries',
    'payment_methods',
    'payment_method_shipments',
    'payment_method_countries',
    'pickup_points',
    'orders',
    'order_items',
    'order_notes',
    'dealer_system_orders',
  ]);
}
