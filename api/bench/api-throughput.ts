/**
 * `pnpm bench:api`: how fast the hot endpoints answer compared with a bare node:http server
 * measured in the same run, on the large demo data (BENCH_DATA=huge: the huge one, about 1
 * million parts), and their p99 latency at a paced 1,000 requests/s; then the catalogue's reads
 * as dealers send them (search by name, VIN search, a board, batch prices), each sent evenly at
 * 20/s, with their p50 and p99 and the API's CPU per call (its processes' time from /proc: a figure
 * that a busy machine changes far less than a latency). Loopback only, bounded in time (about two
 * and a half minutes).
 *
 * The machine is shared, so the bare server is measured right before each endpoint, with the same
 * request (method, headers, body), and each ratio is taken against that neighbour: a busy moment
 * lowers both sides alike. Fastify alone (no plugin, no hook, no database) is measured the same way
 * and printed: the ceiling of any Fastify route with this machine and load generator.
 *
 *   BENCH_SECONDS=3 (per saturated measurement)  BENCH_PACED_SECONDS=3  BENCH_CONNECTIONS=20
 *   BENCH_ONLY=reads (the catalogue's reads alone: about a minute per database)
 *
 * With BENCH_DATABASE_URL=postgres://... (an empty database, seeded with the demo data on the
 * first run, or one seeded before with the same BENCH_DATA) the same is measured on PostgreSQL
 * with 1 and then 2 API instances (API_INSTANCES), and closing tables put the three runs side by
 * side (BENCH_SQLITE=0: PostgreSQL alone).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort, percentile, stop, TICKS_PER_SECOND, treeTicks, VINS, waitUntilUp } from './common';

/** The API to measure (another checkout's api/ folder, to measure an older version the same way). */
const apiDir = resolve(process.env.BENCH_API_DIR ?? resolve(__dirname, '..'));
/** Which demo data: large (100,000 parts, the default) or huge (1 million parts; seeding it takes minutes). */
const DATA = process.env.BENCH_DATA ?? 'large';
if (DATA !== 'large' && DATA !== 'huge') throw new Error('BENCH_DATA must be large or huge');
const DEMO_DB = resolve(apiDir, '.data', `shop-${DATA}.db`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PACED_RATE = 1000;
/** BENCH_ONLY=reads: only the catalogue's reads at 20/s (not the endpoints' saturated and 1,000/s runs). */
const READS_ONLY = process.env.BENCH_ONLY === 'reads';
const RATIO_TARGET = 0.4;
const P99_TARGET_MS = 15;
/**
 * The catalogue's reads are measured at the rate of many dealers searching (debounced): each
 * sent at evenly spaced moments whatever the answers (autocannon's pacing sends each second's
 * quota at once, so its p99 measured the queue of that burst), a few different requests in turn.
 * Search by part name (extension name-search): Polish and English, with and without a vehicle.
 * Printed, never failed on.
 */
const SEARCH_PACED_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 20);
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 10);
const SEARCH_P99_TARGET_MS = 50;
const SEARCH_QUERIES = [
  'wklad%20filtra',
  'filtr%20oleju',
  'oil%20filter',
  'uszczelka&VehicleKeyList=serie:A100',
  'sruba&VehicleKeyList=serie:S200',
];
/** Where a part is used (extension where-used) at the same pace: p99 at most this. */
const WHERE_USED_P99_TARGET_MS = 50;
/** VIN search, a board and batch prices at the same pace: p99 at most this. */
const CATALOGUE_P99_TARGET_MS = 15;
/**
 * The part numbers whose boards are asked in turn: the README's fixtures and generated parts from
 * the start to the end of the numbers (those the data has; the huge data has them all).
 */
const BOARD_PARTS = [
  '99110000001',
  '99340000001',
  ...[1, 40_000, 95_000, 250_000, 500_000, 750_000, 990_000].map((n) => String(20_000_000_000 + n)),
];

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'VIN search', method: 'GET', path: '/api/level4/Vehicle?vin=WDX3333333A100001', auth: true },
  {
    name: 'ProductStock',
    method: 'POST',
    path: '/api/level4/ProductStock',
    body: { sku: '99110000001', marke: 'NS', produktart: 'PKW' },
    auth: true,
  },
  { name: 'Cart', method: 'GET', path: '/api/Level4/Cart', auth: true },
  { name: 'Topic/list', method: 'GET', path: '/api/Topic/list', auth: false },
  {
    name: 'Totals',
    method: 'POST',
    path: '/api/ShoppingCart/Totals',
    body: { ShippingMethodName: 'Courier DPD', PaymentMethodSystemName: 'Payments.BankTransfer' },
    auth: true,
  },
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

/** A request of the paced measurements: a GET, or a POST of a JSON body. */
interface PacedRequest {
  url: string;
  body?: unknown;
}

/** A paced request not answered within this time counts as failed (and so does an error answer). */
const PACED_TIMEOUT_MS = 10_000;

/**
 * Requests sent at evenly spaced moments (an open loop: a slow answer does not delay the next
 * request); each one's latency in ms, or null when it failed or took longer than PACED_TIMEOUT_MS.
 */
async function evenlyPaced(
  requests: readonly PacedRequest[],
  headers: Record<string, string>,
  rate: number,
  count: number,
): Promise<(number | null)[]> {
  const started = performance.now();
  const latencies: Promise<number | null>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const request = requests[index % requests.length];
    if (!request) throw new Error('no request to send');
    const signal = AbortSignal.timeout(PACED_TIMEOUT_MS);
    const init: RequestInit =
      request.body === undefined
        ? { headers, signal }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request.body), signal };
    const sent = performance.now();
    latencies.push(
      // a timeout while the body is read fails the request too
      fetch(request.url, init)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok ? performance.now() - sent : null;
        })
        .catch(() => null),
    );
  }
  return Promise.all(latencies);
}

/**
 * Waits until the API has caught up (a backlog of slow answers left by the previous measurement):
 * until three /health answers in a row come within 100 ms, at most 10 minutes.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const sent = performance.now();
    const answered = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (await response.arrayBuffer(), response.ok))
      .catch(() => false);
    quick = answered && performance.now() - sent < 100 ? quick + 1 : 0;
    if (quick < 3) await new Promise((done) => setTimeout(done, 200));
  }
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
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
    const response = await fetch(`${base}/api/Level4/cartFromCsv`, {
      method: 'POST',
      headers,
      body: JSON.stringify([{ sku, quantity: 2 }]),
    });
    if (!response.ok) throw new Error(`cart preparation failed: ${response.status} ${await response.text()}`);
  }
}

interface Row {
  name: string;
  rps: number;
  bare: number;
  p99: number;
}

/** A catalogue read sent evenly at SEARCH_PACED_RATE: its latencies' p50 and p99 (of those answered), and how many failed. */
interface PacedRow {
  name: string;
  p50: number;
  p99: number;
  /** The API's CPU per answer (its processes' user + system time over the measured requests; PostgreSQL's own not counted). */
  cpuMs: number;
  failed: number;
  target: number;
}

const pacedMet = (row: PacedRow): boolean => row.failed === 0 && row.p99 <= row.target;
const failures = (row: PacedRow): string => (row.failed > 0 ? `, ${row.failed} failed or over ${PACED_TIMEOUT_MS / 1000} s` : '');

/** The boards of BOARD_PARTS (their first board each) and, per board, its parts' numbers: the requests of the board and batch-price measurements. */
async function catalogueRequests(base: string, token: string): Promise<{ boards: PacedRequest[]; batches: PacedRequest[] }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const boards: PacedRequest[] = [];
  const batches: PacedRequest[] = [];
  for (const sku of BOARD_PARTS) {
    const found = await post<{ Boards: { Id: number }[] }>('/api/Level4Product/Find', { Sku: sku });
    const board = found.Boards[0];
    if (!board) continue;
    const body = { id: board.Id, vehicleSpecific: false };
    const detail = await post<{ Products: { Sku: string }[] }>('/api/Level4Product/Board', body);
    boards.push({ url: `${base}/api/Level4Product/Board`, body });
    batches.push({
      url: `${base}/api/level4/ProductStock/Batch`,
      body: detail.Products.map((part) => ({ sku: part.Sku, marke: 'NS', produktart: 'PKW' })),
    });
  }
  if (boards.length === 0) throw new Error('no board found for the bench');
  return { boards, batches };
}

/** One database set-up to measure: its name in the tables and the API's environment. */
interface Target {
  label: string;
  env: Record<string, string>;
}

async function main(): Promise<void> {
  if (!existsSync(DEMO_DB) && !(process.env.BENCH_DATABASE_URL?.trim() && process.env.BENCH_SQLITE === '0')) {
    console.log(
      `Seeding the ${DATA} demo data once (${DATA === 'huge' ? 'several minutes' : 'about 10 s'}) into api/.data/shop-${DATA}.db ...`,
    );
    const seed = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', DATA, DEMO_DB], {
      cwd: apiDir,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await new Promise<void>((done, fail) =>
      seed.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited with ${code}`)))),
    );
  }
  const postgres = process.env.BENCH_DATABASE_URL?.trim();
  // BENCH_SQLITE=0 with BENCH_DATABASE_URL: PostgreSQL alone
  const targets: Target[] = postgres && process.env.BENCH_SQLITE === '0' ? [] : [{ label: 'SQLite', env: { DB_FILE: DEMO_DB } }];
  if (postgres) {
    // the first start seeds an empty database (the primary, before the instances start)
    for (const instances of [1, 2]) {
      targets.push({
        label: `PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}`,
        env: { DATABASE_URL: postgres, API_INSTANCES: String(instances) },
      });
    }
  }
  const results: { target: Target; rows: Row[]; paced: PacedRow[] }[] = [];
  for (const target of targets) results.push({ target, ...(await measure(target)) });
  if (results.length > 1) {
    if (!READS_ONLY) {
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
    console.log(`\nCatalogue reads sent evenly at ${SEARCH_PACED_RATE}/s, ${DATA} demo data: p50 / p99, the API's CPU per call\n`);
    console.log(`| read (p99 target) | ${results.map((result) => result.target.label).join(' | ')} |`);
    console.log(`|---|${results.map(() => '---:').join('|')}|`);
    for (const [index, row] of (results[0]?.paced ?? []).entries()) {
      const cells = results.map(({ paced }) => {
        const cell = paced[index];
        return cell
          ? `${cell.p50.toFixed(1)} / ${cell.p99.toFixed(1)} ms${failures(cell)}${pacedMet(cell) ? '' : ' (over)'}, CPU ${cell.cpuMs.toFixed(1)} ms`
          : '';
      });
      console.log(`| ${row.name} (${row.target} ms) | ${cells.join(' | ')} |`);
    }
  }
}

async function measure(target: Target): Promise<{ rows: Row[]; paced: PacedRow[] }> {
  const started = Date.now();
  const [barePort, apiPort, alonePort] = [await freePort(), await freePort(), await freePort()];
  const bare = start(process.execPath, ['-e', BARE_SERVER], { PORT: String(barePort) });
  const fastifyAlone = start(process.execPath, ['-e', FASTIFY_ALONE_SERVER], { PORT: String(alonePort) });
  const api = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DEMO_DATA: DATA,
    NODE_ENV: 'production',
    ...target.env,
  });
  try {
    const bareBase = `http://127.0.0.1:${barePort}`;
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const aloneBase = `http://127.0.0.1:${alonePort}`;
    await Promise.all([
      waitUntilUp(bareBase, bare),
      waitUntilUp(aloneBase, fastifyAlone),
      waitUntilUp(`${apiBase}/api/Topic/list`, api, DATA === 'huge' ? 1_800_000 : 120_000),
    ]);
    const login = await fetch(`${apiBase}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dealer@example.com', password: Buffer.from('dealer123').toString('base64') }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const token = await login.text();
    await prepareCart(apiBase, token);

    const rows: Row[] = [];
    if (!READS_ONLY) await saturatedAndPaced(rows);
    async function saturatedAndPaced(rows: Row[]): Promise<void> {
      await run({ url: bareBase, duration: 1 });
      for (const endpoint of ENDPOINTS) {
        // the bare server gets the same request (method, headers, body), so both sides parse the same bytes
        const bareRps = (await run({ ...requestOptions(bareBase, endpoint, token), duration: SECONDS })).requests.average;
        const options = requestOptions(apiBase, endpoint, token);
        await run({ ...options, duration: 1 });
        const saturated = await run({ ...options, duration: SECONDS });
        const paced = await run({ ...options, duration: PACED_SECONDS, overallRate: PACED_RATE });
        rows.push({ name: endpoint.name, rps: saturated.requests.average, bare: bareRps, p99: paced.latency.p99 });
      }

      console.log(
        `\n${target.label}: ${CONNECTIONS} connections, ${SECONDS} s per measurement, bare node:http measured right before each endpoint with the same request;`,
      );
      console.log(`p99 at a paced ${PACED_RATE} requests/s; ${DATA} demo data\n`);
      console.log('| endpoint | requests/s | bare node:http | ratio | p99 at 1,000/s |');
      console.log('|---|---:|---:|---:|---:|');
      let met = true;
      for (const row of rows) {
        const ratio = row.rps / row.bare;
        const ok = ratio >= RATIO_TARGET && row.p99 <= P99_TARGET_MS;
        met &&= ok;
        console.log(
          `| ${row.name} | ${Math.round(row.rps)} | ${Math.round(row.bare)} | ${ratio.toFixed(2)} | ${row.p99} ms |${ok ? '' : ' below target'}`,
        );
      }
      console.log(`\nTargets: ratio >= ${RATIO_TARGET}, p99 <= ${P99_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`);

      // the ceiling of any Fastify route here, measured the same way (printed, never failed on)
      const aloneRates: string[] = [];
      for (const method of ['GET', 'POST'] as const) {
        const request = {
          method,
          ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(ENDPOINTS[1]?.body) }),
        };
        const bareRps = (await run({ url: bareBase, ...request, duration: SECONDS })).requests.average;
        const options = { url: aloneBase, ...request };
        await run({ ...options, duration: 1 });
        const rps = (await run({ ...options, duration: SECONDS })).requests.average;
        aloneRates.push(`${method} ${Math.round(rps)}/s = ${(rps / bareRps).toFixed(2)} of bare`);
      }
      console.log(`Fastify alone (no plugin, no hook, no database), same method: ${aloneRates.join(', ')}`);
    }

    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'pl' };
    const { boards, batches } = await catalogueRequests(apiBase, token);
    // one after the other, each once the API has caught up with the one before
    const reads: { name: string; requests: PacedRequest[]; target: number }[] = [
      {
        name: 'VIN search',
        requests: VINS.map((vin) => ({ url: `${apiBase}/api/level4/Vehicle?vin=${vin}` })),
        target: CATALOGUE_P99_TARGET_MS,
      },
      { name: `Board (${boards.length} boards in turn)`, requests: boards, target: CATALOGUE_P99_TARGET_MS },
      { name: `Batch prices (a board's parts, ${batches.length} boards in turn)`, requests: batches, target: CATALOGUE_P99_TARGET_MS },
      {
        name: 'Search by name',
        requests: SEARCH_QUERIES.map((query) => ({ url: `${apiBase}/api/Level4Product/Search?q=${query}` })),
        target: SEARCH_P99_TARGET_MS,
      },
      {
        // the board parts in turn, every other one with a VIN vehicle to judge the fit for
        name: `Where used (${BOARD_PARTS.length} parts in turn, half with a VIN)`,
        requests: BOARD_PARTS.map((sku, index) => ({
          url: `${apiBase}/api/Level4Product/WhereUsed?sku=${sku}${index % 2 === 0 ? `&vin=${VINS[index % VINS.length] ?? ''}` : ''}`,
        })),
        target: WHERE_USED_P99_TARGET_MS,
      },
    ];
    const paced: PacedRow[] = [];
    for (const read of reads) {
      await settle(apiBase);
      await evenlyPaced(read.requests, headers, SEARCH_PACED_RATE, read.requests.length * 2);
      const ticksBefore = treeTicks(api.pid);
      const answers = await evenlyPaced(read.requests, headers, SEARCH_PACED_RATE, SEARCH_PACED_RATE * SEARCH_SECONDS);
      const cpuMs = ((treeTicks(api.pid) - ticksBefore) * 1000) / TICKS_PER_SECOND / Math.max(1, answers.length);
      const latencies = answers.filter((latency): latency is number => latency !== null).sort((a, b) => a - b);
      paced.push({
        name: read.name,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        failed: answers.length - latencies.length,
        target: read.target,
        cpuMs,
      });
    }
    console.log(
      `\nCatalogue reads, ${SEARCH_PACED_RATE * SEARCH_SECONDS} of each sent evenly at ${SEARCH_PACED_RATE} requests/s (a few different requests in turn); ${DATA} demo data\n`,
    );
    console.log('| read | p50 | p99 | p99 target | API CPU per call |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of paced) {
      console.log(
        `| ${row.name} | ${row.p50.toFixed(1)} ms | ${row.p99.toFixed(1)} ms${failures(row)} | ${row.target} ms${pacedMet(row) ? '' : ' NOT met'} | ${row.cpuMs.toFixed(1)} ms |`,
      );
    }
    console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
    return { rows, paced };
  } finally {
    await Promise.all([stop(bare), stop(fastifyAlone), stop(api)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
