/**
 * Issue 40, the whole life of an order (extensions order-tracking, invoices, returns): an order of
 * two lines placed; the importer's ERP, through the integration API with a key made by
 * `pnpm integration:key` (as an operator makes one), takes it, confirms one line and backorders the
 * other, ships the first on a delivery note reported with a date 40 days back (so it is past the
 * 30-day return window) and the backorder later on a second note, and invoices the order. The
 * dealer, in Polish on the desktop, sees the tracking in the history (and the open-backorders
 * filter), each line's state, the deliveries, the old line's return refused with the reason,
 * downloads the invoice (its totals checked against the order, the seller with NIP) and returns the
 * other line (quantity, reason, return number, the printable form). The ERP approves, receives and
 * credits it with a credit note. On a phone in English the dealer sees the return credited and the
 * credit note. (This journey took in the former order-tracking.spec.ts.)
 */
import fs from 'node:fs';
import { expect, test } from '../support/test';
import { apiToken, DEALER, speaking } from '../support/dealer';
import { needsExtension } from '../support/extensions';
import { auth } from '../support/shop-api';
import { cents, day, erp, integrationKey, pdfText, placeOrder, type FeedOrder } from '../support/erp';

needsExtension('order-tracking');
needsExtension('returns');

const OIL_FILTER = '99110000001';
const PADS = '99340000001';

interface IntegrationReturn {
  Id: number;
  Number: string;
}

test('pl 1366, en 390: confirmed and backordered, two deliveries, invoiced, one line returned and credited, the other refused past its window', async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(page.request, DEALER);
  const orderId = await placeOrder(page.request, token, [
    [OIL_FILTER, 2],
    [PADS, 1],
  ]);

  // the ERP takes the order from its feed, confirms one line, backorders the other, ships the first
  const system = erp(
    page.request,
    integrationKey(shop, ['orders:read', 'orders:write', 'shipments:write', 'invoices:write', 'returns:write']),
  );
  const feed = await system.get<{ Orders: FeedOrder[] }>('/api/integration/orders?limit=200');
  const order = feed.Orders.find((taken) => taken.Id === orderId);
  expect(order, 'the new order is in the feed').toBeTruthy();
  const oil = order!.Lines.find((line) => line.Sku === OIL_FILTER)!;
  const pads = order!.Lines.find((line) => line.Sku === PADS)!;
  await system.post('/api/integration/orders/ack', { OrderIds: [orderId] });
  const now = new Date().toISOString();
  await system.post(`/api/integration/orders/${orderId}/lines`, {
    Lines: [
      { LineId: oil.LineId, State: 'confirmed', OccurredAt: now },
      { LineId: pads.LineId, State: 'backordered', ExpectedDate: day(21), OccurredAt: now },
    ],
  });
  // the first delivery, reported with its date 40 days back: the line is past the 30-day return window
  const firstNote = `WZ/E2E/${orderId}/1`;
  const trackingUrl = `https://tracktrace.dpd.com.pl/parcelDetails?p1=E2E${orderId}`;
  await system.post(`/api/integration/orders/${orderId}/shipments`, {
    DeliveryNote: firstNote,
    DeliveryDate: day(-40),
    Carrier: 'DPD',
    TrackingNumber: `E2E${orderId}`,
    TrackingUrl: trackingUrl,
    Lines: [{ LineId: oil.LineId, Quantity: 2 }],
  });
  await system.post('/api/integration/shipments/delivered', { DeliveryNote: firstNote, DeliveredOn: day(-40) });

  // the dealer, in Polish on the desktop: the history with the open-backorders filter, the order page
  await speaking(page, 'pl');
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/my-account/order-history');
  const row = page.getByTestId('order-row').filter({ has: page.locator(`a[href="/my-account/order-history/${orderId}"]`) });
  await expect(row.getByTestId('order-row-tracking')).toHaveText(/^Wysłano 1 z 2 pozycji · 1 pozycja zamówiona u dostawcy do /);
  // every column of the history (reference, job, who placed, tracking) scrolls in its box: the page keeps the screen's width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await page.getByRole('checkbox', { name: 'Tylko z pozycjami zamówionymi u dostawcy' }).check();
  await expect(page).toHaveURL(/backorders=1/);
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();

  const tracking = page.getByTestId('order-tracking');
  await expect(tracking.getByTestId('order-tracking-summary')).toHaveText(/^Wysłano 1 z 2 pozycji · 1 pozycja zamówiona u dostawcy do /);
  const lineOf = (sku: string) => tracking.getByTestId('order-tracking-line').filter({ hasText: sku });
  await expect(lineOf(OIL_FILTER).getByTestId('order-line-state')).toHaveText('Dostarczona');
  await expect(lineOf(PADS).getByTestId('order-line-state')).toHaveText(/^Zamówiona u dostawcy, dostępna do /);
  await expect(lineOf(OIL_FILTER).getByRole('link', { name: 'Śledź przesyłkę (DPD)' })).toHaveAttribute('href', trackingUrl);
  await expect(tracking.getByRole('region', { name: 'Dostawy' }).getByTestId('delivery-row')).toContainText(firstNote);
  // the line delivered 40 days ago: no return, the reason on screen
  const returns = page.getByTestId('order-returns');
  const returnLine = (sku: string) => returns.getByTestId('return-line').filter({ hasText: sku });
  await expect(returnLine(OIL_FILTER).getByTestId('return-refusal')).toHaveText(`Termin zwrotu (30 dni) minął ${day(-10)}.`);
  await expect(returnLine(OIL_FILTER).getByRole('button')).toHaveCount(0);

  // the backorder ships on a second delivery note, and the order is invoiced
  const secondNote = `WZ/E2E/${orderId}/2`;
  await system.post(`/api/integration/orders/${orderId}/shipments`, {
    DeliveryNote: secondNote,
    DeliveryDate: day(0),
    Carrier: 'DPD',
    Lines: [{ LineId: pads.LineId, Quantity: 1 }],
  });
  // on its way: shipped, not yet delivered
  await page.reload();
  await expect(lineOf(PADS).getByTestId('order-line-state')).toHaveText('Wysłana');
  await system.post('/api/integration/shipments/delivered', { DeliveryNote: secondNote, DeliveredOn: day(0) });
  // the invoice as an ERP makes it from the order (as the demo ERP does): the shop's prices and totals are
  // gross (VAT included), the invoice's net unit prices are worked back from them; the shipping is a line
  const placed = (await (await page.request.get(`/api/Order/get?id=${orderId}`, { headers: auth(token) })).json()) as {
    ShippingMethod: string;
    OrderShipping: number;
    Tax: number;
    OrderTotal: number;
  };
  const invoiceNumber = `FV/E2E/${orderId}`;
  const invoiceLine = (name: string, quantity: number, unitGross: number, line?: FeedOrder['Lines'][number]) => {
    const unitNet = cents(unitGross / 1.23);
    const net = cents(quantity * unitNet);
    const vat = cents(net * 0.23);
    return {
      ...(line && { LineId: line.LineId, Sku: line.Sku }),
      Name: name,
      Quantity: quantity,
      UnitNet: unitNet,
      VatRate: 23,
      Net: net,
      Vat: vat,
      Gross: cents(net + vat),
    };
  };
  const orderLine = (line: FeedOrder['Lines'][number], quantity = line.Quantity) =>
    invoiceLine(line.ProductName, quantity, line.UnitPrice, line);
  const erpDocument = (kind: 'invoice' | 'credit-note', number: string, lines: ReturnType<typeof invoiceLine>[]) => ({
    Kind: kind,
    Number: number,
    ...(kind === 'credit-note' && { Corrects: invoiceNumber }),
    IssueDate: day(0),
    SaleDate: day(0),
    DueDate: day(14),
    Currency: 'PLN',
    Lines: lines,
    NetTotal: cents(lines.reduce((sum, line) => sum + line.Net, 0)),
    VatTotal: cents(lines.reduce((sum, line) => sum + line.Vat, 0)),
    GrossTotal: cents(lines.reduce((sum, line) => sum + line.Gross, 0)),
  });
  const invoice = erpDocument('invoice', invoiceNumber, [
    orderLine(oil),
    orderLine(pads),
    invoiceLine(placed.ShippingMethod, 1, placed.OrderShipping),
  ]);
  await system.post(`/api/integration/orders/${orderId}/invoices`, invoice);

  // the dealer opens the order again: both delivered, two delivery notes, the invoice
  await page.reload();
  await expect(tracking.getByTestId('order-tracking-summary')).toHaveText(/^Wysłano 2 z 2 pozycji/);
  await expect(lineOf(PADS).getByTestId('order-line-state')).toHaveText('Dostarczona');
  const deliveries = tracking.getByRole('region', { name: 'Dostawy' }).getByTestId('delivery-row');
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.filter({ hasText: secondNote })).toBeVisible();
  const invoiceRow = tracking.getByRole('region', { name: 'Faktury i korekty' }).getByTestId('invoice-row');
  await expect(invoiceRow).toContainText(invoiceNumber);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoiceRow.getByRole('button', { name: `Pobierz ${invoiceNumber} jako PDF` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`FV-E2E-${orderId}.pdf`);
  const invoiceFile = await download.path();
  expect(fs.readFileSync(invoiceFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // the invoice's totals are the order's: the amount due and the VAT are the order's total and VAT as the
  // dealer's order says them, but for the rounding of the net unit prices (at most a grosz a unit)
  const polishAmount = (value: number) =>
    new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value).replace(/\s/g, ' ');
  const invoiceText = pdfText(invoiceFile).replace(/\s+/g, ' ');
  expect(invoiceText).toContain(`Faktura VAT nr ${invoiceNumber}`);
  expect(invoiceText).toContain(
    `Razem ${polishAmount(invoice.NetTotal)} ${polishAmount(invoice.VatTotal)} ${polishAmount(invoice.GrossTotal)}`,
  );
  const due = /Do zapłaty: ([\d ]+,\d\d) zł/.exec(invoiceText)?.[1];
  expect(due, 'the amount due on the invoice').toBeTruthy();
  const units = oil.Quantity + pads.Quantity + 1;
  expect(Math.abs(Number(due!.replace(/ /g, '').replace(',', '.')) - placed.OrderTotal)).toBeLessThanOrEqual(0.01 * units + 1e-9);
  expect(Math.abs(invoice.VatTotal - placed.Tax)).toBeLessThanOrEqual(0.01 * units + 1e-9);
  expect(invoiceText).toContain('Sprzedawca');
  expect(invoiceText).toContain('NIP: PL5260001246');

  // the backordered line, delivered today, goes back: quantity, reason, the return number, the form
  await returnLine(PADS)
    .getByRole('button', { name: `Zwróć ${PADS}` })
    .click();
  const form = returns.getByRole('form', { name: `Zwrot ${PADS}` });
  await form.getByLabel('Ilość (najwyżej 1)').fill('1');
  await form.getByLabel('Przyczyna').selectOption({ label: 'Uszkodzona w transporcie' });
  await form.getByRole('button', { name: 'Zgłoś zwrot' }).click();
  const made = returns.getByTestId('return-made');
  await expect(made).toHaveText(/^Zgłoszono zwrot RMA-\d{6}\./);
  const number = /RMA-\d{6}/.exec((await made.textContent()) ?? '')?.[0] ?? '';
  const returnRow = returns.getByTestId('return-row').filter({ hasText: number });
  await expect(returnRow.getByTestId('return-state')).toHaveText('Zgłoszony');
  const [formDownload] = await Promise.all([
    page.waitForEvent('download'),
    returnRow.getByRole('button', { name: `Pobierz formularz zwrotu ${number} (PDF)` }).click(),
  ]);
  expect(formDownload.suggestedFilename()).toBe(`${number}.pdf`);
  const formText = pdfText(await formDownload.path()).replace(/\s+/g, ' ');
  expect(formText).toContain(`Formularz zwrotu ${number}`);
  expect(formText).toContain('Odbiorca zwrotu');
  expect(formText).toContain('Nordstern Polska Sp. z o.o.');

  // the deliveries list, from the account menu: both delivery notes
  await page.getByRole('navigation', { name: 'Moje konto' }).getByRole('link', { name: 'Dostawy' }).click();
  await expect(page.getByTestId('delivery-row').filter({ hasText: firstNote })).toContainText('Śledź przesyłkę (DPD)');
  await expect(page.getByTestId('delivery-row').filter({ hasText: secondNote })).toBeVisible();

  // the ERP approves, receives and credits the return with a credit note
  const asked = await system.get<{ Returns: IntegrationReturn[] }>('/api/integration/returns?state=requested&limit=200');
  const ret = asked.Returns.find((candidate) => candidate.Number === number);
  expect(ret, 'the return is in the ERP feed').toBeTruthy();
  await system.post(`/api/integration/returns/${ret!.Id}/decision`, { Decision: 'approved' });
  await system.post(`/api/integration/returns/${ret!.Id}/received`, { ReceivedOn: day(0) });
  const creditNote = `FK/E2E/${orderId}`;
  await system.post(`/api/integration/orders/${orderId}/invoices`, erpDocument('credit-note', creditNote, [orderLine(pads, 1)]));
  await system.post(`/api/integration/returns/${ret!.Id}/credit`, { CreditNote: creditNote });

  // on a phone, in English: the return credited, the credit note, the old line's refusal
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: shop.baseURL });
  try {
    const mobile = await phone.newPage();
    await speaking(mobile, 'en');
    await mobile.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await mobile.goto(`/my-account/order-history/${orderId}`);
    const onPhone = mobile.getByTestId('order-tracking');
    await expect(onPhone.getByTestId('order-tracking-summary')).toHaveText(/^2 of 2 lines shipped/);
    const phoneLine = (sku: string) => onPhone.getByTestId('order-tracking-line').filter({ hasText: sku });
    await expect(phoneLine(OIL_FILTER).getByTestId('order-line-state')).toHaveText('Delivered');
    await expect(phoneLine(PADS).getByTestId('order-line-state')).toHaveText('Delivered');
    const documents = onPhone.getByRole('region', { name: 'Invoices and credit notes' }).getByTestId('invoice-row');
    // the invoice, and the credit note (which names the invoice it corrects)
    await expect(documents).toHaveCount(2);
    await expect(documents.filter({ hasText: invoiceNumber, hasNotText: creditNote })).toContainText('Invoice');
    await expect(documents.filter({ hasText: creditNote })).toContainText('Credit');
    const phoneReturns = mobile.getByTestId('order-returns');
    await expect(phoneReturns.getByTestId('return-row').filter({ hasText: number }).getByTestId('return-state')).toHaveText(
      `Credited (credit note ${creditNote})`,
    );
    await expect(phoneReturns.getByTestId('return-line').filter({ hasText: OIL_FILTER }).getByTestId('return-refusal')).toHaveText(
      `The return window of 30 days ended on ${day(-10)}.`,
    );
    // nothing wider than the phone, and the returns a card each, not a table scrolling inside its box
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const returnsBox = phoneReturns.getByTestId('returns-table').locator('xpath=..');
    expect(await returnsBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  } finally {
    await phone.close();
  }
});
