import { createHmac } from 'node:crypto';
import type { Executor } from '../data/executor';
import { insertMail } from '../data/outbox';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * The ERP's webhook (issue 40, item 1; docs/integration.md): with INTEGRATION_WEBHOOK_URL and
 * INTEGRATION_WEBHOOK_SECRET set, each new order is announced to the ERP by an HTTP POST, so it
 * need not poll the feed. The call is written to the outbox in the transaction that places the
 * order (a row of kind `webhook.*`, its body the JSON to post) and the outbox's worker delivers it
 * with the mail's retries; the order itself is still taken from the feed and acknowledged there.
 * The body is signed with the secret (HMAC-SHA256 of `<timestamp>.<body>`), at each attempt.
 */
export interface WebhookSettings {
  /** Where the calls go (http or https). */
  url: string;
  /** The secret the calls are signed with; never stored in the database. */
  secret: string;
}

/** The outbox rows that are webhook calls: their kind begins so. */
const WEBHOOK_KIND = 'webhook.';
const ORDER_PLACED = `${WEBHOOK_KIND}order-placed`;

/** The header with the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'x-parts-signature';

/** A secret shorter than this is refused (256 bits as hex or Base64 are longer). */
const MIN_SECRET_LENGTH = 32;

/** How long the ERP has to answer one call. */
const TIMEOUT_MS = 10_000;

/** The settings from the two variables: both or neither; a bad value stops the start with its reason. */
export function parseWebhookSettings(url: string | undefined, secret: string | undefined): WebhookSettings | undefined {
  const where = url?.trim() ?? '';
  const key = secret?.trim() ?? '';
  if (!where && !key) return undefined;
  if (!where || !key) throw new Error('INTEGRATION_WEBHOOK_URL and INTEGRATION_WEBHOOK_SECRET go together: set both or neither');
  let parsed: URL;
  try {
    parsed = new URL(where);
  } catch {
    throw new Error(`INTEGRATION_WEBHOOK_URL must be an http:// or https:// URL, not ${where}`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password)
    throw new Error(
      `INTEGRATION_WEBHOOK_URL must be an http:// or https:// URL without credentials, not ${parsed.protocol}//${parsed.host}`,
    );
  if (key.length < MIN_SECRET_LENGTH) throw new Error(`INTEGRATION_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return { url: parsed.href, secret: key };
}

/** The signature of a body sent at `timestamp` (unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A call the ERP did not take; `permanent` when trying again cannot help (a 4xx other than 408 and 429). */
class WebhookNotTaken extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * The outbox's transport with the webhook beside the mail: a `webhook.*` row is posted to the
 * configured URL (the one set now, not when it was written), everything else goes to `mail`. A
 * webhook row left from a run that had the webhook, in a run without, is given up on with the reason.
 */
export function withWebhook(mail: MailTransport, webhook: WebhookSettings | undefined, clock: () => number): MailTransport {
  return {
    description: webhook ? `${mail.description}; webhook ${new URL(webhook.url).origin}` : mail.description,
    close: () => mail.close(),
    async send(message: OutgoingMail) {
      if (!message.kind.startsWith(WEBHOOK_KIND)) return mail.send(message);
      if (!webhook) throw new WebhookNotTaken('no INTEGRATION_WEBHOOK_URL is set', true);
      const timestamp = Math.floor(clock() / 1000);
      let response: Response;
      try {
        response = await fetch(webhook.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'x-parts-event': message.kind.slice(WEBHOOK_KIND.length),
            // the same at every attempt: the ERP sees a call again as the same one
            'x-parts-delivery': `${message.id}.${message.createdAt}`,
            [SIGNATURE_HEADER]: webhookSignature(webhook.secret, timestamp, message.text),
          },
          body: message.text,
        });
      } catch (error) {
        throw new WebhookNotTaken(`webhook: ${error instanceof Error ? error.message : String(error)}`, false);
      }
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return {};
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429 || response.status < 400;
      throw new WebhookNotTaken(`webhook answered ${response.status}`, !retryable);
    },
  };
}

/** Whether the transport says trying again cannot help. */
export const notTakenForGood = (error: unknown): boolean => error instanceof WebhookNotTaken && error.permanent;

/** What the ERP is told of a new order (it takes the order itself from the feed): `order-placed`. */
export interface OrderPlacedEvent {
  Event: 'order.placed';
  OrderId: number;
  OrderNumber: string;
  Vor: boolean;
  PlacedAt: string;
}

/** Queues the announcement of a new order (call in the transaction that places it). */
export async function queueOrderPlaced(db: Executor, order: { id: number; orderNumber: string; vor: boolean }, now: number): Promise<void> {
  const event: OrderPlacedEvent = {
    Event: 'order.placed',
    OrderId: order.id,
    OrderNumber: order.orderNumber,
    Vor: order.vor,
    PlacedAt: new Date(now).toISOString(),
  };
  await insertMail(db, { kind: ORDER_PLACED, recipient: 'erp', subject: event.Event, text: JSON.stringify(event), html: '' }, now);
}
