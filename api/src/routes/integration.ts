import { CALLS } from '@parts/contract/calls';
import { EXTENSIONS } from '@parts/contract/store';
import { acknowledge, newOrders } from '../domain/integration-orders';
import { reportInvoice } from '../domain/invoices';
import { confirmLines, reportDelivered, reportShipment } from '../domain/order-life';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callRoute, routePlugin } from '../http/route';
import { idempotentWrite, integrationIdempotencyKey } from '../domain/integration-idempotency';
import type { AppContext } from '../context';
import type { IntegrationCaller } from '../auth/integration-keys';

const tag = 'Integration (ERP)';

interface WriteInput {
  body: unknown;
  integrationCaller: IntegrationCaller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An integration write under its Idempotency-Key (domain/integration-idempotency.ts): a replay of the
 * first answer says so in the `Idempotent-Replayed: true` header.
 */
export async function idempotent<T>(db: AppContext['db'], now: number, input: WriteInput, run: (keyId: number) => Promise<T>): Promise<T> {
  const caller = input.integrationCaller;
  if (!caller) throw new Error('integration route without its caller');
  const { answer, replayed } = await idempotentWrite(
    db,
    {
      keyId: caller.id,
      idempotencyKey: integrationIdempotencyKey(input.request.headers['idempotency-key']),
      method: input.request.method,
      path: input.request.url.split('?')[0] ?? input.request.url,
      body: input.body,
      now,
    },
    () => run(caller.id),
  );
  if (replayed) input.reply.header('idempotent-replayed', 'true');
  return answer;
}

/**
 * The integration API for the importer's ERP (docs/integration.md): integration keys only (the
 * authentication hook checks the key and the call's scope before a handler runs), rate limited per key.
 */
export const integrationRoutes = routePlugin(tag, ({ db, integrationRateLimit, now, extensions, mail }) => {
  // the dealer's mail of an order's life comes with the extension order-tracking
  const mailing = extensions.has(EXTENSIONS.orderTracking);
  /** Runs a write, then wakes the outbox's worker for the mail it may have queued. */
  const waking = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    if (mailing) mail.wake();
    return answer;
  };
  return [
    callRoute(CALLS['GET /api/integration/key'], {
      summary: 'The integration key calling: its id, name and scopes (a way to check a new key)',
      rateLimit: integrationRateLimit,
      handler: ({ integrationCaller }) => {
        if (!integrationCaller) throw new Error('integration route without its caller');
        return { Id: integrationCaller.id, Name: integrationCaller.name, Scopes: integrationCaller.scopes };
      },
    }),
    callRoute(CALLS['GET /api/integration/orders'], {
      summary: 'New orders not acknowledged yet, oldest first, from the cursor `after` (the Next of the page before)',
      rateLimit: integrationRateLimit,
      handler: async ({ query }) => newOrders(db, Number(query.after ?? '0'), Number(query.limit)),
    }),
    callRoute(CALLS['POST /api/integration/orders/ack'], {
      summary: 'Acknowledges orders taken from the feed (again: no change); they leave the feed',
      rateLimit: integrationRateLimit,
      handler: async (input) => idempotent(db, now(), input, (keyId) => acknowledge(db, input.body.OrderIds, keyId, now())),
    }),
    callRoute(CALLS['POST /api/integration/orders/:id/lines'], {
      summary:
        'Confirms lines of an order: confirmed, backordered with the expected date (again with another date: a changed date), cancelled with the reason; per line applied, already applied or superseded (older than what the shop knows)',
      rateLimit: integrationRateLimit,
      handler: async (input) => idempotent(db, now(), input, () => waking(confirmLines(db, input.params.id, input.body, now(), mailing))),
    }),
    callRoute(CALLS['POST /api/integration/orders/:id/shipments'], {
      summary:
        'Reports a delivery note: date, carrier, tracking, the lines and quantities (partial deliveries); more than ordered less shipped is refused; the same note again is already applied',
      rateLimit: integrationRateLimit,
      handler: async (input) => idempotent(db, now(), input, () => waking(reportShipment(db, input.params.id, input.body, now(), mailing))),
    }),
    callRoute(CALLS['POST /api/integration/shipments/delivered'], {
      summary: 'Reports a delivery note delivered on a date (again: already applied)',
      rateLimit: integrationRateLimit,
      handler: async (input) => idempotent(db, now(), input, () => reportDelivered(db, input.body)),
    }),
    callRoute(CALLS['POST /api/integration/orders/:id/invoices'], {
      summary:
        'Reports an invoice or a credit note (Corrects: the invoice it corrects): dates, lines, VAT, totals (each checked to the cent), payment due date; the same number again is already applied',
      rateLimit: integrationRateLimit,
      handler: async (input) => idempotent(db, now(), input, () => waking(reportInvoice(db, input.params.id, input.body, now(), mailing))),
    }),
  ];
});
