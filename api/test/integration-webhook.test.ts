import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookSignature, SIGNATURE_HEADER } from '../src/mail/webhook';
import { DEALER, startShop, type TestShop } from './helpers';
import { eventually } from './eventually';
import { placeOrder } from './orders';

/**
 * The ERP's webhook for new orders (issue 40, item 1; docs/integration.md): a placed order is
 * announced by a signed POST written to the outbox with the order, retried while the ERP is away,
 * given up on when it refuses for good; none without the setting or without the extension. On
 * SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
const SECRET = 'erp-webhook-secret-0123456789abcdef';

interface Call {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The ERP's end: answers each call with the next status of `answers` (200 once they run out). */
async function startErp(): Promise<{ url: string; calls: Call[]; answers: number[]; close(): Promise<void> }> {
  const calls: Call[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/parts`,
    calls,
    answers,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

describe('the webhook for new orders', () => {
  let erp: Awaited<ReturnType<typeof startErp>>;
  let shop: TestShop;
  let dealer: string;
  beforeAll(async () => {
    erp = await startErp();
    shop = await startShop({
      webhook: { url: erp.url, secret: SECRET },
      mail: { retry: { firstDelayMs: 20, maxDelayMs: 40, attempts: 3 }, pollMs: 20 },
    });
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => {
    await shop.close();
    await erp.close();
  });

  it('announces a placed order with a signed POST, and again after the ERP was away (the same delivery id)', async () => {
    erp.answers.push(503);
    const order = await placeOrder(shop, dealer, ['99110000001'], { checkout: { Vor: true } });
    await eventually('the second call', () => erp.calls.length >= 2);
    const [first, second] = erp.calls;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-parts-delivery']).toBe(first!.headers['x-parts-delivery']);
    expect(second!.headers['x-parts-event']).toBe('order-placed');
    expect(second!.headers['content-type']).toBe('application/json');
    const event = JSON.parse(second!.body) as Record<string, unknown>;
    expect(event).toEqual({
      Event: 'order.placed',
      OrderId: order.Id,
      OrderNumber: order.OrderNumber,
      Vor: true,
      PlacedAt: expect.any(String),
    });
    // the signature: HMAC-SHA256 of "<t>.<body>" with the shared secret, recomputed as the ERP does
    const signature = String(second!.headers[SIGNATURE_HEADER]);
    const timestamp = Number(/^t=(\d+),/.exec(signature)?.[1]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(300);
    expect(signature).toBe(webhookSignature(SECRET, timestamp, second!.body));
    expect(signature).not.toBe(webhookSignature('another secret of thirty-two chars', timestamp, second!.body));
    // delivered: nothing of it waits in the outbox
    const db = await shop.database();
    await eventually(
      'the row deleted',
      async () => (await db.selectFrom('mail_outbox').select('id').where('kind', 'like', 'webhook.%').execute()).length === 0,
    );
  });

  it('gives up on a call the ERP refuses for good (400), keeping it with the reason for the operator', async () => {
    erp.calls.length = 0;
    erp.answers.push(400);
    const order = await placeOrder(shop, dealer, ['99110000001']);
    const db = await shop.database();
    await eventually('given up', async () => {
      const row = await db
        .selectFrom('mail_outbox')
        .select(['failed_at', 'last_error'])
        .where('kind', '=', 'webhook.order-placed')
        .executeTakeFirst();
      return row?.failed_at !== null && row?.failed_at !== undefined;
    });
    const row = await db
      .selectFrom('mail_outbox')
      .select(['last_error', 'text_body'])
      .where('kind', '=', 'webhook.order-placed')
      .executeTakeFirstOrThrow();
    expect(row.last_error).toBe('webhook answered 400');
    expect(JSON.parse(row.text_body)).toMatchObject({ OrderId: order.Id });
    expect(erp.calls).toHaveLength(1);
  });

  it('announces nothing without the setting, nor with the extension order-tracking off', async () => {
    for (const options of [{}, { webhook: { url: erp.url, secret: SECRET }, extensions: [] }]) {
      const other = await startShop(options);
      try {
        await placeOrder(other, await other.login(DEALER), ['99110000001']);
        const db = await other.database();
        expect(await db.selectFrom('mail_outbox').select('kind').where('kind', 'like', 'webhook.%').execute()).toEqual([]);
      } finally {
        await other.close();
      }
    }
  });
});
