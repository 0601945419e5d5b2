import * as v from 'valibot';
import { EXTENSIONS, StoreConfigSchema, type StoreConfig } from '@parts/contract/store';
import { storedSettings } from '../data/store-config';
import type { Sql } from '../db/sql';

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

/** The extensions of the spec's contract this API offers (listed in the config; an override may list fewer). */
export const API_EXTENSIONS: readonly string[] = [EXTENSIONS.batchStock, EXTENSIONS.nameSearch, EXTENSIONS.supersession];

/** The store config: one row per setting in `store_config`, with the overrides merged over it, and the API's extensions. */
export function readStoreConfig(sql: Sql, overrides: Json): StoreConfig {
  const stored: Json = { extensions: [...API_EXTENSIONS] };
  for (const row of storedSettings(sql)) {
    const section = isJsonObject(stored[row.section]) ? (stored[row.section] as Json) : {};
    section[row.name] = JSON.parse(row.value);
    stored[row.section] = section;
  }
  return v.parse(StoreConfigSchema, mergeDeep(stored, overrides));
}
