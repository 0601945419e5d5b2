import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IMPORT_REPORT_NS, ensureImportReportTexts } from './texts';
import { kindsOf, summarize, type ReportKind, type ReportRow } from './report';
import styles from './import-report.module.css';

const TONE: Record<ReportKind, string | undefined> = {
  added: styles.ok,
  fewer: styles.warn,
  replaced: undefined,
  notFound: styles.bad,
  noPrice: styles.bad,
  notFitting: styles.warn,
  refused: styles.bad,
  unresolved: styles.bad,
};

/** What happened to a row, in the dealer's words: its result, then a replacement or a fitment warning. */
function outcomes(row: ReportRow, t: TFunction): { text: string; kind: ReportKind }[] {
  const said: { text: string; kind: ReportKind }[] = [];
  if (row.ReplacedBy && row.ReplacedBy.length > 0) {
    const parts = row.ReplacedBy.map((part) =>
      row.ReplacedBy?.length === 1 && part.Quantity === row.Quantity ? part.Sku : `${part.Sku} × ${part.Quantity}`,
    ).join(', ');
    said.push({ text: t('result.replacedBy', { parts }), kind: 'replaced' });
  }
  switch (row.Result) {
    case 'added':
      said.push({ text: t('result.added'), kind: 'added' });
      break;
    case 'fewer': {
      const stock = row.Stock ?? row.ReplacedBy?.find((part) => part.Result === 'fewer')?.Stock ?? 0;
      const text =
        row.Added > 0
          ? t('result.fewer', { stock, added: row.Added, quantity: row.Quantity })
          : stock > 0
            ? t('result.fewerAllInCart', { stock })
            : t('result.fewerNone');
      said.push({ text, kind: 'fewer' });
      break;
    }
    case 'not-found':
      said.push({ text: t(row.NotOnList ? 'result.notOnList' : 'result.notFound'), kind: 'notFound' });
      break;
    case 'no-price':
      said.push({ text: t(row.Added > 0 ? 'result.noPriceAdded' : 'result.noPrice'), kind: 'noPrice' });
      break;
    case 'refused':
      said.push({
        text: t(row.Skipped === 'noNumber' ? 'result.noNumber' : row.Skipped === 'noQuantity' ? 'result.noQuantity' : 'result.refused'),
        kind: 'refused',
      });
      break;
    case 'unresolved':
      said.push({ text: t('result.unresolved'), kind: 'unresolved' });
      break;
  }
  if (row.NotFitting) said.push({ text: t('result.notFitting'), kind: 'notFitting' });
  return said;
}

export interface ImportReportProps {
  rows: readonly ReportRow[];
  /** Hides the report (a button says so); without it the report stays until the next one. */
  onHide?: () => void;
  /** Moves the focus to the report when it appears (after an import the dealer started by a button). */
  focusOnShow?: boolean;
  /** Shows each row's line in the file (CSV). */
  withLineNumbers?: boolean;
  'data-testid'?: string;
}

/**
 * The report of a bulk add (extension import-report): a summary counting each kind, then a row per
 * line asked with its number, what went in of what was asked, and what happened, in the dealer's
 * words. It stays until hidden or replaced (notices fade; this is what the dealer reads afterwards).
 */
export function ImportReport({
  rows,
  onHide,
  focusOnShow = false,
  withLineNumbers = false,
  'data-testid': testId = 'import-report',
}: ImportReportProps) {
  const { t, i18n } = useTranslation(IMPORT_REPORT_NS);
  ensureImportReportTexts(i18n);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow, rows]);
  const summary = summarize(rows);
  return (
    <section ref={ref} className={styles.report} aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {t('title')}
        </h3>
        {onHide && (
          <button type="button" className={styles.hide} onClick={onHide}>
            {t('hide')}
          </button>
        )}
      </div>
      <ul className={styles.summary} aria-label={t('summary.label')} role="status" data-testid="import-report-summary">
        {summary.map(({ kind, count }) => (
          <li key={kind} className={TONE[kind]} data-kind={kind}>
            {t(`summary.${kind}`, { count })}
          </li>
        ))}
      </ul>
      <ol className={styles.rows} data-testid="import-report-rows">
        {rows.map((row, index) => (
          <li key={`${row.Line ?? index}-${row.Sku}`} className={styles.row} data-kinds={kindsOf(row).join(' ')}>
            <span className={styles.rowHead}>
              {withLineNumbers && row.Line !== undefined && <span className={styles.line}>{t('lineNumber', { line: row.Line })}</span>}
              <span className={styles.sku}>{row.Sku || '—'}</span>
              <span className={styles.amount}>
                {row.QuantityText !== undefined
                  ? t('quantityText', { quantity: row.QuantityText })
                  : t('addedOf', { added: row.Added, quantity: row.Quantity })}
              </span>
            </span>
            {outcomes(row, t).map((said) => (
              <span key={said.kind} className={[styles.outcome, TONE[said.kind]].filter(Boolean).join(' ')}>
                {said.text}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
