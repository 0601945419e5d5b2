import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { parseInput, type InputSchema } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Produces = 'application/json' | 'text/plain' | 'image/svg+xml';
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}
type Parsed<S> = S extends InputSchema ? v.InferOutput<S> : undefined;

export interface HandlerInput<B, Q, P, A extends boolean> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** The signed-in customer for routes with `auth: true`. */
  customerId: A extends true ? number : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<
  B extends InputSchema | undefined,
  Q extends InputSchema | undefined,
  P extends InputSchema | undefined,
  R extends InputSchema,
  A extends boolean,
> {
  method: HttpMethod;
  url: string;
  /** One line for the OpenAPI document. */
  summary: string;
  tag: string;
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  /** The shape of a successful answer: documents the route and types the handler's result. */
  response: R;
  /** Anything but JSON sends the handler's string as it is (the login token, SVG images). */
  produces?: Produces;
  /** Paths to document when they differ from `url` (one route serving several spellings). */
  documentedPaths?: readonly string[];
  /** Requests allowed per client address and window (@fastify/rate-limit); none when omitted. */
  rateLimit?: RateLimit;
  handler: (input: HandlerInput<B, Q, P, A>) => v.InferOutput<R> | Promise<v.InferOutput<R>>;
}

/** A route with its types erased: what the server registers and the OpenAPI document lists. */
export interface Route {
  method: HttpMethod;
  url: string;
  summary: string;
  tag: string;
  auth: boolean;
  body?: InputSchema;
  query?: InputSchema;
  params?: InputSchema;
  response: InputSchema;
  produces: Produces;
  documentedPaths: readonly string[];
  rateLimit?: RateLimit;
  handle(request: FastifyRequest, reply: FastifyReply, authenticate: (request: FastifyRequest) => number): Promise<unknown>;
}

export function defineRoute<
  R extends InputSchema,
  A extends boolean,
  B extends InputSchema | undefined = undefined,
  Q extends InputSchema | undefined = undefined,
  P extends InputSchema | undefined = undefined,
>(spec: RouteSpec<B, Q, P, R, A>): Route {
  const parse = <S extends InputSchema | undefined>(schema: S | undefined, value: unknown, name: string): Parsed<S> =>
    (schema === undefined ? undefined : parseInput(schema, value ?? {}, name)) as Parsed<S>;
  const produces = spec.produces ?? 'application/json';
  return {
    method: spec.method,
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    auth: spec.auth,
    ...(spec.body && { body: spec.body }),
    ...(spec.query && { query: spec.query }),
    ...(spec.params && { params: spec.params }),
    response: spec.response,
    produces,
    documentedPaths: spec.documentedPaths ?? [spec.url],
    ...(spec.rateLimit && { rateLimit: spec.rateLimit }),
    async handle(request, reply, authenticate) {
      const customerId = (spec.auth ? authenticate(request) : null) as A extends true ? number : null;
      const input: HandlerInput<B, Q, P, A> = {
        params: parse(spec.params, request.params, 'path'),
        query: parse(spec.query, request.query, 'query'),
        body: parse(spec.body, request.body, 'body'),
        customerId,
        request,
        reply,
      };
      const result = await spec.handler(input);
      if (produces !== 'application/json') reply.type(`${produces}; charset=utf-8`);
      return result;
    },
  };
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly Route[],
  authenticate: (request: FastifyRequest) => number,
): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.rateLimit && { config: { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } } }),
      handler: (request, reply) => route.handle(request, reply, authenticate),
    });
  }
}
