import { CSV_MAX_ROWS, parseCartCsv } from './parse-cart-csv';

function csv(rows: number, delimiter = ','): string {
  const lines = [`sku${delimiter}quantity`];
  for (let i = 0; i < rows; i += 1) lines.push(`9911${String(i).padStart(7, '0')}${delimiter}${i + 1}`);
  return lines.join('\r\n');
}

describe('CSV cart import', () => {
  it('takes a comma file with a header row', () => {
    const result = parseCartCsv('sku,quantity\n99110000001,2\n99340000001,1\n');
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { sku: '99110000001', quantity: 2 },
        { sku: '99340000001', quantity: 1 },
      ],
    });
  });

  it('takes 100 rows and refuses 101', () => {
    expect(parseCartCsv(csv(CSV_MAX_ROWS))).toMatchObject({ ok: true });
    expect(csv(CSV_MAX_ROWS).split('\r\n')).toHaveLength(101);
    expect(parseCartCsv(csv(CSV_MAX_ROWS + 1))).toMatchObject({ ok: false, error: 'tooMany' });
  });

  it('reads semicolons, a BOM and any header case as a Polish spreadsheet saves them', () => {
    const result = parseCartCsv('\uFEFFSKU ; Quantity\r\n99110000001;2\r\n99340000001 ; 3\r\n');
    expect(result).toMatchObject({
      ok: true,
      lines: [
        { sku: '99110000001', quantity: 2 },
        { sku: '99340000001', quantity: 3 },
      ],
    });
  });

  it('drops rows without sku or quantity and says why', () => {
    const result = parseCartCsv('sku;quantity\n99110000001;2\n;3\n99340000001;\n99340000002;-1\n99340000003\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines).toEqual([{ sku: '99110000001', quantity: 2 }]);
    expect(result.rows.map((r) => [r.line, r.dropped])).toEqual([
      [2, undefined],
      [3, 'noSku'],
      [4, 'noQuantity'],
      [5, 'badQuantity'],
      [6, 'noQuantity'],
    ]);
  });

  it('drops a row whose quantity the cart refuses (the contract: 1 to 9999)', () => {
    const result = parseCartCsv('sku;quantity\n99110000001;9999\n99110000002;10000\n99110000003;0\n');
    expect(result).toMatchObject({ ok: true, lines: [{ sku: '99110000001', quantity: 9999 }] });
    expect(result.rows.map((row) => row.dropped)).toEqual([undefined, 'badQuantity', 'badQuantity']);
  });

  it('is a wrong format when a column is missing', () => {
    expect(parseCartCsv('sku\n99110000001\n99340000001\n')).toMatchObject({ ok: false, error: 'wrongFormat' });
    expect(parseCartCsv('part;qty\n99110000001;2\n')).toMatchObject({ ok: false, error: 'wrongFormat' });
    expect(parseCartCsv('sku;quantity\n')).toMatchObject({ ok: false, error: 'wrongFormat' });
  });

  it('shows the parser’s first message on a parse error', () => {
    const result = parseCartCsv('sku;quantity\n"99110000001;2\n99340000001;1\n');
    expect(result).toMatchObject({ ok: false, error: 'parser' });
    if (!result.ok && result.error === 'parser') expect(result.message).toMatch(/quote/i);
  });

  describe('dealers\u2019 own files (extension csv-dealer-files)', () => {
    const dealer = { dealerFiles: true };

    it('takes a file without a header row: number and quantity, semicolon or comma', () => {
      const semicolon = parseCartCsv('99110000001;2\r\n99340000001;1\r\n', dealer);
      expect(semicolon).toMatchObject({
        ok: true,
        lines: [
          { sku: '99110000001', quantity: 2 },
          { sku: '99340000001', quantity: 1 },
        ],
      });
      // without a header, the first row is line 1 of the file
      if (semicolon.ok) expect(semicolon.rows.map((row) => row.line)).toEqual([1, 2]);
      expect(parseCartCsv('\uFEFF99110000001,3\n', dealer)).toMatchObject({ ok: true, lines: [{ sku: '99110000001', quantity: 3 }] });
    });

    it('drops the headerless rows without a number or quantity and says why', () => {
      const result = parseCartCsv('99110000001;2\n;3\n99340000001;\n99340000002;0\n', dealer);
      expect(result.ok).toBe(true);
      if (result.ok)
        expect(result.rows.map((r) => [r.line, r.dropped])).toEqual([
          [1, undefined],
          [2, 'noSku'],
          [3, 'noQuantity'],
          [4, 'badQuantity'],
        ]);
    });

    it('reads the Polish headers numer or indeks and ilość, in any case, with a BOM', () => {
      expect(parseCartCsv('\uFEFFNumer;Ilość\r\n99110000001;2\r\n', dealer)).toMatchObject({
        ok: true,
        lines: [{ sku: '99110000001', quantity: 2 }],
      });
      expect(parseCartCsv('INDEKS,ILOŚĆ\n99340000001,4\n', dealer)).toMatchObject({
        ok: true,
        lines: [{ sku: '99340000001', quantity: 4 }],
      });
      // a decomposed ś (as some systems write it) is the same letter
      expect(parseCartCsv('indeks;ilos\u0301c\u0301\n99340000001;5\n'.normalize('NFD'), dealer)).toMatchObject({
        ok: true,
        lines: [{ sku: '99340000001', quantity: 5 }],
      });
      // the spec's own headers still work beside them
      expect(parseCartCsv('sku;quantity\n99110000001;2\n', dealer)).toMatchObject({ ok: true });
    });

    it('keeps SPEC\u2019s limit without a header: 100 rows taken, 101 refused', () => {
      const rows = (n: number) => Array.from({ length: n }, (_, i) => `9911${String(i).padStart(7, '0')};1`).join('\n');
      expect(parseCartCsv(rows(CSV_MAX_ROWS), dealer)).toMatchObject({ ok: true });
      expect(parseCartCsv(rows(CSV_MAX_ROWS + 1), dealer)).toMatchObject({ ok: false, error: 'tooMany' });
    });

    it('still refuses what it cannot read', () => {
      // one column, no quantity
      expect(parseCartCsv('99110000001\n99340000001\n', dealer)).toMatchObject({ ok: false, error: 'wrongFormat' });
      // three columns without a header
      expect(parseCartCsv('99110000001;2;x\n', dealer)).toMatchObject({ ok: false, error: 'wrongFormat' });
      // headers it does not know
      expect(parseCartCsv('part;qty\n99110000001;2\n', dealer)).toMatchObject({ ok: false, error: 'wrongFormat' });
      expect(parseCartCsv('numer;sztuk\n99110000001;2\n', dealer)).toMatchObject({ ok: false, error: 'wrongFormat' });
      // a header alone
      expect(parseCartCsv('numer;ilość\n', dealer)).toMatchObject({ ok: false, error: 'wrongFormat' });
      expect(parseCartCsv('numer;ilość\n"99110000001;2\n', dealer)).toMatchObject({ ok: false, error: 'parser' });
    });

    it('reads a Polish job column (zlecenie) with the extension job-reference', () => {
      expect(
        parseCartCsv('numer;ilość;zlecenie\n99110000001;2; WX 4411K \n99340000001;1;\n', { dealerFiles: true, jobs: true }),
      ).toMatchObject({
        ok: true,
        lines: [
          { sku: '99110000001', quantity: 2, JobReference: 'WX 4411K' },
          { sku: '99340000001', quantity: 1 },
        ],
      });
    });

    it('is off without the extension: SPEC\u2019s header row is needed', () => {
      expect(parseCartCsv('99110000001;2\n99340000001;1\n')).toMatchObject({ ok: false, error: 'wrongFormat' });
      expect(parseCartCsv('numer;ilość\n99110000001;2\n')).toMatchObject({ ok: false, error: 'wrongFormat' });
    });
  });
});
