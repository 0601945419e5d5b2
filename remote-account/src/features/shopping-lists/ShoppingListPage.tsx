import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner, emit, notify, paths, refreshCartCount, useOnLocaleChange } from '@parts/shared-kernel';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import { deleteShoppingList } from './api/delete-shopping-list';
import { listShoppingLists, type ShoppingList } from './api/list-shopping-lists';
import { moveListToCart } from './api/move-list-to-cart';
import { ShoppingListPanel } from './ShoppingListPanel';
import { skusToMove } from './skus-to-move';
import styles from './shopping-lists.module.css';

type Lists = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; lists: ShoppingList[] };

/** /my-account/shopping-list: an accordion of the saved lists. */
export function ShoppingListPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<ShoppingList | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const loaded = await listShoppingLists(signal);
      setLists({ state: 'ready', lists: loaded });
      // the header badge follows every change
      emit('shopping-list:count', loaded.length);
      // the first list starts open
      setExpanded((current) => (current.size === 0 && loaded[0] ? new Set([String(loaded[0].Id)]) : current));
    } catch (error) {
      if (signal?.aborted) return;
      console.warn('Shopping lists could not be loaded', error);
      setLists({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  // part names are in the shop's language: a switch loads the lists again, in place
  useOnLocaleChange(() => void load());

  const toggle = (list: ShoppingList) =>
    setExpanded((current) => {
      const next = new Set(current);
      const key = String(list.Id);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const moveToCart = async (list: ShoppingList, selected: ReadonlySet<string>) => {
    setBusy(true);
    try {
      const notices = await moveListToCart(Number(list.Id), skusToMove(list, selected));
      if (notices[0]) notify('info', notices[0]);
      notify('success', t('shoppingLists.moved'));
    } catch {
      setBusy(false);
      return;
    }
    try {
      await refreshCartCount();
    } catch {
      // the cart page loads the cart anyway
    }
    setBusy(false);
    void navigate(paths.cart.href());
  };

  const remove = async (list: ShoppingList) => {
    setBusy(true);
    try {
      await deleteShoppingList(Number(list.Id));
      notify('success', t('shoppingLists.removed', { name: list.Name }));
      setRemoving(null);
      await load();
    } catch {
      // shown by the shared notification
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountLayout title={t('shoppingLists.title')}>
      {lists.state === 'loading' && <Spinner label={t('shoppingLists.loading')} />}
      {lists.state === 'failed' && <LoadFailed message={t('shoppingLists.loadFailed')} onRetry={() => void load()} />}
      {lists.state === 'ready' &&
        (lists.lists.length === 0 ? (
          <Alert kind="info">{t('shoppingLists.empty')}</Alert>
        ) : (
          <ul className={styles.accordion}>
            {lists.lists.map((list) => (
              <ShoppingListPanel
                key={list.Id}
                list={list}
                expanded={expanded.has(String(list.Id))}
                busy={busy}
                onToggle={() => toggle(list)}
                onMoveToCart={(selected) => void moveToCart(list, selected)}
                onRemove={() => setRemoving(list)}
              />
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
              <Button variant="danger" onClick={() => void remove(removing)} disabled={busy}>
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
