import { dropTables, nocase, nocaseText, primaryKey, real, serial, withoutRowid, type MigrationDb } from './dialect';

/** Vehicle catalogue. */
export async function up(db: MigrationDb): Promise<void> {
  const id = serial(db);
  const named = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull());
  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('marke', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('catalogs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vehicle_types')
    .addColumn('id', 'integer', id)
    .addColumn('catalog_id', 'text', (c) => c.notNull().references('catalogs.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('series')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('vehicle_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await named('bodies').execute();
  await db.schema
    .createTable('models')
    .addColumn('id', 'integer', id)
    .addColumn('serie_code', 'text', (c) => c.notNull().references('series.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await named('engines')
    .addColumn('fuel', 'text', (c) => c.notNull())
    .addColumn('oil_capacity_l', real(db), (c) => c.notNull())
    .addColumn('coolant_capacity_l', real(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('versions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await named('steerings').execute();
  await named('transmissions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  // one buildable vehicle: the leaf of the filter tree; production months as YYYYMM
  await db.schema
    .createTable('vehicle_variants')
    .addColumn('id', 'integer', id)
    .addColumn('serie_code', 'text', (c) => c.notNull().references('series.code'))
    .addColumn('body_id', 'integer', (c) => c.notNull().references('bodies.id'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('engine_id', 'integer', (c) => c.notNull().references('engines.id'))
    .addColumn('version_code', 'text', (c) => c.notNull().references('versions.code'))
    .addColumn('steering_id', 'integer', (c) => c.notNull().references('steerings.id'))
    .addColumn('transmission_id', 'integer', (c) => c.notNull().references('transmissions.id'))
    .addColumn('produced_from', 'integer', (c) => c.notNull())
    .addColumn('produced_to', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vehicle_variants_tree')
    .on('vehicle_variants')
    .columns(['serie_code', 'body_id', 'model_id', 'engine_id'])
    .execute();
  await db.schema
    .createTable('equipment')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('model_equipment')
    .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id'))
    .$call(primaryKey('model_equipment', ['model_id', 'equipment_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('vehicles')
    .addColumn('id', 'integer', id)
    .addColumn('vin', nocaseText(db), (c) => nocase(db)(c.notNull().unique()))
    .addColumn('vin7', nocaseText(db), (c) => nocase(db)(c.notNull()))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('vehicle_variants.id'))
    .addColumn('production_month', 'integer', (c) => c.notNull())
    .addColumn('paint_code', 'text', (c) => c.notNull())
    .addColumn('upholstery_code', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vehicles_vin7').on('vehicles').column('vin7').execute();
  await db.schema
    .createTable('vehicle_equipment')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id'))
    .addColumn('optional', 'integer', (c) => c.notNull())
    .addColumn('retrofitted', 'integer', (c) => c.notNull())
    .$call(primaryKey('vehicle_equipment', ['vehicle_id', 'equipment_id']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema
    .createTable('technical_campaigns')
    .addColumn('id', 'integer', id)
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('campaign_number', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reservations', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('technical_campaigns_vehicle').on('technical_campaigns').column('vehicle_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await dropTables(db, [
    'brands',
    'catalogs',
    'vehicle_types',
    'series',
    'bodies',
    'models',
    'engines',
    'versions',
    'steerings',
    'transmissions',
    'vehicle_variants',
    'equipment',
    'model_equipment',
    'vehicles',
    'vehicle_equipment',
    'technical_campaigns',
  ]);
}
