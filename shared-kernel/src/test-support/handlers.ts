/**
 * The answers of a signed-in dealer's shop: the start-up calls and the customer, with the
 * fixtures. A test adds or replaces what it is about with `server.use(...)`.
 */
import type { HttpHandler } from 'msw';
import { customer, referenceData } from './fixtures';
import { answer, failure } from './server';

export function shopHandlers(data = referenceData()): HttpHandler[] {
  return [
    answer('GET /api/config', data.config),
    // the API answers 404 when it has no store (never null)
    data.store ? answer('GET /api/Store/get', data.store) : failure('GET /api/Store/get', 404, { title: 'Not found', status: 404 }),
    answer('GET /api/Language/list', data.languages),
    answer('GET /api/Warehouse/list', data.warehouses),
    answer('GET /api/Currency', data.currencies),
    answer('GET /api/country', data.countries),
    answer('GET /api/StateProvince/list', data.stateProvinces),
    answer('GET /api/Topic/list', data.topics),
    answer('GET /api/Customer/get', customer()),
  ];
}
