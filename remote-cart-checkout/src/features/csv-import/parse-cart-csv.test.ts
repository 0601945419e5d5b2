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
});
