import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '../i18n/language';

/** DejaVu Sans draws every Polish letter (the PDF standard fonts do not). */
const resolver = createRequire(__filename);
const FONT = resolver.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = resolver.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * An A4 document of the shop's printouts (the saved offer, the invoice) with the fonts 'regular' and
 * 'bold' registered; `done` is its bytes once `doc.end()` is called.
 */
export function pdfDocument(title: string, language: Language): { doc: PDFKit.PDFDocument; done: Promise<Buffer<ArrayBuffer>> } {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title }, lang: language });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  return { doc, done };
}

interface PdfColumn {
  head: string;
  width: number;
  right?: boolean;
}

/** A table's row writer: the cells side by side in their columns, the row as tall as its tallest cell, a new page near the bottom. */
export function tableRow(doc: PDFKit.PDFDocument, columns: readonly PdfColumn[]) {
  return (cells: readonly string[], font: 'regular' | 'bold') => {
    const top = doc.y;
    let x = doc.page.margins.left;
    let bottom = top;
    doc.font(font).fontSize(8);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x, top, { width: column.width - 4, align: column.right ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 3;
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
  };
}
