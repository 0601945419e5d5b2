import { useTranslation } from 'react-i18next';
import { Spinner, formatMoney } from '@parts/shared-kernel';
import type { Totals } from './api/get-totals';
import styles from './totals.module.css';

/**
 * How far the shipping is known: `chosen` (a method or pickup picked: its amount, 0 included);
 * `toChoose` (in the checkout, no method yet) and `atCheckout` (the cart) show no amount, and the
 * total is the total before shipping (issue 27: never 'Shipping 0,00 zł' before a method is chosen).
 */
export type ShippingState = 'chosen' | 'toChoose' | 'atCheckout';

/** SPEC section 3, "Cart totals": rows appear only when they have something to say. */
export function TotalsSummary({ totals, updating, shipping }: { totals: Totals | null; updating: boolean; shipping: ShippingState }) {
  const { t } = useTranslation('cart');
  return (
    // the shop's notices are placed elsewhere: the dealer reads the summary before the checkout step
    <section className={styles.totals} aria-labelledby="totals-heading" aria-busy={updating} data-notices-keep-clear="">
      <h2 id="totals-heading" className={styles.heading}>
        {t('totals.title')}
      </h2>
      {updating && <Spinner label={t('updatingCart')} inline />}
      {totals && (
        <dl className={styles.list}>
          <Row label={t('totals.subTotal')} value={totals.SubTotal} />
          {totals.SubTotalDiscount > 0 && <Row label={t('totals.subTotalDiscount')} value={-totals.SubTotalDiscount} />}
          {shipping === 'chosen' ? (
            <Row label={t('totals.shipping')} value={totals.Shipping} testId="shipping-amount" />
          ) : (
            <div className={[styles.row, styles.pending].join(' ')}>
              <dt>{t('totals.shipping')}</dt>
              <dd data-testid="shipping-amount">{t(shipping === 'toChoose' ? 'totals.shippingToChoose' : 'totals.shippingAtCheckout')}</dd>
            </div>
          )}
          {totals.PaymentMethodAdditionalFee > 0 && <Row label={t('totals.paymentFee')} value={totals.PaymentMethodAdditionalFee} />}
          {totals.DisplayTaxRates
            ? totals.TaxRates.map((rate) => <Row key={rate.Rate} label={t('totals.taxRate', { rate: rate.Rate })} value={rate.Value} />)
            : totals.DisplayTax && <Row label={t('totals.tax')} value={totals.Tax} />}
          {totals.OrderTotalDiscount > 0 && <Row label={t('totals.orderTotalDiscount')} value={-totals.OrderTotalDiscount} />}
          <Row
            label={shipping === 'chosen' ? t('totals.orderTotal') : t('totals.orderTotalBeforeShipping')}
            value={totals.OrderTotal || totals.Total}
            strong
            testId="order-total"
          />
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
