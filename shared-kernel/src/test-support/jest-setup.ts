/**
 * Every front-end test file: the MSW server on (a call no test answered fails the test), the
 * shop's query client fresh for each test.
 */
import { cleanup } from '@testing-library/react';
import { forgetCalls, server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  forgetCalls();
});
afterEach(() => {
  // unmount first: nothing on screen may still read the cache that goes away
  cleanup();
  window.__partsQueryClient?.clear();
  delete window.__partsQueryClient;
  server.resetHandlers();
});
afterAll(() => server.close());
