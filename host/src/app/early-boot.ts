/**
 * What index.html's boot script asked for before the shell's code arrived (window.__shopBoot):
 * the runtime config, the remotes manifest and the reference data's calls. Each answer is taken
 * once; without the boot script (tests, a page built without it) the host asks itself.
 */
import type { SentRequest } from '@parts/shared-kernel';

export interface EarlyBoot {
  config?: Promise<unknown>;
  remotes?: Promise<{ url: string; entries: unknown }>;
  /** The reference data's GETs by path, each { url, headers, response } (the kernel's SentRequest). */
  reference?: Promise<unknown>;
}

declare global {
  interface Window {
    __shopBoot?: EarlyBoot;
  }
}

export function takeEarly<K extends keyof EarlyBoot>(key: K): EarlyBoot[K] | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__shopBoot;
  const value = boot?.[key];
  if (boot) delete boot[key];
  return value;
}

function isSentRequest(value: unknown): value is SentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { url, headers, response } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof headers === 'object' && headers !== null && response instanceof Promise;
}

/** The reference data's calls the boot script sent (none when it did not, or config.json failed it). */
export async function takeEarlyReference(): Promise<Record<string, SentRequest>> {
  const early = takeEarly('reference');
  const sent = early ? await early.catch(() => undefined) : undefined;
  if (typeof sent !== 'object' || sent === null) return {};
  return Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, SentRequest] => isSentRequest(entry[1])));
}
