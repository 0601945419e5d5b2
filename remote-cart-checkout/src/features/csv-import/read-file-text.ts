/** The text of a chosen file, read as UTF-8 (a BOM is dropped by the parser). */
export function readFileText(file: Blob): Promise<string> {
  return file.text();
}
