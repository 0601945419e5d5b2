import { Fragment, useState } from 'react';
import { Link, useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner, notify, paths, refreshCartCount, useLocale, useReferenceData } from '@parts/shared-kernel';
import { ImportReport, addedAnything, reportsLines, type ReportRow } from '@parts/shared-kernel/import-report';
import { useApiMutation, useApiQuery } from '@parts/shared-kernel/query';
import { shoppingListsQuery } from '@parts/shared-kernel/shopping-lists';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { deleteShoppingListMutation } from './api/delete-shopping-list';
import type { ShoppingList } from './api/list-shopping-lists';
import { moveListToCartMutation } from './api/move-list-to-cart';
import { ShoppingListPanel } from './ShoppingListPanel';
import { skusToMove } from './skus-to-move';
import styles from './shopping-lists.module.css';

/** /my-account/shopping-list: an accordion of the saved lists. */
export function ShoppingListPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // part names are in the shop's language: a switch asks again, the lists staying on screen meanwhile
  const lists = useApiQuery(shoppingListsQuery(useLocale()));
  // the lists the dealer opened or closed; until then the first list is open
  const [toggled, setToggled] = useState<ReadonlySet<string> | null>(null);
  const firstId = lists.data?.[0]?.Id;
  const expanded = toggled ?? new Set(firstId === undefined ? [] : [String(firstId)]);
  const [removing, setRemoving] = useState<ShoppingList | null>(null);

  const { config } = useReferenceData();
  const withReport = reportsLines(config);
  // what the API said of each item moved (extension import-report), shown under its list
  const [moved, setMoved] = useState<{ listId: number; rows: ReportRow[] } | null>(null);
  const move = useApiMutation({
    ...moveListToCartMutation,
    onSuccess: async ({ notices, rows }, { listId, skus }) => {
      if (notices[0]) notify('info', notices[0]);
      // 'added' only when something went in (a notice may be a refusal: a part without a price, issue 37)
      if (addedAnything({ notices, lines: rows }, skus.length)) notify('success', { key: 'account:shoppingLists.moved' });
      // the header's count, from a fresh cart (the cart page loads the cart anyway)
      await refreshCartCount().catch(() => undefined);
      // with the report, the dealer reads it here when an item did not go in as listed (a link goes on to the cart)
      if (rows?.some((row) => row.Result !== 'added' || row.NotFitting)) setMoved({ listId, rows });
      else void navigate(paths.cart.href());
    },
  });
  const remove = useApiMutation({
    ...deleteShoppingListMutation,
    onSuccess: (_, listId) => {
      const name = lists.data?.find((list) => list.Id === listId)?.Name ?? '';
      notify('success', { key: 'account:shoppingLists.removed', params: { name } });
      setRemoving(null);
    },
  });
  const busy = move.isPending || remove.isPending;

  const toggle = (list: ShoppingList) => {
    const next = new Set(expanded);
    const key = String(list.Id);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setToggled(next);
  };

  // a failure is shown by the shared notification
  const moveToCart = (list: ShoppingList, selected: ReadonlySet<string>) =>
    move.mutate({ listId: list.Id, skus: skusToMove(list, selected), withReport });

  return (
    <AccountLayout title={t('shoppingLists.title')}>
      {lists.isPending && <Spinner label={t('shoppingLists.loading')} />}
      {lists.isError && <LoadFailed message={t('shoppingLists.loadFailed')} onRetry={() => void lists.refetch()} />}
      {lists.data &&
        (lists.data.length === 0 ? (
          <Alert kind="info">{t('shoppingLists.empty')}</Alert>
        ) : (
          <ul className={styles.accordion}>
            {lists.data.map((list) => (
              <Fragment key={list.Id}>
                <ShoppingListPanel
                  list={list}
                  expanded={expanded.has(String(list.Id))}
                  busy={busy}
                  onToggle={() => toggle(list)}
                  onMoveToCart={(selected) => moveToCart(list, selected)}
                  onRemove={() => setRemoving(list)}
                />
                {moved?.listId === list.Id && (
                  <li className={styles.moved}>
                    <ImportReport rows={moved.rows} focusOnShow onHide={() => setMoved(null)} data-testid="list-to-cart-report" />
                    <Link to={paths.cart.href()}>{t('order.again.toCart')}</Link>
                  </li>
                )}
              </Fragment>
            ))}
          </ul>
        ))}
      {removing && (
        <Modal
          title={t('shoppingLists.removeTitle')}
          onClose={() => setRemoving(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {t('form.cancel')}
              </Button>
              <Button variant="danger" onClick={() => remove.mutate(removing.Id)} disabled={busy}>
                {t('shoppingLists.removeConfirm')}
              </Button>
            </>
          }
        >
          <p>{t('shoppingLists.removeQuestion', { name: removing.Name })}</p>
        </Modal>
      )}
    </AccountLayout>
  );
}
