import { createReadStream, createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A delta feed of the first `count` prices (each 1 PLN dearer) and stock figures of warehouse 1 (5 more) of `feed`. */
export async function deltaOf(feed: string, dir: string, count: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, kind: 'delta', created: new Date().toISOString(), version: 'bench-delta' }),
  );
  const copy = async (file: string, change: (cells: string[]) => string[] | undefined): Promise<void> => {
    const out = createWriteStream(join(dir, file));
    let n = 0;
    for await (const line of createInterface({ input: createReadStream(join(feed, file)) })) {
      if (n === 0) out.write(`${line}\n`);
      else {
        const cells = change(line.split(';'));
        if (!cells) continue;
        if (!out.write(`${cells.join(';')}\n`)) await once(out, 'drain');
      }
      if (++n > count) break;
    }
    out.end();
    await once(out, 'finish');
  };
  await copy('prices.csv', ([number = '', gross = '0']) => [number, (Number(gross) + 1).toFixed(2)]);
  await copy('stock.csv', ([number = '', warehouse = '', quantity = '0']) =>
    warehouse === '1' ? [number, warehouse, String(Number(quantity) + 5)] : undefined,
  );
}
