import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { QUANTITY_MAX, QUANTITY_MIN } from '@parts/contract/fields';
import { Button, errorId, formatMoney, paths } from '@parts/shared-kernel';
import { NumberField, useNumberDraft } from '@parts/shared-kernel/messages';
import type { ShoppingListItem } from './api/list-shopping-lists';
import type { ListPrice } from './api/list-prices';
import styles from './shopping-lists.module.css';

export interface ShoppingListItemRowProps {
  listId: number;
  item: ShoppingListItem;
  selected: boolean;
  onSelect: () => void;
  /** Its current price; undefined while prices load or when none could be had (`pricesDone`). */
  price: ListPrice | undefined;
  pricesDone: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Extension feeds: put the replacement of a withdrawn item's part in its place. */
  onTakeReplacement: () => void;
}

/**
 * One item of a list: its checkbox (for 'Move to Cart'), part number, name, its quantity as a
 * field read in the shop's language (whole numbers 1 to 9999; handed on with Enter or when left),
 * its current price and value, and a button removing it from the list.
 */
export function ShoppingListItemRow({
  listId,
  item,
  selected,
  onSelect,
  price,
  pricesDone,
  busy,
  onQuantity,
  onRemove,
  onTakeReplacement,
}: ShoppingListItemRowProps) {
  const { t } = useTranslation('account');
  const fieldId = `shopping-list-${listId}-quantity-${item.Sku}`;
  const draft = useNumberDraft(item.Quantity, (quantity) => quantity !== null && quantity !== item.Quantity && onQuantity(quantity), {
    decimals: 0,
    min: QUANTITY_MIN,
    max: QUANTITY_MAX,
  });
  const withdrawn = item.Withdrawn;
  const available = withdrawn === undefined && price !== undefined && price.Price > 0;
  return (
    <tr data-testid="shopping-list-item">
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={onSelect}
          aria-label={t('shoppingLists.selectItem', { sku: item.Sku, name: item.Name })}
        />
      </td>
      <th scope="row" data-label={t('shoppingLists.sku')}>
        <Link to={paths.partSearch.href(item.Sku)} title={t('shoppingLists.searchPart')}>
          {item.Sku}
        </Link>
      </th>
      <td className={styles.nameCell} data-label={t('shoppingLists.name')}>
        {item.Name}
        {withdrawn && (
          <span className={styles.withdrawn} data-testid="withdrawn">
            <span className={styles.withdrawnNote}>
              {withdrawn.ReplacedBy
                ? t('shoppingLists.withdrawnReplacedBy', { sku: withdrawn.ReplacedBy.Sku, name: withdrawn.ReplacedBy.Name })
                : t('shoppingLists.withdrawn')}
            </span>
            {withdrawn.ReplacedBy && (
              <Button variant="secondary" size="small" disabled={busy} onClick={onTakeReplacement}>
                {t('shoppingLists.takeReplacement', { sku: withdrawn.ReplacedBy.Sku })}
              </Button>
            )}
          </span>
        )}
      </td>
      <td className={styles.number} data-label={t('shoppingLists.quantity')}>
        <input
          id={fieldId}
          className={styles.quantity}
          aria-label={t('shoppingLists.quantityOf', { sku: item.Sku })}
          aria-describedby={errorId(fieldId)}
          disabled={busy}
          {...draft.inputProps}
        />
        <NumberField id={errorId(fieldId)} error={draft.error} note={draft.note} className={styles.fieldMessage} />
      </td>
      <td className={styles.number} data-label={t('shoppingLists.price')}>
        {available ? (
          formatMoney(price.Price)
        ) : withdrawn ? (
          <span className={styles.unavailable}>{t('shoppingLists.withdrawnPrice')}</span>
        ) : pricesDone ? (
          <span className={styles.unavailable}>{price ? t('shoppingLists.unavailable') : t('shoppingLists.noPrice')}</span>
        ) : (
          <span className={styles.muted}>…</span>
        )}
      </td>
      <td className={styles.number} data-label={t('shoppingLists.value')}>
        {available ? formatMoney(price.Price * item.Quantity) : ''}
      </td>
      <td className={styles.rowAction}>
        <Button
          variant="secondary"
          size="small"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('shoppingLists.removeItemOf', { sku: item.Sku, name: item.Name })}
        >
          {t('shoppingLists.removeItem')}
        </Button>
      </td>
    </tr>
  );
}
