import { sql, type RawBuilder } from 'kysely';
import type { Dialect, Executor } from '../db/database';
import { VEHICLE_FILES, VEHICLE_TABLES } from './format';
import { columnsOf, columnType, differ, insertNewRows, sameRow, stage, staging, type StagedTable } from './full';
import type { StagingStore } from './stage';
import type { Check, Problems } from './validate';

/**
 * The vehicle catalogue in a full feed (docs/feeds.md: series, engines, equipment, models, model
 * equipment, variants, vehicles, vehicle equipment). Brands, catalogues, vehicle types, bodies,
 * versions, steerings and transmissions are the shop's reference data: the feed names them by
 * code (vehicle types by number). Engines, equipment, models, variants and vehicles keep their
 * ids by code (models by series and code, variants by what they are made of, vehicles by VIN):
 * boards' conditions, recent vehicles and technical campaigns keep pointing at the same vehicle.
 */

const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

/** A full feed has vehicles when it has any vehicle file. */
export const hasVehicles = (present: ReadonlySet<string>): boolean => present.has('series');

/** The vehicle files come together: all of VEHICLE_FILES or none. */
export function checkVehicleFiles(names: readonly string[], problems: Problems): void {
  const given = VEHICLE_TABLES.filter((table) => names.includes(`${table}.csv`));
  if (given.length === 0) return;
  for (const file of VEHICLE_FILES) if (!names.includes(file)) problems.add({ file, reason: { code: 'vehicle-files' } });
}

/** The key of a variant: what it is made of (the shop's rows and the feed's compare by it). */
const variantKey = (a: string): string =>
  `lower(${['serie', 'model', 'body', 'engine', 'version', 'steering', 'transmission'].map((c) => `${a}.${c}`).join(" || '|' || ")})`;

/** The shop's vehicle reference data and the keys of its vehicles, copied into the staging store (vehicles page by page). */
export async function loadShopVehicleKeys(db: Executor, store: StagingStore): Promise<void> {
  store.db.exec(`
    CREATE TABLE shop_vehicle_types (id INTEGER PRIMARY KEY);
    CREATE TABLE shop_bodies (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_versions (code TEXT COLLATE NOCASE PRIMARY KEY);
    CREATE TABLE shop_steerings (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_transmissions (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_variants (k TEXT PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_vehicles (k TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
  `);
  const fill = (table: string, columns: string[], rows: readonly object[]): void => {
    const insert = store.db.prepare(
      `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    store.db.transaction(() => rows.forEach((row) => insert.run(row)))();
  };
  fill('shop_vehicle_types', ['id'], await db.selectFrom('vehicle_types').select('id').execute());
  fill('shop_bodies', ['code', 'id'], await db.selectFrom('bodies').select(['code', 'id']).execute());
  fill('shop_versions', ['code'], await db.selectFrom('versions').select('code').execute());
  fill('shop_steerings', ['code', 'id'], await db.selectFrom('steerings').select(['code', 'id']).execute());
  fill('shop_transmissions', ['code', 'id'], await db.selectFrom('transmissions').select(['code', 'id']).execute());
  for (let after = 0; ;) {
    const page = await db
      .selectFrom('vehicle_variants as v')
      .innerJoin('models as m', 'm.id', 'v.model_id')
      .innerJoin('bodies as b', 'b.id', 'v.body_id')
      .innerJoin('engines as e', 'e.id', 'v.engine_id')
      .innerJoin('steerings as s', 's.id', 'v.steering_id')
      .innerJoin('transmissions as t', 't.id', 'v.transmission_id')
      .select([
        'v.id',
        'v.serie_code as serie',
        'm.code as model',
        'b.code as body',
        'e.code as engine',
        'v.version_code as version',
        's.code as steering',
        't.code as transmission',
      ])
      .where('v.id', '>', after)
      .orderBy('v.id')
      .limit(5000)
      .execute();
    if (page.length === 0) break;
    const insert = store.db.prepare(`INSERT OR IGNORE INTO shop_variants (k, id) SELECT ${variantKey('r')}, @id FROM (SELECT
      @serie AS serie, @model AS model, @body AS body, @engine AS engine, @version AS version, @steering AS steering,
      @transmission AS transmission) r`);
    store.db.transaction(() => page.forEach((row) => insert.run(row)))();
    after = page[page.length - 1]?.id ?? after;
  }
  for (let after = 0; ;) {
    const page = await db.selectFrom('vehicles').select(['id', 'vin as k']).where('id', '>', after).orderBy('id').limit(5000).execute();
    if (page.length === 0) break;
    fill('shop_vehicles', ['k', 'id'], page);
    after = page[page.length - 1]?.id ?? after;
  }
}

/** Checks of the vehicle files across files and against the shop's reference data. */
export function vehicleChecks(store: StagingStore): Check[] {
  if (!hasVehicles(store.present)) return [];
  const checks: Check[] = [];
  const ref = (table: string, column: string, target: string, targetQuery: string): void => {
    checks.push({
      file: `${table}.csv`,
      column,
      reason: { code: 'unknown-reference', target },
      query: `SELECT line, "${column}" AS value FROM s_${table} WHERE "${column}" IS NOT NULL AND "${column}" NOT IN (${targetQuery}) ORDER BY line`,
    });
  };
  const modelOfSerie = (table: string, model = 'model'): void => {
    checks.push({
      file: `${table}.csv`,
      column: model,
      reason: { code: 'unknown-reference', target: 'models.csv (of the series)' },
      query: `SELECT t.line, t."${model}" AS value FROM s_${table} t
        WHERE NOT EXISTS (SELECT 1 FROM s_models m WHERE m.serie = t.serie AND m.code = t."${model}") ORDER BY t.line`,
    });
  };
  ref('series', 'type', "the shop's vehicle types", 'SELECT id FROM shop_vehicle_types');
  ref('models', 'serie', 'series.csv', 'SELECT code FROM s_series');
  modelOfSerie('model_equipment');
  ref('model_equipment', 'equipment', 'equipment.csv', 'SELECT code FROM s_equipment');
  ref('variants', 'serie', 'series.csv', 'SELECT code FROM s_series');
  modelOfSerie('variants');
  ref('variants', 'body', "the shop's bodies", 'SELECT code FROM shop_bodies');
  ref('variants', 'engine', 'engines.csv', 'SELECT code FROM s_engines');
  ref('variants', 'version', "the shop's versions", 'SELECT code FROM shop_versions');
  ref('variants', 'steering', "the shop's steerings", 'SELECT code FROM shop_steerings');
  ref('variants', 'transmission', "the shop's transmissions", 'SELECT code FROM shop_transmissions');
  checks.push({
    file: 'variants.csv',
    column: 'produced_from',
    reason: { code: 'months-order' },
    query: 'SELECT line, produced_from AS value FROM s_variants WHERE produced_from > produced_to ORDER BY line',
  });
  checks.push({
    file: 'variants.csv',
    column: 'serie+model+body+engine+version+steering+transmission',
    reason: { code: 'duplicate', firstLine: 0 },
    query: `SELECT v.line, ${variantKey('v')} AS value, (SELECT MIN(w.line) FROM s_variants w WHERE ${variantKey('w')} = ${variantKey('v')}) AS first
      FROM s_variants v WHERE v.line > (SELECT MIN(w.line) FROM s_variants w WHERE ${variantKey('w')} = ${variantKey('v')}) ORDER BY v.line`,
  });
  ref('vehicles', 'variant', 'variants.csv', 'SELECT key FROM s_variants');
  ref('vehicle_equipment', 'vin', 'vehicles.csv', 'SELECT vin FROM s_vehicles');
  ref('vehicle_equipment', 'equipment', 'equipment.csv', 'SELECT code FROM s_equipment');
  ref('campaigns', 'vin', 'vehicles.csv', 'SELECT vin FROM s_vehicles');
  return checks;
}

/**
 * Gives the feed's engines, equipment, models, variants and vehicles their ids: the shop's id of
 * the same code (VIN, ...), else new ones after the shop's largest. Then the shop's series,
 * models, engines and equipment of the staging store become the feed's (board parts refer to them).
 */
export function assignVehicleIds(store: StagingStore): void {
  const assign = (name: string, feedKey: string, from: string, shop: string): void => {
    store.db.exec(`
      DROP TABLE IF EXISTS ids_${name};
      DROP TABLE IF EXISTS new_${name};
      CREATE TABLE ids_${name} (k TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
      INSERT OR IGNORE INTO ids_${name} (k, id) SELECT ${feedKey}, s.id FROM ${from} LEFT JOIN ${shop} s ON s.k = ${feedKey} ORDER BY f.rowid;
      CREATE TABLE new_${name} AS SELECT k, ROW_NUMBER() OVER (ORDER BY rowid) AS n FROM ids_${name} WHERE id IS NULL;
      CREATE UNIQUE INDEX new_${name}_k ON new_${name} (k);
      UPDATE ids_${name} SET id = (SELECT COALESCE(MAX(id), 0) FROM ${shop}) + (SELECT n FROM new_${name} WHERE new_${name}.k = ids_${name}.k)
        WHERE id IS NULL;
    `);
  };
  store.db.exec(`
    CREATE TEMP VIEW shop_engine_keys AS SELECT code AS k, id FROM shop_engines;
    CREATE TEMP VIEW shop_equipment_keys AS SELECT code AS k, id FROM shop_equipment;
    CREATE TEMP VIEW shop_model_keys AS SELECT serie || '/' || code AS k, id FROM shop_models;
  `);
  assign('engines', 'f.code', 's_engines f', 'shop_engine_keys');
  assign('equipment', 'f.code', 's_equipment f', 'shop_equipment_keys');
  assign('models', "f.serie || '/' || f.code", 's_models f', 'shop_model_keys');
  assign('variants', variantKey('f'), 's_variants f', 'shop_variants');
  assign('vehicles', 'f.vin', 's_vehicles f', 'shop_vehicles');
  store.db.exec(`
    DROP VIEW shop_engine_keys; DROP VIEW shop_equipment_keys; DROP VIEW shop_model_keys;
    DELETE FROM shop_series; INSERT INTO shop_series (code) SELECT code FROM s_series;
    DELETE FROM shop_engines; INSERT INTO shop_engines (code, id) SELECT k, id FROM ids_engines;
    DELETE FROM shop_equipment; INSERT INTO shop_equipment (code, id) SELECT k, id FROM ids_equipment;
    DELETE FROM shop_models; INSERT INTO shop_models (serie, code, id) SELECT m.serie, m.code, i.id FROM s_models m JOIN ids_models i ON i.k = m.serie || '/' || m.code;
  `);
}

const VEHICLE_STAGED = {
  series: { table: 'series', key: ['code'], columns: { code: 'text', type_id: 'integer', name: 'text', name_pl: 'text' } },
  engines: {
    table: 'engines',
    key: ['id'],
    columns: {
      id: 'integer',
      code: 'text',
      name: 'text',
      name_pl: 'text',
      fuel: 'text',
      fuel_pl: 'text',
      oil_capacity_l: 'real',
      coolant_capacity_l: 'real',
    },
  },
  equipment: {
    table: 'equipment',
    key: ['id'],
    columns: { id: 'integer', code: 'text', name: 'text', name_pl: 'text', purpose: 'text', purpose_pl: 'text' },
  },
  models: { table: 'models', key: ['id'], columns: { id: 'integer', serie_code: 'text', code: 'text', name: 'text' } },
  variants: {
    table: 'vehicle_variants',
    key: ['id'],
    columns: {
      id: 'integer',
      serie_code: 'text',
      body_id: 'integer',
      model_id: 'integer',
      engine_id: 'integer',
      version_code: 'text',
      steering_id: 'integer',
      transmission_id: 'integer',
      produced_from: 'integer',
      produced_to: 'integer',
    },
  },
  vehicles: {
    table: 'vehicles',
    key: ['id'],
    columns: {
      id: 'integer',
      vin: 'sku',
      vin7: 'sku',
      variant_id: 'integer',
      production_month: 'integer',
      paint_code: 'text',
      upholstery_code: 'text',
    },
  },
  modelEquipment: {
    table: 'model_equipment',
    key: ['model_id', 'equipment_id'],
    columns: { model_id: 'integer', equipment_id: 'integer' },
  },
  campaigns: {
    table: 'technical_campaigns',
    key: ['id'],
    columns: {
      id: 'integer',
      vehicle_id: 'integer',
      campaign_number: 'text',
      description: 'text',
      description_pl: 'text',
      status: 'text',
      status_pl: 'text',
      reservations: 'text',
      reservations_pl: 'text',
    },
  },
  vehicleEquipment: {
    table: 'vehicle_equipment',
    key: ['vehicle_id', 'equipment_id'],
    columns: { vehicle_id: 'integer', equipment_id: 'integer', optional: 'integer', retrofitted: 'integer' },
  },
} as const satisfies Record<string, StagedTable>;

const ALL = Object.values(VEHICLE_STAGED) as StagedTable[];
/** Written by id (or code) in this order; removed in the reverse. */
const UPSERTED = [
  VEHICLE_STAGED.series,
  VEHICLE_STAGED.engines,
  VEHICLE_STAGED.equipment,
  VEHICLE_STAGED.models,
  VEHICLE_STAGED.variants,
  VEHICLE_STAGED.vehicles,
] as StagedTable[];
const ROWS = [VEHICLE_STAGED.modelEquipment, VEHICLE_STAGED.vehicleEquipment] as StagedTable[];

export async function dropVehicleStaging(db: Executor): Promise<void> {
  for (const t of ALL) await raw(`DROP TABLE IF EXISTS ${staging(t)}`).execute(db);
}

/** Writes the feed's vehicle catalogue into staging tables of the shop's database (nothing of the shop locked). */
export async function stageVehicles(db: Executor, dialect: Dialect, store: StagingStore, counts: Record<string, number>): Promise<void> {
  for (const t of ALL) {
    await raw(`DROP TABLE IF EXISTS ${staging(t)}`).execute(db);
    const columns = Object.entries(t.columns).map(([name, type]) => `${name} ${columnType(type, dialect)}`);
    await raw(`CREATE TEMP TABLE ${staging(t)} (${columns.join(', ')})`).execute(db);
  }
  const S = VEHICLE_STAGED;
  counts.series = await stage(
    db,
    store,
    S.series,
    'SELECT rowid AS _rowid, code, type AS type_id, name_en AS name, name_pl FROM s_series WHERE rowid > ? ORDER BY rowid',
  );
  counts.engines = await stage(
    db,
    store,
    S.engines,
    `SELECT e.rowid AS _rowid, i.id, e.code, e.name_en AS name, e.name_pl, e.fuel_en AS fuel, e.fuel_pl, e.oil_l AS oil_capacity_l,
       e.coolant_l AS coolant_capacity_l FROM s_engines e JOIN ids_engines i ON i.k = e.code WHERE e.rowid > ? ORDER BY e.rowid`,
  );
  counts.equipment = await stage(
    db,
    store,
    S.equipment,
    `SELECT e.rowid AS _rowid, i.id, e.code, e.name_en AS name, e.name_pl, e.purpose_en AS purpose, e.purpose_pl
     FROM s_equipment e JOIN ids_equipment i ON i.k = e.code WHERE e.rowid > ? ORDER BY e.rowid`,
  );
  // codes as the series.csv writes them (a board's or model's serie may differ in case)
  counts.models = await stage(
    db,
    store,
    S.models,
    `SELECT m.rowid AS _rowid, i.id, s.code AS serie_code, m.code, m.name
     FROM s_models m JOIN ids_models i ON i.k = m.serie || '/' || m.code JOIN s_series s ON s.code = m.serie
     WHERE m.rowid > ? ORDER BY m.rowid`,
  );
  counts.model_equipment = await stage(
    db,
    store,
    S.modelEquipment,
    `SELECT me.rowid AS _rowid, m.id AS model_id, q.id AS equipment_id
     FROM s_model_equipment me JOIN ids_models m ON m.k = me.serie || '/' || me.model JOIN ids_equipment q ON q.k = me.equipment
     WHERE me.rowid > ? ORDER BY me.rowid`,
  );
  counts.variants = await stage(
    db,
    store,
    S.variants,
    `SELECT v.rowid AS _rowid, i.id, s.code AS serie_code, b.id AS body_id, m.id AS model_id, e.id AS engine_id, ve.code AS version_code,
       st.id AS steering_id, t.id AS transmission_id, v.produced_from, v.produced_to
     FROM s_variants v JOIN ids_variants i ON i.k = ${variantKey('v')} JOIN s_series s ON s.code = v.serie
       JOIN ids_models m ON m.k = v.serie || '/' || v.model JOIN shop_bodies b ON b.code = v.body JOIN ids_engines e ON e.k = v.engine
       JOIN shop_versions ve ON ve.code = v.version JOIN shop_steerings st ON st.code = v.steering JOIN shop_transmissions t ON t.code = v.transmission
     WHERE v.rowid > ? ORDER BY v.rowid`,
  );
  counts.vehicles = await stage(
    db,
    store,
    S.vehicles,
    `SELECT h.rowid AS _rowid, i.id, h.vin, substr(h.vin, -7) AS vin7, v.id AS variant_id, h.production_month, h.paint AS paint_code,
       h.upholstery AS upholstery_code
     FROM s_vehicles h JOIN ids_vehicles i ON i.k = h.vin JOIN s_variants sv ON sv.key = h.variant JOIN ids_variants v ON v.k = ${variantKey('sv')}
     WHERE h.rowid > ? ORDER BY h.rowid`,
  );
  counts.vehicle_equipment = await stage(
    db,
    store,
    S.vehicleEquipment,
    `SELECT ve.rowid AS _rowid, h.id AS vehicle_id, q.id AS equipment_id, COALESCE(ve.optional, 0) AS optional,
       COALESCE(ve.retrofitted, 0) AS retrofitted
     FROM s_vehicle_equipment ve JOIN ids_vehicles h ON h.k = ve.vin JOIN ids_equipment q ON q.k = ve.equipment
     WHERE ve.rowid > ? ORDER BY ve.rowid`,
  );
  counts.campaigns = await stage(
    db,
    store,
    S.campaigns,
    `SELECT c.rowid AS _rowid, c.rowid AS id, h.id AS vehicle_id, c.number AS campaign_number, c.description_en AS description,
       c.description_pl, c.status_en AS status, c.status_pl, COALESCE(c.reservations_en, '') AS reservations, c.reservations_pl
     FROM s_campaigns c JOIN ids_vehicles h ON h.k = c.vin WHERE c.rowid > ? ORDER BY c.rowid`,
  );
  for (const t of ALL) await raw(`CREATE UNIQUE INDEX ${staging(t)}_key ON ${staging(t)} (${t.key.join(', ')})`).execute(db);
  if (dialect === 'postgres') for (const t of ALL) await raw(`ANALYZE ${staging(t)}`).execute(db);
}

/** In the switch, before board parts are written: the feed's series, engines, equipment, models, variants and vehicles come or change. */
export async function switchVehiclesIn(trx: Executor, dialect: Dialect, present: ReadonlySet<string>): Promise<void> {
  const run = (text: string) => raw(text).execute(trx);
  for (const t of UPSERTED) {
    const columns = columnsOf(t);
    const values = columns.filter((column) => !t.key.includes(column));
    await run(`INSERT INTO ${t.table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${staging(t)} WHERE true
      ON CONFLICT (${t.key.join(', ')}) DO UPDATE SET ${values.map((column) => `${column} = excluded.${column}`).join(', ')}
      WHERE ${values.map((column) => differ(dialect, `${t.table}.${column}`, `excluded.${column}`)).join(' OR ')}`);
  }
  for (const t of ROWS) {
    await run(`DELETE FROM ${t.table} WHERE NOT EXISTS (SELECT 1 FROM ${staging(t)} f WHERE ${sameRow(dialect, t, 'f', t.table)})`);
    await insertNewRows(trx, dialect, t);
  }
  // technical campaigns: the feed's when it has campaigns.csv (numbered in its order), else the shop's of the vehicles it keeps
  const campaigns = VEHICLE_STAGED.campaigns as StagedTable;
  if (present.has('campaigns')) {
    const columns = columnsOf(campaigns).join(', ');
    await run('DELETE FROM technical_campaigns');
    await run(`INSERT INTO technical_campaigns (${columns}) SELECT ${columns} FROM ${staging(campaigns)}`);
  }
}

/**
 * In the switch, after board parts are written: what the feed no longer has goes (vehicles with
 * their technical campaigns and recent-vehicle rows, variants, models, engines, equipment, series).
 */
export async function switchVehiclesOut(trx: Executor, dialect: Dialect): Promise<void> {
  const run = (text: string) => raw(text).execute(trx);
  const S = VEHICLE_STAGED;
  const gone = (t: StagedTable, column = 'id') => `NOT IN (SELECT ${column} FROM ${staging(t)})`;
  const idOf = (prefix: string) =>
    dialect === 'postgres'
      ? `CAST(split_part(vehicle_key, ':', 2) AS integer)`
      : `CAST(substr(vehicle_key, ${prefix.length + 1}, instr(substr(vehicle_key, ${prefix.length + 1}) || ':', ':') - 1) AS integer)`;
  await run(`DELETE FROM recent_vehicles WHERE vehicle_key LIKE 'vehicle:%' AND ${idOf('vehicle:')} ${gone(S.vehicles)}`);
  await run(`DELETE FROM recent_vehicles WHERE vehicle_key LIKE 'variant:%' AND ${idOf('variant:')} ${gone(S.variants)}`);
  await run(`DELETE FROM technical_campaigns WHERE vehicle_id ${gone(S.vehicles)}`);
  await run(`DELETE FROM vehicles WHERE id ${gone(S.vehicles)}`);
  await run(`DELETE FROM vehicle_variants WHERE id ${gone(S.variants)}`);
  await run(`DELETE FROM models WHERE id ${gone(S.models)}`);
  await run(`DELETE FROM engines WHERE id ${gone(S.engines)}`);
  await run(`DELETE FROM equipment WHERE id ${gone(S.equipment)}`);
  // a part kept for a cart, list or order (on no board) loses its series when the feed has it no longer
  await run(`UPDATE products SET serie_code = NULL WHERE serie_code IS NOT NULL AND serie_code ${gone(S.series, 'code')}`);
  await run(`DELETE FROM series WHERE code ${gone(S.series, 'code')}`);
  if (dialect === 'postgres')
    for (const table of ['engines', 'equipment', 'models', 'vehicle_variants', 'vehicles', 'technical_campaigns'])
      await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`);
}
