/**
 * The front ends share valibot as the kernel's facade (shared-kernel/src/valibot.js): a list of the
 * functions they call, provided by the host. A function missing from it would be undefined at run
 * time in a remote page (a shared module's exports are not checked by the build), so every valibot
 * function the front ends' code calls (`v.<name>`) and the forms' valibotResolver imports is listed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const FACADE = path.join(ROOT, 'shared-kernel', 'src', 'valibot.js');
/** valibot as the kernel depends on it (the facade's package; the workspace root does not list it). */
const valibot = createRequire(path.join(ROOT, 'shared-kernel', 'package.json'))('valibot') as Record<string, unknown>;
/** What webpack builds for the browser: the contract, the kernel, the host and every remote. */
const FRONT_END_SOURCES = ['contract', 'shared-kernel', 'host', ...fs.readdirSync(ROOT).filter((dir) => dir.startsWith('remote-'))].map(
  (dir) => path.join(ROOT, dir, 'src'),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function facadeExports(): Set<string> {
  const list = /export\s*\{([^}]*)\}\s*from\s*'valibot-es'/.exec(fs.readFileSync(FACADE, 'utf8'))?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** The functions called as `v.<name>` (types are capitalised: `v.InferOutput`). */
function calledFunctions(): Set<string> {
  const called = new Set<string>();
  for (const file of FRONT_END_SOURCES.flatMap(sourceFiles)) {
    const code = fs.readFileSync(file, 'utf8');
    if (!/import \* as v from 'valibot'/.test(code)) continue;
    for (const match of code.matchAll(/\bv\.([a-z]\w*)/g)) called.add(match[1]!);
  }
  return called;
}

/** What @hookform/resolvers/valibot imports from valibot (the forms of the account and cart remotes). */
function resolverImports(): string[] {
  const resolverDir = path.dirname(require.resolve('@hookform/resolvers/valibot', { paths: [path.join(ROOT, 'remote-account')] }));
  const code = fs.readFileSync(path.join(resolverDir, 'valibot.mjs'), 'utf8');
  const list = /import\s*\{([^}]*)\}\s*from\s*"valibot"/.exec(code)?.[1] ?? '';
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!)
    .filter(Boolean);
}

test('the facade lists every valibot function the front ends call', () => {
  const listed = facadeExports();
  const called = [...calledFunctions()];
  expect(called.length).toBeGreaterThan(10);
  expect(called.filter((name) => !listed.has(name))).toEqual([]);
});

test('the facade lists what the forms valibotResolver imports', () => {
  const imports = resolverImports();
  expect(imports).toEqual(expect.arrayContaining(['safeParseAsync']));
  expect(imports.filter((name) => !facadeExports().has(name))).toEqual([]);
});

test('every name of the facade is a function of valibot', () => {
  expect([...facadeExports()].filter((name) => typeof valibot[name] !== 'function')).toEqual([]);
});
