/**
 * Cart export (issue 16, item 4): the cart's lines as a file in the import's own format, the one of
 * the example /cart.csv: a header row `sku;quantity`, semicolons, one line per part, UTF-8 with a
 * BOM (so a spreadsheet in Poland opens it as UTF-8 in columns). The import reads it back unchanged.
 * Loaded with the first export (papaparse is not part of the cart page's first load).
 */
import Papa from 'papaparse';
import type { CsvCartLine } from './api/cart-from-csv';

const BOM = '\uFEFF';

/**
 * The file's text, BOM included. Lines with a job (extension job-reference) add a third column,
 * `job`, which the import reads back with the extension on (and a spreadsheet shows).
 */
export function cartToCsv(lines: readonly CsvCartLine[]): string {
  const jobs = lines.some((line) => line.JobReference);
  const csv = Papa.unparse(
    {
      fields: jobs ? ['sku', 'quantity', 'job'] : ['sku', 'quantity'],
      data: lines.map((line) => (jobs ? [line.sku, String(line.quantity), line.JobReference ?? ''] : [line.sku, String(line.quantity)])),
    },
    { delimiter: ';', newline: '\n', header: true },
  );
  return `${BOM}${csv}\n`;
}
