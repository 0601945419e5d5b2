import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@parts/shared-kernel/router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spinner, buttonClass, notify, paths, useOnLocaleChange, useReferenceData } from '@parts/shared-kernel';
import { TotalsSummary } from '../totals/TotalsSummary';
import { QuickCart } from '../quick-cart/QuickCart';
import { CsvImport } from '../csv-import/CsvImport';
import { CartExport } from '../csv-import/CartExport';
import { SaveCartForm } from '../shopping-list/SaveCartForm';
import type { CartLine } from './api/cart-schemas';
import { updateCartItem } from './api/update-cart-item';
import { deleteCartItem } from './api/delete-cart-item';
import { clearCart } from './api/clear-cart';
import { cartLinesAtom, hasUnavailableLines, useCartLines, useLoadCart } from './cart-state';
import { CartLineRow } from './CartLineRow';
import { CartLoadFailed } from './CartLoadFailed';
import styles from './cart.module.css';

/** /cart: the lines, totals, quick add, CSV import and save as a shopping list. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { config } = useReferenceData();
  const showNetto = config.general.showPriceNetto;
  const { lines, loading, failed, totals, totalsLoading } = useCartLines();
  const setLines = useSetAtom(cartLinesAtom);
  const loadCart = useLoadCart();
  const [changing, setChanging] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);

  useEffect(() => {
    // a fresh look at the cart each visit (it may have been filled elsewhere meanwhile)
    setLines(null);
    void loadCart();
  }, [loadCart, setLines]);
  // part names are in the shop's language: a switch loads the lines again, in place
  useOnLocaleChange(() => void loadCart());

  const change = async (action: () => Promise<void>, done?: string) => {
    setChanging(true);
    try {
      await action();
      if (done) notify('success', done);
    } catch {
      // shown by the shared notification
    } finally {
      await loadCart();
      setChanging(false);
    }
  };

  const onQuantity = (line: CartLine, quantity: number) => {
    if (quantity <= 0) return;
    void change(async () => {
      const [notice] = await updateCartItem(line.Product.Id, quantity);
      if (notice) notify('warning', notice); // the API set a lower quantity (the stock)
    });
  };
  const onRemove = (line: CartLine) => void change(() => deleteCartItem(line.Product.Id), t('productRemoved'));
  const onClear = () => {
    setConfirmingClear(false);
    void change(() => clearCart());
  };

  // The first look shows the lines with their totals: totals arriving later would push the
  // buttons and the tools below them down. Later loads keep the page and update in place.
  const waitingForTotals = lines !== null && lines.length > 0 && totals === null && totalsLoading;
  const [firstLook, setFirstLook] = useState(true);
  useEffect(() => {
    if (lines !== null && !waitingForTotals) setFirstLook(false);
  }, [lines, waitingForTotals]);

  if (lines === null || (firstLook && waitingForTotals)) {
    if (failed && !loading) return <CartLoadFailed onRetry={() => void loadCart()} />;
    return <Spinner label={t('loadingCart')} />;
  }

  const busy = loading || changing;
  const blocked = hasUnavailableLines(lines);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {lines.length === 0 ? (
        <section className={styles.empty}>
          <p>{t('empty')}</p>
          <Link to={paths.home.href()} className={buttonClass('primary')}>
            {t('startShopping')}
          </Link>
        </section>
      ) : (
        <div className={styles.layout}>
          <section className={styles.lines} aria-labelledby="cart-lines-heading" aria-busy={busy}>
            <h2 id="cart-lines-heading" className="visually-hidden">
              {t('linesHeading')}
            </h2>
            {busy && <Spinner label={t('updatingCart')} inline />}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('line.product')}</th>
                    <th scope="col">{t('line.quantity')}</th>
                    <th scope="col" className={styles.money}>
                      {t('line.catalogueGross')}
                    </th>
                    {showNetto && (
                      <th scope="col" className={styles.money}>
                        {t('line.catalogueNet')}
                      </th>
                    )}
                    <th scope="col" className={styles.money}>
                      {t('line.priceGross')}
                    </th>
                    {showNetto && (
                      <th scope="col" className={styles.money}>
                        {t('line.priceNet')}
                      </th>
                    )}
                    <th scope="col" className={styles.money}>
                      {t('line.subTotal')}
                    </th>
                    <th scope="col" className={styles.money}>
                      {t('line.discount')}
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">{t('line.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <CartLineRow
                      key={line.Product.Id}
                      line={line}
                      showNetto={showNetto}
                      busy={busy}
                      onQuantity={onQuantity}
                      onRemove={onRemove}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.linesActions}>
              <CartExport lines={lines} disabled={busy} />
            </div>
          </section>
          <aside className={styles.side}>
            {blocked ? (
              <Alert kind="danger">{t('removeUnavailable')}</Alert>
            ) : (
              <>
                <TotalsSummary totals={totals} updating={totalsLoading} />
                <div className={styles.buttons}>
                  <Button disabled={busy} onClick={() => navigate(paths.checkout.href())}>
                    {busy ? t('loadingCart') : t('goToCheckout')}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => navigate(paths.offer.href())}>
                    {t('createOffer')}
                  </Button>
                  <Button variant="danger" disabled={busy} onClick={() => setConfirmingClear(true)}>
                    {t('clearCart')}
                  </Button>
                </div>
              </>
            )}
          </aside>
        </div>
      )}
      <div className={styles.tools}>
        <QuickCart onAdded={loadCart} />
        <CsvImport onImported={loadCart} />
        {lines.length > 0 && <SaveCartForm lines={lines} />}
      </div>
      {confirmingClear && (
        <Modal
          title={t('clearCartConfirm.title')}
          onClose={() => setConfirmingClear(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmingClear(false)}>
                {t('clearCartConfirm.cancel')}
              </Button>
              <Button variant="danger" onClick={onClear}>
                {t('clearCartConfirm.yes')}
              </Button>
            </>
          }
        >
          <p>{t('clearCartConfirm.question')}</p>
        </Modal>
      )}
    </div>
  );
}
