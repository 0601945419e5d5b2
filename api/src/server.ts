import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LoginThrottle, type ThrottleLimits } from './auth/login-throttle';
import { authenticate } from './auth/sessions';
import type { AppContext } from './context';
import { openDatabase } from './db/sql';
import { seedDemoData, type DemoSize } from './demo/seed';
import { parseConfigOverrides, readStoreConfig } from './domain/store-config';
import { HttpError, installErrorHandler } from './http/errors';
import { defineRoute, registerRoutes, type Route } from './http/route';
import { openApiDocument } from './openapi';
import { addressRoutes } from './routes/addresses';
import { backofficeRoutes } from './routes/backoffice';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { customerRoutes } from './routes/customer';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { shoppingListRoutes } from './routes/shopping-lists';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/user';
import { vehicleRoutes } from './routes/vehicles';
import { serveFrontEnd } from './static-site';

const API_VERSION = '1.9.0';

export interface ServerOptions {
  dbFile: string;
  demoSize?: DemoSize;
  /** The built front end (deploy/) to serve at /; omitted: API only. */
  deployDir?: string;
  logger?: boolean;
  /** Where the log goes when `logger` is on (default stdout); tests read the recovery link from it. */
  logStream?: NodeJS.WritableStream;
  /** Login throttling; tests lower it. */
  loginLimits?: ThrottleLimits;
}

/** Headers and body fields that never reach the log. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.Password',
  'req.body.NewPassword',
  'req.body.ConfirmNewPassword',
  'req.body.token',
  'req.body.Token',
];

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger
      ? { level: 'info', redact: { paths: REDACTED, censor: '[redacted]' }, ...(opts.logStream && { stream: opts.logStream }) }
      : false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  const sql = openDatabase(opts.dbFile);
  app.addHook('onClose', () => sql.close());
  const started = Date.now();
  if (await seedDemoData(sql, opts.demoSize ?? 'small')) {
    app.log.info({ demoSize: opts.demoSize ?? 'small', ms: Date.now() - started }, 'demo data created');
  }
  const overrides = parseConfigOverrides(process.env.SHOP_CONFIG_OVERRIDES);
  const context: AppContext = { sql, storeConfig: () => readStoreConfig(sql, overrides) };

  installErrorHandler(app);
  await app.register(fastifyCors, {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Store-Id'],
    maxAge: 600,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // per-route limits (routes with `rateLimit`); login has its own per-account and per-address throttle
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Try again later.'),
  });

  const routes: Route[] = [
    ...storeRoutes(context),
    ...userRoutes(context, new LoginThrottle(opts.loginLimits)),
    ...customerRoutes(context),
    ...addressRoutes(context),
    ...orderRoutes(context),
    ...contentRoutes(context),
    ...vehicleRoutes(context),
    ...catalogueRoutes(context),
    ...productRoutes(context),
    ...cartRoutes(context),
    ...checkoutRoutes(context),
    ...shoppingListRoutes(context),
    ...backofficeRoutes(context),
  ];
  const document = openApiDocument(routes, API_VERSION);
  routes.push(
    defineRoute({
      method: 'GET', url: '/api/openapi.json', tag: 'Documentation', auth: false, response: v.record(v.string(), v.unknown()),
      summary: 'This OpenAPI document',
      handler: () => document,
    }),
  );
  registerRoutes(app, routes, (request) => authenticate(sql, request.headers.authorization));

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  await serveFrontEnd(app, opts.deployDir);
  return app;
}
