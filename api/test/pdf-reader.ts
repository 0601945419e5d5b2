import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The text of a PDF, read by pdf-parse (pdf.js) in a process of its own (test/pdf-text.mjs). */
export async function pdfText(data: Buffer): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, data);
    const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'pdf-text.mjs'), file], { encoding: 'utf8' });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
