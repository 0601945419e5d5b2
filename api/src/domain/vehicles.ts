import type { CurrentVehicle, VehicleListItem } from '@parts/contract/catalogue';
import type { Sql } from '../db/sql';
import { ValidationFailed } from '../domain/errors';

/** The filter levels in the order of SPEC section 2: each needs the ones before it. */
export const FILTER_LEVELS = ['brand', 'category', 'catalog', 'type', 'serie', 'body', 'model', 'engine', 'version', 'steering', 'transmission', 'year', 'month'] as const;
export type FilterLevel = (typeof FILTER_LEVELS)[number];

export interface VehicleFilters {
  brandId?: number | undefined;
  category?: string | undefined;
  catalog?: string | undefined;
  typeId?: number | undefined;
  serie?: string | undefined;
  bodyId?: number | undefined;
  modelId?: number | undefined;
  engineId?: number | undefined;
  versionList?: string[] | undefined;
  steeringId?: number | undefined;
  transmissionId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

/** The filter value each level sets, as the request names it. */
const VALUE_OF_LEVEL: Record<FilterLevel, keyof VehicleFilters> = {
  brand: 'brandId', category: 'category', catalog: 'catalog', type: 'typeId', serie: 'serie', body: 'bodyId', model: 'modelId',
  engine: 'engineId', version: 'versionList', steering: 'steeringId', transmission: 'transmissionId', year: 'year', month: 'month',
};

/** PKW means cars; anything else motorcycles (SPEC section 9). */
export const CATEGORY_NAMES: Record<string, string> = { PKW: 'Passenger cars', KRAD: 'Motorcycles' };
export const categoryOf = (value: string | undefined): 'PKW' | 'KRAD' => (value === undefined || value.toUpperCase() === 'PKW' ? 'PKW' : 'KRAD');

/** 400 when a level above `level` has no value yet. */
export function requireLevelsAbove(filters: VehicleFilters, level: FilterLevel): void {
  for (const above of FILTER_LEVELS.slice(0, FILTER_LEVELS.indexOf(level))) {
    const key = VALUE_OF_LEVEL[above];
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) throw ValidationFailed.field(key, `Choose the ${above} first.`);
  }
}

export interface FilterOption {
  Id: number | string;
  Name: string;
}

const variantParams = (filters: VehicleFilters) => ({
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

/** The variants' production months (YYYYMM) as years, or the months of one year. */
function productionOptions(sql: Sql, filters: VehicleFilters, level: 'year' | 'month'): FilterOption[] {
  const ranges = sql.all<{ produced_from: number; produced_to: number }>(
    `SELECT v.produced_from, v.produced_to FROM vehicle_variants v WHERE ${VARIANT_FILTER}`,
    variantParams(filters),
  );
  const values = new Set<number>();
  for (const range of ranges) {
    for (let month = range.produced_from; month <= range.produced_to; month = month % 100 === 12 ? month + 89 : month + 1) {
      if (level === 'year') values.add(Math.floor(month / 100));
      else if (Math.floor(month / 100) === filters.year) values.add(month % 100);
    }
  }
  return [...values].sort((a, b) => a - b).map((value) => ({ Id: value, Name: level === 'month' ? String(value).padStart(2, '0') : String(value) }));
}

/** The options of one filter level for the values chosen above it. */
export function filterOptions(sql: Sql, level: FilterLevel, filters: VehicleFilters): FilterOption[] {
  requireLevelsAbove(filters, level);
  /** Distinct values of one variant column, named from its table (all names are ours, not input). */
  const distinct = (table: string, key: string, column: string, order: string) =>
    sql.all<FilterOption>(
      `SELECT DISTINCT t.${key} AS Id, t.name AS Name FROM vehicle_variants v JOIN ${table} t ON t.${key} = v.${column}
       WHERE ${VARIANT_FILTER} ORDER BY ${order}`,
      variantParams(filters),
    );
  switch (level) {
    case 'brand':
      return sql.all<FilterOption>('SELECT id AS Id, name AS Name FROM brands ORDER BY id');
    case 'category':
      return sql
        .all<{ category: string }>('SELECT DISTINCT category FROM catalogs WHERE brand_id = ? ORDER BY category DESC', [filters.brandId ?? 0])
        .map((row) => ({ Id: row.category, Name: CATEGORY_NAMES[row.category] ?? row.category }));
    case 'catalog':
      return sql.all<FilterOption>('SELECT id AS Id, name AS Name FROM catalogs WHERE brand_id = ? AND category = ? ORDER BY id', [filters.brandId ?? 0, filters.category ?? '']);
    case 'type':
      return sql.all<FilterOption>('SELECT id AS Id, name AS Name FROM vehicle_types WHERE catalog_id = ? ORDER BY id', [filters.catalog ?? '']);
    case 'serie':
      return sql.all<FilterOption>('SELECT code AS Id, name AS Name FROM series WHERE type_id = ? ORDER BY code', [filters.typeId ?? 0]);
    case 'body':
      return distinct('bodies', 'id', 'body_id', 't.id');
    case 'model':
      return distinct('models', 'id', 'model_id', 't.name');
    case 'engine':
      return distinct('engines', 'id', 'engine_id', 't.name');
    case 'version':
      return distinct('versions', 'code', 'version_code', 't.code');
    case 'steering':
      return distinct('steerings', 'id', 'steering_id', 't.id');
    case 'transmission':
      return distinct('transmissions', 'id', 'transmission_id', 't.id');
    case 'year':
    case 'month':
      return productionOptions(sql, filters, level);
  }
}

/** The buildable vehicle (variant) the complete filters describe, if it was built in that month. */
export function variantForFilters(sql: Sql, filters: VehicleFilters): number | undefined {
  requireLevelsAbove(filters, 'month');
  if (filters.month === undefined) throw ValidationFailed.field('month', 'Choose the month first.');
  const month = (filters.year ?? 0) * 100 + filters.month;
  return sql.one<{ id: number }>(`SELECT v.id FROM vehicle_variants v WHERE ${VARIANT_FILTER} AND v.produced_from <= @month AND v.produced_to >= @month ORDER BY v.id LIMIT 1`, {
    ...variantParams(filters),
    month,
  })?.id;
}

interface VehicleRow {
  id: number;
  vin: string;
  vin7: string;
  variant_id: number;
  production_month: number;
  paint_code: string;
  upholstery_code: string;
}

interface VariantRow {
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

const SELECT_VARIANT = `
  SELECT v.id, b.marke, c.category, c.id AS catalog, t.name AS type_name, s.code AS serie_code, s.name AS serie_name,
         v.body_id, v.model_id, m.name AS model_name, v.engine_id, e.name AS engine_name, e.oil_capacity_l,
         e.coolant_capacity_l, v.version_code, v.steering_id, v.transmission_id, tr.kind AS transmission_kind
  FROM vehicle_variants v
  JOIN series s ON s.code = v.serie_code JOIN vehicle_types t ON t.id = s.type_id JOIN catalogs c ON c.id = t.catalog_id
  JOIN brands b ON b.id = c.brand_id JOIN models m ON m.id = v.model_id JOIN engines e ON e.id = v.engine_id
  JOIN transmissions tr ON tr.id = v.transmission_id
  WHERE v.id = ?`;

const productionDate = (month: number): string => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
const serieLabel = (variant: VariantRow): string => `${variant.serie_name} (${variant.serie_code})`;

/** Vehicles by full VIN (17 characters) or by its last 7. */
export function vehiclesByVin(sql: Sql, vin: string): VehicleListItem[] {
  const rows = sql.all<VehicleRow>(`SELECT * FROM vehicles WHERE ${vin.length === 7 ? 'vin7' : 'vin'} = ? ORDER BY id`, [vin]);
  return rows.flatMap((vehicle) => {
    const variant = sql.one<VariantRow>(SELECT_VARIANT, [vehicle.variant_id]);
    if (!variant) return [];
    return [
      {
        Id: vehicle.id,
        Vin: vehicle.vin,
        VehicleInfo: {
          marke: variant.marke,
          baureihe: serieLabel(variant),
          verkaufsbezeichnung: variant.model_name,
          motor: variant.engine_name,
          produktionsdatum: productionDate(vehicle.production_month),
          vin7: vehicle.vin7,
        },
        VehicleData: { lackCode: vehicle.paint_code, polsterCode: vehicle.upholstery_code },
      },
    ];
  });
}

/** Keys naming the vehicle in the catalogue; boards and parts are matched against them. */
function vehicleKeys(variant: VariantRow): string[] {
  return [
    `serie:${variant.serie_code}`,
    `body:${variant.body_id}`,
    `model:${variant.model_id}`,
    `engine:${variant.engine_id}`,
    `version:${variant.version_code}`,
    `steering:${variant.steering_id}`,
    `transmission:${variant.transmission_id}`,
  ];
}

export interface VehicleKeys {
  serie?: string;
  modelId?: number;
  engineId?: number;
}

/** Reads the keys of a VehicleKeyList; unknown keys are ignored. */
export function parseVehicleKeys(keys: readonly string[]): VehicleKeys {
  const parsed: VehicleKeys = {};
  for (const key of keys) {
    const [name, value = ''] = key.split(':', 2);
    if (name === 'serie' && value) parsed.serie = value;
    if (name === 'model' && /^\d+$/.test(value)) parsed.modelId = Number(value);
    if (name === 'engine' && /^\d+$/.test(value)) parsed.engineId = Number(value);
  }
  return parsed;
}

interface EquipmentRow {
  code: string;
  name: string;
  optional: number;
  retrofitted: number;
}

/** The current vehicle data of SPEC section 3, for a VIN vehicle or for a variant chosen by filters. */
export function currentVehicle(sql: Sql, target: { vehicleId: number } | { variantId: number; year: number; month: number }): CurrentVehicle | undefined {
  const vehicle = 'vehicleId' in target ? sql.one<VehicleRow>('SELECT * FROM vehicles WHERE id = ?', [target.vehicleId]) : undefined;
  if ('vehicleId' in target && !vehicle) return undefined;
  const variant = sql.one<VariantRow>(SELECT_VARIANT, [vehicle?.variant_id ?? ('variantId' in target ? target.variantId : 0)]);
  if (!variant) return undefined;
  const productionMonth = vehicle?.production_month ?? ('year' in target ? target.year * 100 + target.month : 0);
  const equipment = vehicle
    ? sql.all<EquipmentRow>(
        `SELECT e.code, e.name, ve.optional, ve.retrofitted FROM vehicle_equipment ve JOIN equipment e ON e.id = ve.equipment_id
         WHERE ve.vehicle_id = ? ORDER BY e.code`,
        [vehicle.id],
      )
    : sql.all<EquipmentRow>(
        `SELECT e.code, e.name, 0 AS optional, 0 AS retrofitted FROM model_equipment me JOIN equipment e ON e.id = me.equipment_id
         WHERE me.model_id = ? ORDER BY e.code`,
        [variant.model_id],
      );
  const toEquipment = (row: EquipmentRow) => ({ code: row.code, benennung: row.name, nachgeruestet: row.retrofitted === 1 });
  const campaigns = vehicle
    ? sql.all<{ campaign_number: string; description: string; status: string; reservations: string }>('SELECT * FROM technical_campaigns WHERE vehicle_id = ? ORDER BY id', [vehicle.id])
    : [];
  return {
    VehicleId: vehicle?.id ?? null,
    Vin: vehicle?.vin ?? null,
    VehicleInfo: {
      marke: variant.marke,
      produktart: variant.category,
      katalog: variant.catalog,
      typ: variant.type_name,
      baureihe: serieLabel(variant),
      verkaufsbezeichnung: variant.model_name,
      motor: variant.engine_name,
      produktionsdatum: productionDate(productionMonth),
      vin: vehicle?.vin ?? null,
      vin7: vehicle?.vin7 ?? null,
    },
    VehicleData: { lackCode: vehicle?.paint_code ?? null, polsterCode: vehicle?.upholstery_code ?? null },
    VehicleFuelQty: [
      { fuellmengenart: 'Engine oil', fuellmenge: `${variant.oil_capacity_l} l`, hinweistext: 'With oil filter change; approved oils per service sheet 229.5.' },
      { fuellmengenart: 'Coolant', fuellmenge: `${variant.coolant_capacity_l} l`, hinweistext: 'Mix 50:50 with water, antifreeze down to -37 °C.' },
    ],
    StandardEquipment: equipment.filter((row) => row.optional === 0).map(toEquipment),
    OptionalEquipment: equipment.filter((row) => row.optional === 1).map(toEquipment),
    TechnicalCampaigns: campaigns.map((row) => ({ Status: row.status, CampaignNumber: row.campaign_number, Description: row.description, Reservations: row.reservations })),
    Year: Math.floor(productionMonth / 100),
    Month: productionMonth % 100,
    VehicleKeyList: vehicleKeys(variant),
    EquipmentList: equipment.map((row) => row.code),
    VehicleType: variant.category,
    TransmissionType: variant.transmission_kind,
  };
}
