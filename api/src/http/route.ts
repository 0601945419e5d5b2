import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';

type Validator = ReturnType<FastifySchemaCompiler<FastifySchema>>;
import type * as v from 'valibot';
import type { Extension } from '@parts/contract/store';
import type { CallSpec } from '@parts/contract/calls';
import type { IntegrationScope } from '@parts/contract/integration';
import type { AppContext } from '../context';
import type { IntegrationCaller } from '../auth/integration-keys';
import type { Language } from '../i18n/language';
import { ERROR_BODY_SCHEMA } from './errors';
import { jsonSchemaOf } from './json-schema';
import { uncappedArrays, validatorOf, type InputSchema } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Produces = 'application/json' | 'text/plain' | 'image/svg+xml' | 'text/csv' | 'application/pdf';
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}
type Parsed<S> = S extends InputSchema ? v.InferOutput<S> : undefined;

export interface HandlerInput<B, Q, P, A extends boolean> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  /** The signed-in customer for routes with `auth: true` (put on the request by the authentication hook). */
  customerId: A extends true ? number : null;
  /** Whose cart the call works on (extension team): the company and its person signed in (0: the company's own login). */
  cartOwner: A extends true ? { customerId: number; employeeId: number } : null;
  /** The language of the answer's names, texts and messages (Accept-Language). */
  language: Language;
  /** The integration key calling, on an integration route (the authentication hook checked it). */
  integrationCaller: IntegrationCaller | null;
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
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  /** The shape of a successful answer: documents the route, types the handler and serialises the answer. */
  response: R;
  /** Anything but JSON sends the handler's string as it is (the login token, SVG images). */
  produces?: Produces;
  /** How the OpenAPI document names the path when it differs from `url` (one route serving several spellings). */
  documentedPaths?: readonly string[];
  /** Requests allowed per client address and window (@fastify/rate-limit); none when omitted. */
  rateLimit?: RateLimit;
  /** How long the route may take before the log calls it slow (http/logging.ts; SLOW_REQUEST_MS when omitted). */
  slowMs?: number;
  /** A route of the integration API (integration key, its scope); see CallSpec.integration. */
  integration?: { scope?: IntegrationScope };
  /** The extension this route belongs to: registered only when the server runs it (else its path answers 404). */
  extension?: Extension;
  /** The answer is a secret (the login's token): `Cache-Control: no-store`, as every `auth` route's (http/authentication.ts). */
  tokenBearing?: boolean;
  handler: (input: HandlerInput<B, Q, P, A>) => v.InferOutput<R> | Promise<v.InferOutput<R>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The OpenAPI paths of a route whose `url` is a pattern (see server.ts, swagger `transform`). */
    documentedPaths?: readonly string[];
    /** The extension a route belongs to (see RouteSpec.extension). */
    extension?: Extension;
    /** See RouteSpec.slowMs. */
    slowMs?: number;
    /** The table's call the route serves (callRoute). */
    call?: CallSpec;
  }
}

/** A route as Fastify registers it: its JSON schemas on `schema`, valibot as the validator. */
export type Route = RouteOptions;

const errorResponse = (description: string) => ({ description, ...ERROR_BODY_SCHEMA });

/** Requests an integration key may make per minute (each key its own budget, every instance counting together). */
export const INTEGRATION_RATE_LIMIT: RateLimit = { max: 600, timeWindowMs: 60_000 };

/** The headers of an integration write, for the OpenAPI document (the handler reads and checks the key). */
const INTEGRATION_WRITE_HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description:
        'Makes a retry safe (for a day, per integration key): the same key with the same request answers the first answer again ' +
        '(header Idempotent-Replayed: true) without doing it twice; with another request 422.',
      examples: ['6f1c2a4e-0d1b-4c55-9a57-2f0e8c3b7d11'],
    },
  },
} as const;

function responseSchemas(spec: {
  response: InputSchema;
  produces: Produces;
  auth: boolean;
  integration: boolean;
  integrationWrite: boolean;
  validates: boolean;
  rateLimited: boolean;
}) {
  const success =
    spec.produces === 'application/json'
      ? { description: 'Success', ...jsonSchemaOf(spec.response, 'output') }
      : spec.produces === 'application/pdf'
        ? { description: 'Success', content: { [spec.produces]: { schema: { type: 'string', format: 'binary' } } } }
        : { description: 'Success', content: { [spec.produces]: { schema: { type: 'string' } } } };
  return {
    200: success,
    ...(spec.validates && { 400: errorResponse('Validation failed (field-keyed messages in errors)') }),
    ...(spec.auth && { 401: errorResponse('No, unknown, expired or revoked token') }),
    // extension team: the signed-in person's role is not one the table of calls names for the call
    ...(spec.auth && { 403: errorResponse('Your role does not allow this (the roles of each call: the table of calls)') }),
    ...(spec.integration && { 401: errorResponse('No, unknown or revoked integration key') }),
    ...(spec.integration && { 403: errorResponse("The key lacks the call's scope (named in the title)") }),
    ...(spec.integrationWrite && { 422: errorResponse('The Idempotency-Key was used with another request') }),
    404: errorResponse('Not found (or not yours)'),
    ...(spec.rateLimited && { 429: errorResponse('Too many requests') }),
  };
}

/**
 * One route: method, path, the contract's schemas and the handler. Requests are validated by the
 * valibot schemas (arrays capped first, keys matched ignoring case); their JSON Schemas sit on
 * `schema` for the OpenAPI document; answers are serialised from the response schema.
 */
export function defineRoute<
  R extends InputSchema,
  A extends boolean,
  B extends InputSchema | undefined = undefined,
  Q extends InputSchema | undefined = undefined,
  P extends InputSchema | undefined = undefined,
>(spec: RouteSpec<B, Q, P, R, A>): Route {
  const produces = spec.produces ?? 'application/json';
  const parts = { body: spec.body, querystring: spec.query, params: spec.params };
  const checks: Record<string, ReturnType<typeof validatorOf>> = {};
  const schema: FastifySchema & Record<string, unknown> = { summary: spec.summary };
  const rootNames = { body: 'body', querystring: 'query', params: 'path' } as const;
  for (const [part, partSchema] of Object.entries(parts) as [keyof typeof parts, InputSchema | undefined][]) {
    if (!partSchema) continue;
    const uncapped = uncappedArrays(partSchema as never);
    if (uncapped.length > 0) throw new Error(`${spec.method} ${spec.url}: the ${part} lists ${uncapped.join(', ')} have no maximum length`);
    schema[part] = jsonSchemaOf(partSchema, 'input');
    checks[part] = validatorOf(partSchema, rootNames[part]);
  }
  if (spec.auth) schema.security = [{ bearer: [] }];
  if (spec.integration) schema.security = [{ integrationKey: [] }];
  // every write of the integration API takes an Idempotency-Key (routes/integration.ts)
  if (spec.integration && spec.method !== 'GET') schema.headers = INTEGRATION_WRITE_HEADERS;
  const rateLimit = spec.rateLimit ?? (spec.integration ? INTEGRATION_RATE_LIMIT : undefined);
  schema.response = responseSchemas({
    response: spec.response,
    produces,
    auth: spec.auth,
    integration: spec.integration !== undefined,
    integrationWrite: spec.integration !== undefined && spec.method !== 'GET',
    validates: Object.keys(checks).length > 0,
    rateLimited: rateLimit !== undefined,
  });
  // a PDF is bytes, not text: no charset
  const type = produces === 'application/json' ? undefined : produces === 'application/pdf' ? produces : `${produces}; charset=utf-8`;
  return {
    method: spec.method,
    url: spec.url,
    schema,
    config: {
      auth: spec.auth,
      ...(spec.documentedPaths && { documentedPaths: spec.documentedPaths }),
      ...(spec.extension && { extension: spec.extension }),
      ...(spec.integration && { integration: spec.integration }),
      ...(rateLimit && {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          // an integration route counts per key (the authentication hook, before the limit, found it)
          ...(spec.integration && {
            keyGenerator: (request: FastifyRequest) => `integration-key:${request.integrationCaller?.id ?? request.ip}`,
          }),
        },
      }),
      ...(spec.slowMs !== undefined && { slowMs: spec.slowMs }),
      ...(spec.tokenBearing && { tokenBearing: true }),
    },
    validatorCompiler: ({ httpPart }) => (checks[httpPart ?? ''] as Validator | undefined) ?? (() => true),
    // Fastify checks the body before the query: a route with both checks its query first, so that a
    // bad query parameter is named even when the body is wrong too
    ...(checks.querystring && checks.body && { preValidation: queryFirst(checks.querystring) }),
    handler: async (request, reply) => {
      const result = await spec.handler({
        body: request.body as Parsed<B>,
        query: request.query as Parsed<Q>,
        params: request.params as Parsed<P>,
        customerId: request.customerId as A extends true ? number : null,
        cartOwner: (request.customerId === null
          ? null
          : { customerId: request.customerId, employeeId: request.employeeId ?? 0 }) as A extends true
          ? { customerId: number; employeeId: number }
          : null,
        language: request.language,
        integrationCaller: request.integrationCaller,
        request,
        reply,
      });
      // a handler that names its own type keeps it (an image route answering PNG or SVG)
      if (type && !reply.hasHeader('content-type')) reply.type(type);
      return result;
    },
  };
}

type PartOf<C, K extends string> = C extends { readonly [key in K]: infer S } ? (S extends InputSchema ? S : undefined) : undefined;
/** The body a call's handler reads: with an extension that adds fields to it, either shape. */
type BodyPartOf<C> = C extends { extendedBody: { body: infer E } }
  ? E extends InputSchema
    ? PartOf<C, 'body'> | E
    : never
  : PartOf<C, 'body'>;

/** How the API serves a call of the table: what the table does not say. */
export interface CallRouteSpec<C extends CallSpec> {
  /** One line for the OpenAPI document. */
  summary: string;
  rateLimit?: RateLimit;
  slowMs?: number;
  tokenBearing?: boolean;
  handler: (
    input: HandlerInput<BodyPartOf<C>, PartOf<C, 'query'>, PartOf<C, 'params'>, C['auth']>,
  ) => v.InferOutput<C['answer']> | Promise<v.InferOutput<C['answer']>>;
}

/**
 * The route of a call of the table of calls (@parts/contract/calls): its method, path, session,
 * schemas and extension are the table's; the route adds its summary, limits and handler. A call
 * whose body grows with an extension (`extendedBody`) reads that body when the server runs it.
 */
export function callRoute<C extends CallSpec>(call: C, spec: CallRouteSpec<C>, extensions?: ReadonlySet<Extension>): Route {
  if (call.extendedBody && !extensions) throw new Error(`${call.method} ${call.path}: its body depends on the extensions the server runs`);
  const extended =
    call.extendedBody && [call.extendedBody.extension, ...(call.extendedBody.also ?? [])].some((name) => extensions?.has(name));
  const body = extended && call.extendedBody ? call.extendedBody.body : call.body;
  const route = defineRoute({
    method: call.method,
    url: call.path,
    auth: call.auth,
    response: call.answer,
    ...(body && { body }),
    ...(call.query && { query: call.query }),
    ...(call.params && { params: call.params }),
    ...(call.produces && { produces: call.produces }),
    ...(call.documentedPaths && { documentedPaths: call.documentedPaths }),
    ...(call.extension && { extension: call.extension }),
    ...(call.integration && { integration: call.integration }),
    ...spec,
    handler: spec.handler as unknown as RouteSpec<InputSchema, InputSchema, InputSchema, InputSchema, boolean>['handler'],
  });
  return { ...route, config: { ...route.config, call } };
}

function queryFirst(check: ReturnType<typeof validatorOf>) {
  return async (request: FastifyRequest): Promise<void> => {
    const result = check(request.query);
    if ('error' in result) throw result.error;
  };
}

/**
 * A route file as an encapsulated Fastify plugin: its routes, tagged for the OpenAPI document; a
 * route of an extension the server does not run is left out.
 */
export function routePlugin(tag: string, routes: (context: AppContext) => Route[]): FastifyPluginAsync<AppContext> {
  return async (app, context) => {
    for (const route of routes(context)) {
      const extension = (route.config as { extension?: Extension } | undefined)?.extension;
      if (extension && !context.extensions.has(extension)) continue;
      app.route({ ...route, schema: { ...route.schema, tags: [tag] } });
    }
  };
}
