/**
 * The calls of the reference data (index.html's boot script sends the same ones early). Plain data
 * (no browser code): the host's build reads it in Node to write index.html's boot lists, and the
 * service worker keeps these answers (`@parts/shared-kernel/reference-data-paths`).
 */
export const REFERENCE_DATA_PATHS = [
  '/api/config',
  '/api/Store/get',
  '/api/Language/list',
  '/api/Warehouse/list',
  '/api/Currency',
  '/api/country',
  '/api/StateProvince/list',
  '/api/Topic/list',
] as const;
