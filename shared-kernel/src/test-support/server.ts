/**
 * The network of every front-end test: MSW at the fetch edge, one server per test file (started by
 * jest-setup.ts), answers typed and checked by the table of calls (@parts/contract/calls).
 *
 *     server.use(answer('GET /api/Level4/Cart', [cartLine()]));
 *     server.use(answer('POST /api/Level4/AddItem', ({ body }) => [`Added ${body.ProductId}`]));
 *     server.use(brokenAnswer('GET /api/Level4/Cart', [{ Quantity: 1 }]));  // a contract-breaking server
 *     server.use(failure('GET /api/Order/get', 404, { title: 'Not found' }));
 */
import { http as mock, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { CALLS, type AnswerOf, type BodyOf as RequestBodyOf, type CallName as Call } from '@parts/contract/calls';

export const server = setupServer();

/** The request body a call takes: the table's request type. */
export type BodyOf<C extends Call> = RequestBodyOf<C>;

export interface Asked<C extends Call> {
  request: Request;
  url: URL;
  params: PathParams;
  body: BodyOf<C>;
}

type Reply<C extends Call> = AnswerOf<C> | HttpResponse<never> | Response;
type Resolver<C extends Call> = Reply<C> | ((asked: Asked<C>) => Reply<C> | Promise<Reply<C>>);

function route(call: Call): [keyof typeof mock, string] {
  const { method, path } = CALLS[call];
  // any origin: the http client sends absolute URLs built from the API base
  return [method.toLowerCase() as keyof typeof mock, `*${path}`];
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  // text/plain for a bare string, as the API answers login
  // a plain Response: MSW's own would fill in a status text the server did not send
  return typeof body === 'string'
    ? new Response(body, { status, statusText, headers: { 'Content-Type': 'text/plain' } })
    : new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function handler(call: Call, respond: (asked: Asked<Call>) => Promise<Response>): HttpHandler {
  const [method, path] = route(call);
  const make = mock[method] as typeof mock.get;
  return make(path, async ({ request, params }) =>
    respond({ request, params, url: new URL(request.url), body: (await bodyOf(request)) as never }),
  );
}

/**
 * A contract-keeping answer to a call (a value, or a function of the request). The answer is
 * checked against the contract: a fixture that breaks it fails the test that uses it.
 */
export function answer<C extends Call>(call: C, reply: Resolver<C>): HttpHandler {
  return handler(call, async (asked) => {
    const value = typeof reply === 'function' ? await (reply as (a: Asked<C>) => Reply<C> | Promise<Reply<C>>)(asked as Asked<C>) : reply;
    if (value instanceof Response) return value;
    const checked = v.safeParse(CALLS[call].answer, value);
    if (!checked.success) {
      throw new Error(
        `The test's answer to ${call} breaks the contract (use brokenAnswer for that): ${JSON.stringify(v.flatten(checked.issues).nested)}`,
      );
    }
    return json(value);
  });
}

/** An answer that breaks the contract on purpose (a broken back end). */
export function brokenAnswer(call: Call, body: unknown): HttpHandler {
  return handler(call, async () => json(body));
}

/** A failed call: status, status text and body as the server sends them (SPEC section 8 reads them). */
export function failure(call: Call, status: number, body?: unknown, statusText = ''): HttpHandler {
  return handler(call, async () => (body === undefined ? new Response(null, { status, statusText }) : json(body, status, statusText)));
}

/** No answer at all (the browser's "Failed to fetch"). */
export function networkDown(call: Call): HttpHandler {
  return handler(call, async () => HttpResponse.error());
}

/** An answer that waits for `release()` (to see what shows while a call is on its way). */
export function heldAnswer<C extends Call>(call: C, reply: AnswerOf<C>): { handler: HttpHandler; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { handler: answer(call, async () => (await released, reply)), release };
}

const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
});

/** The calls made since the test began, as 'METHOD /path?query'. */
export function callsMade(): readonly string[] {
  return [...calls];
}

export function forgetCalls(): void {
  calls.length = 0;
}
