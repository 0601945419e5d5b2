/**
 * Cart export (issue 16, item 4): the cart's lines as a file in the import's own format, the one of
 * the example /cart.csv: a header row `sku;quantity`, semicolons, one line per part, UTF-8 with a
 * BOM (so a spreadsheet in Poland opens it as UTF-8 in columns). The import reads it back unchanged.
 */
import Papa from 'papaparse';
import type { CsvCartLine } from './api/cart-from-csv';

const BOM = '\uFEFF';

/** The file's text, BOM included. */
export function cartToCsv(lines: readonly CsvCartLine[]): string {
  const csv = Papa.unparse(
    { fields: ['sku', 'quantity'], data: lines.map((line) => [line.sku, String(line.quantity)]) },
    { delimiter: ';', newline: '\n', header: true },
  );
  return `${BOM}${csv}\n`;
}

/** The file's name in the shop's language: koszyk-YYYY-MM-DD.csv / cart-YYYY-MM-DD.csv (the local date). */
export function exportDate(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Hands the text to the browser as a download of that name. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download; the object URL is no longer needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
