/**
 * The vehicle filter cascade of SPEC section 2: brand, category, catalog (the brand level), then
 * type, serie, body, model, engine, version, steering, transmission, year, month. Each level is
 * asked for with `VehicleFilter?type=<level>` and sent back under its filter key.
 */
export const FILTER_LEVELS = [
  { type: 'brand', key: 'brandId' },
  { type: 'category', key: 'category' },
  { type: 'catalog', key: 'catalog' },
  { type: 'type', key: 'typeId' },
  { type: 'serie', key: 'serie' },
  { type: 'body', key: 'bodyId' },
  { type: 'model', key: 'modelId' },
  { type: 'engine', key: 'engineId' },
  { type: 'version', key: 'versionList' },
  { type: 'steering', key: 'steeringId' },
  { type: 'transmission', key: 'transmissionId' },
  { type: 'year', key: 'year' },
  { type: 'month', key: 'month' },
] as const;

export type FilterLevel = (typeof FILTER_LEVELS)[number]['type'];
export type FilterKey = (typeof FILTER_LEVELS)[number]['key'];
export type FilterValue = string | number;

/** SPEC section 3, "Vehicle filter values". */
export type VehicleFilterValues = Partial<Record<FilterKey, FilterValue>>;

/** The keys the contract takes as text (an option's Id may be a number in the answer). */
const TEXT_KEYS: readonly FilterKey[] = ['category', 'catalog', 'serie', 'versionList'];

/** The values as the contract's filter request (table of calls) takes them: the text keys as text. */
export function filterRequestValues(
  values: VehicleFilterValues,
): Partial<Record<FilterKey, string | number>> & Partial<Record<'category' | 'catalog' | 'serie' | 'versionList', string>> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      TEXT_KEYS.includes(key as FilterKey) && value !== undefined ? String(value) : value,
    ]),
  );
}

/** The three brand-level selects come first in the modal. */
export const BRAND_LEVELS: readonly FilterLevel[] = ['brand', 'category', 'catalog'];

/** SPEC section 9, "Default search": brandId 2, vehicle type PKW. */
export const DEFAULT_BRAND_ID = 2;
export const DEFAULT_CATEGORY = 'PKW';

function levelIndex(level: FilterLevel): number {
  return FILTER_LEVELS.findIndex((l) => l.type === level);
}

export function keyOf(level: FilterLevel): FilterKey {
  return FILTER_LEVELS[levelIndex(level)]!.key;
}

/** The values with this level set and every lower level removed. */
export function chooseValue(values: VehicleFilterValues, level: FilterLevel, value: FilterValue | null): VehicleFilterValues {
  const index = levelIndex(level);
  const out: VehicleFilterValues = {};
  FILTER_LEVELS.forEach((l, i) => {
    if (i < index && values[l.key] !== undefined) out[l.key] = values[l.key];
  });
  if (value !== null) out[FILTER_LEVELS[index]!.key] = value;
  return out;
}

/** Search is allowed only once a month is chosen (SPEC section 5). */
export function canSearch(values: VehicleFilterValues): boolean {
  return values.month !== undefined;
}
