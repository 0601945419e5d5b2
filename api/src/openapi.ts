import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { Route } from './http/route';
import type { InputSchema } from './http/validation';

const ERROR_BODY: JsonSchema = {
  type: 'object',
  required: ['title', 'status'],
  properties: {
    title: { type: 'string' },
    status: { type: 'integer' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

const convert = (schema: InputSchema, typeMode: 'input' | 'output'): JsonSchema =>
  toJsonSchema(schema, { target: 'openapi-3.0', typeMode, errorMode: 'ignore' });

function parameters(schema: InputSchema | undefined, location: 'query' | 'path') {
  const entries = (schema as { entries?: Record<string, InputSchema> } | undefined)?.entries ?? {};
  return Object.entries(entries).map(([name, entry]) => {
    const converted = convert(entry, 'input');
    return { name, in: location, required: !v.safeParse(entry, undefined).success, schema: converted };
  });
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });

/** The OpenAPI 3 document of every route, built from the same schemas that validate them. */
export function openApiDocument(routes: readonly Route[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    for (const documented of route.documentedPaths) {
      const path = documented.replace(/:(\w+)/g, '{$1}');
      const responses: Record<string, unknown> = {
        200: {
          description: 'Success',
          content: { [route.produces]: { schema: route.produces === 'application/json' ? convert(route.response, 'output') : { type: 'string' } } },
        },
      };
      if (route.body || route.query || route.params) responses[400] = errorResponse('Validation failed (field-keyed messages in errors)');
      if (route.auth) responses[401] = errorResponse('No, unknown, expired or revoked token');
      responses[404] = errorResponse('Not found (or not yours)');
      (paths[path] ??= {})[route.method.toLowerCase()] = {
        summary: route.summary,
        tags: [route.tag],
        ...(route.auth && { security: [{ bearer: [] }] }),
        parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
        ...(route.body && { requestBody: { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } } }),
        responses,
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Parts shop API',
      version,
      description:
        'Reference back end of the dealer parts portal. Paths and request keys are case-insensitive; ' +
        'responses use PascalCase keys. Every error answers { title, status, errors? }. See api/CONTRACT.md.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/user/login' } },
      schemas: { ErrorBody: ERROR_BODY },
    },
    paths,
  };
}
