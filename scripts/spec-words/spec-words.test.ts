import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEC_WORDS, type App } from './spec-words';

/**
 * SPEC's English words are verbatim requirements: each one must be the English text of the key that
 * shows it, in the app that shows it, and that key must be one the app's code asks for. A locale file
 * that drifts from SPEC ('Gross Catalogue Price' for 'Gross Catalog Price') fails here.
 */
const ROOT = path.join(__dirname, '..', '..');

const APPS: Record<App, { locale: string; source: string }> = {
  host: { locale: 'host/src/locales/en.json', source: 'host/src' },
  // the shell's start words, in main.js beside the boot (its other texts load in the language shown)
  'host-boot': { locale: 'host/src/locales/boot/en.json', source: 'host/src' },
  kernel: { locale: 'shared-kernel/src/locales/en.json', source: 'shared-kernel/src' },
  'kernel-messages': { locale: 'shared-kernel/src/messages/locales/en.json', source: 'shared-kernel/src' },
  catalog: { locale: 'remote-catalog/src/locales/en.json', source: 'remote-catalog/src' },
  'cart-checkout': { locale: 'remote-cart-checkout/src/locales/en.json', source: 'remote-cart-checkout/src' },
  account: { locale: 'remote-account/src/locales/en.json', source: 'remote-account/src' },
};

type Tree = { [key: string]: string | Tree };

const locales = new Map<App, Tree>();
function locale(app: App): Tree {
  let tree = locales.get(app);
  if (!tree) {
    tree = JSON.parse(readFileSync(path.join(ROOT, APPS[app].locale), 'utf8')) as Tree;
    locales.set(app, tree);
  }
  return tree;
}

/** The value at a dotted key; a key segment may hold spaces ('status.Not yet shipped'). */
function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const sources = new Map<App, string>();
/** The app's own code and page (tests and test support left out), as one text. */
function source(app: App): string {
  let text = sources.get(app);
  if (text === undefined) {
    const dir = path.join(ROOT, APPS[app].source);
    const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (file) => /\.(tsx?|html)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('test-support'),
    );
    text = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
    sources.set(app, text);
  }
  return text;
}

const rows = SPEC_WORDS.flatMap((word) => word.shownBy.map((shown) => ({ ...word, ...shown })));

test.each(rows)("SPEC $where: '$text' is the English of $app's $key", ({ text, app, key }) => {
  expect(valueAt(locale(app), key)).toBe(text);
});

test.each(rows)("$app's code asks for $key (the key that shows '$text')", ({ app, key, via }) => {
  const code = source(app);
  const written = [`'${key}'`, `"${key}"`, `\`${key}\``, `:${key}'`].some((form) => code.includes(form));
  expect(written || (via !== undefined && code.includes(via))).toBe(true);
});

test('every word of the list is a text without outer spaces, shown by at least one key', () => {
  for (const word of SPEC_WORDS) {
    expect(word.text.trim()).toBe(word.text);
    expect(word.text).not.toBe('');
    expect(word.shownBy.length).toBeGreaterThan(0);
  }
});
