import type { ImportLine } from '@parts/contract/cart';
import type { ReportRow } from '@parts/shared-kernel/import-report';
import type { CsvRow } from './parse-cart-csv';

/**
 * The report of an import, row by row in the file's order: the rows sent, with what the API said
 * of each (its lines answer the rows sent, in order), and the rows the file reader left out (no
 * number, no quantity, a quantity the cart does not take), refused without asking.
 */
export function csvReport(rows: readonly CsvRow[], lines: readonly ImportLine[]): ReportRow[] {
  const answered = lines[Symbol.iterator]();
  return rows.flatMap((row): ReportRow[] => {
    if (row.dropped) {
      const skipped = row.dropped === 'noSku' ? 'noNumber' : row.dropped;
      return [
        { Line: row.line, Sku: row.sku, Quantity: 0, QuantityText: row.quantity || '—', Result: 'refused', Added: 0, Skipped: skipped },
      ];
    }
    const line = answered.next();
    return line.done ? [] : [{ ...line.value, Line: row.line }];
  });
}
