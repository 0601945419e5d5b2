/**
 * Remote resolution at runtime: the remotes manifest named by config.json says where each
 * remote's mf-manifest.json is. Outside production one remote can be pointed elsewhere for this
 * browser only: `?remote:catalog=<url>` (kept in localStorage; an empty value clears it).
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { RemotesManifestSchema, type RemotesManifest, type RuntimeConfig } from '@parts/shared-kernel';
import { takeEarly } from '../app/early-boot';

const OVERRIDE_PREFIX = 'remote:';
const OVERRIDE_STORAGE = 'parts:remote-override:';

export async function loadRemotesManifest(config: RuntimeConfig, base = window.location.href): Promise<RemotesManifest> {
  const url = new URL(config.remotesManifest, base);
  const early = takeEarly('remotes');
  let answer: unknown;
  // index.html's boot script asked already (for the manifest this config names)
  const earlyAnswer = early ? await early.catch(() => null) : null;
  if (earlyAnswer && earlyAnswer.url === url.href) answer = earlyAnswer.entries;
  else {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Remotes manifest ${url.href} answered ${response.status}`);
    answer = await response.json();
  }
  const manifest = v.parse(RemotesManifestSchema, answer);
  // entries are relative to the manifest, so a manifest can be moved with its remotes
  return Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, new URL(entry, url).href]));
}

export interface OverrideResult {
  manifest: RemotesManifest;
  overridden: string[];
  /** Remotes whose override was not taken: always in production, elsewhere when it points off the allowed origins. */
  refused: string[];
}

/**
 * Per-browser overrides of one remote's URL, for testers: never in production, and elsewhere only
 * to the shop's own origin or an origin the runtime config allows (`remoteOverrideOrigins`), so a
 * crafted link cannot make the shop load and remember JavaScript from anywhere. An override that is
 * not allowed is forgotten.
 */
export function applyOverrides(
  manifest: RemotesManifest,
  config: Pick<RuntimeConfig, 'stage' | 'remoteOverrideOrigins'>,
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  page = window.location.href,
): OverrideResult {
  const params = new URLSearchParams(search);
  const allowedOrigins = new Set([new URL(page).origin, ...(config.remoteOverrideOrigins ?? []).map((origin) => new URL(origin).origin)]);
  const result: OverrideResult = { manifest: { ...manifest }, overridden: [], refused: [] };
  for (const name of Object.keys(manifest)) {
    const fromQuery = params.get(OVERRIDE_PREFIX + name);
    if (fromQuery !== null) {
      if (fromQuery === '') storage.removeItem(OVERRIDE_STORAGE + name);
      else storage.setItem(OVERRIDE_STORAGE + name, fromQuery);
    }
    const override = storage.getItem(OVERRIDE_STORAGE + name);
    if (!override) continue;
    const url = overrideUrl(override, page);
    if (config.stage === 'production' || !url || !allowedOrigins.has(url.origin)) {
      if (config.stage !== 'production') storage.removeItem(OVERRIDE_STORAGE + name);
      result.refused.push(name);
      continue;
    }
    result.manifest[name] = url.href;
    result.overridden.push(name);
  }
  return result;
}

function overrideUrl(value: string, page: string): URL | null {
  try {
    const url = new URL(value, page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

let registered: RemotesManifest = {};

export function registerShopRemotes(manifest: RemotesManifest): void {
  registered = manifest;
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/** Forget a remote that failed, so the next load asks the network again. */
export function resetRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRegistered(name: string): boolean {
  return name in registered;
}
