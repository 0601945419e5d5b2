/**
 * What the importer tells while it works: on a terminal one line redrawn (a bar of the bytes read,
 * counts and ETA); otherwise plain lines, one per step and one per 100,000 rows.
 */
export interface Progress {
  start(totalBytes: number): void;
  bytes(count: number): void;
  rows(file: string, rows: number): void;
  step(text: string): void;
  done(): void;
}

export const silentProgress: Progress = {
  start: () => undefined,
  bytes: () => undefined,
  rows: () => undefined,
  step: () => undefined,
  done: () => undefined,
};

export function streamProgress(out: NodeJS.WriteStream, now: () => number = Date.now): Progress {
  const tty = Boolean(out.isTTY);
  let total = 0;
  let read = 0;
  let started = now();
  let lastDraw = 0;
  const lastLogged = new Map<string, number>();
  const draw = (file: string, rows: number): void => {
    const time = now();
    if (time - lastDraw < 100) return;
    lastDraw = time;
    const share = total > 0 ? Math.min(1, read / total) : 0;
    const elapsed = (time - started) / 1000;
    const eta = share > 0.01 ? Math.round((elapsed / share) * (1 - share)) : undefined;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
    out.write(
      `\r[${bar}] ${(share * 100).toFixed(0).padStart(3)}% ${file} ${rows.toLocaleString('en')} rows${eta !== undefined ? `, ETA ${eta} s` : ''}\x1b[K`,
    );
  };
  return {
    start(totalBytes) {
      total = totalBytes;
      read = 0;
      started = now();
    },
    bytes(count) {
      read += count;
    },
    rows(file, rows) {
      if (tty) return draw(file, rows);
      const last = lastLogged.get(file) ?? 0;
      if (rows - last >= 100_000) {
        lastLogged.set(file, rows);
        out.write(`${file}: ${rows} rows\n`);
      }
    },
    step(text) {
      if (tty) out.write('\r\x1b[K');
      out.write(`${((now() - started) / 1000).toFixed(1).padStart(6)} s  ${text}\n`);
    },
    done() {
      if (tty) out.write('\r\x1b[K');
    },
  };
}
