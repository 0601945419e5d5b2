/**
 * Every front-end test file: the MSW server on (a call no test answered fails the test), the
 * shop's query client fresh for each test (the reference data stays, as in the shop).
 */
import { cleanup, configure } from '@testing-library/react';
import { forgetCalls, server } from './server';
import { freshQueryClient } from './reference';

// findBy and waitFor wait up to 20 s (1 s by default): a guard against a screen that never comes, not a
// speed check. `pnpm test` runs jest beside the journeys on a 2-core machine, where a list priced by three
// calls took more than 5 s to settle (ShoppingListEdit.test, a full run of stop 38); what is right ends
// the wait at once
configure({ asyncUtilTimeout: 20_000 });

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
