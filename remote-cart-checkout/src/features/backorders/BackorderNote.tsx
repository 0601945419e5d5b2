import { useTranslation } from 'react-i18next';
import { Button, formatDate } from '@parts/shared-kernel';
import type { CartLine } from '../cart/api/cart-schemas';
import styles from './backorders.module.css';

/** What a line beyond the stock says: from stock, backordered, expected when (undefined for a line the stock covers). */
function useBackorderText(line: CartLine): string | undefined {
  const { t, i18n } = useTranslation('cart');
  const backorder = line.Backorder;
  if (!backorder) return undefined;
  const fromStock = line.Quantity - backorder.Quantity;
  return backorder.ExpectedDate
    ? t('backorders.line', { fromStock, backorder: backorder.Quantity, date: formatDate(backorder.ExpectedDate, i18n.language) })
    : t('backorders.lineNoDate', { fromStock, backorder: backorder.Quantity });
}

/**
 * A cart line beyond the stock (extension backorders): how much comes from stock, how much is
 * backordered and when it is expected, and the way to drop the backorder (the quantity back to the stock).
 */
export function BackorderNote({
  line,
  busy,
  onDrop,
}: {
  line: CartLine;
  busy: boolean;
  onDrop: (line: CartLine, quantity: number) => void;
}) {
  const { t } = useTranslation('cart');
  const text = useBackorderText(line);
  if (!line.Backorder || !text) return null;
  const fromStock = line.Quantity - line.Backorder.Quantity;
  return (
    <div className={styles.note} data-testid="backorder">
      <p role="note">{text}</p>
      {fromStock > 0 && (
        <Button
          size="small"
          variant="secondary"
          disabled={busy}
          onClick={() => onDrop(line, fromStock)}
          aria-label={t('backorders.dropOf', { sku: line.Product.Sku })}
        >
          {t('backorders.drop')}
        </Button>
      )}
    </div>
  );
}

/** The same in the checkout's list of what will be ordered (no way to drop it there: the cart has it). */
export function BackorderLine({ line }: { line: CartLine }) {
  const text = useBackorderText(line);
  return text ? (
    <span className={styles.inline} data-testid="checkout-backorder">
      {text}
    </span>
  ) : null;
}
