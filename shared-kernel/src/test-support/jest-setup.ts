/**
 * Every front-end test file: the MSW server on (a call no test answered fails the test), the
 * shop's query client fresh for each test (the reference data stays, as in the shop).
 */
import { cleanup, configure } from '@testing-library/react';
import { forgetCalls, server } from './server';
import { freshQueryClient } from './reference';

// findBy and waitFor wait up to 5 s (1 s by default): `pnpm test` runs jest beside the journeys on a
// 2-core machine, where a screen that is right may take more than a second to settle
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  forgetCalls();
});
afterEach(() => {
  // unmount first: nothing on screen may still read the cache that goes away
  cleanup();
  freshQueryClient();
  server.resetHandlers();
});
afterAll(() => server.close());
