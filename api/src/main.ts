import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from './http/logging';
import { costOf, costText, LEGACY_COST, PRODUCTION_COST, type ScryptCost } from './auth/passwords';
import { buildServer, type MailOptions } from './server';
import { parseShopOrigin } from './mail/settings';
import { checkSmtpUrl } from './mail/transport';
import { parseWebhookSettings } from './mail/webhook';
import { isPostgresUrl, openDatabase } from './db/database';
import { DEMO_SIZES, isDemoSize, seedDemoData, type DemoSize } from './demo/seed';
import { metricsOfInstances } from './ops/metrics';
import { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './ops/metrics-server';

const repoRoot = resolve(__dirname, '..', '..');

/** DEMO_DATA: small, large or huge demo data for an empty database; unset: none (the schema only). */
function demoData(value: string | undefined): DemoSize | undefined {
  if (value === undefined || value === '') return undefined;
  if (isDemoSize(value)) return value;
  throw new Error(`DEMO_DATA must be one of ${DEMO_SIZES.join(', ')}, not ${value}`);
}

/** Production logs errors, notable refusals and slow requests (warn); LOG_LEVEL=info logs every request. */
function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'warn';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${value}`);
  return level;
}

/**
 * PASSWORD_COST ('N=16384,r=8,p=1'): the scrypt cost of new password hashes, for test shops only
 * (the e2e journeys register and sign in hundreds of times); unset: OWASP's (N=2^17). Never below
 * Node's default (N=2^14), and said at start when below OWASP's.
 */
function passwordCost(value: string | undefined): ScryptCost | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const cost = costOf(value.trim());
  if (cost.N < LEGACY_COST.N || cost.r < LEGACY_COST.r || cost.p < 1)
    throw new Error(`PASSWORD_COST must be at least ${costText(LEGACY_COST)}, not ${value}`);
  if (cost.N < PRODUCTION_COST.N)
    console.warn(`PASSWORD_COST ${costText(cost)} is below OWASP's ${costText(PRODUCTION_COST)}: for test shops only`);
  return cost;
}

/** PASSWORD_THREADS: how many threads hash passwords (a whole number from 1); unset: one fewer than the cores (1 to 4). */
function passwordThreads(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const threads = Number(value.trim());
  if (!Number.isInteger(threads) || threads < 1 || threads > 64)
    throw new Error(`PASSWORD_THREADS must be a whole number from 1 to 64, not ${value}`);
  return threads;
}

/** TRUST_PROXY: the proxies' addresses or CIDRs (comma-separated), or 'true' for any; unset: none. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** API_INSTANCES: how many API processes serve the port (node:cluster); unset: 1, this process alone. */
function instances(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`API_INSTANCES must be a whole number from 1 to 64, not ${value}`);
  return count;
}

/**
 * E-mail: SMTP_URL (smtp:// or smtps://; unset: .eml files in the folder `outbox` beside the SQLite
 * file, api/.data/outbox by default), MAIL_FROM (the sender), SHOP_ORIGIN (the origin of the links
 * in mail; unset: this server on localhost).
 */
function mailSettings(port: number, database: string): MailOptions {
  const smtpUrl = process.env.SMTP_URL?.trim();
  const from = process.env.MAIL_FROM?.trim();
  return {
    ...(smtpUrl && { smtpUrl: checkSmtpUrl(smtpUrl) }),
    ...(from && { from }),
    ...(!isPostgresUrl(database) && { outboxDir: join(dirname(database), 'outbox') }),
    shopOrigin: parseShopOrigin(process.env.SHOP_ORIGIN?.trim() || `http://localhost:${port}`),
  };
}

/** INTEGRATION_WEBHOOK_URL and INTEGRATION_WEBHOOK_SECRET: where new orders are announced to the ERP (both or neither). */
function webhookSetting() {
  const webhook = parseWebhookSettings(process.env.INTEGRATION_WEBHOOK_URL, process.env.INTEGRATION_WEBHOOK_SECRET);
  return webhook ? { webhook } : {};
}

/** METRICS_PORT: where GET /metrics answers (a port of its own); unset: no metrics served. */
function metricsPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, not ${value}`);
  return port;
}

/** The metrics server's settings from METRICS_PORT, METRICS_HOST (127.0.0.1 unless set) and METRICS_TOKEN (optional). */
function metricsSettings(): Omit<MetricsServerOptions, 'metrics'> | undefined {
  const port = metricsPort(process.env.METRICS_PORT);
  const token = process.env.METRICS_TOKEN?.trim();
  if (port === undefined) {
    if (token)
      throw new Error('METRICS_TOKEN is set but METRICS_PORT is not: the metrics are served only on a port of their own (METRICS_PORT)');
    return undefined;
  }
  return {
    port,
    host: process.env.METRICS_HOST?.trim() || '127.0.0.1',
    ...(token && { token }),
    onError: (error) => console.error('metrics:', error),
  };
}

/** How long a stop (SIGINT/SIGTERM) waits for the requests in flight before the process ends anyway. */
const STOP_TIMEOUT_MS = 30_000;

/** Where the data is: DATABASE_URL=postgres://... selects PostgreSQL; otherwise the SQLite file DB_FILE (api/.data/shop.db by default). */
const databaseLocation = (): string =>
  process.env.DATABASE_URL?.trim() || resolve(process.env.DB_FILE ?? resolve(repoRoot, 'api', '.data', 'shop.db'));

/**
 * Several instances (API_INSTANCES > 1, PostgreSQL only): this primary process migrates the
 * database and seeds it when asked, then starts the instances, which share the port (node:cluster
 * hands each connection to one of them) and keep nothing that matters in their own memory. An
 * instance that dies is started again; SIGINT/SIGTERM stops them all.
 */
async function primary(count: number): Promise<void> {
  const database = databaseLocation();
  if (!isPostgresUrl(database))
    throw new Error('API_INSTANCES above 1 needs DATABASE_URL=postgres://... (a SQLite file belongs to one process)');
  const db = await openDatabase(database, { poolSize: 2 });
  try {
    const size = demoData(process.env.DEMO_DATA);
    if (size) await seedDemoData(db.kysely, size);
  } finally {
    await db.close();
  }
  let stopping = false;
  // the instances' metrics added up, on the primary's own metrics port
  const metricsOptions = metricsSettings();
  const metrics: MetricsServer | undefined =
    metricsOptions && (await startMetricsServer({ ...metricsOptions, metrics: metricsOfInstances() }));
  const start = () => cluster.fork({ API_INSTANCE_OF: String(count) });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API instance ${worker.process.pid} ended (${code}); starting another`);
    start();
  });
  for (let index = 0; index < count; index++) start();
  console.log(`Parts shop on http://localhost:${process.env.PORT ?? 8080} (${count} API instances)`);
  // a signal repeated (Ctrl-C reaches every process of the terminal, and pnpm start passes it on too) changes nothing
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void metrics?.close();
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => {
          left -= 1;
          if (left === 0) process.exit(0);
        });
        worker.process.kill(signal);
      }
    });
  }
}

async function main(): Promise<void> {
  const count = instances(process.env.API_INSTANCES);
  if (count > 1 && cluster.isPrimary) return primary(count);
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const database = databaseLocation();
  const defaultDeploy = resolve(repoRoot, 'deploy');
  const deployDir = process.env.DEPLOY_DIR ? resolve(process.env.DEPLOY_DIR) : existsSync(defaultDeploy) ? defaultDeploy : undefined;
  const started = Date.now();
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const app = await buildServer({
    database,
    demoData: demoData(process.env.DEMO_DATA),
    deployDir,
    logLevel: logLevel(process.env.LOG_LEVEL),
    corsOrigins,
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    mail: mailSettings(port, database),
    ...webhookSetting(),
    passwordCost: passwordCost(process.env.PASSWORD_COST),
    passwordThreads: passwordThreads(process.env.PASSWORD_THREADS),
  });
  await app.listen({ port, host });
  // one instance serves its own metrics; one of several reports them to the primary, which serves them added up
  const metricsOptions = metricsSettings();
  let metrics: MetricsServer | undefined;
  if (cluster.isWorker) app.metrics.reportToPrimary();
  else if (metricsOptions) metrics = await startMetricsServer({ ...metricsOptions, metrics: () => app.metrics.exposition() });
  app.log.info(
    { database: isPostgresUrl(database) ? 'postgresql' : database, deployDir: deployDir ?? null, startMs: Date.now() - started },
    'ready',
  );
  if (cluster.isPrimary)
    console.log(
      `Parts shop on http://localhost:${port}${metrics ? ` (metrics on http://${metricsOptions?.host}:${metrics.port}/metrics)` : ''}`,
    );
  // a stop lets the requests in flight finish: the listener closes (new connections are refused,
  // requests on open ones answer 503), the answers in progress are sent, then the database closes
  // a signal repeated (Ctrl-C reaches every process of the terminal, and pnpm start passes it on too) changes nothing
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => {
        console.error(`API stop: requests still running after ${STOP_TIMEOUT_MS / 1000} s; ending anyway`);
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
      void Promise.all([app.close(), metrics?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('API stop:', error);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
