import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DemoSize } from './demo/seed';
import { LOG_LEVELS, type LogLevel } from './http/logging';
import { buildServer } from './server';
import { isPostgresUrl } from './db/database';

const repoRoot = resolve(__dirname, '..', '..');

/** DEMO_DATA: small or large demo data for an empty database; unset: none (the schema only). */
function demoData(value: string | undefined): DemoSize | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'small' || value === 'large') return value;
  throw new Error(`DEMO_DATA must be small or large, not ${value}`);
}

/** Production logs errors, notable refusals and slow requests (warn); LOG_LEVEL=info logs every request. */
function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'warn';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${value}`);
  return level;
}

/** TRUST_PROXY: the proxies' addresses or CIDRs (comma-separated), or 'true' for any; unset: none. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  // DATABASE_URL=postgres://... selects PostgreSQL; otherwise the SQLite file DB_FILE (api/.data/shop.db by default)
  const database = process.env.DATABASE_URL?.trim() || resolve(process.env.DB_FILE ?? resolve(repoRoot, 'api', '.data', 'shop.db'));
  const defaultDeploy = resolve(repoRoot, 'deploy');
  const deployDir = process.env.DEPLOY_DIR ? resolve(process.env.DEPLOY_DIR) : existsSync(defaultDeploy) ? defaultDeploy : undefined;
  const started = Date.now();
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const app = await buildServer({ database, demoData: demoData(process.env.DEMO_DATA), deployDir, logLevel: logLevel(process.env.LOG_LEVEL), corsOrigins, trustProxy: trustProxy(process.env.TRUST_PROXY) });
  await app.listen({ port, host });
  app.log.info({ database: isPostgresUrl(database) ? 'postgresql' : database, deployDir: deployDir ?? null, startMs: Date.now() - started }, 'ready');
  console.log(`Parts shop on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
