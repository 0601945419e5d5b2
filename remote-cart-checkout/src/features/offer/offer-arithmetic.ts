/**
 * The offer's arithmetic (SPEC sections 4 and 5, "Offer"), kept pure: every amount is rounded to
 * grosze. Row price = catalogue price minus the discount percent; row total = price x quantity;
 * offer total = sum of the rows + the order discount (a negative amount, not below minus the cart
 * total).
 */
import { roundMoney } from '@parts/shared-kernel';

export const MIN_ROW_DISCOUNT = 0;
export const MAX_ROW_DISCOUNT = 100;
export const ROW_DISCOUNT_STEP = 0.01;

/** A row discount as typed: clamped to 0..100 and kept to the step (0.01); nonsense reads as 0. */
export function clampRowDiscount(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.').trim());
  if (!Number.isFinite(n)) return MIN_ROW_DISCOUNT;
  const clamped = Math.min(MAX_ROW_DISCOUNT, Math.max(MIN_ROW_DISCOUNT, n));
  return Math.round(clamped * 100) / 100;
}

/** Catalogue price minus the discount percent, to the grosz. */
export function discountedPrice(cataloguePrice: number, discountPercent: number): number {
  return roundMoney((cataloguePrice * (100 - clampRowDiscount(discountPercent))) / 100);
}

/** Row total: the (already rounded) price times the quantity. */
export function rowTotal(price: number, quantity: number): number {
  return roundMoney(price * quantity);
}

/**
 * The order discount as typed: forced negative (the absolute value negated), not lower than minus
 * the cart total; 0 (or nothing, or nonsense) becomes empty (null).
 */
export function normaliseOrderDiscount(value: number | string | null | undefined, cartTotal: number): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(n)) return null;
  const negative = -Math.abs(roundMoney(Math.abs(n)));
  const bounded = Math.max(negative, -Math.abs(roundMoney(cartTotal)));
  return bounded === 0 ? null : bounded;
}

export interface OfferRowInput {
  /** Gross catalogue price (OldPrice). */
  cataloguePrice: number;
  /** The dealer's own price (Price) and discount (Discount). */
  price: number;
  ownDiscount: number;
  quantity: number;
  /** The discount offered to the customer, percent. */
  discount: number;
}

export interface OfferRow {
  price: number;
  total: number;
  /** Actual row total at the dealer's own price. */
  actualTotal: number;
  /** The customer gets more than the dealer does. */
  exceedsOwnDiscount: boolean;
}

export function offerRow(input: OfferRowInput): OfferRow {
  const discount = clampRowDiscount(input.discount);
  const price = discountedPrice(input.cataloguePrice, discount);
  return {
    price,
    total: rowTotal(price, input.quantity),
    actualTotal: rowTotal(input.price, input.quantity),
    exceedsOwnDiscount: discount > input.ownDiscount,
  };
}

export interface OfferSummary {
  rows: OfferRow[];
  /** Your Summary: what the dealer pays (the cart total). */
  actualTotal: number;
  /** Client Summary: the rows at the customer's prices, the order discount, the offer total. */
  customSubTotal: number;
  orderDiscount: number;
  customTotal: number;
  /** The custom order total is below the actual total. */
  belowActual: boolean;
}

export function offerSummary(inputs: OfferRowInput[], orderDiscount: number | null): OfferSummary {
  const rows = inputs.map(offerRow);
  const actualTotal = roundMoney(rows.reduce((sum, row) => sum + row.actualTotal, 0));
  const customSubTotal = roundMoney(rows.reduce((sum, row) => sum + row.total, 0));
  const discount = normaliseOrderDiscount(orderDiscount, actualTotal) ?? 0;
  const customTotal = roundMoney(customSubTotal + discount);
  return { rows, actualTotal, customSubTotal, orderDiscount: discount, customTotal, belowActual: customTotal < actualTotal };
}
