import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cartToCsv } from './cart-to-csv';
import { exportDate } from '@parts/shared-kernel/download';
import { parseCartCsv } from './parse-cart-csv';

const LINES = [
  { sku: '99110000001', quantity: 2 },
  { sku: '99340000001', quantity: 1 },
  { sku: 'A 000 989 88 01', quantity: 9999 },
];

describe('cart export', () => {
  it('writes the import’s format: a BOM, the header sku;quantity, one line a part', () => {
    expect(cartToCsv(LINES)).toBe('\uFEFFsku;quantity\n99110000001;2\n99340000001;1\nA 000 989 88 01;9999\n');
  });

  it('is laid out like the example import the shop serves (/cart.csv), apart from the BOM', () => {
    const example = readFileSync(join(__dirname, '../../../../host/public/cart.csv'), 'utf8');
    const exampleLines = parseCartCsv(example);
    if (!exampleLines.ok) throw new Error('the example import does not parse');
    expect(cartToCsv(exampleLines.lines)).toBe(`\uFEFF${example}`);
  });

  it('lines with a job (extension job-reference) add a job column, which the import reads back with the extension on', () => {
    const withJobs = [
      { sku: '99110000001', quantity: 2, JobReference: 'ZL/2026/114' },
      { sku: '99110000001', quantity: 1 },
    ];
    const file = cartToCsv(withJobs);
    expect(file).toBe('\uFEFFsku;quantity;job\n99110000001;2;ZL/2026/114\n99110000001;1;\n');
    expect(parseCartCsv(file, { jobs: true })).toMatchObject({ ok: true, lines: withJobs });
    // without the extension the column is not read
    const plain = parseCartCsv(file);
    expect(plain.ok && plain.lines).toEqual([
      { sku: '99110000001', quantity: 2 },
      { sku: '99110000001', quantity: 1 },
    ]);
  });

  it('the import reads the exported file back to the same lines', () => {
    const back = parseCartCsv(cartToCsv(LINES));
    expect(back).toMatchObject({ ok: true, lines: LINES });
    if (back.ok) expect(back.rows.every((row) => !row.dropped)).toBe(true);
  });

  it('quotes what would break a row, and the import still reads it back', () => {
    const odd = [{ sku: 'AB;12"3', quantity: 4 }];
    expect(parseCartCsv(cartToCsv(odd))).toMatchObject({ ok: true, lines: odd });
  });

  it('names the file by the local date', () => {
    expect(exportDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
