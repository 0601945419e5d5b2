/**
 * Which extensions of the spec's contract the shop under test runs. `pnpm e2e` runs the journeys
 * against the reference API with every extension on, `pnpm e2e:no-extensions` the journeys tagged
 * @spec-api against it with API_EXTENSIONS=none (a back end that speaks only the spec's contract;
 * playwright.config.ts says which screens they cover). Each worker's shop fixture (support/test.ts)
 * asks its shop's `GET /api/config` and leaves the list here for the worker's journeys.
 *
 * A journey of an extension skips itself when the extension is off (`needsExtension`), or better
 * asserts the feature is absent (`extensionOn` to choose which); a journey that walks a screen
 * differing without the extensions is tagged @spec-api, so the project `no-extensions` runs it too.
 */
import { SHOP_EXTENSIONS_VARIABLE, test } from './test';

/** The names a back end may list in `GET /api/config` `extensions` (contract/src/store.ts EXTENSIONS). */
export type ExtensionName =
  | 'batch-stock'
  | 'name-search'
  | 'supersession'
  | 'delivery-estimate'
  | 'search-hints'
  | 'fitment'
  | 'import-report'
  | 'recent-vehicles'
  | 'where-used'
  | 'search-results'
  | 'saved-offers'
  | 'job-reference'
  | 'csv-dealer-files'
  | 'feeds'
  | 'price-file'
  | 'order-tracking'
  | 'returns'
  | 'vor'
  | 'backorders'
  | (string & {});

const VARIABLE = SHOP_EXTENSIONS_VARIABLE;

/** The extensions the shop under test lists. */
function shopExtensions(): string[] {
  const value = process.env[VARIABLE];
  if (value === undefined) throw new Error(`${VARIABLE} is not set: the worker's shop fixture (support/test.ts) did not start`);
  return JSON.parse(value) as string[];
}

export const extensionOn = (name: ExtensionName): boolean => shopExtensions().includes(name);

/** Whether this worker's shop runs with every extension off (the project `no-extensions`). */
export const extensionsOff = (): boolean => shopExtensions().length === 0;

/**
 * Skips the journey (or the describe block) it is called in when the shop runs without `name`.
 * In a describe block it is decided per worker, from the worker's shop (the fixture `shopExtensions`),
 * since one run has projects with and without the extensions.
 */
export function needsExtension(name: ExtensionName): void {
  const reason = `the shop runs without the extension '${name}' (API_EXTENSIONS); its absence is asserted by the journey beside this one`;
  if (insideTest()) test.skip(!extensionOn(name), reason);
  else test.skip(({ shopExtensions }) => !shopExtensions.includes(name), reason);
}

function insideTest(): boolean {
  try {
    test.info();
    return true;
  } catch {
    return false;
  }
}
