/**
 * `pnpm test`: every check of the repository, one after another, stopping at the first that fails,
 * and a table of each step's time at the end (also when a step fails).
 *
 * lint, typecheck (tsc runs side by side), the unit, component and API tests on SQLite (jest), the
 * API tests again on PostgreSQL (TEST_DATABASE_URL), the production build, the end-to-end journeys
 * (parallel workers, with and without the API's extensions, in one Playwright run) and the page
 * weight bench. The SQLite run is given no TEST_DATABASE_URL, so that exporting it for the
 * PostgreSQL run does not turn the SQLite run into a second PostgreSQL run.
 *
 * What a fresh machine (Node 20 and npm) lacks, the steps get themselves: without TEST_DATABASE_URL
 * the PostgreSQL step runs a throwaway PostgreSQL of its own (api/scripts/test-postgres.ts), and
 * first of all (so that a machine without it stops at once, not after the build) a missing Chromium
 * is installed from Debian's packages when running as root on Debian (e2e/support/browser.ts),
 * otherwise the run stops saying how to get one.
 */
import { spawn } from 'node:child_process';
import { ensureChromium } from '../e2e/support/browser';

type Step =
  | { name: string; script: string; env?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv }
  /** a step of this script itself: a message stops the run there */
  | { name: string; check: () => string | undefined };

const chromium = (): string | undefined => {
  const found = ensureChromium();
  if ('error' in found) return found.error;
  console.log(`Chromium: ${found.path}`);
  return undefined;
};

const withoutDatabaseUrl = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { TEST_DATABASE_URL: _unused, ...rest } = env;
  return rest;
};

const STEPS: Step[] = [
  { name: 'Chromium for e2e and bench', check: chromium },
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit and API tests on SQLite (jest)', script: 'test:unit', env: withoutDatabaseUrl },
  { name: 'API tests on PostgreSQL', script: 'test:api:pg' },
  { name: 'build', script: 'build' },
  { name: 'e2e (extensions on and off)', script: 'e2e' },
  { name: 'bench', script: 'bench' },
];

function run(step: Extract<Step, { script: string }>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', step.script], { stdio: 'inherit', env: step.env ? step.env(process.env) : process.env });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const times: { name: string; seconds: number; ok: boolean }[] = [];
  let code = 0;
  for (const step of STEPS) {
    const stepStarted = Date.now();
    if ('check' in step) {
      console.log(`\n== pnpm test: ${step.name}`);
      const problem = step.check();
      if (problem) console.error(`pnpm test: ${problem}`);
      code = problem ? 1 : 0;
    } else {
      console.log(`\n== pnpm test: ${step.name} (pnpm ${step.script})`);
      code = await run(step);
    }
    times.push({ name: step.name, seconds: (Date.now() - stepStarted) / 1000, ok: code === 0 });
    if (code !== 0) break;
  }
  const width = Math.max(...STEPS.map((step) => step.name.length));
  console.log('\npnpm test, time per step:');
  for (const { name, seconds, ok } of times)
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return code;
}

void main().then((code) => process.exit(code));
