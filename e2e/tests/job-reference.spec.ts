/**
 * Issue 42, items 4 and 5, as a counter employee goes through them (extension job-reference and
 * csv-dealer-files; project `extensions` only): in Polish at 1366 px and in English on a 390 px
 * phone, a job typed on two cart lines, a headerless CSV from the dealer's own system imported while
 * a job is active, the jobs on the checkout summary and the order, and the order found again in the
 * order history by its job.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { DEALER2, signInQuickly, speaking } from '../support/dealer';
import { needsExtension } from '../support/extensions';
import { cartWith } from '../support/shop-api';

const T = {
  pl: {
    jobOf: (sku: string) => `Zlecenie dla ${sku}`,
    activeJob: 'Bieżące zlecenie',
    setJob: 'Ustaw zlecenie',
    clearJob: 'Wyczyść zlecenie',
    csvFile: 'Plik CSV',
    import: 'Importuj',
    added: 'Produkty dodano do koszyka',
    checkout: 'Przejdź do zamówienia',
    next: 'Dalej',
    terms: /regulamin/,
    placeOrder: 'Złóż zamówienie',
    job: 'Zlecenie',
    exportOrder: 'Eksportuj zamówienie (CSV)',
    jobFilter: 'Zlecenie (warsztatowe lub nr rejestracyjny)',
  },
  en: {
    jobOf: (sku: string) => `Job of ${sku}`,
    activeJob: 'Active job',
    setJob: 'Set job',
    clearJob: 'Clear job',
    csvFile: 'CSV file',
    import: 'Import',
    added: 'Products added to cart',
    checkout: 'Go to Checkout',
    next: 'Next',
    terms: /terms/,
    placeOrder: 'Place order',
    job: 'Job',
    exportOrder: 'Export order (CSV)',
    jobFilter: 'Job (workshop order or plate)',
  },
} as const;

test.describe('the job on every line and dealers’ CSV files', () => {
  needsExtension('job-reference');
  needsExtension('csv-dealer-files');

  for (const [language, width] of [
    ['pl', 1366],
    ['en', 390],
  ] as const) {
    test(`jobs set on two lines, a headerless CSV imported for the active job, the order found by its job (${language}, ${width} px)`, async ({
      page,
    }) => {
      const t = T[language];
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await speaking(page, language);
      const token = await signInQuickly(page, DEALER2);
      await cartWith(page.request, token, [
        ['99110000001', 1],
        ['99340000001', 1],
      ]);
      const job = `ZL/${language}/${Date.now() % 100000}`;
      await page.goto('/cart');

      // the job typed on two lines, kept on Enter and on leaving the field
      const first = page.getByRole('textbox', { name: t.jobOf('99110000001') });
      await expect(first).toBeVisible({ timeout: 30_000 });
      await first.fill(job);
      await first.press('Enter');
      await expect(page.locator(`[data-testid="cart-line"][data-sku="99110000001"][data-job="${job}"]`)).toHaveCount(1);
      const second = page.getByRole('textbox', { name: t.jobOf('99340000001') });
      await second.fill(`  ${job}  `);
      await second.blur();
      await expect(page.locator(`[data-testid="cart-line"][data-job="${job}"]`)).toHaveCount(2);

      // a job made active; a file of the dealer's own system (no header row) imported for it
      const active = page.getByTestId('active-job');
      await active.getByRole('textbox').fill(`${job}-B`);
      await active.getByRole('button', { name: t.setJob }).click();
      await page
        .getByLabel(t.csvFile)
        .setInputFiles({ name: 'zamowienie.csv', mimeType: 'text/csv', buffer: Buffer.from('99110000001;2\r\n') });
      await page.getByRole('button', { name: t.import }).click();
      await expect(page.getByText(t.added).first()).toBeVisible();
      // the same part for another job is another line
      await expect(page.locator('[data-testid="cart-line"][data-sku="99110000001"]')).toHaveCount(2);
      await expect(page.locator(`[data-testid="cart-line"][data-sku="99110000001"][data-job="${job}-B"]`)).toHaveCount(1);
      // still active after a reload
      await page.reload();
      await expect(page.getByTestId('active-job').getByRole('status')).toContainText(`${job}-B`);
      await page.getByTestId('active-job').getByRole('button', { name: t.clearJob }).click();

      // the checkout summary names the jobs; the order keeps them
      await page.getByRole('button', { name: t.checkout }).click();
      await page.getByRole('button', { name: t.next }).click();
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByTestId('line-job-tag')).toHaveCount(3);
      await page.getByRole('checkbox', { name: t.terms }).check();
      await page.getByRole('button', { name: t.placeOrder }).click();
      await expect(page).toHaveURL(/\/success\?order=\w+/);
      const order = new URL(page.url()).searchParams.get('order') ?? '';
      const id = new URL(page.url()).searchParams.get('id') ?? '';
      await page.goto(`/orderdetails/${id}`);
      await expect(page.getByTestId('order-line-job')).toHaveText([`${t.job}: ${job}`, `${t.job}: ${job}`, `${t.job}: ${job}-B`]);
      // the order's CSV carries each line's job
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.exportOrder }).click();
      const csv = await readFile(await (await downloading).path(), 'utf8');
      const rows = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(rows[0]).toBe('sku;quantity;job;name;unit_price;sub_total');
      expect(rows.slice(1).map((row) => row.split(';')[2])).toEqual([job, job, `${job}-B`]);

      // found again in the order history by part of its job
      await page.goto('/my-account/order-history');
      await page.getByRole('searchbox', { name: t.jobFilter }).fill(job.toLowerCase().slice(0, -2));
      await expect(page.getByTestId('order-row').locator('th a')).toHaveText([order]);
      await expect(page).toHaveURL(/[?&]job=/);
    });
  }
});
