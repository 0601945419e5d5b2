import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, notify, paths, refreshCartCount, useReferenceData } from '@parts/shared-kernel';
import { ImportReport, addedAnything, reportsLines } from '@parts/shared-kernel/import-report';
import type { OrderItem } from './api/get-order';
import { orderAgainMutation } from './api/order-again';
import { useApiMutation } from '@parts/shared-kernel/query';
import styles from './orders.module.css';

/** The lines that go into the cart: the checked ones, or every line when none is checked. */
function linesToOrderAgain(items: readonly OrderItem[], checked: ReadonlySet<number>): OrderItem[] {
  return checked.size === 0 ? [...items] : items.filter((_, index) => checked.has(index));
}

/**
 * 'Order again' (issue 16, item 3): the order's lines (or the checked ones) go into the cart through
 * cartFromCsv; what the API reports (a part no longer sold, less in stock than asked) is listed here.
 */
export function OrderAgain({ items, checked }: { items: readonly OrderItem[]; checked: ReadonlySet<number> }) {
  const { t } = useTranslation('account');
  const { config } = useReferenceData();
  const withReport = reportsLines(config);
  const again = useApiMutation({
    ...orderAgainMutation,
    onSuccess: async (answer, { lines: asked }) => {
      // 'added' only when something went in (the report or the notices say the rest; a notice may be
      // a refusal: a part without a price, issue 37)
      if (addedAnything(answer, asked.length)) notify('success', { key: 'account:order.again.added' });
      // the header's count, from a fresh cart (the cart page loads the cart anyway)
      await refreshCartCount().catch(() => undefined);
    },
  });
  if (items.length === 0) return null;
  const busy = again.isPending;
  const notices = again.data?.notices ?? null;
  const reported = again.data?.lines ?? null;
  // a failure is shown by the shared notification
  const submit = () => {
    // a line's job goes with it (extension job-reference: the order answers one only with it)
    const lines = linesToOrderAgain(items, checked).map((item) => ({
      sku: item.Sku,
      quantity: item.Quantity,
      ...(item.JobReference && { JobReference: item.JobReference }),
    }));
    again.mutate({ lines, withReport });
  };

  return (
    <div className={styles.again} data-testid="order-again">
      <p className={styles.muted} aria-live="polite">
        {checked.size === 0 ? t('order.again.all') : t('order.again.selected', { count: checked.size })}
      </p>
      <Button onClick={submit} disabled={busy}>
        {busy ? t('order.again.adding') : t('order.again.button')}
      </Button>
      {notices && (
        <div className={styles.againResult} data-testid="order-again-result">
          {reported ? (
            <>
              {reported.every((line) => line.Result === 'added' && !line.NotFitting) && (
                <Alert kind="success">{t('order.again.allAdded')}</Alert>
              )}
              <ImportReport rows={reported} focusOnShow onHide={() => again.reset()} data-testid="order-again-report" />
            </>
          ) : notices.length > 0 ? (
            <Alert kind="warning">
              <p>{t('order.again.notices')}</p>
              <ul>
                {notices.map((notice, index) => (
                  <li key={index}>{notice}</li>
                ))}
              </ul>
            </Alert>
          ) : (
            <Alert kind="success">{t('order.again.allAdded')}</Alert>
          )}
          <Link to={paths.cart.href()}>{t('order.again.toCart')}</Link>
        </div>
      )}
    </div>
  );
}
