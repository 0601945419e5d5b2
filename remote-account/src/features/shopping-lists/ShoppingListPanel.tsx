import { QUANTITY_MAX } from '@parts/contract/fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Button, formatMoney, notify, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiMutation, useApiQuery } from '@parts/shared-kernel/query';
import type { ShoppingList } from './api/list-shopping-lists';
import { listPricesQuery } from './api/list-prices';
import { updateShoppingListItemsMutation, type ListItemsChange } from './api/update-shopping-list-items';
import { ShoppingListItemRow } from './ShoppingListItemRow';
import styles from './shopping-lists.module.css';

export interface ShoppingListPanelProps {
  list: ShoppingList;
  expanded: boolean;
  busy: boolean;
  onToggle: () => void;
  onMoveToCart: (selected: ReadonlySet<string>) => void;
  onRemove: () => void;
}

/**
 * One list of the accordion: its items with a checkbox each, each item's quantity to edit, its
 * current price and value and its own Remove, the list's value, 'Move to Cart' and 'Remove List'.
 * Prices are asked once the list is open, through the contract's price calls.
 */
export function ShoppingListPanel({ list, expanded, busy, onToggle, onMoveToCart, onRemove }: ShoppingListPanelProps) {
  const { t } = useTranslation('account');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { config } = useReferenceData();
  const skus = list.Items.map((item) => item.Sku);
  const prices = useApiQuery({
    ...listPricesQuery(
      useLocale(),
      skus,
      { marke: config.general.vehicleBrand, produktart: 'PKW' },
      hasExtension(config, EXTENSIONS.batchStock),
    ),
    enabled: expanded && skus.length > 0,
  });
  // an item withdrawn from the catalogue (extension feeds) cannot be bought: left out like one without a price
  const priceOf = (item: ShoppingList['Items'][number]) => (item.Withdrawn ? 0 : (prices.data?.[item.Sku]?.Price ?? 0));
  const listValue = list.Items.reduce((sum, item) => {
    const price = priceOf(item);
    return price > 0 ? sum + price * item.Quantity : sum;
  }, 0);
  const unpriced = list.Items.filter((item) => !item.Withdrawn && !(priceOf(item) > 0)).length;
  const withdrawnCount = list.Items.filter((item) => item.Withdrawn).length;
  const edit = useApiMutation({
    ...updateShoppingListItemsMutation,
    onSuccess: (_, change) =>
      notify(
        'success',
        change.items.length < list.Items.length
          ? { key: 'account:shoppingLists.itemRemoved', params: { name: list.Name } }
          : { key: 'account:shoppingLists.quantityChanged', params: { name: list.Name } },
      ),
  });
  const onItems = (items: ListItemsChange['items']) => edit.mutate({ listId: list.Id, items });
  // extension feeds: a withdrawn item's replacement takes its place (its quantity added when the list has it already)
  const replace = useApiMutation({
    ...updateShoppingListItemsMutation,
    onSuccess: (_, change) => {
      const taken = list.Items.find((item) => item.Withdrawn?.ReplacedBy && !change.items.some((kept) => kept.Sku === item.Sku));
      if (taken?.Withdrawn?.ReplacedBy)
        notify('success', {
          key: 'account:shoppingLists.replacementTaken',
          params: { sku: taken.Withdrawn.ReplacedBy.Sku, name: list.Name, old: taken.Sku },
        });
    },
  });
  const takeReplacement = (withdrawn: ShoppingList['Items'][number]) => {
    const replacement = withdrawn.Withdrawn?.ReplacedBy;
    if (!replacement) return;
    const there = list.Items.some((other) => other.Sku === replacement.Sku);
    const items = list.Items.flatMap((other) => {
      if (other.Sku === withdrawn.Sku) return there ? [] : [{ Sku: replacement.Sku, Quantity: withdrawn.Quantity }];
      if (other.Sku === replacement.Sku) return [{ Sku: other.Sku, Quantity: Math.min(other.Quantity + withdrawn.Quantity, QUANTITY_MAX) }];
      return [{ Sku: other.Sku, Quantity: other.Quantity }];
    });
    setSelected((current) => new Set([...current].filter((sku) => sku !== withdrawn.Sku)));
    replace.mutate({ listId: list.Id, items });
  };
  const editing = edit.isPending || replace.isPending;
  const panelId = `shopping-list-${list.Id}-panel`;
  const headerId = `shopping-list-${list.Id}-header`;

  const toggle = (sku: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(sku)) next.delete(sku);
      else next.add(sku);
      return next;
    });

  return (
    <li className={styles.list} data-testid="shopping-list">
      <h2 className={styles.heading}>
        <button type="button" id={headerId} className={styles.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.chevron} aria-hidden="true">
            {expanded ? '▾' : '▸'}
          </span>
          <span className={styles.name}>{list.Name}</span>
          <span className={styles.count}>{t('shoppingLists.itemCount', { count: list.Items.length })}</span>
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={headerId} hidden={!expanded} className={styles.panel}>
        {list.Items.length === 0 ? (
          <p className={styles.muted}>{t('shoppingLists.noItems')}</p>
        ) : (
          <>
            <div className={styles.scroll}>
              <table className={`${styles.table} ${styles.stack}`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('shoppingLists.select')}</span>
                    </th>
                    <th scope="col">{t('shoppingLists.sku')}</th>
                    <th scope="col">{t('shoppingLists.name')}</th>
                    <th scope="col" className={styles.number}>
                      {t('shoppingLists.quantity')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('shoppingLists.price')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('shoppingLists.value')}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t('shoppingLists.removeItem')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.Items.map((item) => (
                    <ShoppingListItemRow
                      key={item.Sku}
                      listId={list.Id}
                      item={item}
                      selected={selected.has(item.Sku)}
                      onSelect={() => toggle(item.Sku)}
                      price={prices.data?.[item.Sku]}
                      pricesDone={!prices.isPending}
                      busy={busy || editing}
                      onQuantity={(quantity) =>
                        onItems(
                          list.Items.map((other) => ({ Sku: other.Sku, Quantity: other.Sku === item.Sku ? quantity : other.Quantity })),
                        )
                      }
                      onTakeReplacement={() => takeReplacement(item)}
                      onRemove={() => {
                        setSelected((current) => new Set([...current].filter((sku) => sku !== item.Sku)));
                        onItems(
                          list.Items.filter((other) => other.Sku !== item.Sku).map((other) => ({
                            Sku: other.Sku,
                            Quantity: other.Quantity,
                          })),
                        );
                      }}
                    />
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5} className={styles.number}>
                      {t('shoppingLists.listValue')}
                    </th>
                    <td className={styles.number} data-testid="shopping-list-value" data-label={t('shoppingLists.listValue')}>
                      {prices.isPending ? '…' : formatMoney(listValue)}
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
            {prices.isError && <p className={styles.muted}>{t('shoppingLists.pricesFailed')}</p>}
            {!prices.isPending && unpriced > 0 && <p className={styles.muted}>{t('shoppingLists.valueWithout', { count: unpriced })}</p>}
            {withdrawnCount > 0 && <p className={styles.muted}>{t('shoppingLists.valueWithoutWithdrawn', { count: withdrawnCount })}</p>}
          </>
        )}
        <div className={styles.actions}>
          <Button onClick={() => onMoveToCart(selected)} disabled={busy || list.Items.length === 0}>
            {t('shoppingLists.moveToCart')}
          </Button>
          <span className={styles.muted} aria-live="polite">
            {list.Items.length > 0 &&
              (selected.size > 0 ? t('shoppingLists.movesSelected', { count: selected.size }) : t('shoppingLists.movesAll'))}
          </span>
          <Button variant="danger" onClick={onRemove} disabled={busy} className={styles.remove}>
            {t('shoppingLists.removeList')}
          </Button>
        </div>
      </div>
    </li>
  );
}
