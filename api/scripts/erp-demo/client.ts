import * as v from 'valibot';
import { CALLS, type AnswerDataOf, type BodyOf, type CallName, type QueryOf } from '@parts/contract/calls';

/**
 * A client of the shop's integration API (docs/integration.md) as an ERP would write one: the calls,
 * their paths and their schemas come from the shop's table of calls (contract/src/calls.ts), every
 * answer is checked against its schema, and every write carries an Idempotency-Key made from what
 * it reports, so sending it again after a lost answer does nothing twice.
 */

/** A call of the integration API (those the ERP makes with its key). */
export type IntegrationCall = {
  [N in CallName]: (typeof CALLS)[N] extends { integration: object } ? N : never;
}[CallName];

/** One request as sent over the wire, and its answer: fetch in a process of its own, anything in a test. */
export interface WireRequest {
  method: string;
  /** The path with its query (`/api/integration/orders?after=12`). */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}
export type Transport = (request: WireRequest) => Promise<{ status: number; body: unknown }>;

/** The shop at `baseUrl` through fetch. */
export const fetchTransport =
  (baseUrl: string): Transport =>
  async ({ method, path, headers, body }) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };

/** An answer other than 2xx: the shop's error body (title, field errors). */
class IntegrationError extends Error {
  constructor(
    readonly call: IntegrationCall,
    readonly status: number,
    readonly body: unknown,
  ) {
    const title = typeof body === 'object' && body !== null && 'title' in body ? String(body.title) : '';
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? ` ${JSON.stringify(body.errors)}` : '';
    super(`${call}: ${status} ${title}${errors}`);
  }
}

interface CallOptions<N extends IntegrationCall> {
  params?: Record<string, string | number>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  /** What makes the write unique (the same report sent again has the same key). */
  idempotencyKey?: string;
}

export class IntegrationClient {
  constructor(
    private readonly transport: Transport,
    private readonly key: string,
    private readonly language = 'en',
  ) {}

  async call<N extends IntegrationCall>(name: N, options: CallOptions<N> = {}): Promise<AnswerDataOf<N>> {
    const spec = CALLS[name];
    const path = spec.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(String(options.params?.[param] ?? '')));
    const query = new URLSearchParams(
      Object.entries((options.query ?? {}) as Record<string, string | undefined>).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ).toString();
    const headers: Record<string, string> = { 'x-api-key': this.key, 'accept-language': this.language };
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const answer = await this.transport({ method: spec.method, path: query ? `${path}?${query}` : path, headers, body: options.body });
    if (answer.status < 200 || answer.status > 299) throw new IntegrationError(name, answer.status, answer.body);
    return v.parse(spec.answer, answer.body) as AnswerDataOf<N>;
  }
}
