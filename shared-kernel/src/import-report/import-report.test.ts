import { initI18n, i18n } from '../i18n';
import { expectCompleteTranslations } from '../test-support';
import en from './locales/en.json';
import pl from './locales/pl.json';
import { summarize, type ReportRow } from './report';
import { ensureImportReportTexts, IMPORT_REPORT_NS } from './texts';

test('the en and pl texts of the import report are complete, with every Polish plural form', () => {
  expectCompleteTranslations(en, pl);
});

test('the summary counts each kind once per row: its result, replaced and not fitting beside it', () => {
  const rows: ReportRow[] = [
    { Sku: 'a', Quantity: 1, Result: 'added', Added: 1 },
    {
      Sku: 'b',
      Quantity: 2,
      Result: 'fewer',
      Added: 1,
      Stock: 1,
      ReplacedBy: [{ Sku: 'c', Quantity: 2, Added: 1, Result: 'fewer', Stock: 1 }],
      NotFitting: true,
    },
    { Sku: 'd', Quantity: 1, Result: 'no-price', Added: 0 },
    { Sku: 'e', Quantity: 0, QuantityText: 'x', Result: 'refused', Added: 0, Skipped: 'badQuantity' },
    { Sku: 'f', Quantity: 1, Result: 'not-found', Added: 0 },
    { Sku: 'g', Quantity: 1, Result: 'added', Added: 1 },
  ];
  expect(summarize(rows)).toEqual([
    { kind: 'added', count: 2 },
    { kind: 'fewer', count: 1 },
    { kind: 'replaced', count: 1 },
    { kind: 'notFound', count: 1 },
    { kind: 'noPrice', count: 1 },
    { kind: 'notFitting', count: 1 },
    { kind: 'refused', count: 1 },
  ]);
});

test('Polish counts take their plural forms: 1 pozycja, 2 pozycje, 5 pozycji, 22 pozycje, 25 pozycji', async () => {
  await initI18n();
  ensureImportReportTexts(i18n);
  const t = i18n.getFixedT('pl', IMPORT_REPORT_NS);
  expect([1, 2, 5, 22, 25, 112].map((count) => t('summary.added', { count }))).toEqual([
    '1 pozycja dodana',
    '2 pozycje dodane',
    '5 pozycji dodanych',
    '22 pozycje dodane',
    '25 pozycji dodanych',
    '112 pozycji dodanych',
  ]);
  const english = i18n.getFixedT('en', IMPORT_REPORT_NS);
  expect([1, 3].map((count) => english('summary.notFound', { count }))).toEqual(['1 number not found', '3 numbers not found']);
});
