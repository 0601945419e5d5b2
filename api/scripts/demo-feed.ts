/**
 * Writes the demo catalogue and vehicles as a full feed folder (docs/feeds.md), straight from the
 * demo generator, without a database:
 *   pnpm demo:feed <small|large|huge> <folder>
 * `pnpm feed:import <folder>` loads it (as `pnpm start` does for its demo data).
 */
import { resolve } from 'node:path';
import { writeDemoFeed } from '../src/demo/feed';
import { DEMO_SIZES, isDemoSize } from '../src/demo/seed';

async function main(): Promise<number> {
  const [size = '', folder, ...rest] = process.argv.slice(2);
  if (!isDemoSize(size) || !folder || rest.length > 0) {
    process.stderr.write(`usage: pnpm demo:feed <${DEMO_SIZES.join('|')}> <folder>\n`);
    return 2;
  }
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const started = Date.now();
  const { lines } = await writeDemoFeed(size, dir);
  for (const [file, n] of Object.entries(lines)) process.stdout.write(`${file}: ${n}\n`);
  process.stdout.write(`${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
