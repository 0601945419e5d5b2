/**
 * `pnpm bench:api`: how fast the hot endpoints answer compared with a bare node:http server
 * measured in the same run, on the large demo data, and their p99 latency at a paced 1,000
 * requests/s. Loopback only, bounded in time (about a minute and a half).
 *
 * The machine is shared, so the bare server is measured right before each endpoint, with the same
 * request (method, headers, body), and each ratio is taken against that neighbour: a busy moment
 * lowers both sides alike. Fastify alone (no plugin, no hook, no database) is measured the same way
 * and printed: the ceiling of any Fastify route with this machine and load generator.
 *
 *   BENCH_SECONDS=3 (per saturated measurement)  BENCH_PACED_SECONDS=3  BENCH_CONNECTIONS=20
 *
 * With BENCH_DATABASE_URL=postgres://... (an empty database, seeded with the large demo data on
 * the first run, or one seeded before) the same is measured on PostgreSQL with 1 and then 2 API
 * instances (API_INSTANCES), and a closing table puts the three runs side by side.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

/** The API to measure (another checkout's api/ folder, to measure an older version the same way). */
const apiDir = resolve(process.env.BENCH_API_DIR ?? resolve(__dirname, '..'));
const LARGE_DB = resolve(apiDir, '.data', 'shop-large.db');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PACED_RATE = 1000;
const RATIO_TARGET = 0.4;
const P99_TARGET_MS = 15;
/**
 * Search by part name (extension name-search) is measured at the rate of many dealers typing
 * (debounced): a few queries in turn, Polish and English, with and without a vehicle, sent at
 * evenly spaced moments whatever the answers (autocannon's pacing sends each second's quota at
 * once, so its p99 measured the queue of that burst). Printed, never failed on.
 */
const SEARCH_PACED_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 20);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const SEARCH_P99_TARGET_MS = 50;
const SEARCH_QUERIES = ['wklad%20filtra', 'filtr%20oleju', 'oil%20filter', 'uszczelka&VehicleKeyList=serie:A100', 'sruba&VehicleKeyList=serie:S200'];

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'VIN search', method: 'GET', path: '/api/level4/Vehicle?vin=WDX3333333A100001', auth: true },
  { name: 'ProductStock', method: 'POST', path: '/api/level4/ProductStock', body: { sku: '99110000001', marke: 'NS', produktart: 'PKW' }, auth: true },
  { name: 'Cart', method: 'GET', path: '/api/Level4/Cart', auth: true },
  { name: 'Topic/list', method: 'GET', path: '/api/Topic/list', auth: false },
  { name: 'Totals', method: 'POST', path: '/api/ShoppingCart/Totals', body: { ShippingMethodName: 'Courier DPD', PaymentMethodSystemName: 'Payments.BankTransfer' }, auth: true },
];

/** A bare node:http server answering a small JSON document to any request: the ceiling of this machine. */
const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ Success: true, Name: 'bare node:http' });
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); res.end(body); });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/**
 * Fastify alone (no plugin, no hook, no database) answering the same document to a GET and to a
 * POST with a small JSON body: the part of the bare server's rate that any Fastify route can reach
 * on this machine and with this load generator, printed beside the endpoints for reading them.
 */
const FASTIFY_ALONE_SERVER = `
const app = require('fastify')({ logger: false });
const body = { Success: true, Name: 'bare node:http' };
app.get('/', async () => body);
app.post('/', async () => body);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** GETs sent at evenly spaced moments (an open loop: a slow answer does not delay the next request); each one's latency in ms. */
async function evenlyPaced(urls: readonly string[], headers: Record<string, string>, rate: number, count: number): Promise<number[]> {
  const started = performance.now();
  const latencies: Promise<number>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const sent = performance.now();
    const url = urls[index % urls.length] ?? '';
    latencies.push(
      fetch(url, { headers }).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return performance.now() - sent;
      }),
    );
  }
  return Promise.all(latencies);
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

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

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${url} did not come up`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

function requestOptions(base: string, endpoint: Endpoint, token: string): autocannon.Options {
  return {
    url: `${base}${endpoint.path}`,
    method: endpoint.method,
    headers: {
      ...(endpoint.auth && { authorization: `Bearer ${token}` }),
      ...(endpoint.body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(endpoint.body !== undefined && { body: JSON.stringify(endpoint.body) }),
  };
}

async function prepareCart(base: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/ShoppingCart/ClearCart`, { method: 'POST', headers: { authorization: headers.authorization } });
  for (const sku of ['99110000001', '99340000001', '99110000011']) {
    const response = await fetch(`${base}/api/Level4/cartFromCsv`, { method: 'POST', headers, body: JSON.stringify([{ sku, quantity: 2 }]) });
    if (!response.ok) throw new Error(`cart preparation failed: ${response.status} ${await response.text()}`);
  }
}

interface Row {
  name: string;
  rps: number;
  bare: number;
  p99: number;
}

/** One database set-up to measure: its name in the tables and the API's environment. */
interface Target {
  label: string;
  env: Record<string, string>;
}

async function main(): Promise<void> {
  if (!existsSync(LARGE_DB)) {
    console.log('Seeding the large demo data once (about 10 s) into api/.data/shop-large.db ...');
    const seed = start('npx', ['tsx', 'scripts/seed.ts', 'large', LARGE_DB], {});
    await new Promise<void>((done, fail) => seed.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited with ${code}`)))));
  }
  const targets: Target[] = [{ label: 'SQLite', env: { DB_FILE: LARGE_DB } }];
  const postgres = process.env.BENCH_DATABASE_URL?.trim();
  if (postgres) {
    // the first start seeds an empty database (the primary, before the instances start)
    for (const instances of [1, 2]) {
      targets.push({ label: `PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`, env: { DATABASE_URL: postgres, API_INSTANCES: String(instances) } });
    }
  }
  const results: { target: Target; rows: Row[] }[] = [];
  for (const target of targets) results.push({ target, rows: await measure(target) });
  if (results.length > 1) {
    console.log('\nClosing note: requests/s (ratio to the bare node:http server measured beside it) and p99 at 1,000/s\n');
    console.log(`| endpoint | ${results.map((result) => result.target.label).join(' | ')} |`);
    console.log(`|---|${results.map(() => '---:').join('|')}|`);
    for (const [index, endpoint] of ENDPOINTS.entries()) {
      const cells = results.map(({ rows }) => {
        const row = rows[index];
        return row ? `${Math.round(row.rps)}/s (${(row.rps / row.bare).toFixed(2)}), ${row.p99} ms` : '';
      });
      console.log(`| ${endpoint.name} | ${cells.join(' | ')} |`);
    }
  }
}

async function measure(target: Target): Promise<Row[]> {
  const started = Date.now();
  const [barePort, apiPort, alonePort] = [await freePort(), await freePort(), await freePort()];
  const bare = start(process.execPath, ['-e', BARE_SERVER], { PORT: String(barePort) });
  const fastifyAlone = start(process.execPath, ['-e', FASTIFY_ALONE_SERVER], { PORT: String(alonePort) });
  const api = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DEMO_DATA: 'large',
    NODE_ENV: 'production',
    ...target.env,
  });
  try {
    const bareBase = `http://127.0.0.1:${barePort}`;
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const aloneBase = `http://127.0.0.1:${alonePort}`;
    await Promise.all([waitUntilUp(bareBase, bare), waitUntilUp(aloneBase, fastifyAlone), waitUntilUp(`${apiBase}/api/Topic/list`, api)]);
    const login = await fetch(`${apiBase}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dealer@example.com', password: Buffer.from('dealer123').toString('base64') }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const token = await login.text();
    await prepareCart(apiBase, token);

    await run({ url: bareBase, duration: 1 });
    const rows: Row[] = [];
    for (const endpoint of ENDPOINTS) {
      // the bare server gets the same request (method, headers, body), so both sides parse the same bytes
      const bareRps = (await run({ ...requestOptions(bareBase, endpoint, token), duration: SECONDS })).requests.average;
      const options = requestOptions(apiBase, endpoint, token);
      await run({ ...options, duration: 1 });
      const saturated = await run({ ...options, duration: SECONDS });
      const paced = await run({ ...options, duration: PACED_SECONDS, overallRate: PACED_RATE });
      rows.push({ name: endpoint.name, rps: saturated.requests.average, bare: bareRps, p99: paced.latency.p99 });
    }

    console.log(`\n${target.label}: ${CONNECTIONS} connections, ${SECONDS} s per measurement, bare node:http measured right before each endpoint with the same request;`);
    console.log(`p99 at a paced ${PACED_RATE} requests/s; large demo data\n`);
    console.log('| endpoint | requests/s | bare node:http | ratio | p99 at 1,000/s |');
    console.log('|---|---:|---:|---:|---:|');
    let met = true;
    for (const row of rows) {
      const ratio = row.rps / row.bare;
      const ok = ratio >= RATIO_TARGET && row.p99 <= P99_TARGET_MS;
      met &&= ok;
      console.log(`| ${row.name} | ${Math.round(row.rps)} | ${Math.round(row.bare)} | ${ratio.toFixed(2)} | ${row.p99} ms |${ok ? '' : ' below target'}`);
    }
    console.log(`\nTargets: ratio >= ${RATIO_TARGET}, p99 <= ${P99_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`);

    // the ceiling of any Fastify route here, measured the same way (printed, never failed on)
    const aloneRates: string[] = [];
    for (const method of ['GET', 'POST'] as const) {
      const request = { method, ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(ENDPOINTS[1]?.body) }) };
      const bareRps = (await run({ url: bareBase, ...request, duration: SECONDS })).requests.average;
      const options = { url: aloneBase, ...request };
      await run({ ...options, duration: 1 });
      const rps = (await run({ ...options, duration: SECONDS })).requests.average;
      aloneRates.push(`${method} ${Math.round(rps)}/s = ${(rps / bareRps).toFixed(2)} of bare`);
    }
    console.log(`Fastify alone (no plugin, no hook, no database), same method: ${aloneRates.join(', ')}`);

    const searchUrls = SEARCH_QUERIES.map((query) => `${apiBase}/api/Level4Product/Search?q=${query}`);
    const searchHeaders = { authorization: `Bearer ${token}`, 'accept-language': 'pl' };
    await evenlyPaced(searchUrls, searchHeaders, SEARCH_PACED_RATE, SEARCH_QUERIES.length * 2);
    const searchLatencies = (await evenlyPaced(searchUrls, searchHeaders, SEARCH_PACED_RATE, SEARCH_PACED_RATE * SEARCH_SECONDS)).sort((a, b) => a - b);
    const [searchP50, searchP99] = [percentile(searchLatencies, 50), percentile(searchLatencies, 99)];
    const searchMet = searchP99 < SEARCH_P99_TARGET_MS;
    console.log(
      `Search by name (name-search), ${SEARCH_QUERIES.length} queries in turn, ${searchLatencies.length} sent evenly at ${SEARCH_PACED_RATE} requests/s: ` +
        `p50 ${searchP50.toFixed(1)} ms, p99 ${searchP99.toFixed(1)} ms (target < ${SEARCH_P99_TARGET_MS} ms: ${searchMet ? 'met' : 'NOT met'})`,
    );
    console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
    return rows;
  } finally {
    await Promise.all([stop(bare), stop(fastifyAlone), stop(api)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
