// Federation runtime plugin: when a remote cannot be loaded after the retries, remember why and
// let the load fail, so the React error boundary of that area shows the error and a Retry button
// while the rest of the shop keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default (): ModuleFederationRuntimePlugin => ({
  name: 'parts-remote-error',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`Remote module "${id}" could not be loaded (${lifecycle})`, error);
    // undefined: no fallback module; the caller's promise rejects and the area's boundary handles it
    return undefined;
  },
});
