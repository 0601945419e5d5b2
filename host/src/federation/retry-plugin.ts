// Federation runtime plugin: a remote's manifest, entry script or exposed module that fails to
// arrive is asked for again before the area gives up and shows its error. This is the federation's
// own retry plugin, configured for the shop: two further attempts each.
//
// A retried entry script is asked for at the same URL: the runtime removes a script tag that failed,
// so the next attempt is a new request (error answers are not cached).
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Further attempts after the first. */
export const RETRIES = 2;
/** Wait between two attempts at an entry script (the plugin waits 1 s between manifest fetches). */
export const SCRIPT_RETRY_DELAY_MS = 400;

export function retryPlugin(scriptRetryDelayMs = SCRIPT_RETRY_DELAY_MS): ModuleFederationRuntimePlugin {
  // the plugin is typed against its own copy of the runtime's types; its hooks are the ones of the runtime we run
  return RetryPlugin({
    fetch: { retryTimes: RETRIES },
    script: { retryTimes: RETRIES, retryDelay: scriptRetryDelayMs },
  }) as unknown as ModuleFederationRuntimePlugin;
}

export default () => retryPlugin();
