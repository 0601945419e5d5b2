/**
 * `pnpm typecheck`: every package type-checked (`tsc --noEmit`), and the remotes' declarations
 * generated for the host (scripts/remote-types.ts) before the host is checked against them. The tsc
 * runs are independent but for that one order, so they run side by side, as many at once as the
 * machine has cores (TYPECHECK_JOBS sets another number); each run's errors are printed as tsc
 * prints them, and the command fails when any run fails.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { generateRemoteTypes } from './remote-types';

const TSC = require.resolve('typescript/bin/tsc');
/** The projects checked as they are; the host comes after the remotes' types. */
const PROJECTS = ['api', 'contract', 'contract/test', 'shared-kernel', 'e2e', 'scripts', 'host/service-worker'];

const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when fewer than `jobs` are running. */
async function slot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= jobs) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await job();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function check(project: string): Promise<void> {
  return slot(
    () =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        execFile(
          process.execPath,
          [TSC, '--noEmit', '-p', path.join(ROOT, project)],
          { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) => {
            process.stdout.write(stdout);
            process.stderr.write(stderr);
            if (error) return reject(new Error(`tsc --noEmit -p ${project} failed`));
            console.log(`typecheck: ${project} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
            resolve();
          },
        );
      }),
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const results = await Promise.allSettled([
    // the remotes first: their declarations are the host's input, and each takes longest
    generateRemoteTypes(slot).then(() => check('host')),
    ...PROJECTS.map((project) => check(project)),
  ]);
  const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : reason);
  if (failed.length > 0) process.exit(1);
  console.log(`typecheck: every package, ${jobs} at a time, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

void main();
