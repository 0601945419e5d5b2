import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { migrateDownTo, migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { insertMail } from '../src/data/outbox';
import { startMetricsServer, type MetricsServer } from '../src/ops/metrics-server';
import { OUTBOX_STUCK_SECONDS } from '../src/server';
import { base64, DEALER, startShop, type TestShop } from './helpers';
import { admin, TEST_DATABASE_URL } from './postgres';

/**
 * What an operator watches: GET /health, GET /ready (the database reachable and migrated, the
 * checks added to it) and the Prometheus metrics on their own port. On a real database: SQLite,
 * and PostgreSQL in the pnpm test:api:pg pass.
 */
interface ReadyBody {
  ready: boolean;
  checks: { name: string; ok: boolean; detail?: Record<string, unknown>; error?: string }[];
}

const readyBody = (body: string): ReadyBody => JSON.parse(body) as ReadyBody;
const check = (body: ReadyBody, name: string) => body.checks.find((entry) => entry.name === name);

describe('GET /health and GET /ready', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('/health answers that the process is alive, never cached, without authentication', async () => {
    const response = await shop.call('GET', '/health', { headers: { authorization: 'Bearer not-a-session' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/ready answers 200 with its checks when the database is reachable and migrated', async () => {
    const response = await shop.call('GET', '/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = readyBody(response.body);
    expect(body.ready).toBe(true);
    expect(check(body, 'database')).toEqual({
      name: 'database',
      ok: true,
      detail: { dialect: TEST_DATABASE_URL ? 'postgres' : 'sqlite', pendingMigrations: 0 },
    });
  });

  it('/ready answers 503 while a migration of this version is not applied, and 200 once it is', async () => {
    const names = Object.keys(migrations);
    const db = await shop.database();
    await migrateDownTo(db, names[names.length - 2]!);
    const behind = await shop.call('GET', '/ready');
    expect(behind.statusCode).toBe(503);
    expect(check(readyBody(behind.body), 'database')).toMatchObject({ ok: false, detail: { pendingMigrations: 1 } });
    await migrateToLatest(db);
    expect((await shop.call('GET', '/ready')).statusCode).toBe(200);
  });

  it('a check added to app.readiness is run at each probe: its outcome and detail are in the answer', async () => {
    let depth = 0;
    shop.app.readiness.add('queue', async () => ({ ok: depth < 10, detail: { pending: depth } }));
    expect(check(readyBody((await shop.call('GET', '/ready')).body), 'queue')).toEqual({ name: 'queue', ok: true, detail: { pending: 0 } });
    depth = 12;
    const stuck = await shop.call('GET', '/ready');
    expect(stuck.statusCode).toBe(503);
    const body = readyBody(stuck.body);
    expect(body.ready).toBe(false);
    expect(check(body, 'queue')).toEqual({ name: 'queue', ok: false, detail: { pending: 12 } });
    expect(check(body, 'database')?.ok).toBe(true);
    depth = 0;
    expect((await shop.call('GET', '/ready')).statusCode).toBe(200);
  });
});

describe('readiness checks that fail', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it("a check that throws is not ready; the answer says so without the error's text (which may hold a secret)", async () => {
    shop.app.readiness.add('throws', async () => {
      throw new Error('connect failed for postgres://user:hunter2@db');
    });
    const response = await shop.call('GET', '/ready');
    expect(response.statusCode).toBe(503);
    expect(check(readyBody(response.body), 'throws')).toEqual({ name: 'throws', ok: false, error: 'failed (see the log)' });
    expect(response.body).not.toContain('hunter2');
  });

  it('a check that does not answer within its timeout is not ready, and is not started again while it still runs', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    shop.app.readiness.add(
      'hangs',
      () => {
        started += 1;
        return new Promise((resolve) => {
          finish = () => resolve({ ok: true });
        });
      },
      { timeoutMs: 20 },
    );
    for (let probe = 0; probe < 3; probe++) {
      const response = await shop.call('GET', '/ready');
      expect(response.statusCode).toBe(503);
      expect(check(readyBody(response.body), 'hangs')).toEqual({ name: 'hangs', ok: false, error: 'no answer within 20 ms' });
    }
    expect(started).toBe(1);
    finish();
  });

  it('a check name is letters, digits, - and _, registered once', () => {
    expect(() => shop.app.readiness.add('database', async () => ({ ok: true }))).toThrow(/registered already/);
    expect(() => shop.app.readiness.add('bad name', async () => ({ ok: true }))).toThrow(/letters, digits/);
  });
});

describe('/ready follows the database: not ready while it cannot be reached, ready again when it returns', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  (TEST_DATABASE_URL ? it.skip : it)('SQLite: the database file moved away, then back', async () => {
    const file = join(shop.dir, 'shop.db');
    expect((await shop.call('GET', '/ready')).statusCode).toBe(200);
    renameSync(file, `${file}.away`);
    try {
      const away = await shop.call('GET', '/ready');
      expect(away.statusCode).toBe(503);
      expect(check(readyBody(away.body), 'database')).toEqual({ name: 'database', ok: false, error: 'failed (see the log)' });
      expect(away.body).not.toContain(shop.dir);
    } finally {
      renameSync(`${file}.away`, file);
    }
    expect((await shop.call('GET', '/ready')).statusCode).toBe(200);
    // the shop itself kept answering all along
    expect((await shop.call('GET', '/health')).statusCode).toBe(200);
  });

  (TEST_DATABASE_URL ? it : it.skip)(
    'PostgreSQL: the database closed to connections and its sessions ended, then opened again',
    async () => {
      const db = await shop.database();
      const { name } = await db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow();
      expect((await shop.call('GET', '/ready')).statusCode).toBe(200);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
        const down = await shop.call('GET', '/ready');
        expect(down.statusCode).toBe(503);
        expect(check(readyBody(down.body), 'database')).toMatchObject({ name: 'database', ok: false });
        expect(down.body).not.toContain('parts:parts');
      } finally {
        await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      const back = await shop.call('GET', '/ready');
      expect(back.statusCode).toBe(200);
      expect(readyBody(back.body).ready).toBe(true);
    },
  );
});

describe('metrics on their own port', () => {
  let shop: TestShop;
  let server: MetricsServer;
  const TOKEN = 'metrics-test-token';
  // a connection each (connection: close): fetch reused the last test's idle connection just as the server's
  // keep-alive timeout closed it (ECONNRESET in a loaded full run), a race of the test's client, not of a scraper
  const scrape = (authorization?: string, path = '/metrics') =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { connection: 'close', ...(authorization && { authorization }) } });
  const metricsText = async (): Promise<string> => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    return response.text();
  };
  const sample = (text: string, series: string): number | undefined => {
    const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  beforeAll(async () => {
    shop = await startShop();
    server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN, metrics: () => shop.app.metrics.exposition() });
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  it('answer only the bearer token METRICS_TOKEN, and only at GET /metrics', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape('Bearer ')).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}`, '/ready')).status).toBe(404);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("are not served on the shop's port", async () => {
    expect((await shop.call('GET', '/metrics')).statusCode).toBe(404);
  });

  it('time each request under its route pattern and status, never its raw URL', async () => {
    const before = await metricsText();
    const series = 'parts_http_request_duration_seconds_count{method="PUT",route="/api/ShoppingList/:id",status_code="401"}';
    const earlier = sample(before, series) ?? 0;
    await shop.call('PUT', '/api/ShoppingList/48151623', { body: {} });
    await shop.call('PUT', '/api/ShoppingList/42', { body: {} });
    await shop.call('GET', '/api/no-such-thing/48151623');
    const after = await metricsText();
    expect(sample(after, series)).toBe(earlier + 2);
    expect(after).toContain(
      'parts_http_request_duration_seconds_bucket{le="0.1",method="PUT",route="/api/ShoppingList/:id",status_code="401"}',
    );
    expect(
      sample(after, 'parts_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('48151623');
  });

  it("count the login throttle's refusals", async () => {
    const refusalsBefore = sample(await metricsText(), 'parts_login_throttle_refusals_total');
    expect(refusalsBefore).toBe(0);
    let refused = 0;
    for (let attempt = 0; attempt < 60 && refused < 2; attempt++) {
      const response = await shop.call('POST', '/api/user/login', { body: { email: DEALER.email, password: base64('not the password') } });
      if (response.statusCode === 429) refused += 1;
      else expect(response.statusCode).toBe(401);
    }
    expect(refused).toBe(2);
    expect(sample(await metricsText(), 'parts_login_throttle_refusals_total')).toBe(2);
  });

  it('show the database connections, the event-loop delay and the process', async () => {
    const text = await metricsText();
    expect(sample(text, 'parts_db_pool_total_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'parts_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'parts_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('take gauges added with app.metrics.addGauge; one that fails is NaN (unknown) and the rest still served', async () => {
    let depth = 3;
    shop.app.metrics.addGauge({ name: 'parts_test_queue_depth', help: 'A queue of the test', collect: () => depth });
    shop.app.metrics.addGauge({
      name: 'parts_test_broken',
      help: 'A gauge whose source fails',
      collect: async () => {
        throw new Error('unreachable');
      },
    });
    expect(sample(await metricsText(), 'parts_test_queue_depth')).toBe(3);
    depth = 5;
    const text = await metricsText();
    expect(sample(text, 'parts_test_queue_depth')).toBe(5);
    // prom-client writes NaN as Nan, which Prometheus reads (case-insensitively) as NaN
    expect(text).toMatch(/\nparts_test_broken nan\n/i);
  });
});

describe('the mail outbox in /ready and the metrics', () => {
  let shop: TestShop;
  let now = Date.parse('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    // a mail server that does not answer (nothing listens on the discard port): mail waits in the outbox
    shop = await startShop({ clock: () => now, mail: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => shop.close());

  it('a mail waiting a while keeps the shop ready; one waiting past OUTBOX_STUCK_SECONDS makes it not ready; the gauges show the outbox', async () => {
    await insertMail(
      await shop.database(),
      { kind: 'test', recipient: 'dealer@example.com', subject: 'Test', text: 'Test', html: '<p>Test</p>' },
      now,
    );
    now += 60_000;
    const waiting = await shop.call('GET', '/ready');
    expect(waiting.statusCode).toBe(200);
    expect(check(readyBody(waiting.body), 'outbox')).toEqual({
      name: 'outbox',
      ok: true,
      detail: { pending: 1, oldestPendingAgeSeconds: 60, failed: 0 },
    });

    now += OUTBOX_STUCK_SECONDS * 1000;
    const stuck = await shop.call('GET', '/ready');
    expect(stuck.statusCode).toBe(503);
    expect(check(readyBody(stuck.body), 'outbox')).toMatchObject({
      ok: false,
      detail: { pending: 1, oldestPendingAgeSeconds: OUTBOX_STUCK_SECONDS + 60 },
    });

    const metrics = (await shop.app.metrics.exposition()).body;
    expect(metrics).toMatch(/\nparts_mail_outbox_pending 1\n/);
    expect(metrics).toMatch(new RegExp(`\\nparts_mail_outbox_oldest_pending_seconds ${OUTBOX_STUCK_SECONDS + 60}\\n`));
    expect(metrics).toMatch(/\nparts_mail_outbox_failed 0\n/);
  });
});
