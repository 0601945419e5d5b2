import { useState } from 'react';
import { Link, useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Modal,
  Spinner,
  buttonClass,
  checkoutNeedsApproval,
  notify,
  paths,
  useMediaQuery,
  useReferenceData,
  useTeamRole,
} from '@parts/shared-kernel';
import { TotalsSummary } from '../totals/TotalsSummary';
import { QuickCart } from '../quick-cart/QuickCart';
import { CsvImport } from '../csv-import/CsvImport';
import { CartExport } from '../csv-import/CartExport';
import { SaveCartForm } from '../shopping-list/SaveCartForm';
import type { CartLine } from './api/cart-schemas';
import { useUpdateCartItem } from './api/update-cart-item';
import { useDeleteCartItem } from './api/delete-cart-item';
import { useClearCart } from './api/clear-cart';
import { useAddItem } from './api/add-item';
import { hasUnavailableLines, useCart } from './cart-state';
import { CartLineRow } from './CartLineRow';
import { ActiveJob } from '../job-reference/ActiveJob';
import { BackordersSwitch } from '../backorders/BackordersSwitch';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { CartLoadFailed } from './CartLoadFailed';
import styles from './cart.module.css';

/** A phone's cart: each line a card (cart.module.css), the export among the other tools. */
const PHONE = '(max-width: 640px)';

/**
 * /cart: the title with the export, the lines, then the totals with the buttons and, beside them on
 * a wide screen, the tools (quick add, CSV import, save as a shopping list): a short cart shows them
 * all in the first screen; on a phone they come after the totals.
 */
export function CartPage() {
  const { t } = useTranslation('cart');
  const phone = useMediaQuery(PHONE);
  const navigate = useNavigate();
  const { config } = useReferenceData();
  const showNetto = config.general.showPriceNetto;
  // the cart is asked afresh on each visit (it may have been filled elsewhere meanwhile)
  const { cart, customer, totals } = useCart();
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  const clear = useClearCart();
  const add = useAddItem();
  const [confirmingClear, setConfirmingClear] = useState(false);
  // extension team: a Requester's checkout sends the order for approval
  const forApproval = checkoutNeedsApproval(useTeamRole());

  // extension job-reference: a line is a part and a job; without it, every line is its part's one line
  const jobs = hasExtension(config, EXTENSIONS.jobReference);
  const lineJob = (line: CartLine) => (jobs && line.JobReference ? { JobReference: line.JobReference } : {});
  const onQuantity = (line: CartLine, quantity: number) => {
    if (quantity <= 0) return;
    update.mutate(
      { productId: line.Product.Id, quantity, ...lineJob(line) },
      // the API set a lower quantity (the stock): an info message, as when adding (SPEC section 4), that leaves by itself
      { onSuccess: ([notice]) => notice && notify('info', notice) },
    );
  };
  const onRemove = (line: CartLine) =>
    remove.mutate({ productId: line.Product.Id, ...lineJob(line) }, { onSuccess: () => notify('success', { key: 'cart:productRemoved' }) });
  const onJob = (line: CartLine, job: string) =>
    update.mutate({ productId: line.Product.Id, quantity: line.Quantity, ...lineJob(line), NewJobReference: job });
  // extension feeds: the replacement of a withdrawn part goes in with the line's quantity, then the withdrawn line goes
  const onTakeReplacement = (line: CartLine) => {
    const replacement = line.Withdrawn?.ReplacedBy;
    if (!replacement) return;
    add.mutate(
      { ProductId: replacement.Id, Quantity: line.Quantity, ...lineJob(line) },
      {
        onSuccess: ([notice]) =>
          remove.mutate(
            { productId: line.Product.Id, ...lineJob(line) },
            {
              onSuccess: () =>
                notify(
                  notice ? 'info' : 'success',
                  notice ?? { key: 'cart:line.replacementTaken', params: { sku: replacement.Sku, old: line.Product.Sku } },
                ),
            },
          ),
      },
    );
  };
  const onClear = () => {
    setConfirmingClear(false);
    clear.mutate();
  };

  const lines = cart.data;
  // The first look shows the lines with their totals: totals arriving later would push the
  // buttons and the tools below them down. Later looks keep the page and update in place.
  // (the totals are asked once the customer is in: a customer still on its way means totals to come)
  const totalsComing = totals.isFetching || (customer.data === undefined && customer.isFetching);
  const waitingForTotals = lines !== undefined && lines.length > 0 && totals.data === undefined && totalsComing;
  const [shown, setShown] = useState(false);
  if (!shown && lines !== undefined && !waitingForTotals) setShown(true);

  if (lines === undefined || (!shown && waitingForTotals)) {
    if (cart.isError && !cart.isFetching) return <CartLoadFailed onRetry={() => void cart.refetch()} />;
    return <Spinner label={t('loadingCart')} />;
  }

  // a language switch keeps the lines shown, with no spinner, until the new ones are in
  const busy = (cart.isFetching && !cart.isPlaceholderData) || update.isPending || remove.isPending || clear.isPending || add.isPending;
  const blocked = hasUnavailableLines(lines);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {/* the export, one of the tools, at the top: in reach whatever the length of the cart (on a
            phone with the other tools, so that the top edge stays free for a notice) */}
        {lines.length > 0 && !phone && <CartExport lines={lines} disabled={busy} />}
      </div>
      {/* one tree for an empty and a filled cart, so that the tools (and a CSV import's report) stay
          mounted when an import fills the cart */}
      <div className={lines.length === 0 ? styles.emptyLayout : styles.layout}>
        {lines.length === 0 ? (
          <section className={styles.empty}>
            <p>{t('empty')}</p>
            <Link to={paths.home.href()} className={buttonClass('primary')}>
              {t('startShopping')}
            </Link>
          </section>
        ) : (
          <>
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
                    {lines.map((line, index) => (
                      <CartLineRow
                        key={`${line.Product.Id}:${line.JobReference ?? ''}`}
                        controlId={line.JobReference ? `${line.Product.Id}-${index}` : String(line.Product.Id)}
                        onJob={jobs ? onJob : undefined}
                        line={line}
                        showNetto={showNetto}
                        busy={busy}
                        onQuantity={onQuantity}
                        onRemove={onRemove}
                        onTakeReplacement={onTakeReplacement}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <aside className={styles.side}>
              {blocked ? (
                <Alert kind="danger">{t('removeUnavailable')}</Alert>
              ) : (
                <>
                  <TotalsSummary
                    totals={totals.data ?? null}
                    updating={totals.isFetching && !totals.isPlaceholderData}
                    shipping="atCheckout"
                  />
                  <div className={styles.buttons}>
                    <Button disabled={busy} onClick={() => navigate(paths.checkout.href())}>
                      {busy ? t('loadingCart') : forApproval ? t('goToCheckoutForApproval') : t('goToCheckout')}
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
          </>
        )}
        {/* beside the summary on a wide screen (not below the lines and the summary), after it on a phone */}
        <section
          className={lines.length === 0 ? [styles.tools, styles.toolsAlone].join(' ') : styles.tools}
          aria-label={t('tools.heading')}
          data-testid="cart-tools"
        >
          <QuickCart />
          <CsvImport />
          {lines.length > 0 && <SaveCartForm lines={lines} />}
          {/* extension job-reference: after SPEC's tools, which stay in the first screen */}
          <ActiveJob />
          {/* extension backorders: whether the adds above keep what is beyond the stock */}
          <BackordersSwitch />
          {lines.length > 0 && phone && <CartExport lines={lines} disabled={busy} />}
        </section>
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
