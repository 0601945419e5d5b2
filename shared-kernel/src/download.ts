/** A file the shop writes for the dealer (the cart's or an order's CSV): its date and its download. */

/** The local date for a file's name, e.g. koszyk-YYYY-MM-DD.csv / cart-YYYY-MM-DD.csv. */
export function exportDate(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * Hands CSV text to the browser as a download of that name; `bom`: with the byte order mark a
 * spreadsheet needs to read the Polish letters (the price file).
 */
export function downloadText(text: string, fileName: string, { bom = false } = {}): void {
  downloadBlob(new Blob(bom ? ['\uFEFF', text] : [text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Hands a file (a CSV, or a PDF the API sent) to the browser as a download of that name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
