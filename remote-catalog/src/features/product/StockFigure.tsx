import { useTranslation } from 'react-i18next';
import { DeliveryEstimate } from '../delivery/DeliveryEstimate';
import { quantityEstimate } from '@parts/contract/delivery';
import { stockSummary } from './stock-summary';
import type { ProductStock } from './product-schemas';
import styles from './parts-list.module.css';

/**
 * A part's stock on its line: the total and where it is ('at your branch', 'elsewhere', 'none',
 * or 'in stock' when the back end does not say which warehouse is the dealer's), in words and not
 * only in colour, and when the quantity in the line's order field can be at the dealer (extension
 * delivery-estimate; the contract's rule the cart's estimate follows too, so the cart shows the
 * same figure; none when the warehouses hold less).
 */
export function StockFigure({ stock, quantity }: { stock: Pick<ProductStock, 'WarehouseInventory'>; quantity: number | null }) {
  const { t } = useTranslation('catalog');
  const summary = stockSummary(stock);
  const promise = quantity === null ? null : quantityEstimate(quantity, stock.WarehouseInventory);
  return (
    <span className={styles.stockFigure} data-testid="stock-figure" data-state={summary.state}>
      <span className={styles.stockLine}>
        <span className={[styles.dot, styles[`dot-${summary.state}`]].join(' ')} aria-hidden="true" />
        <span className={styles.total}>{t('stock.pieces', { count: summary.total })}</span>
        {promise && (
          <span className={styles.earliest} title={t('stock.earliestTitle')}>
            <span className={styles.hidden}>{t('stock.earliest')} </span>· <DeliveryEstimate estimate={promise} />
          </span>
        )}
      </span>{' '}
      <span className={styles.state} data-testid="stock-state">
        {t(`stock.${summary.state}`)}
      </span>
    </span>
  );
}
