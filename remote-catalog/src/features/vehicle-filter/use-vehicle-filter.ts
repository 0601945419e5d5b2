import { useAtom } from 'jotai';
import { useLocale } from '@parts/shared-kernel';
import { shopQueryClient, useQueries } from '@parts/shared-kernel/query';
import { filterOptionsQuery, type FilterOption } from './api/load-filter-options';
import { filterValuesAtom } from './filter-atoms';
import {
  chooseValue,
  DEFAULT_BRAND_ID,
  DEFAULT_CATEGORY,
  FILTER_LEVELS,
  keyOf,
  type FilterLevel,
  type FilterValue,
  type VehicleFilterValues,
} from './filter-levels';

type Options = Partial<Record<FilterLevel, FilterOption[]>>;

/** SPEC section 9, "Default search": shown while the dealer has chosen nothing, where the options have them. */
const DEFAULTS: Partial<Record<FilterLevel, FilterValue>> = { brand: DEFAULT_BRAND_ID, category: DEFAULT_CATEGORY };

function findOption(options: FilterOption[] | undefined, value: FilterValue | undefined): FilterOption | undefined {
  if (value === undefined) return undefined;
  return options?.find((o) => String(o.Id) === String(value));
}

/**
 * The cascade: each level's options are asked with the values chosen above it, once the level
 * above has a value; choosing a value resets every lower filter (their options follow the values).
 * Until the dealer chooses, the default brand and vehicle type are the values, where offered; a
 * level below the last value with a single option has that option as its value (issue 26: the
 * dealer never picks the only choice), so the cascade goes on by itself to the next real choice.
 */
export function useVehicleFilter(brandOptions: FilterOption[] | null) {
  const locale = useLocale();
  const [chosen, setChosen] = useAtom(filterValuesAtom);
  const lower = FILTER_LEVELS.slice(1);

  const client = shopQueryClient();

  // the dealer's values, then (from the first level without one) the defaults while nothing is
  // chosen and the single options, as far as the options asked so far offer them
  let values: VehicleFilterValues = chosen ?? {};
  for (const level of FILTER_LEVELS) {
    if (values[level.key] !== undefined) continue;
    const offered =
      (level.type === 'brand' ? brandOptions : client.getQueryData(filterOptionsQuery(locale, level.type, values).queryKey)) ?? undefined;
    const preferred = (!chosen && findOption(offered, DEFAULTS[level.type])) || (offered?.length === 1 ? offered[0] : undefined);
    if (!preferred) break;
    values = chooseValue(values, level.type, preferred.Id);
  }

  // each level below the brand: asked once the level above has a value, with the values above it
  const results = useQueries(
    {
      queries: lower.map((level, index) => ({
        ...filterOptionsQuery(locale, level.type, chooseValue(values, level.type, null)),
        enabled: values[FILTER_LEVELS[index]!.key] !== undefined,
      })),
    },
    client,
  );
  const options: Options = brandOptions ? { brand: brandOptions } : {};
  lower.forEach((level, index) => {
    const data = results[index]?.data;
    if (data && values[FILTER_LEVELS[index]!.key] !== undefined) options[level.type] = data;
  });
  const loading = lower.find((_, index) => results[index]?.isFetching)?.type ?? null;

  const choose = (level: FilterLevel, raw: string) => {
    const option = findOption(options[level], raw);
    setChosen(chooseValue(values, level, option ? option.Id : null));
  };

  const valueOf = (level: FilterLevel): string => {
    const value = values[keyOf(level)];
    return value === undefined ? '' : String(value);
  };

  return { values, options, loading, choose, valueOf };
}
