// Federation runtime plugin: a remote's manifest or entry that fails to arrive is asked for again
// before the area gives up and shows its error.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default () =>
  RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
