import * as v from 'valibot';

/**
 * Extension 'delivery-estimate': when a part can be at the dealer. DeliveryDays counts working
 * days (Monday to Friday) from today (0 = today); DeliveryDate is that day (YYYY-MM-DD, the
 * shop's time zone, Europe/Warsaw). Both null when there is no estimate (the warehouse has none
 * of the part, no lead time to the dealer's branch is known, or the line's quantity is not in
 * stock). Absent on a back end without the extension.
 */
export const deliveryEstimateEntries = {
  DeliveryDays: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  DeliveryDate: v.optional(v.nullable(v.pipe(v.string(), v.isoDate()))),
};

export interface DeliveryEstimate {
  DeliveryDays?: number | null | undefined;
  DeliveryDate?: string | null | undefined;
}

/** How a front end words an estimate: 'today', 'tomorrow' or 'in N working days'. */
export type DeliveryWording = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'workingDays'; count: number };

/** The local calendar date of a moment as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The wording of an estimate seen on `today` (the dealer's clock): 0 working days is today, the
 * next calendar day is tomorrow (so Monday seen on a Friday is 'in 1 working day', on a Sunday
 * 'tomorrow'), anything else 'in N working days'. null when the answer has no estimate.
 */
export function deliveryWording(estimate: DeliveryEstimate, today: Date): DeliveryWording | null {
  const days = estimate.DeliveryDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) return null;
  if (days === 0) return { kind: 'today' };
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  if (estimate.DeliveryDate === localIsoDate(tomorrow)) return { kind: 'tomorrow' };
  return { kind: 'workingDays', count: days };
}

/**
 * The one rule of a quantity's delivery, shared by the API (a cart line's estimate) and the front
 * ends (a board line's promise for the quantity in its order field): the warehouses holding the
 * part with a known lead time are taken soonest first until their stock covers the quantity; the
 * last one taken sets the day (so one warehouse holding the whole quantity sets it alone when it is
 * the soonest that can). undefined when they hold less than the quantity (or the quantity is not
 * positive).
 */
export function coveringSupply<S>(
  quantity: number,
  supplies: readonly S[],
  stockOf: (supply: S) => number,
  daysOf: (supply: S) => number | null | undefined,
): S | undefined {
  if (!(quantity > 0)) return undefined;
  const known = supplies
    .filter((supply) => stockOf(supply) > 0 && typeof daysOf(supply) === 'number')
    .sort((a, b) => (daysOf(a) ?? 0) - (daysOf(b) ?? 0));
  let covered = 0;
  for (const supply of known) {
    covered += stockOf(supply);
    if (covered >= quantity) return supply;
  }
  return undefined;
}

/**
 * When `quantity` pieces can be at the dealer, from the estimates of ProductStock's warehouse rows
 * (see coveringSupply): the same figure the cart answers for a line of that quantity; null when
 * the rows with an estimate hold less.
 */
export function quantityEstimate(
  quantity: number,
  rows: readonly ({ StockQuantity: number } & DeliveryEstimate)[],
): { DeliveryDays: number; DeliveryDate: string | null } | null {
  const row = coveringSupply(
    quantity,
    rows,
    (r) => r.StockQuantity,
    (r) => r.DeliveryDays,
  );
  return row && typeof row.DeliveryDays === 'number' ? { DeliveryDays: row.DeliveryDays, DeliveryDate: row.DeliveryDate ?? null } : null;
}
