import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { creditReturn, decideReturn, integrationReturn, integrationReturns, receiveReturn } from '../domain/returns';
import { idempotent } from './integration';

const tag = 'Integration (ERP)';

/**
 * The ERP's side of returns (issue 40 item 3, scope returns:write; docs/integration.md): it reads
 * the dealers' returns, approves or rejects them, marks them received and credits them with a credit
 * note of the order. Every write under its Idempotency-Key, as every integration write.
 */
export const integrationReturnRoutes = routePlugin(tag, ({ db, integrationRateLimit, now }) => [
  callRoute(CALLS['GET /api/integration/returns'], {
    summary: 'Returns after the cursor `after` (the Next of the page before), oldest first; `state` only those in one state',
    rateLimit: integrationRateLimit,
    handler: async ({ query }) => integrationReturns(db, Number(query.after ?? '0'), Number(query.limit), query.state),
  }),
  callRoute(CALLS['GET /api/integration/returns/:id'], {
    summary: 'One return with its photos (base64)',
    rateLimit: integrationRateLimit,
    handler: async ({ params }) => integrationReturn(db, params.id),
  }),
  callRoute(CALLS['POST /api/integration/returns/:id/decision'], {
    summary: 'Approves a requested return, or rejects it with the reason the dealer reads (again: already applied)',
    rateLimit: integrationRateLimit,
    handler: async (input) => idempotent(db, now(), input, () => decideReturn(db, input.params.id, input.body, now())),
  }),
  callRoute(CALLS['POST /api/integration/returns/:id/received'], {
    summary: 'Marks an approved return received on a day (again: already applied)',
    rateLimit: integrationRateLimit,
    handler: async (input) => idempotent(db, now(), input, () => receiveReturn(db, input.params.id, input.body, now())),
  }),
  callRoute(CALLS['POST /api/integration/returns/:id/credit'], {
    summary: 'Links a received return to the credit note of its order that credits it (reported before as an invoice of kind credit-note)',
    rateLimit: integrationRateLimit,
    handler: async (input) => idempotent(db, now(), input, () => creditReturn(db, input.params.id, input.body, now())),
  }),
]);
