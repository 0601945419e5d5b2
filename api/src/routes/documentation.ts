import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

/** The OpenAPI document @fastify/swagger generates from the routes' schemas (Swagger UI at /docs). */
export const documentationRoutes = routePlugin('Documentation', () => [
  callRoute(CALLS['GET /api/openapi.json'], {
    summary: 'This OpenAPI document',
    handler: ({ request }) => request.server.swagger() as unknown as Record<string, unknown>,
  }),
]);
