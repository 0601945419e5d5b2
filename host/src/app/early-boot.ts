/**
 * What index.html's boot script asked for before the shell's code arrived (window.__shopBoot):
 * the runtime config and the remotes manifest. Each answer is taken once; without the boot
 * script (tests, a page built without it) the host asks itself.
 */
export interface EarlyBoot {
  config?: Promise<unknown>;
  remotes?: Promise<{ url: string; entries: unknown }>;
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
