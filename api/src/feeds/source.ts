import { createReadStream, promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Problem } from './messages';

/** Limits of a zipped feed (docs/feeds.md). */
export const ZIP_LIMITS = { entries: 100_000, totalBytes: 4 * 1024 ** 3 };

/** The files of a feed, by their path inside it ("parts.csv", "images/board-1.svg"). */
export interface FeedSource {
  readonly names: readonly string[];
  /** Expanded size in bytes (for progress). */
  size(name: string): number;
  open(name: string): Promise<Readable>;
  close(): void;
}

export type Opened = { source: FeedSource; problems: [] } | { source?: undefined; problems: Problem[] };

export async function openFeed(path: string, limits = ZIP_LIMITS): Promise<Opened> {
  const stat = await fs.stat(path).catch(() => undefined);
  if (stat?.isDirectory()) return { source: await openFolder(path), problems: [] };
  if (stat?.isFile() && path.toLowerCase().endsWith('.zip')) return openZip(path, limits);
  return { problems: [{ file: path, reason: { code: 'not-a-feed' } }] };
}

async function openFolder(root: string): Promise<FeedSource> {
  const sizes = new Map<string, number>();
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(dir, entry.name), name);
      else if (entry.isFile()) sizes.set(name, (await fs.stat(join(dir, entry.name))).size);
    }
  };
  await walk(root, '');
  return {
    names: [...sizes.keys()].sort(),
    size: (name) => sizes.get(name) ?? 0,
    open: async (name) => createReadStream(join(root, ...name.split('/'))),
    close: () => undefined,
  };
}

/** A safe relative entry name: no absolute path, no "..", no backslash, no drive letter. */
function safeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..');
}

function openZip(path: string, limits: typeof ZIP_LIMITS): Promise<Opened> {
  return new Promise((resolve) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) return resolve({ problems: [{ file: path, reason: { code: 'zip', detail: error?.message ?? 'unknown' } }] });
        const entries = new Map<string, yauzl.Entry>();
        const problems: Problem[] = [];
        let total = 0;
        const fail = (problem: Problem): void => {
          zip.close();
          resolve({ problems: [...problems, problem] });
        };
        zip.on('error', (e: Error) => {
          // yauzl refuses unsafe names itself ("invalid relative path: ../x", "absolute path: /x", "invalid characters in fileName: a\\b")
          const unsafe = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/.exec(e.message);
          fail(
            unsafe
              ? { file: unsafe[2] ?? '', reason: { code: 'zip-entry-name' } }
              : { file: path, reason: { code: 'zip', detail: e.message } },
          );
        });
        zip.on('entry', (entry: yauzl.Entry) => {
          if (entries.size + problems.length >= limits.entries)
            return fail({ file: path, reason: { code: 'zip-too-many', limit: limits.entries } });
          const name = entry.fileName;
          if (!safeEntryName(name)) problems.push({ file: name, reason: { code: 'zip-entry-name' } });
          else if (!name.endsWith('/')) {
            total += entry.uncompressedSize;
            if (total > limits.totalBytes) return fail({ file: path, reason: { code: 'zip-too-large', limit: limits.totalBytes } });
            entries.set(name, entry);
          }
          zip.readEntry();
        });
        zip.on('end', () => {
          if (problems.length > 0) {
            zip.close();
            return resolve({ problems });
          }
          // the feed may be the zip's root or one folder at its root
          const tops = new Set([...entries.keys()].map((name) => name.split('/')[0]));
          const single = tops.size === 1 && ![...entries.keys()].some((name) => !name.includes('/')) ? `${[...tops][0]}/` : '';
          const byName = new Map([...entries].map(([name, entry]) => [single ? name.slice(single.length) : name, entry]));
          let expanded = 0;
          resolve({
            problems: [],
            source: {
              names: [...byName.keys()].sort(),
              size: (name) => byName.get(name)?.uncompressedSize ?? 0,
              open: (name) =>
                new Promise((ok, ko) => {
                  const entry = byName.get(name);
                  if (!entry) return ko(new Error(`${name}: not in the zip`));
                  zip.openReadStream(entry, (e, stream) => {
                    if (e || !stream) return ko(e ?? new Error(name));
                    // yauzl checks each entry's real size against its header (validateEntrySizes); this counts them all
                    stream.on('data', (chunk: Buffer) => {
                      expanded += chunk.length;
                      if (expanded > limits.totalBytes) stream.destroy(new Error(`zip expands past ${limits.totalBytes} bytes`));
                    });
                    ok(stream);
                  });
                }),
              close: () => zip.close(),
            },
          });
        });
        zip.readEntry();
      },
    );
  });
}
