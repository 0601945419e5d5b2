// Prints the text of a PDF file (argument 1): pdf-parse (pdf.js) as an ES module in a process of
// its own, since pdf.js loads its worker by a dynamic import that Jest's module sandbox refuses.
import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: new Uint8Array(readFileSync(process.argv[2])) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
