import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFilterOptions, type FilterOption } from './api/load-filter-options';
import { filterValuesAtom } from './filter-atoms';
import { chooseValue, DEFAULT_BRAND_ID, DEFAULT_CATEGORY, FILTER_LEVELS, keyOf, levelIndex, nextLevel, type FilterLevel, type FilterValue, type VehicleFilterValues } from './filter-levels';

type Options = Partial<Record<FilterLevel, FilterOption[]>>;

const DEFAULTS: Partial<Record<FilterLevel, FilterValue>> = { brand: DEFAULT_BRAND_ID, category: DEFAULT_CATEGORY };

function findOption(options: FilterOption[] | undefined, value: FilterValue | undefined): FilterOption | undefined {
  if (value === undefined) return undefined;
  return options?.find((o) => String(o.Id) === String(value));
}

/**
 * The cascade: choosing a value resets every lower filter and loads the options of the next one.
 * Answers that arrive after a newer choice are ignored.
 */
export function useVehicleFilter(brandOptions: FilterOption[] | null) {
  const [values, setValues] = useAtom(filterValuesAtom);
  const [options, setOptions] = useState<Options>({});
  const [loading, setLoading] = useState<FilterLevel | null>(null);
  const generation = useRef(0);

  const load = useCallback(async (level: FilterLevel, forValues: VehicleFilterValues, applyDefaults: boolean): Promise<void> => {
    const mine = ++generation.current;
    setLoading(level);
    try {
      const loaded = await loadFilterOptions(level, forValues);
      if (mine !== generation.current) return;
      setOptions((previous) => ({ ...previous, [level]: loaded }));
      setLoading(null);
      const preferred = applyDefaults ? findOption(loaded, DEFAULTS[level]) : undefined;
      if (preferred) {
        const next = chooseValue(forValues, level, preferred.Id);
        setValues(next);
        const after = nextLevel(level);
        if (after) await load(after, next, true);
      }
    } catch {
      if (mine === generation.current) setLoading(null);
    }
  }, [setValues]);

  // the brand options come from the search; the rest of what was chosen before is loaded again
  useEffect(() => {
    if (!brandOptions) return;
    setOptions((previous) => ({ ...previous, brand: brandOptions }));
    const chosen = FILTER_LEVELS.filter((l) => values[l.key] !== undefined);
    if (chosen.length === 0) {
      const preferred = findOption(brandOptions, DEFAULTS.brand);
      if (preferred) {
        const next = chooseValue({}, 'brand', preferred.Id);
        setValues(next);
        void load('category', next, true);
      }
      return;
    }
    // reopened: reload the options of every level below the brand down to the first unchosen one
    const mine = ++generation.current;
    void (async () => {
      const reloaded: Options = {};
      for (const level of FILTER_LEVELS.slice(1)) {
        const upper = chooseValue(values, level.type, null);
        try {
          reloaded[level.type] = await loadFilterOptions(level.type, upper);
        } catch {
          break;
        }
        if (values[level.key] === undefined) break;
      }
      if (mine === generation.current) setOptions((previous) => ({ ...previous, ...reloaded }));
    })();
    // only when the modal opens with the brand options
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandOptions]);

  const choose = useCallback(
    (level: FilterLevel, raw: string) => {
      const option = findOption(options[level], raw);
      const next = chooseValue(values, level, option ? option.Id : null);
      setValues(next);
      const index = levelIndex(level);
      setOptions((previous) => {
        const kept: Options = {};
        for (const l of FILTER_LEVELS.slice(0, index + 1)) if (previous[l.type]) kept[l.type] = previous[l.type];
        return kept;
      });
      generation.current++;
      setLoading(null);
      const after = nextLevel(level);
      if (option && after) void load(after, next, false);
    },
    [options, values, setValues, load],
  );

  const valueOf = (level: FilterLevel): string => {
    const value = values[keyOf(level)];
    return value === undefined ? '' : String(value);
  };

  return { values, options, loading, choose, valueOf };
}
