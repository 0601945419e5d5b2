/**
 * The order's CSV (extension job-reference): one row per line with its job, for the dealer's own
 * systems and spreadsheets. `sku;quantity;job` come first, as in the cart's export, so the cart's CSV
 * import takes the file back; then the name and the prices (a dot before the decimals, as the import
 * reads numbers). Semicolons and a BOM, so a spreadsheet in Poland opens it in columns as UTF-8; a
 * cell that a spreadsheet would run as a formula is escaped. Loaded with the first export.
 */
import Papa from 'papaparse';
import type { OrderItem } from './api/get-order';

const BOM = '\uFEFF';

export function orderToCsv(items: readonly OrderItem[]): string {
  const csv = Papa.unparse(
    {
      fields: ['sku', 'quantity', 'job', 'name', 'unit_price', 'sub_total'],
      data: items.map((item) => [
        item.Sku,
        String(item.Quantity),
        item.JobReference ?? '',
        item.ProductName,
        item.UnitPrice.toFixed(2),
        item.SubTotal.toFixed(2),
      ]),
    },
    { delimiter: ';', newline: '\n', header: true, escapeFormulae: true },
  );
  return `${BOM}${csv}\n`;
}
