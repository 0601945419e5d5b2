import { useTranslation } from 'react-i18next';
import type { CsvRow } from './parse-cart-csv';
import styles from '../cart/cart.module.css';

/** Which rows of the file were taken and which were dropped, and why. */
export function CsvRowsReport({ rows }: { rows: CsvRow[] }) {
  const { t } = useTranslation('cart');
  const taken = rows.filter((r) => !r.dropped).length;
  return (
    <div className={styles.report}>
      <p role="status">{t('csv.summary', { count: taken, taken, dropped: rows.length - taken })}</p>
      <div className={styles.tableWrap}>
        <table className={[styles.table, styles.compact].join(' ')} data-testid="csv-rows">
          <thead>
            <tr>
              <th scope="col">{t('csv.line')}</th>
              <th scope="col">{t('csv.sku')}</th>
              <th scope="col" className={styles.money}>
                {t('csv.quantity')}
              </th>
              <th scope="col">{t('csv.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className={row.dropped ? styles.dropped : undefined}>
                <td>{row.line}</td>
                <td>{row.sku}</td>
                <td className={styles.money}>{row.quantity}</td>
                <td>{row.dropped ? t('csv.droppedBecause', { reason: t(`csv.reason.${row.dropped}`) }) : t('csv.taken')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
