import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@parts/shared-kernel';
import { takeEarly } from './early-boot';

/** config.json beside index.html: one file per environment, never baked into the build. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const early = takeEarly('config');
  if (early) return v.parse(RuntimeConfigSchema, await early);
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
