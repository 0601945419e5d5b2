import type { CurrentVehicle, VehicleListItem } from '@parts/contract/catalogue';
import {
  brandOptions,
  catalogCategories,
  catalogOptions,
  modelEquipment,
  productionRanges,
  serieOptions,
  technicalCampaigns,
  variantBuiltIn,
  variantById,
  variantColumnOptions,
  vehicleById,
  vehicleEquipment,
  vehiclesWithVin,
  vehicleTypeOptions,
  type EquipmentRow,
  type VariantColumn,
  type VariantFilters,
  type VariantRow,
} from '../data/vehicles';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { ValidationFailed } from './errors';

export { VEHICLE_FILTER_LEVELS as FILTER_LEVELS } from '@parts/contract/requests';
import { VEHICLE_FILTER_LEVELS as FILTER_LEVELS } from '@parts/contract/requests';
export type FilterLevel = (typeof FILTER_LEVELS)[number];

/** The filter cascade's values: the variant columns the data layer filters by, and the levels above and below them. */
export interface VehicleFilters extends VariantFilters {
  brandId?: number | undefined;
  category?: string | undefined;
  catalog?: string | undefined;
  typeId?: number | undefined;
  year?: number | undefined;
  month?: number | undefined;
}

/** The filter value each level sets, as the request names it. */
const VALUE_OF_LEVEL: Record<FilterLevel, keyof VehicleFilters> = {
  brand: 'brandId',
  category: 'category',
  catalog: 'catalog',
  type: 'typeId',
  serie: 'serie',
  body: 'bodyId',
  model: 'modelId',
  engine: 'engineId',
  version: 'versionList',
  steering: 'steeringId',
  transmission: 'transmissionId',
  year: 'year',
  month: 'month',
};

/** PKW means cars; anything else motorcycles (SPEC section 9). */
const CATEGORY_NAMES: Record<string, string> = { PKW: 'Passenger cars', KRAD: 'Motorcycles' };
export const categoryOf = (value: string | undefined): 'PKW' | 'KRAD' =>
  value === undefined || value.toUpperCase() === 'PKW' ? 'PKW' : 'KRAD';

/** 400 when a level above `level` has no value yet. */
function requireLevelsAbove(filters: VehicleFilters, level: FilterLevel): void {
  for (const above of FILTER_LEVELS.slice(0, FILTER_LEVELS.indexOf(level))) {
    const key = VALUE_OF_LEVEL[above];
    const value = filters[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0))
      throw ValidationFailed.field(key, `Choose the ${above} first.`);
  }
}

export interface FilterOption {
  Id: number | string;
  Name: string;
}

/** The variants' production months (YYYYMM) as years, or the months of one year. */
async function productionOptions(db: Executor, filters: VehicleFilters, level: 'year' | 'month'): Promise<FilterOption[]> {
  const ranges = await productionRanges(db, filters);
  const values = new Set<number>();
  for (const range of ranges) {
    for (let month = range.produced_from; month <= range.produced_to; month = month % 100 === 12 ? month + 89 : month + 1) {
      if (level === 'year') values.add(Math.floor(month / 100));
      else if (Math.floor(month / 100) === filters.year) values.add(month % 100);
    }
  }
  return [...values]
    .sort((a, b) => a - b)
    .map((value) => ({ Id: value, Name: level === 'month' ? String(value).padStart(2, '0') : String(value) }));
}

/** The options of one filter level for the values chosen above it. */
export async function filterOptions(
  db: Executor,
  level: FilterLevel,
  filters: VehicleFilters,
  language: Language,
): Promise<FilterOption[]> {
  requireLevelsAbove(filters, level);
  const distinct = (column: VariantColumn) => variantColumnOptions(db, column, filters, language);
  switch (level) {
    case 'brand':
      return brandOptions(db);
    case 'category':
      return (await catalogCategories(db, filters.brandId ?? 0)).map((row) => ({
        Id: row.category,
        Name: translate(language, CATEGORY_NAMES[row.category] ?? row.category),
      }));
    case 'catalog':
      return catalogOptions(db, filters.brandId ?? 0, filters.category ?? '', language);
    case 'type':
      return vehicleTypeOptions(db, filters.catalog ?? '', language);
    case 'serie':
      return serieOptions(db, filters.typeId ?? 0, language);
    case 'body':
      return distinct('body');
    case 'model':
      return distinct('model');
    case 'engine':
      return distinct('engine');
    case 'version':
      return distinct('version');
    case 'steering':
      return distinct('steering');
    case 'transmission':
      return distinct('transmission');
    case 'year':
    case 'month':
      return productionOptions(db, filters, level);
  }
}

/** The buildable vehicle (variant) the complete filters describe, if it was built in that month. */
export async function variantForFilters(db: Executor, filters: VehicleFilters): Promise<number | undefined> {
  requireLevelsAbove(filters, 'month');
  if (filters.month === undefined) throw ValidationFailed.field('month', 'Choose the month first.');
  const month = (filters.year ?? 0) * 100 + filters.month;
  return variantBuiltIn(db, filters, month);
}

const productionDate = (month: number): string => `${Math.floor(month / 100)}-${String(month % 100).padStart(2, '0')}`;
const serieLabel = (variant: VariantRow): string => `${variant.serie_name} (${variant.serie_code})`;

/** Vehicles by full VIN (17 characters) or by its last 7. */
export async function vehiclesByVin(db: Executor, vin: string, language: Language): Promise<VehicleListItem[]> {
  const rows = await vehiclesWithVin(db, vin);
  const variants = await Promise.all(rows.map((vehicle) => variantById(db, vehicle.variant_id, language)));
  return rows.flatMap((vehicle, index) => {
    const variant = variants[index];
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

/** The current vehicle data of SPEC section 3, for a VIN vehicle or for a variant chosen by filters. */
export async function currentVehicle(
  db: Executor,
  target: { vehicleId: number } | { variantId: number; year: number; month: number },
  language: Language,
): Promise<CurrentVehicle | undefined> {
  const vehicle = 'vehicleId' in target ? await vehicleById(db, target.vehicleId) : undefined;
  if ('vehicleId' in target && !vehicle) return undefined;
  const variant = await variantById(db, vehicle?.variant_id ?? ('variantId' in target ? target.variantId : 0), language);
  if (!variant) return undefined;
  const productionMonth = vehicle?.production_month ?? ('year' in target ? target.year * 100 + target.month : 0);
  const equipment = vehicle ? await vehicleEquipment(db, vehicle.id, language) : await modelEquipment(db, variant.model_id, language);
  const toEquipment = (row: EquipmentRow) => ({ code: row.code, benennung: row.name, nachgeruestet: row.retrofitted === 1 });
  const campaigns = vehicle ? await technicalCampaigns(db, vehicle.id, language) : [];
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
      {
        fuellmengenart: translate(language, 'Engine oil'),
        fuellmenge: `${variant.oil_capacity_l} l`,
        hinweistext: translate(language, 'With oil filter change; approved oils per service sheet 229.5.'),
      },
      {
        fuellmengenart: translate(language, 'Coolant'),
        fuellmenge: `${variant.coolant_capacity_l} l`,
        hinweistext: translate(language, 'Mix 50:50 with water, antifreeze down to -37 °C.'),
      },
    ],
    StandardEquipment: equipment.filter((row) => row.optional === 0).map(toEquipment),
    OptionalEquipment: equipment.filter((row) => row.optional === 1).map(toEquipment),
    TechnicalCampaigns: campaigns.map((row) => ({
      Status: row.status,
      CampaignNumber: row.campaign_number,
      Description: row.description,
      Reservations: row.reservations,
    })),
    Year: Math.floor(productionMonth / 100),
    Month: productionMonth % 100,
    VehicleKeyList: vehicleKeys(variant),
    EquipmentList: equipment.map((row) => row.code),
    VehicleType: variant.category,
    TransmissionType: variant.transmission_kind,
  };
}
