import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, notify, useReferenceData } from '@parts/shared-kernel';
import { showCartNotices } from '../cart/cart-notices';
import { useCartFromCsv } from './api/cart-from-csv';
import { EXAMPLE_CSV_HREF } from './example-file';
import { parseCartCsv, type CsvParseResult } from './parse-cart-csv';
import { readFileText } from './read-file-text';
import { CsvRowsReport } from './CsvRowsReport';
import styles from '../cart/cart.module.css';

/** CSV import: choose a file, see which rows count, import them. */
export function CsvImport() {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvParseResult | null>(null);
  const importing = useCartFromCsv();

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setResult(chosen ? parseCartCsv(await readFileText(chosen)) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || importing.isPending) return;
    const parsed = result ?? parseCartCsv(await readFileText(file));
    setResult(parsed);
    if (!parsed.ok) return;
    // a failure was shown by the shared notification; the file stays chosen to try again
    importing.mutate(parsed.lines, {
      onSuccess: (notices) => {
        showCartNotices(notices, config, 'info');
        notify('success', { key: 'cart:csv.added' });
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
    });
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
      {result && result.rows.length > 0 && <CsvRowsReport rows={result.rows} />}
    </form>
  );
}
