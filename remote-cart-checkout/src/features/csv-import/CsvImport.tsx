import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, notify, useReferenceData, withActiveJob } from '@parts/shared-kernel';
import { showCartNotices } from '../cart/cart-notices';
import { useCartFromCsv } from './api/cart-from-csv';
import { EXAMPLE_CSV_HREF } from './example-file';
import type { CsvParseResult, ParseOptions } from './parse-cart-csv';
import { readFileText } from './read-file-text';
import { CsvRowsReport } from './CsvRowsReport';
import { csvReport } from './csv-report';
import { ImportReport, addedAnything, reportsLines, type ReportRow } from '@parts/shared-kernel/import-report';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import styles from '../cart/cart.module.css';

/** The file read and parsed; the parser (papaparse) comes with the first file, not with the cart page. */
async function parseFile(file: File, options: ParseOptions): Promise<CsvParseResult> {
  const [{ parseCartCsv }, text] = await Promise.all([import('./parse-cart-csv'), readFileText(file)]);
  return parseCartCsv(text, options);
}

/** The file could not be read (or the parser's code did not arrive): said, and nothing else changes. */
function unreadable(error: unknown): null {
  console.error('The CSV file could not be read', error);
  notify('danger', { key: 'cart:csv.unreadable' });
  return null;
}

/** CSV import: choose a file, see which rows count, import them. */
export function CsvImport() {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvParseResult | null>(null);
  const withReport = reportsLines(config);
  // extension csv-dealer-files: files without a header row and with Polish headers
  const dealerFiles = hasExtension(config, EXTENSIONS.csvDealerFiles);
  // extension job-reference: a file's job column (the cart export writes one) gives each row its job
  const options: ParseOptions = { dealerFiles, jobs: hasExtension(config, EXTENSIONS.jobReference) };
  const importing = useCartFromCsv(withReport);
  // what the API said of each row (extension import-report): stays until the next file or import
  const [report, setReport] = useState<ReportRow[] | null>(null);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setReport(null);
    setResult(chosen ? await parseFile(chosen, options).catch(unreadable) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || importing.isPending) return;
    const parsed = result ?? (await parseFile(file, options).catch(unreadable));
    if (!parsed) return;
    setResult(parsed);
    if (!parsed.ok) return;
    // a failure was shown by the shared notification; the file stays chosen to try again
    // every row for the dealer's active job, when there is one (extension job-reference)
    importing.mutate(
      parsed.lines.map((line) => (line.JobReference ? line : withActiveJob(line, config))),
      {
        onSuccess: ({ notices, lines }) => {
          showCartNotices(notices, config, 'info');
          // 'added' only when something went in (a notice may be a refusal: a part without a price, issue 37)
          if (addedAnything({ notices, lines }, parsed.lines.length)) notify('success', { key: 'cart:csv.added' });
          if (lines) {
            // the file's preview gives way to what the API said of each row
            setReport(csvReport(parsed.rows, lines));
            setResult(null);
          }
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  return (
    <form className={styles.tool} onSubmit={onSubmit} aria-labelledby="csv-heading">
      <h2 id="csv-heading" className={styles.toolHeading}>
        {t('csv.title')}
      </h2>
      <p className={styles.hint}>
        {t('csv.hint')}{' '}
        <a href={EXAMPLE_CSV_HREF} download="cart.csv">
          {t('csv.example')}
        </a>
      </p>
      <label htmlFor={inputId} className={styles.label}>
        {t('csv.file')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".csv,text/csv,text/plain"
        className={styles.file}
        onChange={(e) => void onChoose(e)}
      />
      {result && !result.ok && <Alert kind="danger">{result.error === 'parser' ? result.message : t(`csv.${result.error}`)}</Alert>}
      <Button type="submit" disabled={!file || importing.isPending}>
        {importing.isPending ? t('csv.importing') : t('csv.import')}
      </Button>
      {report ? (
        <ImportReport rows={report} withLineNumbers focusOnShow onHide={() => setReport(null)} data-testid="csv-report" />
      ) : (
        result && result.rows.length > 0 && <CsvRowsReport rows={result.rows} />
      )}
    </form>
  );
}
