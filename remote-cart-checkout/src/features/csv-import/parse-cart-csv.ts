/**
 * CSV cart import (SPEC section 5): a header row; at most 100 rows; a parse error gives the
 * parser's first message; rows need both sku and quantity, others are dropped; none left is a
 * wrong format. Files as spreadsheets in Poland save them work too: semicolon or comma, UTF-8 with
 * or without BOM, any letter case (and stray spaces) in the header.
 *
 * With the extension csv-dealer-files (`dealerFiles`), files as dealers' own systems write them are
 * understood too: Polish headers ('numer' or 'indeks' for the part number, 'ilość' for the quantity,
 * any case) and a file without a header row: two columns, number and quantity, whose first row's
 * quantity is a number (a first row whose second field is not a number is a header, and one this
 * shop does not know is still a wrong format). Everything else stays as SPEC says.
 */
import Papa from 'papaparse';
import * as v from 'valibot';
import { CSV_MAX_ROWS } from '@parts/contract/cart';
import { JOB_REFERENCE_MAX_LENGTH } from '@parts/contract/store';
import { formQuantity } from '@parts/contract/form-rules';
import type { CsvCartLine } from './api/cart-from-csv';

/** SPEC section 9: the contract's CSV import max rows (the API's cartFromCsv refuses more). */
export { CSV_MAX_ROWS };

/** The contract's quantity rule (1..9999, whole), the one the API's cartFromCsv applies to each row. */
const QUANTITY = formQuantity('badQuantity');

/** Why a row was dropped (i18n keys of the cart namespace, under csv.reason). */
export type DropReason = 'noSku' | 'noQuantity' | 'badQuantity';

export interface CsvRow {
  /** Line number in the file (the header, when there is one, is line 1). */
  line: number;
  sku: string;
  quantity: string;
  /** Set when the row was dropped. */
  dropped?: DropReason;
}

export type CsvParseResult =
  | { ok: true; lines: CsvCartLine[]; rows: CsvRow[] }
  /** tooMany: 'Max 100 items.'; wrongFormat: none left; parser: the parser's own first message. */
  | { ok: false; error: 'tooMany' | 'wrongFormat'; rows: CsvRow[] }
  | { ok: false; error: 'parser'; message: string; rows: CsvRow[] };

const BOM = '\uFEFF';

function normaliseHeader(header: string): string {
  return header.replace(BOM, '').trim().toLowerCase();
}

/** What SPEC's headers are called in dealers' Polish files (extension csv-dealer-files). */
const POLISH_HEADERS: Readonly<Record<string, 'sku' | 'quantity' | 'job'>> = {
  numer: 'sku',
  indeks: 'sku',
  ['ilość']: 'quantity',
  zlecenie: 'job',
};

/** A header read with the dealers' Polish names as well (NFC, so a decomposed 'ś' is the same letter). */
function dealerHeader(header: string): string {
  const name = normaliseHeader(header).normalize('NFC');
  return POLISH_HEADERS[name] ?? name;
}

/** A row's job as the API keeps it (one line, at most 40 characters), '' for none. */
const rowJob = (raw: string | undefined): string =>
  (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, JOB_REFERENCE_MAX_LENGTH)
    .trim();

export interface ParseOptions {
  /** Extension csv-dealer-files: Polish headers and files without a header row. */
  dealerFiles?: boolean;
  /** Extension job-reference: a `job` column (Polish files: 'zlecenie') gives each row its job. */
  jobs?: boolean;
}

/** A quantity as a spreadsheet writes it: "2", " 2 ", "2,0", "2.0". */
function readQuantity(raw: string): number | null {
  const n = Number(raw.replace(/\s/g, '').replace(',', '.'));
  return v.is(QUANTITY, n) ? n : null;
}

const DELIMITERS = [';', ',', '\t', '|'] as const;

/**
 * The delimiter is read from the header row (the one row every file has in full): the candidate it
 * holds most of; a header with none (one column) falls back to a comma.
 */
function headerDelimiter(text: string): string {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  let best: string = ',';
  let bestCount = 0;
  for (const candidate of DELIMITERS) {
    const count = header.split(candidate).length - 1;
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A file without a header row (extension csv-dealer-files): its first row has exactly two fields,
 * neither a header name, and the second is a quantity as a spreadsheet writes it (digits, maybe
 * with a decimal part); the file is then read as rows of number and quantity.
 */
function headerless(text: string, delimiter: string): boolean {
  const first = (text.split(/\r\n|\n|\r/, 1)[0] ?? '').split(delimiter).map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
  if (first.length !== 2) return false;
  const [sku = '', quantity = ''] = first;
  return sku !== '' && dealerHeader(sku) !== 'sku' && /^-?\d+([.,]\d+)?$/.test(quantity.replace(/\s/g, ''));
}

export function parseCartCsv(content: string, options: ParseOptions = {}): CsvParseResult {
  const text = content.startsWith(BOM) ? content.slice(1) : content;
  const delimiter = headerDelimiter(text);
  const noHeader = options.dealerFiles === true && headerless(text, delimiter);
  // without a header row, the two columns are named as SPEC's header would name them
  const parsed = Papa.parse<Record<string, string | undefined>>(noHeader ? `sku${delimiter}quantity\n${text}` : text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimiter,
    transformHeader: options.dealerFiles ? dealerHeader : normaliseHeader,
  });
  // A row with too few or too many fields is judged below by what it holds; anything else (quotes)
  // stops the import with the parser's message.
  const fatal = parsed.errors.find((error) => error.type !== 'FieldMismatch');

  const rows: CsvRow[] = parsed.data.map((record, index) => {
    const sku = (record.sku ?? '').trim();
    const quantity = (record.quantity ?? '').trim();
    const row: CsvRow = { line: index + (noHeader ? 1 : 2), sku, quantity };
    if (!sku) row.dropped = 'noSku';
    else if (!quantity) row.dropped = 'noQuantity';
    else if (readQuantity(quantity) === null) row.dropped = 'badQuantity';
    return row;
  });

  if (fatal) return { ok: false, error: 'parser', message: fatal.message, rows: [] };
  if (rows.length > CSV_MAX_ROWS) return { ok: false, error: 'tooMany', rows: [] };
  const taken = rows.filter((row) => !row.dropped);
  if (taken.length === 0) return { ok: false, error: 'wrongFormat', rows };
  const jobs = options.jobs === true ? parsed.data.map((record) => rowJob(record.job)) : [];
  return {
    ok: true,
    rows,
    lines: rows.flatMap((row, index) => {
      if (row.dropped) return [];
      const job = jobs[index];
      return [{ sku: row.sku, quantity: readQuantity(row.quantity) ?? 0, ...(job && { JobReference: job }) }];
    }),
  };
}
