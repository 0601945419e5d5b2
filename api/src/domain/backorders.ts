/**
 * Ordering beyond the stock (extension backorders, issue 40 item 4): whether a company accepts
 * backorders, and the part of each cart line beyond the stock as a backorder with its expected day.
 */
import type { Executor } from '../data/executor';
import { acceptsBackorders as accepts, setAcceptsBackorders } from '../data/customers';
import { leadTimesOf } from '../data/delivery';
import { deliveryCalendar } from './delivery';

/** Whether the company orders beyond the stock (the rest a backorder) or takes what is in stock, as SPEC says. */
export const acceptsBackorders = (db: Executor, customerId: number): Promise<boolean> => accepts(db, customerId);

/** Order beyond the stock from now on, or not. */
export const acceptBackorders = (db: Executor, customerId: number, accept: boolean): Promise<void> =>
  setAcceptsBackorders(db, customerId, accept);

/** A cart line's part beyond the stock (extension backorders): how many, and the day expected (null: no lead time known). */
export interface Backorder {
  Quantity: number;
  ExpectedDate: string | null;
}

/**
 * The cart lines with the part of each beyond the stock as a backorder (extension backorders,
 * issue 40 item 4), shown before the order is placed so the dealer keeps or drops it. Lines of one
 * part (several jobs) share its stock in cart order. The expected day is an estimate from the feeds'
 * lead times: the longest lead time of any warehouse to the dealer's branch, counted as the delivery
 * estimate counts (the feeds carry no restocking time per part); the ERP's confirmation gives the
 * real date afterwards. One query (the lead times) whatever the cart's size.
 */
export async function withBackorders<L extends { Quantity: number; Stock?: number | undefined; Product: { Id: number } }>(
  db: Executor,
  customerId: number,
  lines: readonly L[],
  now: number,
): Promise<(L & { Backorder?: Backorder })[]> {
  if (!lines.some((line) => line.Quantity > (line.Stock ?? 0))) return [...lines];
  const leadTimes = await leadTimesOf(db, customerId);
  const longest = leadTimes.size > 0 ? Math.max(...leadTimes.values()) : undefined;
  const expected = longest === undefined ? null : deliveryCalendar(now)(longest).DeliveryDate;
  const left = new Map<number, number>();
  return lines.map((line) => {
    const stock = left.get(line.Product.Id) ?? line.Stock ?? 0;
    const covered = Math.max(Math.min(stock, line.Quantity), 0);
    left.set(line.Product.Id, stock - covered);
    const beyond = line.Quantity - covered;
    return beyond > 0 ? { ...line, Backorder: { Quantity: beyond, ExpectedDate: expected } } : line;
  });
}
