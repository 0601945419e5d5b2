import type { Sql } from '../db/sql';
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

const variantParams = (filters: VariantFilters) => ({
  serie: filters.serie ?? null,
  body: filters.bodyId ?? null,
  model: filters.modelId ?? null,
  engine: filters.engineId ?? null,
  versions: filters.versionList ? JSON.stringify(filters.versionList) : null,
  steering: filters.steeringId ?? null,
  transmission: filters.transmissionId ?? null,
});

/** The variants the chosen filters allow (alias v); unset filters allow everything. */
const VARIANT_FILTER = `
  v.serie_code = @serie AND (@body IS NULL OR v.body_id = @body) AND (@model IS NULL OR v.model_id = @model)
    AND (@engine IS NULL OR v.engine_id = @engine)
    AND (@versions IS NULL OR v.version_code IN (SELECT value FROM json_each(@versions)))
    AND (@steering IS NULL OR v.steering_id = @steering) AND (@transmission IS NULL OR v.transmission_id = @transmission)`;

export interface FilterOptionRow {
  Id: number | string;
  Name: string;
}

/** The variants' production ranges (YYYYMM). */
export function productionRanges(sql: Sql, filters: VariantFilters) {
  return sql.all<{ produced_from: number; produced_to: number }>(
    `SELECT v.produced_from, v.produced_to FROM vehicle_variants v WHERE ${VARIANT_FILTER}`,
    variantParams(filters),
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

const SELECT_VARIANT_COLUMN = Object.fromEntries(
  Object.entries(VARIANT_COLUMNS).map(([level, { table, key, column, order, translated }]) => [
    level,
    perLanguage(
      (language) => `SELECT DISTINCT t.${key} AS Id, ${translated ? localized(language, 't.name') : 't.name'} AS Name
         FROM vehicle_variants v JOIN ${table} t ON t.${key} = v.${column}
         WHERE ${VARIANT_FILTER} ORDER BY ${order}`,
    ),
  ]),
) as Record<VariantColumn, Readonly<Record<Language, string>>>;

/** Distinct values of one variant column among the variants the filters allow. */
export function variantColumnOptions(sql: Sql, level: VariantColumn, filters: VariantFilters, language: Language): FilterOptionRow[] {
  return sql.all<FilterOptionRow>(SELECT_VARIANT_COLUMN[level][language], variantParams(filters));
}

export function brandOptions(sql: Sql): FilterOptionRow[] {
  return sql.all<FilterOptionRow>('SELECT id AS Id, name AS Name FROM brands ORDER BY id');
}

export function catalogCategories(sql: Sql, brandId: number) {
  return sql.all<{ category: string }>('SELECT DISTINCT category FROM catalogs WHERE brand_id = ? ORDER BY category DESC', [brandId]);
}

const SELECT_CATALOGS = perLanguage(
  (language) => `SELECT id AS Id, ${localized(language, 'name')} AS Name FROM catalogs WHERE brand_id = ? AND category = ? ORDER BY id`,
);
const SELECT_TYPES = perLanguage(
  (language) => `SELECT id AS Id, ${localized(language, 'name')} AS Name FROM vehicle_types WHERE catalog_id = ? ORDER BY id`,
);
const SELECT_SERIES = perLanguage(
  (language) => `SELECT code AS Id, ${localized(language, 'name')} AS Name FROM series WHERE type_id = ? ORDER BY code`,
);

export function catalogOptions(sql: Sql, brandId: number, category: string, language: Language): FilterOptionRow[] {
  return sql.all<FilterOptionRow>(SELECT_CATALOGS[language], [brandId, category]);
}

export function vehicleTypeOptions(sql: Sql, catalogId: string, language: Language): FilterOptionRow[] {
  return sql.all<FilterOptionRow>(SELECT_TYPES[language], [catalogId]);
}

export function serieOptions(sql: Sql, typeId: number, language: Language): FilterOptionRow[] {
  return sql.all<FilterOptionRow>(SELECT_SERIES[language], [typeId]);
}

/** The first variant the filters allow that was built in the month (YYYYMM). */
export function variantBuiltIn(sql: Sql, filters: VariantFilters, month: number): number | undefined {
  return sql.one<{ id: number }>(
    `SELECT v.id FROM vehicle_variants v WHERE ${VARIANT_FILTER} AND v.produced_from <= @month AND v.produced_to >= @month ORDER BY v.id LIMIT 1`,
    {
      ...variantParams(filters),
      month,
    },
  )?.id;
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

const SELECT_VARIANT = perLanguage(
  (language) => `
  SELECT v.id, b.marke, c.category, c.id AS catalog, ${localized(language, 't.name')} AS type_name, s.code AS serie_code,
         ${localized(language, 's.name')} AS serie_name, v.body_id, v.model_id, m.name AS model_name, v.engine_id,
         ${localized(language, 'e.name')} AS engine_name, e.oil_capacity_l, e.coolant_capacity_l, v.version_code, v.steering_id,
         v.transmission_id, ${localized(language, 'tr.kind')} AS transmission_kind
  FROM vehicle_variants v
  JOIN series s ON s.code = v.serie_code JOIN vehicle_types t ON t.id = s.type_id JOIN catalogs c ON c.id = t.catalog_id
  JOIN brands b ON b.id = c.brand_id JOIN models m ON m.id = v.model_id JOIN engines e ON e.id = v.engine_id
  JOIN transmissions tr ON tr.id = v.transmission_id
  WHERE v.id = ?`,
);

/** Vehicles by full VIN (17 characters) or by its last 7. */
export function vehiclesWithVin(sql: Sql, vin: string): VehicleRow[] {
  return sql.all<VehicleRow>(`SELECT * FROM vehicles WHERE ${vin.length === 7 ? 'vin7' : 'vin'} = ? ORDER BY id`, [vin]);
}

export function vehicleById(sql: Sql, vehicleId: number): VehicleRow | undefined {
  return sql.one<VehicleRow>('SELECT * FROM vehicles WHERE id = ?', [vehicleId]);
}

export function variantById(sql: Sql, variantId: number, language: Language): VariantRow | undefined {
  return sql.one<VariantRow>(SELECT_VARIANT[language], [variantId]);
}

export interface EquipmentRow {
  code: string;
  name: string;
  optional: number;
  retrofitted: number;
}

/** A VIN vehicle's equipment as built and retrofitted. */
const SELECT_VEHICLE_EQUIPMENT = perLanguage(
  (language) => `SELECT e.code, ${localized(language, 'e.name')} AS name, ve.optional, ve.retrofitted
     FROM vehicle_equipment ve JOIN equipment e ON e.id = ve.equipment_id
     WHERE ve.vehicle_id = ? ORDER BY e.code`,
);
const SELECT_MODEL_EQUIPMENT = perLanguage(
  (language) => `SELECT e.code, ${localized(language, 'e.name')} AS name, 0 AS optional, 0 AS retrofitted
     FROM model_equipment me JOIN equipment e ON e.id = me.equipment_id
     WHERE me.model_id = ? ORDER BY e.code`,
);
const SELECT_CAMPAIGNS = perLanguage(
  (language) => `SELECT campaign_number, ${localized(language, 'description')} AS description, ${localized(language, 'status')} AS status,
       ${localized(language, 'reservations')} AS reservations FROM technical_campaigns WHERE vehicle_id = ? ORDER BY id`,
);

/** A VIN vehicle's equipment as built and retrofitted. */
export function vehicleEquipment(sql: Sql, vehicleId: number, language: Language): EquipmentRow[] {
  return sql.all<EquipmentRow>(SELECT_VEHICLE_EQUIPMENT[language], [vehicleId]);
}

/** A model's standard equipment (a vehicle chosen by filters). */
export function modelEquipment(sql: Sql, modelId: number, language: Language): EquipmentRow[] {
  return sql.all<EquipmentRow>(SELECT_MODEL_EQUIPMENT[language], [modelId]);
}

export function technicalCampaigns(sql: Sql, vehicleId: number, language: Language) {
  return sql.all<{ campaign_number: string; description: string; status: string; reservations: string }>(SELECT_CAMPAIGNS[language], [
    vehicleId,
  ]);
}
