/**
 * One cold load of one page, measured the way issue 11 measures: CPU throttling over CDP, every
 * request counted until the network has been quiet for a while, and the page's own performance
 * entries (layout-shift, largest-contentful-paint, longtask) read at the end.
 */
import type { APIRequestContext, Page } from '@playwright/test';

export const KB = 1024;
/** Issue 11: no page may shift by more than this. */
export const MAX_CLS = 0.02;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 700;
/** Then this long more for late shifts (an image that decodes, a font, a late render). */
const SETTLE_MS = 700;

export interface BenchPage {
  name: string;
  path: string;
  /** A selector that exists once the page's own content is shown. */
  ready: string;
  /** Compressed JS budget in KB (pages without one are only checked for layout shift). */
  budgetKB?: number;
  signedIn: boolean;
  /** The cart is refilled with this many lines before the page is measured. */
  cartLines?: number;
}

export interface LoadMetrics {
  jsBytes: number;
  scripts: number;
  requests: number;
  cls: number;
  fcp: number;
  lcp: number;
  /** The element of the largest contentful paint (BENCH_VERBOSE=1 prints it). */
  lcpElement: string;
  tbt: number;
  /** The largest shifts and what moved, for finding their cause. */
  shifts: string;
  scriptList: string[];
}

interface PageEntries {
  cls: number;
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  shifts: string;
}

/** Runs in the page before any of its scripts: collects the entries the metrics are made of. */
function observe() {
  type ShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const state = {
    cls: 0,
    lcp: 0,
    lcpElement: '',
    fcp: 0,
    longTasks: [] as { start: number; duration: number }[],
    shifts: [] as { value: number; what: string }[],
  };
  (window as unknown as { __bench: typeof state }).__bench = state;
  const describe = (node: Node | null | undefined): string => {
    if (!node || !(node instanceof Element)) return node?.nodeName ?? '?';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\s+/).join('.') : '';
    const id = node.id ? '#' + node.id : '';
    return `${node.tagName.toLowerCase()}${id}${cls}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      state.cls += entry.value;
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      state.shifts.push({
        value: entry.value,
        what: (entry.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`).join(', '),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number; loadTime: number; element?: Element | null })[]) {
      state.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      state.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

function readEntries(): PageEntries {
  const state = (
    window as unknown as {
      __bench: {
        cls: number;
        lcp: number;
        lcpElement: string;
        fcp: number;
        longTasks: { start: number; duration: number }[];
        shifts: { value: number; what: string }[];
      };
    }
  ).__bench;
  // Total Blocking Time: the part over 50 ms of every long task after the first contentful paint
  const tbt = state.longTasks.filter((t) => t.start + t.duration > state.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const shifts = [...state.shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((s) => `${s.value.toFixed(3)} ${s.what}`)
    .join('; ');
  return { cls: state.cls, fcp: state.fcp, lcp: state.lcp, lcpElement: state.lcpElement, tbt, shifts };
}

/** Signed in (a token from the API in localStorage before the page's scripts run) or a guest. */
export async function prepareSession(page: Page, token: string | null): Promise<void> {
  // tsx keeps function names with a __name helper that the page does not have
  await page.addInitScript({ content: `window.__name = window.__name || ((f) => f); (${observe.toString()})();` });
  if (token) await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

export async function collectMetrics(
  page: Page,
  target: BenchPage,
  cpuRate: number,
  options: { cache?: boolean } = {},
): Promise<LoadMetrics> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  // a cold load has no cache; a repeat visit (repeat-visit.ts) has what the first load left
  await client.send('Network.setCacheDisabled', { cacheDisabled: options.cache !== true });
  await client.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const inFlight = new Set<string>();
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  let lastActivity = Date.now();
  let requests = 0;
  let jsBytes = 0;
  let scripts = 0;
  const scriptList: string[] = [];
  client.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    if (!inFlight.has(e.requestId)) requests += 1;
    inFlight.add(e.requestId);
    urls.set(e.requestId, e.request.url);
    lastActivity = Date.now();
  });
  client.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  client.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
    if (types.get(e.requestId) === 'Script') {
      jsBytes += e.encodedDataLength;
      scripts += 1;
      scriptList.push(`${(e.encodedDataLength / KB).toFixed(1)} KB ${urls.get(e.requestId) ?? ''}`);
    }
  });
  client.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });

  await page.goto(target.path, { waitUntil: 'load' });
  await page.locator(target.ready).first().waitFor({ timeout: 60_000 });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const entries = await page.evaluate(readEntries);
  await client.detach();
  return { jsBytes, scripts, requests, scriptList, ...entries };
}

/** The board of part 99110000001, reached as a dealer reaches it: part number search on /level4. */
export async function resolveProductPage(page: Page, token: string): Promise<string> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/level4');
  await page.getByRole('textbox', { name: 'Part number' }).fill('99110000001');
  await page.getByRole('search', { name: 'Find a part' }).getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/level4\/product\/\d+/);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A session token of the demo dealer, from the API. */
export async function signIn(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post(`${baseURL}/api/user/login`, {
    data: { email: 'dealer@example.com', password: Buffer.from('dealer123').toString('base64') },
  });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  return response.text();
}

/** The dealer's cart with one line (part 99110000001), through the API. */
export async function fillCart(request: APIRequestContext, baseURL: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  await request.post(`${baseURL}/api/ShoppingCart/ClearCart`, { headers });
  const found = await request.post(`${baseURL}/api/Level4Product/Find`, { headers, data: { Sku: '99110000001' } });
  const productId = ((await found.json()) as { SimpleProduct: { Id: number } }).SimpleProduct.Id;
  const added = await request.post(`${baseURL}/api/Level4/AddItem`, {
    headers,
    data: { marke: 'NS', produktart: 'PKW', ProductId: productId, Quantity: 1 },
  });
  if (!added.ok()) throw new Error(`AddItem answered ${added.status()}`);
}
