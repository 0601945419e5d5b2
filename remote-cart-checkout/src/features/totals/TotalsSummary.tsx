import { useTranslation } from 'react-i18next';
import { Spinner, formatMoney } from '@parts/shared-kernel';
import type { Totals } from './api/get-totals';
import styles from './totals.module.css';

/** SPEC section 3, "Cart totals": rows appear only when they have something to say. */
export function TotalsSummary({ totals, updating }: { totals: Totals | null; updating: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <section className={styles.totals} aria-labelledby="totals-heading" aria-busy={updating}>
      <h2 id="totals-heading" className={styles.heading}>
        {t('totals.title')}
      </h2>
      {updating && <Spinner label={t('updatingCart')} inline />}
      {totals && (
        <dl className={styles.list}>
          <Row label={t('totals.subTotal')} value={totals.SubTotal} />
          {totals.SubTotalDiscount > 0 && <Row label={t('totals.subTotalDiscount')} value={-totals.SubTotalDiscount} />}
          <Row label={t('totals.shipping')} value={totals.Shipping} />
          {totals.PaymentMethodAdditionalFee > 0 && <Row label={t('totals.paymentFee')} value={totals.PaymentMethodAdditionalFee} />}
          {totals.DisplayTaxRates
            ? totals.TaxRates.map((rate) => <Row key={rate.Rate} label={t('totals.taxRate', { rate: rate.Rate })} value={rate.Value} />)
            : totals.DisplayTax && <Row label={t('totals.tax')} value={totals.Tax} />}
          {totals.OrderTotalDiscount > 0 && <Row label={t('totals.orderTotalDiscount')} value={-totals.OrderTotalDiscount} />}
          <Row label={t('totals.orderTotal')} value={totals.OrderTotal || totals.Total} strong testId="order-total" />
        </dl>
      )}
    </section>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: number; strong?: boolean; testId?: string }) {
  return (
    <div className={[styles.row, strong ? styles.strong : ''].join(' ')}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatMoney(value)}</dd>
    </div>
  );
}
