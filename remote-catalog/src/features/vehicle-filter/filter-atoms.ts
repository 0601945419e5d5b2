import { atom } from 'jotai';
import { useLocale } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { filterOptionsQuery, type FilterOption } from './api/load-filter-options';
import type { VehicleFilterValues } from './filter-levels';

/**
 * The values chosen in the 'Vehicle search' modal (kept while the page lives, so reopening
 * continues); null until the dealer chooses one (the defaults show until then).
 */
export const filterValuesAtom = atom<VehicleFilterValues | null>(null);

/** The brand filter, asked the first time any catalogue search shows (the host does not prefetch it). */
export function useBrandOptions(): FilterOption[] | null {
  return useApiQuery(filterOptionsQuery(useLocale(), 'brand', {})).data ?? null;
}
