/** What the API benchmarks share (pnpm bench:api, pnpm bench:load). */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** The p-th percentile of latencies sorted ascending (nearest rank); NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** A TCP port of 127.0.0.1 free at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Waits until `url` answers (any status), failing when the child process ends first or after `timeoutMs`. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
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

/** Stops a server started by the bench (SIGTERM) and waits until it has ended. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The VINs searched in turn (the README's, whole and by their last seven characters). */
export const VINS = ['WDX3333333A100001', 'WDX4444444B200002', 'WDY5555555B200002', 'WKM1000000C300003', 'A100001', 'B200002'];

/** Clock ticks of a process (user + system), from /proc (Linux). */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Clock ticks per second of /proc's figures (Linux's USER_HZ). */
export const TICKS_PER_SECOND = 100;

/** The clock ticks (user + system) of a process and its children so far (the API and its instances); 0 without a pid. */
export function treeTicks(pid: number | undefined): number {
  if (pid === undefined) return 0;
  return [pid, ...childrenOf(pid)].reduce((sum, each) => sum + processTicks(each), 0);
}
