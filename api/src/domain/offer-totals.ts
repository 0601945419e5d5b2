import type { Offer } from '@parts/contract/offers';
import { roundMoney } from './money';

/**
 * The customer's prices of a saved offer as /offer computes them (remote-cart-checkout's
 * offer-arithmetic.ts): a row's price is the gross catalogue price less the row's discount, its
 * total the price times the quantity; the order discount (negative) comes off the sum, never below 0.
 */
export function offerTotals(offer: Pick<Offer, 'Lines' | 'OrderDiscount'>): {
  rows: { price: number; total: number }[];
  subTotal: number;
  orderDiscount: number;
  total: number;
} {
  const rows = offer.Lines.map((line) => {
    const price = roundMoney((line.OldPrice * (100 - line.Discount)) / 100);
    return { price, total: roundMoney(price * line.Quantity) };
  });
  const subTotal = roundMoney(rows.reduce((sum, row) => sum + row.total, 0));
  const orderDiscount = Math.max(offer.OrderDiscount, -subTotal);
  return { rows, subTotal, orderDiscount, total: roundMoney(subTotal + orderDiscount) };
}
