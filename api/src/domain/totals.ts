import type { CartLine, Totals } from '@parts/contract/cart';
import { roundMoney, VAT_RATE, vatIn } from './money';

/**
 * Order totals as nopCommerce computes them for a store showing prices with tax: the lines
 * already carry the dealer's discount, so the sub-total and order-total discounts are 0 here.
 */
export function computeTotals(lines: readonly Pick<CartLine, 'Total'>[], shippingFee: number, paymentFee: number): Totals {
  const subTotal = roundMoney(lines.reduce((sum, line) => sum + line.Total, 0));
  const subTotalDiscount = 0;
  const orderTotalDiscount = 0;
  const orderTotal = roundMoney(subTotal - subTotalDiscount + shippingFee + paymentFee - orderTotalDiscount);
  const tax = vatIn(orderTotal);
  return {
    SubTotal: subTotal,
    SubTotalDiscount: subTotalDiscount,
    Shipping: roundMoney(shippingFee),
    PaymentMethodAdditionalFee: roundMoney(paymentFee),
    DisplayTax: true,
    Tax: tax,
    DisplayTaxRates: true,
    TaxRates: [{ Rate: VAT_RATE, Value: tax }],
    OrderTotalDiscount: orderTotalDiscount,
    OrderTotal: orderTotal,
    Total: orderTotal,
  };
}
