/**
 * `pnpm test`: every check of the repository, stopping at the first that fails, and a table of each
 * step's time at the end (also when a step fails).
 *
 * lint, typecheck (tsc runs side by side), the unit, component and API tests on SQLite (jest), the
 * API tests again on PostgreSQL (TEST_DATABASE_URL), the production build, the end-to-end journeys
 * (parallel workers, with and without the API's extensions, in one Playwright run) and the page
 * weight bench. The SQLite run is given no TEST_DATABASE_URL, so that exporting it for the
 * PostgreSQL run does not turn the SQLite run into a second PostgreSQL run.
 *
 * Three lanes run side by side (issue 24: the journeys leave part of the machine's CPU idle,
 * waiting on pages, so the other checks run in that time):
 * - the shop: build, then the end-to-end journeys; its output is shown as it comes;
 * - the checks: lint and typecheck, niced (below), so that they take the CPU the build and the
 *   journeys leave idle rather than the CPU those wait for;
 * - the tests on the build: jest, the API tests on PostgreSQL and the bench, one after another, from
 *   the end of the build (jest's component tests, with their own time limits, at normal priority).
 * The output of a step of the last two lanes is shown whole when the step ends, so lanes never
 * interleave line by line. PNPM_TEST_SERIAL=1 runs the steps one after another in the order lint,
 * typecheck, jest, PostgreSQL, build, e2e, bench (for a machine too loaded to run them side by side).
 * jest and the bench wait for the build (jest's scripts/start.test.ts runs `pnpm start`, which
 * compiles api/dist when it is missing, and must not do so while the build writes it; the bench
 * measures deploy/). The first step that fails stops the other lanes (their running steps are ended).
 * Measured on this 2-core machine (stop 33, same suite, one run each, at the same hour): jest
 * waiting behind typecheck in one lane, 742 s (once the build took 37 s instead of 76, the journeys
 * starved the niced typecheck for 181 s, and jest started only then); these three lanes, 672 s.
 * Also measured and dropped: the PostgreSQL tests beside the journeys, 653 s (they took 303 s
 * instead of 62: each query waits for a core); the bench after the journeys in the shop's lane, 674 s
 * (jest beside it took 438 s instead of 303); the PostgreSQL tests in a lane of their own, 660 s.
 *
 * What a fresh machine (Node 20 and npm) lacks, the steps get themselves: without TEST_DATABASE_URL
 * the PostgreSQL step runs a throwaway PostgreSQL of its own (api/scripts/test-postgres.ts), and
 * first of all (so that a machine without it stops at once, not after the build) a missing Chromium
 * is installed from Debian's packages when running as root on Debian (e2e/support/browser.ts),
 * otherwise the run stops saying how to get one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureChromium, ensureHeadlessShell } from '../e2e/support/browser';

interface Step {
  name: string;
  script: string;
  env?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  /** Shown as it comes (true) or whole when the step ends. */
  live?: boolean;
  /** Starts only after the build has passed. */
  afterBuild?: boolean;
  /** Runs niced: CPU-heavy, with no time limits to miss (lint, typecheck). */
  niced?: boolean;
}

const withoutDatabaseUrl = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { TEST_DATABASE_URL: _unused, ...rest } = env;
  return rest;
};

const BUILD = 'build';
/** The priority of lint and typecheck beside the journeys' lane (which runs at this script's own). */
const CHECKS_NICENESS = 10;
/** PNPM_TEST_SERIAL=1: every step one after another, each shown as it runs (a machine too loaded for the lanes). */
const SERIAL = process.env.PNPM_TEST_SERIAL === '1';

const SIDE_BY_SIDE: Step[][] = [
  [
    { name: BUILD, script: 'build', live: true },
    { name: 'e2e (extensions on and off)', script: 'e2e', live: true },
  ],
  [
    { name: 'lint', script: 'lint', niced: true },
    { name: 'typecheck', script: 'typecheck', niced: true },
  ],
  [
    { name: 'unit and API tests on SQLite (jest)', script: 'test:unit', env: withoutDatabaseUrl, afterBuild: true },
    { name: 'API tests on PostgreSQL', script: 'test:api:pg' },
    { name: 'bench', script: 'bench', afterBuild: true },
  ],
];

const LANES: Step[][] = SERIAL
  ? [
      [...SIDE_BY_SIDE[1]!, ...SIDE_BY_SIDE[2]!.slice(0, 2), SIDE_BY_SIDE[0]![0]!, SIDE_BY_SIDE[0]![1]!, SIDE_BY_SIDE[2]![2]!].map(
        (step) => ({ ...step, live: true, afterBuild: false }),
      ),
    ]
  : SIDE_BY_SIDE;

interface Timing {
  name: string;
  seconds: number;
  result: 'ok' | 'FAILED' | 'stopped';
}

const running = new Set<ChildProcess>();
let stopping = false;

/** Ends every running step: each runs in its own process group (pnpm, its node, the browsers). */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  stopping = true;
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const env = step.env ? step.env(process.env) : process.env;
    // lint and typecheck fill the CPU the build and the journeys leave idle: niced (nice(1), so pnpm
    // and every process under it start at that priority), so the journeys, whose waits have time
    // limits, get the CPU first
    const niced = step.niced === true && !SERIAL && process.platform !== 'win32';
    const [command, args] = niced ? ['nice', ['-n', String(CHECKS_NICENESS), 'pnpm', 'run', step.script]] : ['pnpm', ['run', step.script]];
    const child = spawn(command, args, { stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env, detached: true });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) => {
      running.delete(child);
      if (!step.live) {
        console.log(`\n== pnpm test: ${step.name} (pnpm ${step.script}), its output:`);
        process.stdout.write(output);
      }
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const times: Timing[] = [];

  console.log('\n== pnpm test: Chromium for e2e and bench');
  const found = ensureChromium();
  times.push({ name: 'Chromium for e2e and bench', seconds: (Date.now() - started) / 1000, result: 'error' in found ? 'FAILED' : 'ok' });
  if ('error' in found) console.error(`pnpm test: ${found.error}`);
  else {
    console.log(`Chromium: ${found.path}`);
    // the journeys' browser: the headless shell of the same Chromium, when it is or can be installed
    const shell = ensureHeadlessShell();
    console.log(
      shell
        ? `Chromium for the journeys: ${shell}`
        : `Chromium for the journeys: ${found.path} (no headless shell: apt-get install -y chromium-headless-shell)`,
    );
  }

  let failed = 'error' in found;
  let markBuilt: (ok: boolean) => void = () => undefined;
  const built = new Promise<boolean>((resolve) => (markBuilt = resolve));

  async function lane(steps: Step[]): Promise<void> {
    for (const step of steps) {
      if (step.afterBuild && !(await built)) return;
      if (failed || stopping) return;
      const stepStarted = Date.now();
      console.log(`\n== pnpm test: ${step.name} (pnpm ${step.script})${step.live ? '' : ', output when it ends'}`);
      const code = await run(step);
      // a step ended by another's failure (or by Ctrl-C) is marked stopped, not failed
      const result = code === 0 ? 'ok' : stopping ? 'stopped' : 'FAILED';
      times.push({ name: step.name, seconds: (Date.now() - stepStarted) / 1000, result });
      if (step.name === BUILD) markBuilt(code === 0);
      if (code !== 0) {
        if (result === 'FAILED') {
          failed = true;
          stopAll();
        }
        return;
      }
    }
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      failed = true;
      stopAll(signal);
    });
  }

  if (!failed) {
    // a lane waiting for the build goes on (to its end) once the shop's lane has ended without one
    // (only that lane: the checks' lane may well end before the build has)
    await Promise.all(LANES.map((steps) => lane(steps).finally(() => steps.some((step) => step.name === BUILD) && markBuilt(false))));
  }

  const width = Math.max(...times.map((time) => time.name.length), 'total'.length);
  console.log(
    `\npnpm test, time per step${SERIAL ? ' (one after another)' : ' (the lanes run side by side, so the steps add up to more than the total)'}:`,
  );
  for (const { name, seconds, result } of times)
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${result === 'ok' ? '' : `  ${result}`}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return failed || times.some((time) => time.result !== 'ok') ? 1 : 0;
}

void main().then((code) => process.exit(code));
