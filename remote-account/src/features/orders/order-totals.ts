import type { OrderDetail } from './api/get-order';

export interface TotalsRow {
  key: 'subtotal' | 'subtotalDiscount' | 'shipping' | 'paymentFee' | 'tax' | 'taxRate' | 'orderTotalDiscount' | 'orderTotal';
  value: number;
  /** For a tax-rate row, the rate in percent. */
  rate?: number;
}

const present = (value: number | null): value is number => value !== null;
/** A discount or fee of 0 is no discount or fee: only non-zero amounts get a row. */
const nonZero = (value: number | null): value is number => value !== null && value !== 0;

/**
 * SPEC section 3: totals rows appear only when their values are present; the order total falls
 * back to the subtotal. One VAT rate and the tax total are the same amount: it is shown once, as
 * the rate (issue 12, item 9).
 */
export function orderTotalsRows(order: OrderDetail): TotalsRow[] {
  const rows: TotalsRow[] = [];
  if (present(order.OrderSubtotal)) rows.push({ key: 'subtotal', value: order.OrderSubtotal });
  if (nonZero(order.OrderSubTotalDiscount)) rows.push({ key: 'subtotalDiscount', value: order.OrderSubTotalDiscount });
  if (present(order.OrderShipping)) rows.push({ key: 'shipping', value: order.OrderShipping });
  if (nonZero(order.PaymentMethodAdditionalFee)) rows.push({ key: 'paymentFee', value: order.PaymentMethodAdditionalFee });
  // the VAT once: the rates when shown, the tax total only when it says more (no rates, or several)
  const rates = order.DisplayTaxRates ? order.TaxRates : [];
  if (order.DisplayTax && present(order.Tax) && rates.length !== 1) rows.push({ key: 'tax', value: order.Tax });
  for (const rate of rates) rows.push({ key: 'taxRate', value: rate.Value, rate: rate.Rate });
  if (nonZero(order.OrderTotalDiscount)) rows.push({ key: 'orderTotalDiscount', value: order.OrderTotalDiscount });
  const total = order.OrderTotal ?? order.OrderSubtotal;
  if (present(total)) rows.push({ key: 'orderTotal', value: total });
  return rows;
}
