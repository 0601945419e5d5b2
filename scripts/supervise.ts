/**
 * Keeps one child process running, as `pnpm start` does with the API: a child that ends on its
 * own is started again after a pause that doubles with each quick crash (says so on the console);
 * after too many quick crashes in a row it gives up with a clear message. A stop (SIGINT/SIGTERM)
 * is passed to the child, which finishes the requests in flight, and ends the supervisor with it.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface SuperviseOptions {
  /** What the child is, in messages ("API"). */
  name: string;
  command: string;
  args: readonly string[];
  spawnOptions: SpawnOptions;
  /** A child that ran less than this before ending crashed quickly (counts toward giving up). */
  quickCrashMs?: number;
  /** Quick crashes in a row after which no restart is tried. */
  maxQuickCrashes?: number;
  /** The first pause before a restart; doubled after each quick crash, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  log?: (line: string) => void;
  /** Called once when supervision ends, with the exit code the supervisor should end with. */
  onEnd: (code: number) => void;
}

export const SUPERVISE_DEFAULTS = { quickCrashMs: 10_000, maxQuickCrashes: 5, firstDelayMs: 1000, maxDelayMs: 30_000 } as const;

const describeExit = (code: number | null, signal: NodeJS.Signals | null): string => (signal ? `signal ${signal}` : `code ${code ?? '?'}`);

export function supervise(options: SuperviseOptions): { stop(signal: NodeJS.Signals): void } {
  const { quickCrashMs, maxQuickCrashes, firstDelayMs, maxDelayMs } = { ...SUPERVISE_DEFAULTS, ...options };
  const log = options.log ?? ((line: string) => console.error(line));
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let quickCrashes = 0;
  let ended = false;

  const end = (code: number) => {
    if (ended) return;
    ended = true;
    options.onEnd(code);
  };

  const start = () => {
    restartTimer = undefined;
    if (stopping) return;
    const startedAt = Date.now();
    const current = spawn(options.command, [...options.args], options.spawnOptions);
    child = current;
    log(`${options.name} started (pid ${current.pid ?? '?'})`);
    current.once('error', (error) => log(`${options.name} could not be started: ${error.message}`));
    current.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) {
        end(signal ? 0 : (code ?? 0));
        return;
      }
      const ranMs = Date.now() - startedAt;
      quickCrashes = ranMs < quickCrashMs ? quickCrashes + 1 : 0;
      if (quickCrashes >= maxQuickCrashes) {
        log(
          `${options.name} ended (${describeExit(code, signal)}) ${quickCrashes} times in a row within ${quickCrashMs / 1000} s of starting: ` +
            'not restarting it again. Its messages above say why.',
        );
        end(1);
        return;
      }
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, quickCrashes - 1));
      restartTimer = setTimeout(start, delay);
      log(`${options.name} ended unexpectedly (${describeExit(code, signal)}); restarting it in ${(delay / 1000).toFixed(1)} s`);
    });
  };

  start();
  return {
    stop(signal) {
      // once: Ctrl-C reaches every process of the terminal, and tsx and pnpm pass signals on too
      // (the API ends itself if its requests in flight take too long)
      if (stopping) return;
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      if (child) {
        log(`Stopping the ${options.name} (${signal}): finishing the requests in flight`);
        child.kill(signal);
      } else end(0);
    },
  };
}
