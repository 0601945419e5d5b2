import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import { loadFilterOptions, type FilterOption } from './api/load-filter-options';
import type { VehicleFilterValues } from './filter-levels';

/** The brand-level options, loaded once when the catalogue search first shows. */
export const brandOptionsAtom = atom<FilterOption[] | null>(null);

/** The values chosen in the 'Vehicle search' modal (kept while the page lives, so reopening continues). */
export const filterValuesAtom = atom<VehicleFilterValues>({});

let brandRequest: Promise<FilterOption[]> | null = null;

/** Loads the brand filter the first time any catalogue search shows (the host does not prefetch it). */
export function useBrandOptions(): FilterOption[] | null {
  const [options, setOptions] = useAtom(brandOptionsAtom);
  useEffect(() => {
    if (options) return;
    brandRequest ??= loadFilterOptions('brand', {});
    let live = true;
    brandRequest.then(
      (loaded) => live && setOptions(loaded),
      () => {
        brandRequest = null; // next time the search shows, ask again
      },
    );
    return () => {
      live = false;
    };
  }, [options, setOptions]);
  return options;
}
