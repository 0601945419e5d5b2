import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import type { Reason } from './messages';

/** The longest line a feed may have (docs/feeds.md): a 100 MB line is refused after 64 KiB read. */
const MAX_LINE_BYTES = 64 * 1024;

/** A problem that ends the reading of a file (its encoding, a line too long, broken quoting). */
export class CsvStop extends Error {
  constructor(
    readonly line: number,
    readonly reason: Reason,
  ) {
    super(reason.code);
  }
}

export interface CsvRecord {
  line: number;
  values: string[];
}

/**
 * The records of a CSV file as they stream in (header first), UTF-8 checked as bytes arrive, the
 * separator (`;` or `,`) taken from the header line. Memory: one chunk and one line at most.
 */
export async function* csvRecords(stream: Readable, onBytes: (bytes: number) => void = () => undefined): AsyncGenerator<CsvRecord> {
  try {
    yield* records(stream, onBytes);
  } finally {
    // a file left early (a problem, a missing column) is closed
    stream.destroy();
  }
}

async function* records(stream: Readable, onBytes: (bytes: number) => void): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let linesSoFar = 1;
  let first = '';
  let pendingLine = 0;
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

  const decode = (chunk: Buffer, final = false): string => {
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: !final });
    } catch {
      const lossy = new TextDecoder('utf-8').decode(chunk);
      const at = lossy.indexOf('\uFFFD');
      throw new CsvStop(linesSoFar + countNewlines(lossy.slice(0, at < 0 ? lossy.length : at)), { code: 'encoding' });
    }
    linesSoFar += countNewlines(text);
    // a line without its end: bounded here too (csv-parse bounds the records it builds)
    const lastBreak = text.lastIndexOf('\n');
    pendingLine = lastBreak < 0 ? pendingLine + text.length : text.length - lastBreak - 1;
    if (pendingLine > MAX_LINE_BYTES) throw new CsvStop(linesSoFar, { code: 'line-too-long', limit: MAX_LINE_BYTES });
    return text;
  };

  // the header line decides the separator
  for (;;) {
    const next = await chunks.next();
    if (next.done) {
      first += decode(Buffer.alloc(0), true);
      break;
    }
    onBytes(next.value.length);
    first += decode(next.value);
    if (first.includes('\n')) break;
  }
  if (first.charCodeAt(0) === 0xfeff) first = first.slice(1);
  if (first.trim().length === 0) throw new CsvStop(1, { code: 'empty-file' });
  const header = first.split('\n', 1)[0] ?? '';
  const delimiter = count(header, ';') > count(header, ',') ? ';' : ',';

  async function* text(): AsyncGenerator<string> {
    yield first;
    for (;;) {
      const next = await chunks.next();
      if (next.done) {
        const rest = decode(Buffer.alloc(0), true);
        if (rest) yield rest;
        return;
      }
      onBytes(next.value.length);
      yield decode(next.value);
    }
  }

  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_LINE_BYTES,
    info: true,
    trim: false,
  });
  const input = Readable.from(text());
  // a problem found while decoding ends the parse with it
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: item.info.lines, values: item.record };
    }
  } catch (error) {
    if (error instanceof CsvStop) throw error;
    const e = error as { code?: string; lines?: number; message?: string };
    if (e.code === 'CSV_MAX_RECORD_SIZE') throw new CsvStop(e.lines ?? linesSoFar, { code: 'line-too-long', limit: MAX_LINE_BYTES });
    throw new CsvStop(e.lines ?? linesSoFar, { code: 'csv', detail: e.code ?? e.message ?? 'error' });
  } finally {
    input.destroy();
  }
}

const countNewlines = (text: string): number => count(text, '\n');

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) n++;
  return n;
}
