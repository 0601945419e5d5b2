/**
 * Issue 40, item 5 (extension vor): the dealer marks an order 'vehicle off road' at checkout and places it (in
 * Polish, 1366 px). The importer's ERP, with a key made by `pnpm integration:key` (as an operator makes one), finds
 * it at the head of its feed with Vor true; backordering its line is refused with the reason, confirming it is
 * accepted. The dealer sees the VOR badge in the order history (and the 'VOR orders only' filter) and on the order
 * page's heading; on a phone in English the order page says the same.
 */
import { spawnSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { signInQuickly, speaking } from '../support/dealer';
import { cartWith } from '../support/shop-api';
import { needsExtension } from '../support/extensions';
import { ROOT, type RunningShop } from '../support/shop';

needsExtension('vor');

const OIL_FILTER = '99110000001';

/** `pnpm integration:key create` against the running shop's database, as an operator runs it: the key it prints once. */
function integrationKey(shop: RunningShop): string {
  const result = spawnSync('pnpm', ['-s', 'integration:key', 'create', '--name', 'ERP vor e2e', '--scopes', 'orders:read,orders:write'], {
    cwd: ROOT,
    env: { ...process.env, DB_FILE: shop.dbFile },
    encoding: 'utf8',
  });
  const key = /^pk_int_\S+$/m.exec(result.stdout)?.[0];
  if (result.status !== 0 || !key) throw new Error(`integration:key: ${result.stdout}\n${result.stderr}`);
  return key;
}

interface FeedOrder {
  Id: number;
  OrderNumber: string;
  Vor: boolean;
  Lines: { LineId: number; Sku: string }[];
}

test('pl 1366, en 390: a VOR order placed at checkout, first in the ERP feed, never backordered; the dealer sees VOR', async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(90_000);
  await speaking(page, 'pl');
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);

  // checkout in Polish: pickup, pay at pickup, then marked VOR on the last step
  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Odbiór osobisty' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('radio', { name: /Płatność przy odbiorze/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByRole('checkbox', { name: 'Pojazd unieruchomiony (VOR): zamówienie pilne' }).check();
  await page.getByRole('checkbox', { name: /regulamin/ }).check();
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  // the ERP: the VOR orders not acknowledged lead the feed; ours is among them with Vor true
  const key = integrationKey(shop);
  // the ERP reads its answers in English
  const headers = { 'x-api-key': key, 'accept-language': 'en' };
  const feedAnswer = await page.request.get('/api/integration/orders?limit=200', { headers });
  expect(feedAnswer.status()).toBe(200);
  const feed = ((await feedAnswer.json()) as { Orders: FeedOrder[] }).Orders;
  const ours = feed.findIndex((order) => order.OrderNumber === orderNumber);
  expect(ours, 'the VOR order is in the feed').toBeGreaterThanOrEqual(0);
  expect(feed.slice(0, ours + 1).every((order) => order.Vor)).toBe(true);
  const order = feed[ours]!;
  const line = order.Lines.find((taken) => taken.Sku === OIL_FILTER)!;
  let sent = 0;
  const post = (path: string, data: unknown) =>
    page.request.post(path, { headers: { ...headers, 'idempotency-key': `vor-e2e-${Date.now()}-${(sent += 1)}` }, data });
  expect((await post('/api/integration/orders/ack', { OrderIds: [order.Id] })).status()).toBe(200);
  const now = new Date().toISOString();
  const backordered = await post(`/api/integration/orders/${order.Id}/lines`, {
    Lines: [{ LineId: line.LineId, State: 'backordered', ExpectedDate: '2099-01-01', OccurredAt: now }],
  });
  expect(backordered.status()).toBe(400);
  expect(((await backordered.json()) as { errors: Record<string, string[]> }).errors['Lines[0].State']).toEqual([
    `Line ${line.LineId} is on a VOR (vehicle off road) order: confirm it or cancel it with the reason, never backorder it.`,
  ]);
  const confirmed = await post(`/api/integration/orders/${order.Id}/lines`, {
    Lines: [{ LineId: line.LineId, State: 'confirmed', OccurredAt: now }],
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // the dealer's history: the badge, and the filter
  await page.goto('/my-account/order-history');
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row.getByRole('img', { name: 'Pojazd unieruchomiony (VOR)' })).toHaveText('VOR');
  await page.getByRole('checkbox', { name: 'Tylko zamówienia VOR' }).check();
  await expect(page).toHaveURL(/vor=1/);
  await expect(page.getByTestId('order-row').getByRole('img', { name: 'Pojazd unieruchomiony (VOR)' })).toHaveCount(
    await page.getByTestId('order-row').count(),
  );
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Pojazd unieruchomiony (VOR)' })).toBeVisible();

  // on a phone, in English: the order page's heading
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: shop.baseURL });
  try {
    const mobile = await phone.newPage();
    await speaking(mobile, 'en');
    await mobile.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await mobile.goto(`/my-account/order-history/${order.Id}`);
    const heading = mobile.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(orderNumber);
    await expect(heading.getByRole('img', { name: 'Vehicle off road (VOR)' })).toBeVisible();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await phone.close();
  }
});
