import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle, type ThrottleLimits } from './auth/login-throttle';
import { HashingThreads } from './auth/hashing-threads';
import { Passwords, type ScryptCost } from './auth/passwords';
import type { AppContext } from './context';
import { sessionsTable } from './data/sessions';
import { openDatabase, referenceCacheOf } from './db/database';
import type { ReferenceCache } from './db/reference-cache';
import { seedDemoData, type DemoSize } from './demo/seed';
import { TooManyAttempts } from './domain/errors';
import { mailOutboxState } from './domain/mail';
import { enabledExtensions, parseConfigOverrides, parseExtensionsSetting, readStoreConfig } from './domain/store-config';
import { EXTENSIONS, type Extension } from '@parts/contract/store';
import { installAuthentication } from './http/authentication';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { ERROR_BODY_SCHEMA, installErrorHandler } from './http/errors';
import { installLanguage } from './http/language';
import { installRequestLog, loggerOptions, type LogLevel } from './http/logging';
import { installSecurityHeaders, setDocumentHeaders } from './http/security-headers';
import { addressRoutes } from './routes/addresses';
import { backofficeRoutes } from './routes/backoffice';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { checkoutRoutes } from './routes/checkout';
import { contentRoutes } from './routes/content';
import { customerRoutes } from './routes/customer';
import { INTEGRATION_RATE_LIMIT, type RateLimit } from './http/route';
import { integrationRoutes } from './routes/integration';
import { integrationReturnRoutes } from './routes/integration-returns';
import { returnRoutes } from './routes/returns';
import { documentationRoutes } from './routes/documentation';
import { offerRoutes } from './routes/offers';
import { orderTrackingRoutes } from './routes/order-tracking';
import { orderRoutes } from './routes/orders';
import { priceFileRoutes } from './routes/price-file';
import { productRoutes } from './routes/products';
import { shoppingListRoutes } from './routes/shopping-lists';
import { storeRoutes } from './routes/store';
import { teamRoutes } from './routes/team';
import { userRoutes } from './routes/user';
import { vehicleRoutes } from './routes/vehicles';
import { serveFrontEnd } from './static-site';
import { mailTransport } from './mail/transport';
import { DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, parseShopOrigin } from './mail/settings';
import { MailWorker, type RetryPolicy } from './mail/worker';
import { withWebhook, type WebhookSettings } from './mail/webhook';

import { databaseCheck, healthRoutes } from './ops/health-routes';
import { ServerMetrics } from './ops/metrics';
import { Readiness } from './ops/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's worker of this instance (tests and tools run it with runOnce). */
    mailWorker: MailWorker;
    /** GET /ready's checks: add one with `app.readiness.add(name, check)` (ops/readiness.ts). */
    readiness: Readiness;
    /** The reference data this instance keeps in memory (PostgreSQL; undefined on SQLite, which keeps none): db/reference-cache.ts. */
    referenceCache: ReferenceCache | undefined;
    /** This server's Prometheus metrics: add a gauge with `app.metrics.addGauge(...)` (ops/metrics.ts). */
    metrics: ServerMetrics;
    /** Every route this server registered, as registered (its config names the table's call it serves): api/test/calls.test.ts. */
    routesServed: readonly RouteOptions[];
  }
}

/** The shop's e-mail (mail/): where it goes and the origin of its links. */
export interface MailOptions {
  /** SMTP_URL: smtp:// or smtps:// (user:password@host:port); unset: each message an .eml file in `outboxDir`. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, `Name <address>`. */
  from?: string;
  /** SHOP_ORIGIN: the origin the shop is opened at, for the links in mail (default http://localhost:8080). */
  shopOrigin?: string;
  /** The folder of the file transport (default api/.data/outbox). */
  outboxDir?: string;
  /** The outbox worker's retries (mail/worker.ts DEFAULT_RETRY) and poll interval; tests shorten them. */
  retry?: RetryPolicy;
  pollMs?: number;
}

export const API_VERSION = '1.9.0';

/** /ready says the outbox is stuck when a mail has waited this long (the worker's retries are 30 s doubling up to an hour apart). */
export const OUTBOX_STUCK_SECONDS = 30 * 60;

export interface ServerOptions {
  /** The database: a SQLite file, or a postgres:// URL (DATABASE_URL) for PostgreSQL. */
  database: string;
  /** Demo data for an empty database (DEMO_DATA); none by default: an empty database gets the schema only. */
  demoData?: DemoSize;
  /** The scrypt cost of new password hashes: OWASP's (N=2^17) unless a test lowers it. */
  passwordCost?: ScryptCost;
  /** Requests per integration key and window (INTEGRATION_RATE_LIMIT unless a test lowers it). */
  integrationRateLimit?: RateLimit;
  /**
   * How many threads hash passwords (PASSWORD_THREADS; default one fewer than the cores, 1 to 4: see
   * auth/hashing-threads.ts): their own threads, so sign-ins never hold up the shell's files.
   */
  passwordThreads?: number;
  /** The clock of session and recovery-link expiry (epoch ms); tests move it. */
  clock?: () => number;
  /** The built front end (deploy/) to serve at /; omitted: API only. */
  deployDir?: string;
  /** Logging off (default), or from this level up: production runs at `warn` (see http/logging.ts). */
  logLevel?: LogLevel;
  /** Where the log goes when logging is on (default stdout); tests read what it says (and that it holds no secret). */
  logStream?: NodeJS.WritableStream;
  /** A request slower than this (ms) is logged at `warn` (default SLOW_REQUEST_MS; a route may set its own `slowMs`). */
  slowRequestMs?: number;
  /** Login throttling (each limit not given: DEFAULT_LOGIN_LIMITS); tests lower it. */
  loginLimits?: Partial<ThrottleLimits>;
  /**
   * Proxies in front of the API whose X-Forwarded-For is believed (TRUST_PROXY): their addresses or
   * CIDRs, or true for any; none by default, so a client cannot choose its own address. Behind a proxy without it,
   * every dealer would share the proxy's login-throttle budget.
   */
  trustProxy?: boolean | string;
  /** Origins whose pages may call the API from elsewhere (CORS_ORIGINS); none by default: the shop calls it from its own origin. */
  corsOrigins?: readonly string[];
  /**
   * The extensions this server runs (default: the setting API_EXTENSIONS, unset = all): an
   * extension off is not listed in the config, its routes are not registered (404) and its
   * additive fields are not sent. A SHOP_CONFIG_OVERRIDES listing `extensions` narrows it further.
   */
  extensions?: readonly Extension[];
  /** The ERP's webhook for new orders (INTEGRATION_WEBHOOK_URL and _SECRET; extension order-tracking): mail/webhook.ts. */
  webhook?: WebhookSettings;
  /** E-mail: SMTP or files, the sender, the shop's origin for links (see MailOptions). */
  mail?: MailOptions;
}

/** The largest request body: a full CSV import or registration is a few kilobytes. */
const BODY_LIMIT = 256 * 1024;

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logLevel ? loggerOptions(opts.logLevel, opts.logStream) : false,
    // one line per request at most, written by installRequestLog
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
  });
  const routesServed: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routesServed.push(route);
  });
  app.decorate('routesServed', routesServed);
  const database = await openDatabase(opts.database);
  const mailOptions = opts.mail ?? {};
  const clock = opts.clock ?? Date.now;
  // the outbox's calls to the ERP's webhook go beside the mail (mail/webhook.ts)
  const transport = withWebhook(
    mailTransport({
      smtpUrl: mailOptions.smtpUrl,
      from: mailOptions.from ?? DEFAULT_MAIL_FROM,
      outboxDir: mailOptions.outboxDir ?? DEFAULT_OUTBOX_DIR,
    }),
    opts.webhook,
    clock,
  );
  const worker = new MailWorker({
    db: database.kysely,
    transport,
    log: app.log,
    clock,
    retry: mailOptions.retry,
    pollMs: mailOptions.pollMs,
  });
  // the outbox worker finishes the message it is sending before the database closes
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
    await database.close();
  });
  const db = database.kysely;
  const readiness = new Readiness((name, error) => app.log.warn({ err: error, check: name }, 'readiness check failed'));
  readiness.add('database', databaseCheck(database));
  const metrics = new ServerMetrics(
    () => database.connections(),
    (name, error) => app.log.warn({ err: error, metric: name }, 'metric not collected'),
  );
  app.decorate('readiness', readiness);
  app.decorate('metrics', metrics);
  app.decorate('referenceCache', referenceCacheOf(db));
  // the mail outbox: stuck (not ready) once a message has waited longer than OUTBOX_STUCK_SECONDS; its
  // depth, oldest wait and given-up messages as gauges (every instance reads the same table: 'max')
  const outbox = () => mailOutboxState(db, clock());
  readiness.add('outbox', async () => {
    const state = await outbox();
    return { ok: state.oldestPendingAgeSeconds <= OUTBOX_STUCK_SECONDS, detail: { ...state } };
  });
  metrics.addGauge({
    name: 'parts_mail_outbox_pending',
    help: 'Mails waiting in the outbox to be sent',
    collect: async () => (await outbox()).pending,
    aggregate: 'max',
  });
  metrics.addGauge({
    name: 'parts_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest mail waiting in the outbox has waited',
    collect: async () => (await outbox()).oldestPendingAgeSeconds,
    aggregate: 'max',
  });
  metrics.addGauge({
    name: 'parts_mail_outbox_failed',
    help: 'Mails given up on (kept in the outbox for an operator)',
    collect: async () => (await outbox()).failed,
    aggregate: 'max',
  });
  const passwords = new Passwords(opts.passwordCost, new HashingThreads(opts.passwordThreads));
  app.addHook('onClose', () => passwords.close());
  const started = Date.now();
  if (opts.demoData && (await seedDemoData(db, opts.demoData, passwords))) {
    app.log.info({ demoData: opts.demoData, ms: Date.now() - started }, 'demo data created');
  }
  const overrides = parseConfigOverrides(process.env.SHOP_CONFIG_OVERRIDES);
  const extensions = enabledExtensions(opts.extensions ?? parseExtensionsSetting(process.env.API_EXTENSIONS), overrides);
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => {
    app.log.info({ mail: transport.description }, 'mail outbox worker started');
    worker.start();
  });
  const context: AppContext = {
    db,
    sessions: sessionsTable(db),
    passwords,
    loginThrottle: new LoginThrottle(db, { ...DEFAULT_LOGIN_LIMITS, ...opts.loginLimits }),
    storeConfig: (language) => readStoreConfig(db, overrides, extensions, language),
    extensions: new Set(extensions),
    now: clock,
    integrationRateLimit: opts.integrationRateLimit ?? INTEGRATION_RATE_LIMIT,
    mail: {
      origin: parseShopOrigin(mailOptions.shopOrigin ?? 'http://localhost:8080'),
      wake: () => worker.wake(),
      announceOrders: opts.webhook !== undefined && extensions.includes(EXTENSIONS.orderTracking),
    },
  };

  const spellings: { url: string; paths: readonly string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const paths = route.config?.documentedPaths;
    if (paths && !spellings.some((entry) => entry.url === route.url)) spellings.push({ url: route.url, paths });
  });
  installLanguage(app);
  installErrorHandler(app);
  installRequestLog(app, opts.slowRequestMs);
  metrics.install(app);
  healthRoutes(app, readiness);
  installSecurityHeaders(app);
  installAuthentication(app, context.sessions, context.now, context.extensions.has(EXTENSIONS.team), db);
  // an allow-list, never an echo of any origin (the remotes' static files stay '*', see static-site.ts)
  await app.register(fastifyCors, {
    origin: opts.corsOrigins && opts.corsOrigins.length > 0 ? [...opts.corsOrigins] : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Store-Id', 'Accept-Language', 'X-Api-Key', 'Idempotency-Key'],
    maxAge: 600,
  });
  // answers up to 64 KB (a board, a board's prices) are compressed at once: through zlib's thread
  // pool (the plugin's default above 8 KB) their tail latency was higher on a 2-core server
  await app.register(fastifyCompress, { global: true, threshold: 1024, syncThreshold: 64 * 1024, encodings: ['br', 'gzip'] });
  // per-route limits (routes with `rateLimit`); login has its own per-account and per-address throttle
  await app.register(fastifyRateLimit, {
    global: false,
    // the counters in the database: every instance of the API counts against the same limits
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new TooManyAttempts('Too many requests. Try again later.', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parts shop API',
        version: API_VERSION,
        description:
          'Reference back end of the dealer parts portal. Paths and request keys are case-insensitive; ' +
          'responses use PascalCase keys. Every error answers { title, status, errors? }. See api/CONTRACT.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/user/login' },
          integrationKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'An integration key (pnpm integration:key create); Authorization: Bearer <key> is accepted too. See docs/integration.md',
          },
        },
        schemas: { ErrorBody: ERROR_BODY_SCHEMA as never },
      },
    },
    // a route serving several spellings (the entity lookups, a pattern Swagger cannot print) is
    // documented under each of them: a placeholder path here, replaced in transformObject
    transform: ({ schema, url, route }) => {
      const index = spellings.findIndex((entry) => entry.url === url);
      return { schema, url: index < 0 || !route.config?.documentedPaths ? url : `/documented-spellings/${index}` };
    },
    transformObject: (documents) => {
      const document = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
      const paths = (document.paths ??= {});
      spellings.forEach(({ paths: documented }, index) => {
        const operations = paths[`/documented-spellings/${index}`];
        delete paths[`/documented-spellings/${index}`];
        if (operations) for (const path of documented) paths[path] = operations;
      });
      return document;
    },
  });

  for (const routes of [
    storeRoutes,
    userRoutes,
    customerRoutes,
    addressRoutes,
    orderRoutes,
    orderTrackingRoutes,
    contentRoutes,
    vehicleRoutes,
    catalogueRoutes,
    productRoutes,
    cartRoutes,
    checkoutRoutes,
    shoppingListRoutes,
    offerRoutes,
    priceFileRoutes,
    teamRoutes,
    backofficeRoutes,
    documentationRoutes,
    integrationRoutes,
    returnRoutes,
    integrationReturnRoutes,
  ]) {
    await app.register(routes, context);
  }
  // Swagger UI runs its own files only; it sets style attributes, hence 'unsafe-inline' for styles here alone
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiHooks: {
      onRequest: (_request, reply, done) => {
        setDocumentHeaders(reply);
        done();
      },
    },
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  });
  await serveFrontEnd(app, opts.deployDir);
  return app;
}
