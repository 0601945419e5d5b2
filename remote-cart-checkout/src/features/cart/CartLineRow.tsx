import { useTranslation } from 'react-i18next';
import { Button, formatMoney, formatPercent } from '@parts/shared-kernel';
import type { CartLine } from './api/cart-schemas';
import { isUnavailable } from './cart-state';
import { QuantitySelector } from './QuantitySelector';
import { LineDelivery, useDeliveryEstimates } from '../delivery/LineDelivery';
import { LineJob } from '../job-reference/LineJob';
import { BackorderNote } from '../backorders/BackorderNote';
import styles from './cart.module.css';

export interface CartLineRowProps {
  line: CartLine;
  showNetto: boolean;
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  /** Extension job-reference (absent without it): the line's job set anew. */
  onJob?: ((line: CartLine, job: string) => void) | undefined;
  /** Unique on the page: the same part may be on several lines (one per job). */
  controlId?: string;
  /** Extension feeds: put the replacement of a withdrawn line's part in its place. */
  onTakeReplacement: (line: CartLine) => void;
}

/** One cart line: SKU as heading, name, quantity, catalogue and own prices, sub total, discount. */
export function CartLineRow({
  line,
  showNetto,
  busy,
  onQuantity,
  onRemove,
  onJob,
  onTakeReplacement,
  controlId = String(line.Product.Id),
}: CartLineRowProps) {
  const { t, i18n } = useTranslation('cart');
  const { Product: product } = line;
  const unavailable = isUnavailable(line);
  const delivery = useDeliveryEstimates();
  // a back end that sends the stock: a line asking for more than there is gets a mark
  // (not for a withdrawn part: it has no stock and the line says why it cannot be ordered)
  // (nor for a backorder the dealer chose, extension backorders: the line says what comes when)
  const overStock =
    typeof line.Stock === 'number' && line.Quantity > line.Stock && line.Withdrawn === undefined && line.Backorder === undefined;
  return (
    <tr
      className={unavailable ? styles.unavailable : undefined}
      data-testid="cart-line"
      data-sku={product.Sku}
      data-job={line.JobReference ?? ''}
    >
      <td data-label={t('line.product')} className={styles.product}>
        <h3 className={styles.sku}>{product.Sku}</h3>
        <p className={styles.name}>{product.Name}</p>
        {onJob && (
          <LineJob
            id={`job-${controlId}`}
            sku={product.Sku}
            job={line.JobReference ?? ''}
            disabled={busy}
            onJob={(job) => onJob(line, job)}
          />
        )}
        {delivery && <LineDelivery estimate={line} />}
        {line.Withdrawn ? (
          <WithdrawnNote line={line} busy={busy} onTakeReplacement={onTakeReplacement} />
        ) : (
          unavailable && (
            <p className={styles.unavailableNote} role="note">
              {t('line.unavailable')}
            </p>
          )
        )}
        <BackorderNote line={line} busy={busy} onDrop={onQuantity} />
        {overStock && (
          <p className={styles.overStock} role="note" data-testid="over-stock">
            {t('line.overStock', { count: line.Stock })}
          </p>
        )}
      </td>
      <td data-label={t('line.quantity')}>
        <QuantitySelector
          id={`qty-${controlId}`}
          value={line.Quantity}
          disabled={busy}
          label={product.Sku}
          onChange={(quantity) => onQuantity(line, quantity)}
          onRemove={() => onRemove(line)}
        />
      </td>
      <td data-label={t('line.catalogueGross')} className={styles.money}>
        {formatMoney(product.OldPrice)}
      </td>
      {showNetto && (
        <td data-label={t('line.catalogueNet')} className={styles.money}>
          {formatMoney(product.OldPriceNetto)}
        </td>
      )}
      <td data-label={t('line.priceGross')} className={styles.money}>
        {formatMoney(product.Price)}
      </td>
      {showNetto && (
        <td data-label={t('line.priceNet')} className={styles.money}>
          {formatMoney(product.PriceNetto)}
        </td>
      )}
      <td data-label={t('line.subTotal')} className={[styles.money, styles.subTotal].join(' ')}>
        {formatMoney(line.Total)}
      </td>
      <td data-label={t('line.discount')} className={styles.money}>
        {formatPercent(product.Discount, i18n.language)}
      </td>
      <td className={styles.actions}>
        <Button
          variant="danger"
          size="small"
          disabled={busy}
          onClick={() => onRemove(line)}
          aria-label={t('line.removeItem', { sku: product.Sku })}
        >
          {t('line.remove')}
        </Button>
      </td>
    </tr>
  );
}

/** A line whose part a catalogue feed withdrew (extension feeds): says so, with a button to take its replacement. */
function WithdrawnNote({ line, busy, onTakeReplacement }: { line: CartLine; busy: boolean; onTakeReplacement: (line: CartLine) => void }) {
  const { t } = useTranslation('cart');
  const replacement = line.Withdrawn?.ReplacedBy ?? null;
  return (
    <div className={styles.withdrawn} data-testid="withdrawn">
      <p className={styles.unavailableNote} role="note">
        {replacement ? t('line.withdrawnReplacedBy', { sku: replacement.Sku, name: replacement.Name }) : t('line.withdrawn')}
      </p>
      {replacement && (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => onTakeReplacement(line)}>
          {t('line.takeReplacement', { sku: replacement.Sku })}
        </Button>
      )}
    </div>
  );
}
