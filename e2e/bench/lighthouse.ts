/**
 * `pnpm bench:lighthouse`: Lighthouse performance scores (desktop preset) of /login and, signed
 * in, of /, the product page of part 99110000001 and /cart with one line, on the production build
 * served as `pnpm start` serves it, in Debian's Chromium. Prints the scores and their metrics;
 * asserts nothing (scores move with the machine's load). Slow: not part of `pnpm test`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { freePort, startShop } from '../support/shop';
import { fillCart, resolveProductPage, signIn } from './measure';

interface Score {
  page: string;
  score: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  si: string;
}

async function main() {
  const shop = await startShop();
  const scores: Score[] = [];
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const setup = await (await browser.newContext({ baseURL: shop.baseURL })).newPage();
    const token = await signIn(setup.request, shop.baseURL);
    const productPath = await resolveProductPage(setup, token);
    await fillCart(setup.request, shop.baseURL, token);
    await browser.close();

    const pages = [
      { name: 'login', path: '/login', token: null },
      { name: 'home', path: '/', token },
      { name: 'product', path: productPath, token },
      { name: 'cart (1 line)', path: '/cart', token },
    ];
    for (const page of pages) {
      // a fresh profile per page (an empty cache) holding the session: localStorage set on a page
      // of the shop's origin that loads none of its code
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-lighthouse-'));
      try {
        const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS });
        const origin = await context.newPage();
        await origin.goto(`${shop.baseURL}/api/config`);
        if (page.token) await origin.evaluate((value) => window.localStorage.setItem('token', value), page.token);
        await context.close();
        const { categories, audits } = await withChromium(profile, (port) => runLighthouse(`${shop.baseURL}${page.path}`, port));
        const value = (id: string) => audits[id]?.displayValue ?? '?';
        scores.push({
          page: page.name,
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
        });
      } finally {
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await shop.stop();
  }
  console.log('\nLighthouse performance, desktop preset (scores vary with the machine and its load)');
  console.log(
    `${'page'.padEnd(14)}  score  ${'FCP'.padStart(7)}  ${'LCP'.padStart(7)}  ${'TBT'.padStart(7)}  ${'CLS'.padStart(6)}  ${'SI'.padStart(7)}`,
  );
  for (const s of scores) {
    console.log(
      `${s.page.padEnd(14)}  ${String(s.score).padStart(5)}  ${s.fcp.padStart(7)}  ${s.lcp.padStart(7)}  ${s.tbt.padStart(7)}  ${s.cls.padStart(6)}  ${s.si.padStart(7)}`,
    );
  }
}

/** Debian's Chromium on a profile with its debugging port open, for as long as `run` runs. */
async function withChromium<T>(profile: string, run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const chrome = spawn(
    chromiumPath(),
    [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(port);
    return await run(port);
  } finally {
    chrome.kill();
    await new Promise((r) => setTimeout(r, 300));
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string } | undefined>;
}

/**
 * Lighthouse's own command line in plain node (tsx would rename the functions Lighthouse runs
 * inside the page), on the Chromium this script started.
 */
async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const args = [
    cli,
    url,
    `--port=${port}`,
    '--preset=desktop',
    '--only-categories=performance',
    '--disable-storage-reset',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const timer = setTimeout(() => child.kill(), 180_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${code}):\n${err.slice(-2000)}`);
  return JSON.parse(out) as LighthouseResult;
}

async function waitForDebugger(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
