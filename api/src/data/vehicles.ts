import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { firstOf, rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** What the variant queries filter by (unset values allow everything). */
export interface VariantFilters {
  serie?: string | undefined;
  bodyId?: number | undefined;
  modelId?: number | undefined;
  engineId?: number | undefined;
  versionList?: string[] | undefined;
  steeringId?: number | undefined;
  transmissionId?: number | undefined;
}

/** At most this many version codes in one filter (the request schema caps its list lower). */
const MAX_VERSIONS = 100;

/** The variants the chosen filters allow (alias v); unset filters allow everything. */
function variantFilter(filters: VariantFilters): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [sql`v.serie_code = ${filters.serie ?? null}`];
  if (filters.bodyId !== undefined) conditions.push(sql`v.body_id = ${filters.bodyId}`);
  if (filters.modelId !== undefined) conditions.push(sql`v.model_id = ${filters.modelId}`);
  if (filters.engineId !== undefined) conditions.push(sql`v.engine_id = ${filters.engineId}`);
  if (filters.versionList !== undefined) {
    const versions = filters.versionList.slice(0, MAX_VERSIONS);
    conditions.push(versions.length === 0 ? sql`1 = 0` : sql`v.version_code IN (${sql.join(versions)})`);
  }
  if (filters.steeringId !== undefined) conditions.push(sql`v.steering_id = ${filters.steeringId}`);
  if (filters.transmissionId !== undefined) conditions.push(sql`v.transmission_id = ${filters.transmissionId}`);
  return sql.join(conditions, sql` AND `);
}

export interface FilterOptionRow {
  Id: number | string;
  Name: string;
}

/** The variants' production ranges (YYYYMM). */
export async function productionRanges(db: Executor, filters: VariantFilters) {
  return rowsOf(
    db,
    sql<{
      produced_from: number;
      produced_to: number;
    }>`SELECT v.produced_from, v.produced_to FROM vehicle_variants v WHERE ${variantFilter(filters)}`,
  );
}

/** The variant columns a filter level chooses, with the table naming their values (all names are ours, not input). */
const VARIANT_COLUMNS = {
  body: { table: 'bodies', key: 'id', column: 'body_id', order: 't.id', translated: true },
  model: { table: 'models', key: 'id', column: 'model_id', order: 't.name', translated: false },
  engine: { table: 'engines', key: 'id', column: 'engine_id', order: 't.name', translated: true },
  version: { table: 'versions', key: 'code', column: 'version_code', order: 't.code', translated: true },
  steering: { table: 'steerings', key: 'id', column: 'steering_id', order: 't.id', translated: true },
  transmission: { table: 'transmissions', key: 'id', column: 'transmission_id', order: 't.id', translated: true },
} as const;
export type VariantColumn = keyof typeof VARIANT_COLUMNS;

/** Distinct values of one variant column among the variants the filters allow. */
export async function variantColumnOptions(
  db: Executor,
  level: VariantColumn,
  filters: VariantFilters,
  language: Language,
): Promise<FilterOptionRow[]> {
  const { table, key, column, order, translated } = VARIANT_COLUMNS[level];
  // the sort column is selected too: PostgreSQL orders a SELECT DISTINCT only by what it selects
  const rows = await rowsOf(
    db,
    sql<FilterOptionRow>`SELECT DISTINCT t.${sql.raw(key)} AS "Id", ${translated ? localized(language, 't.name') : sql`t.name`} AS "Name", ${sql.raw(order)}
         FROM vehicle_variants v JOIN ${sql.raw(table)} t ON t.${sql.raw(key)} = v.${sql.raw(column)}
         WHERE ${variantFilter(filters)} ORDER BY ${sql.raw(order)}`,
  );
  return rows.map((row) => ({ Id: row.Id, Name: row.Name }));
}

export async function brandOptions(db: Executor): Promise<FilterOptionRow[]> {
  return db.selectFrom('brands').select(['id as Id', 'name as Name']).orderBy('id').execute();
}

export async function catalogCategories(db: Executor, brandId: number) {
  return db.selectFrom('catalogs').select('category').distinct().where('brand_id', '=', brandId).orderBy('category', 'desc').execute();
}

export async function catalogOptions(db: Executor, brandId: number, category: string, language: Language): Promise<FilterOptionRow[]> {
  return rowsOf(
    db,
    sql<FilterOptionRow>`SELECT id AS "Id", ${localized(language, 'name')} AS "Name" FROM catalogs WHERE brand_id = ${brandId} AND category = ${category} ORDER BY id`,
  );
}

export async function vehicleTypeOptions(db: Executor, catalogId: string, language: Language): Promise<FilterOptionRow[]> {
  return rowsOf(
    db,
    sql<FilterOptionRow>`SELECT id AS "Id", ${localized(language, 'name')} AS "Name" FROM vehicle_types WHERE catalog_id = ${catalogId} ORDER BY id`,
  );
}

export async function serieOptions(db: Executor, typeId: number, language: Language): Promise<FilterOptionRow[]> {
  return rowsOf(
    db,
    sql<FilterOptionRow>`SELECT code AS "Id", ${localized(language, 'name')} AS "Name" FROM series WHERE type_id = ${typeId} ORDER BY code`,
  );
}

/** The first variant the filters allow that was built in the month (YYYYMM). */
export async function variantBuiltIn(db: Executor, filters: VariantFilters, month: number): Promise<number | undefined> {
  const row = await firstOf(
    db,
    sql<{
      id: number;
    }>`SELECT v.id FROM vehicle_variants v WHERE ${variantFilter(filters)} AND v.produced_from <= ${month} AND v.produced_to >= ${month}
       ORDER BY v.id LIMIT 1`,
  );
  return row?.id;
}

export interface VehicleRow {
  id: number;
  vin: string;
  vin7: string;
  variant_id: number;
  production_month: number;
  paint_code: string;
  upholstery_code: string;
}

export interface VariantRow {
  id: number;
  marke: string;
  category: string;
  catalog: string;
  type_name: string;
  serie_code: string;
  serie_name: string;
  body_id: number;
  model_id: number;
  model_name: string;
  engine_id: number;
  engine_name: string;
  oil_capacity_l: number;
  coolant_capacity_l: number;
  version_code: string;
  steering_id: number;
  transmission_id: number;
  transmission_kind: string;
}

/** Vehicles by full VIN (17 characters) or by its last 7 (compared without case: COLLATE NOCASE, CITEXT). */
const VEHICLES_WITH = (column: 'vin' | 'vin7') =>
  prepared<{ vin: string }, VehicleRow>((db, params) => db.selectFrom('vehicles').selectAll().where(column, '=', params.vin).orderBy('id'));
/** Compiled once (VIN search is a hot path). */
const VEHICLES_WITH_VIN = { vin: VEHICLES_WITH('vin'), vin7: VEHICLES_WITH('vin7') };

export async function vehiclesWithVin(db: Executor, vin: string): Promise<VehicleRow[]> {
  return VEHICLES_WITH_VIN[vin.length === 7 ? 'vin7' : 'vin'].all(db, { vin });
}

export async function vehicleById(db: Executor, vehicleId: number): Promise<VehicleRow | undefined> {
  return db.selectFrom('vehicles').selectAll().where('id', '=', vehicleId).executeTakeFirst();
}

/** A variant with its names (compiled once per language: VIN search reads one per vehicle found). */
const VARIANT_BY_ID = perLanguage((language) =>
  prepared<{ variantId: number }, VariantRow>(
    (_db, params) => sql<VariantRow>`
  SELECT v.id, b.marke, c.category, c.id AS catalog, ${localized(language, 't.name')} AS type_name, s.code AS serie_code,
         ${localized(language, 's.name')} AS serie_name, v.body_id, v.model_id, m.name AS model_name, v.engine_id,
         ${localized(language, 'e.name')} AS engine_name, e.oil_capacity_l, e.coolant_capacity_l, v.version_code, v.steering_id,
         v.transmission_id, ${localized(language, 'tr.kind')} AS transmission_kind
  FROM vehicle_variants v
  JOIN series s ON s.code = v.serie_code JOIN vehicle_types t ON t.id = s.type_id JOIN catalogs c ON c.id = t.catalog_id
  JOIN brands b ON b.id = c.brand_id JOIN models m ON m.id = v.model_id JOIN engines e ON e.id = v.engine_id
  JOIN transmissions tr ON tr.id = v.transmission_id
  WHERE v.id = ${params.variantId}`,
  ),
);

export async function variantById(db: Executor, variantId: number, language: Language): Promise<VariantRow | undefined> {
  return VARIANT_BY_ID[language].first(db, { variantId });
}

export interface EquipmentRow {
  code: string;
  name: string;
  optional: number;
  retrofitted: number;
}

/** A VIN vehicle's equipment as built and retrofitted. */
export async function vehicleEquipment(db: Executor, vehicleId: number, language: Language): Promise<EquipmentRow[]> {
  return rowsOf(
    db,
    sql<EquipmentRow>`SELECT e.code, ${localized(language, 'e.name')} AS name, ve.optional, ve.retrofitted
     FROM vehicle_equipment ve JOIN equipment e ON e.id = ve.equipment_id
     WHERE ve.vehicle_id = ${vehicleId} ORDER BY e.code`,
  );
}

/** A model's standard equipment (a vehicle chosen by filters). */
export async function modelEquipment(db: Executor, modelId: number, language: Language): Promise<EquipmentRow[]> {
  return rowsOf(
    db,
    sql<EquipmentRow>`SELECT e.code, ${localized(language, 'e.name')} AS name, 0 AS optional, 0 AS retrofitted
     FROM model_equipment me JOIN equipment e ON e.id = me.equipment_id
     WHERE me.model_id = ${modelId} ORDER BY e.code`,
  );
}

export async function technicalCampaigns(db: Executor, vehicleId: number, language: Language) {
  return rowsOf(
    db,
    sql<{ campaign_number: string; description: string; status: string; reservations: string }>`SELECT campaign_number,
       ${localized(language, 'description')} AS description, ${localized(language, 'status')} AS status,
       ${localized(language, 'reservations')} AS reservations FROM technical_campaigns WHERE vehicle_id = ${vehicleId} ORDER BY id`,
  );
}
