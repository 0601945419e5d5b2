import { useTranslation } from 'react-i18next';
import { DeliveryEstimate } from '../delivery/DeliveryEstimate';
import { stockSummary } from './stock-summary';
import type { ProductStock } from './product-schemas';
import styles from './parts-list.module.css';

/**
 * A part's stock on its line: the total and where it is ('at your branch', 'elsewhere', 'none',
 * or 'in stock' when the back end does not say which warehouse is the dealer's), in words and not
 * only in colour, and the soonest it can be at the dealer (extension delivery-estimate).
 */
export function StockFigure({ stock }: { stock: Pick<ProductStock, 'WarehouseInventory'> }) {
  const { t } = useTranslation('catalog');
  const summary = stockSummary(stock);
  return (
    <span className={styles.stockFigure} data-testid="stock-figure" data-state={summary.state}>
      <span className={styles.stockLine}>
        <span className={[styles.dot, styles[`dot-${summary.state}`]].join(' ')} aria-hidden="true" />
        <span className={styles.total}>{t('stock.pieces', { count: summary.total })}</span>
        {summary.earliest && (
          <span className={styles.earliest} title={t('stock.earliestTitle')}>
            <span className={styles.hidden}>{t('stock.earliest')} </span>· <DeliveryEstimate estimate={summary.earliest} />
          </span>
        )}
      </span>{' '}
      <span className={styles.state} data-testid="stock-state">
        {t(`stock.${summary.state}`)}
      </span>
    </span>
  );
}
