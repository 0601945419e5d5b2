/** Runs a long-lived dev command (pnpm dev:remote, an app's dev) as a developer does, until stopped. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './shop';

export interface RunningCommand {
  output: () => string;
  /** Resolves with the first match of `pattern` in the output. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  stop: () => Promise<void>;
}

export function runDevCommand(
  script: string,
  args: string[],
  { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): RunningCommand {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: stopping it stops the API and dev servers it started
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    output: () => output,
    // checked on each piece of output; refused when the command has ended (its output all read) without it
    waitFor: (pattern, timeoutMs = 150_000) =>
      new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(limit);
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          child.off('close', ended);
        };
        const check = () => {
          const match = output.match(pattern);
          if (!match) return false;
          done();
          resolve(match);
          return true;
        };
        const ended = () => {
          if (check()) return;
          done();
          reject(new Error(`${script} exited with ${child.exitCode}:\n${output.slice(-3000)}`));
        };
        const limit = setTimeout(() => {
          done();
          reject(new Error(`${script} printed no ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`));
        }, timeoutMs);
        // after the listeners that add the chunk to the output
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        child.on('close', ended);
        if (!check() && child.exitCode !== null && child.stdout.readableEnded && child.stderr.readableEnded) ended();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
