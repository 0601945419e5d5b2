/**
 * The API as production runs it: api/src compiled to JavaScript (CommonJS) in api/dist, with the
 * contract package it imports compiled beside it (api/dist/contract), so that `node
 * api/dist/main.js` runs without tsx or any TypeScript at run time. swc transpiles file by file
 * (the sources are isolatedModules); `pnpm typecheck` is what checks the types.
 */
import { transformFileSync, type Options } from '@swc/core';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export const API_SOURCES = path.join(ROOT, 'api', 'src');
export const CONTRACT_SOURCES = path.join(ROOT, 'contract', 'src');
export const API_DIST = path.join(ROOT, 'api', 'dist');
export const API_MAIN = path.join(API_DIST, 'main.js');
const CONTRACT_DIST = path.join(API_DIST, 'contract');

const SWC: Options = {
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022', keepClassNames: true },
  module: { type: 'commonjs', strict: true },
  sourceMaps: true,
};

function sourcesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(full);
    return entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `@parts/contract/<name>` as a path relative to the compiled file: the compiled contract, not its TypeScript sources. */
function linkContract(code: string, outFile: string): string {
  const linked = code.replace(
    /(require\(|import\()(["'])@parts\/contract\/([\w-]+)\2/g,
    (_match, call: string, quote: string, name: string) => {
      let relative = path.relative(path.dirname(outFile), path.join(CONTRACT_DIST, name)).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${call}${quote}${relative}${quote}`;
    },
  );
  const left = /(?:require\(|import\()["'](@parts\/[^"']+)/.exec(linked);
  if (left) throw new Error(`${outFile}: ${left[1]} is neither the contract nor compiled with the API`);
  return linked;
}

function compileTree(sourceDir: string, outDir: string): number {
  const files = sourcesIn(sourceDir);
  for (const file of files) {
    const outFile = path.join(outDir, path.relative(sourceDir, file)).replace(/\.ts$/, '.js');
    const { code, map } = transformFileSync(file, { ...SWC, filename: file, sourceFileName: path.relative(path.dirname(outFile), file) });
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, `${linkContract(code, outFile)}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
    if (map) fs.writeFileSync(`${outFile}.map`, map);
  }
  return files.length;
}

/** Compiles the API and the contract into api/dist (emptied first: a removed source leaves no stale file). */
export function buildApi(): void {
  const started = Date.now();
  fs.rmSync(API_DIST, { recursive: true, force: true });
  const count = compileTree(API_SOURCES, API_DIST) + compileTree(CONTRACT_SOURCES, CONTRACT_DIST);
  console.log(`Compiled the API (${count} files) into ${path.relative(ROOT, API_DIST)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function newest(dir: string): number {
  return sourcesIn(dir).reduce((latest, file) => Math.max(latest, fs.statSync(file).mtimeMs), 0);
}

/** Whether api/dist is missing or older than a source of the API or the contract. */
export function apiNeedsBuild(): boolean {
  if (!fs.existsSync(API_MAIN)) return true;
  const built = fs.statSync(API_MAIN).mtimeMs;
  return newest(API_SOURCES) > built || newest(CONTRACT_SOURCES) > built;
}

if (require.main === module) buildApi();
