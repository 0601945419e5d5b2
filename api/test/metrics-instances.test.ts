import { spawn, type ChildProcess } from 'node:child_process';
import { eventually } from './eventually';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { databaseUrl, dropDatabase, freshDatabase, TEST_DATABASE_URL } from './postgres';

/**
 * The metrics of several instances (API_INSTANCES=2, PostgreSQL): the primary serves them on
 * METRICS_PORT, every instance's added up, so a counter counts the requests of all of them.
 */
const onPostgres = TEST_DATABASE_URL ? it : it.skip;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** One request on a connection of its own (node:cluster hands each connection to an instance in turn). */
const getOnNewConnection = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.once('error', reject);
    outgoing.end();
  });

const until = (what: string, condition: () => Promise<boolean>) => eventually(what, condition, { timeoutMs: 40_000, intervalMs: 200 });

onPostgres(
  "with API_INSTANCES=2 the metrics port answers every instance's requests added up",
  async () => {
    const database = await freshDatabase();
    let primary: ChildProcess | undefined;
    try {
      const [port, metricsPort] = [await freePort(), await freePort()];
      primary = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
        cwd: join(__dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl(database),
          API_INSTANCES: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          METRICS_PORT: String(metricsPort),
          METRICS_TOKEN: 'instances-token',
          LOG_LEVEL: 'silent',
          DEMO_DATA: '',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise<number | null>((done) => primary!.once('exit', (code) => done(code)));
      const url = `http://127.0.0.1:${port}`;
      const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: 'Bearer instances-token' } });
      // both instances listening (each answers its /ready) and reporting to the primary
      await until('both instances', async () => {
        const statuses = await Promise.all([getOnNewConnection(`${url}/ready`), getOnNewConnection(`${url}/ready`)]).catch(() => [0]);
        return (
          statuses.every((status) => status === 200) &&
          (await scrape().then(
            (response) => response.ok,
            () => false,
          ))
        );
      });
      const before = await scrape().then((response) => response.text());
      const count = (text: string) =>
        Number(
          /^parts_http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} (\d+)$/m.exec(text)?.[1] ?? 0,
        );
      const statuses: number[] = [];
      for (let index = 0; index < 10; index++) statuses.push(await getOnNewConnection(`${url}/health`));
      expect(statuses).toEqual(Array(10).fill(200));
      const after = await scrape();
      expect(after.status).toBe(200);
      const text = await after.text();
      expect(count(text) - count(before)).toBe(10);
      expect(text).toMatch(/^parts_db_pool_total_connections \d+$/m);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (primary && primary.exitCode === null) primary.kill('SIGKILL');
      await dropDatabase(database);
    }
  },
  90_000,
);
