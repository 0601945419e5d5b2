import * as v from 'valibot';
import { defineRoute, routePlugin } from '../http/route';

/** The OpenAPI document @fastify/swagger generates from the routes' schemas (Swagger UI at /docs). */
export const documentationRoutes = routePlugin('Documentation', () => [
  defineRoute({
    method: 'GET', url: '/api/openapi.json', auth: false, response: v.record(v.string(), v.unknown()),
    summary: 'This OpenAPI document',
    handler: ({ request }) => request.server.swagger() as unknown as Record<string, unknown>,
  }),
]);
