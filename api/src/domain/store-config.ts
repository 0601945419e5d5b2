import * as v from 'valibot';
import { EXTENSION_NAMES, EXTENSIONS, isExtension, StoreConfigSchema, type Extension, type StoreConfig } from '@parts/contract/store';
import { storedSettings } from '../data/store-config';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';

type Json = Record<string, unknown>;

function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeDeep(base: Json, over: Json): Json {
  const result: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isJsonObject(current) && isJsonObject(value) ? mergeDeep(current, value) : value;
  }
  return result;
}

/**
 * Reads `SHOP_CONFIG_OVERRIDES` (JSON merged over the stored config, e.g. to switch the dealer-system
 * tab off in a test); a malformed value stops the server at start rather than being ignored.
 */
export function parseConfigOverrides(text: string | undefined): Json {
  if (!text?.trim()) return {};
  const parsed: unknown = JSON.parse(text);
  if (!isJsonObject(parsed)) throw new Error('SHOP_CONFIG_OVERRIDES must be a JSON object');
  return parsed;
}

/** The extensions of the spec's contract this API offers (all on unless the API_EXTENSIONS setting says otherwise). */
const API_EXTENSIONS: readonly Extension[] = [
  EXTENSIONS.batchStock,
  EXTENSIONS.nameSearch,
  EXTENSIONS.supersession,
  EXTENSIONS.deliveryEstimate,
  EXTENSIONS.searchHints,
  EXTENSIONS.fitment,
  EXTENSIONS.importReport,
  EXTENSIONS.orderReference,
  EXTENSIONS.recentVehicles,
  EXTENSIONS.feeds,
  EXTENSIONS.priceFile,
];

/**
 * The setting API_EXTENSIONS: unset, empty or `all` every extension; `none` none (the API speaks
 * only the spec's contract); else a comma-separated list of extension names. An unknown name stops
 * the server at start rather than being ignored.
 */
export function parseExtensionsSetting(text: string | undefined): Extension[] {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'all') return [...API_EXTENSIONS];
  if (value === 'none') return [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isExtension(name));
  if (unknown.length > 0)
    throw new Error(`API_EXTENSIONS: unknown extension ${unknown.join(', ')} (known: ${EXTENSION_NAMES.join(', ')}, or all, none)`);
  return API_EXTENSIONS.filter((name) => names.includes(name));
}

/**
 * The extensions a server runs: those of the setting, narrowed by a SHOP_CONFIG_OVERRIDES that
 * lists `extensions` (so `{"extensions":[]}` switches their routes and fields off too, not only
 * the config's list).
 */
export function enabledExtensions(setting: readonly Extension[], overrides: Json): Extension[] {
  const listed = overrides.extensions;
  if (!Array.isArray(listed)) return [...setting];
  return setting.filter((name) => listed.includes(name));
}

/** The store config: one row per setting in `store_config`, with the overrides merged over it, and the extensions this server runs. */
export async function readStoreConfig(
  db: Executor,
  overrides: Json,
  extensions: readonly Extension[] = API_EXTENSIONS,
  language: Language = 'en',
): Promise<StoreConfig> {
  const stored: Json = {};
  for (const row of await storedSettings(db)) {
    const section = isJsonObject(stored[row.section]) ? (stored[row.section] as Json) : {};
    // a setting with a text (the SEO title and description) in the language asked for
    section[row.name] = JSON.parse(language === 'pl' && row.value_pl !== null ? row.value_pl : row.value);
    stored[row.section] = section;
  }
  return v.parse(StoreConfigSchema, { ...mergeDeep(stored, overrides), extensions: [...extensions] });
}
