import { useState } from 'react';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Button, paths } from '@parts/shared-kernel';
import type { ShoppingList } from './api/list-shopping-lists';
import styles from './shopping-lists.module.css';

export interface ShoppingListPanelProps {
  list: ShoppingList;
  expanded: boolean;
  busy: boolean;
  onToggle: () => void;
  onMoveToCart: (selected: ReadonlySet<string>) => void;
  onRemove: () => void;
}

/** One list of the accordion: its items with a checkbox each, 'Move to Cart' and 'Remove List'. */
export function ShoppingListPanel({ list, expanded, busy, onToggle, onMoveToCart, onRemove }: ShoppingListPanelProps) {
  const { t } = useTranslation('account');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
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
          <div className={styles.scroll}>
            <table className={styles.table}>
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
                </tr>
              </thead>
              <tbody>
                {list.Items.map((item) => {
                  const checkboxId = `shopping-list-${list.Id}-item-${item.Sku}`;
                  return (
                    <tr key={item.Sku} data-testid="shopping-list-item">
                      <td>
                        <input
                          id={checkboxId}
                          type="checkbox"
                          checked={selected.has(item.Sku)}
                          onChange={() => toggle(item.Sku)}
                          aria-label={t('shoppingLists.selectItem', { sku: item.Sku, name: item.Name })}
                        />
                      </td>
                      <th scope="row">
                        <Link to={paths.partSearch.href(item.Sku)} title={t('shoppingLists.searchPart')}>
                          {item.Sku}
                        </Link>
                      </th>
                      <td>{item.Name}</td>
                      <td className={styles.number}>{item.Quantity}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
