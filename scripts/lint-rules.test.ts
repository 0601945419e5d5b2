/**
 * The front-end lint rules of eslint.config.mjs, run as `pnpm lint` runs them: a hand-written
 * loading effect fails, a query and an effect that loads nothing pass.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.join(__dirname, '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

interface Message {
  ruleId: string | null;
  severity: number;
  line: number;
}

/** ESLint's own command on the code as if it were that file (its config is an ES module jest cannot load). */
async function problems(file: string, code: string) {
  const run = spawnSync(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: Message[] }[];
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, severity: m.severity === 2 ? 'error' : 'warning', line: m.line }));
}

const LOADING_EFFECT = `import { useEffect, useState } from 'react';
import { http } from '@parts/shared-kernel';

export function Orders() {
  const [orders, setOrders] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    http.get('/api/Order/List', { signal: controller.signal }).then(setOrders);
    return () => controller.abort();
  }, []);
  return <p>{String(orders)}</p>;
}
`;

test('a useEffect that fetches through the http client, with an AbortController and a promise chain, is an error in host code', async () => {
  const found = await problems('host/src/features/orders/Orders.tsx', LOADING_EFFECT);
  expect(found).toEqual(
    expect.arrayContaining([
      { rule: 'no-restricted-syntax', severity: 'error', line: 7 },
      { rule: 'no-restricted-syntax', severity: 'error', line: 8 },
    ]),
  );
});

test('fetch and await inside an effect are errors in the kernel too', async () => {
  const code = `import { useEffect } from 'react';
export function useThing(set: (v: unknown) => void) {
  useEffect(() => {
    void (async () => set(await (await fetch('/api/x')).json()))();
  }, [set]);
}
`;
  const found = await problems('shared-kernel/src/thing.ts', code);
  expect(found.filter((p) => p.rule === 'no-restricted-syntax').length).toBeGreaterThanOrEqual(2);
  expect(found.every((p) => p.severity === 'error')).toBe(true);
});

test('the same data through a query passes, and so does an effect that loads nothing (a timer)', async () => {
  const code = `import { useEffect, useState } from 'react';
import { useLocale } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { ordersQuery } from './api/list-orders';

export function Orders() {
  const orders = useApiQuery(ordersQuery(useLocale()));
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 3000);
    return () => window.clearInterval(timer);
  }, []);
  return <p>{tick}{orders.data ? 'x' : ''}</p>;
}
`;
  expect(await problems('host/src/features/orders/Orders.tsx', code)).toEqual([]);
});

test('TanStack Query is imported only through the kernel facade', async () => {
  const code = `import { useQuery } from '@tanstack/react-query';\nexport const use = useQuery;\n`;
  expect(await problems('remote-catalog/src/features/x/use.ts', code)).toEqual([
    { rule: 'no-restricted-imports', severity: 'error', line: 1 },
  ]);
  expect(await problems('shared-kernel/src/query/x.ts', code)).toEqual([]);
});

test('tests may fake what they like', async () => {
  expect(await problems('host/src/features/orders/Orders.test.tsx', LOADING_EFFECT)).toEqual([]);
});

test('a fixed wait in a test is an error: waitForTimeout, a timeout promise, timers/promises, sleep()', async () => {
  const journey = `import { test } from '../support/test';
test('x', async ({ page }) => {
  await page.waitForTimeout(150);
});
`;
  expect(await problems('e2e/tests/x.spec.ts', journey)).toEqual([{ rule: 'no-restricted-syntax', severity: 'error', line: 3 }]);
  const unit = `import { setTimeout as wait } from 'node:timers/promises';
test('x', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise<void>((done) => { window.setTimeout(done, 20); });
  await wait(10);
  await sleep(10);
});
declare function sleep(ms: number): Promise<void>;
`;
  expect((await problems('host/src/app/x.test.tsx', unit)).filter((p) => p.rule === 'no-restricted-syntax').map((p) => p.line)).toEqual([
    1, 3, 4, 6,
  ]);
  expect((await problems('api/test/helper.ts', unit)).filter((p) => p.rule === 'no-restricted-syntax').map((p) => p.line)).toEqual([
    1, 3, 4, 6,
  ]);
});

test('a test on fake timers may wait on its timers, a deadline may reject, and application code is not a test', async () => {
  const fakeTimers = `beforeEach(() => jest.useFakeTimers());
test('x', async () => {
  const later = new Promise((resolve) => setTimeout(resolve, 5000));
  jest.advanceTimersByTime(5000);
  await later;
});
`;
  expect(await problems('host/src/features/x/X.test.tsx', fakeTimers)).toEqual([]);
  const deadline = `export const within = (ms: number) => new Promise<never>((_, reject) => { setTimeout(() => reject(new Error('late')), ms); });
`;
  expect(await problems('e2e/support/deadline.ts', deadline)).toEqual([]);
  const app = `export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
`;
  expect(await problems('host/src/features/x/pause.ts', app)).toEqual([]);
});
