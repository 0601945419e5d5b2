/**
 * Delivery estimates (extension 'delivery-estimate'): when a part can be at the dealer, from the
 * lead time (in working days) of each warehouse to the dealer's branch.
 *
 * - Working days are Monday to Friday; Saturday and Sunday are skipped (public holidays are not
 *   known to the reference API and count as working days).
 * - The shop's calendar is Europe/Warsaw. An order placed on a working day before the cut-off
 *   hour (ORDER_CUTOFF_HOUR) leaves that day; later, or on a weekend, it leaves on the next
 *   working day.
 * - A lead time of N working days puts the part at the dealer N working days after the day it
 *   leaves (0: the same day).
 * - DeliveryDays is the number of working days from today to that day (0 = today), DeliveryDate
 *   that day (YYYY-MM-DD).
 */

import { coveringSupply } from '@parts/contract/delivery';

const SHOP_TIME_ZONE = 'Europe/Warsaw';
/** Orders placed from this hour (shop time) on leave on the next working day. */
const ORDER_CUTOFF_HOUR = 14;

export interface DeliveryEstimate {
  DeliveryDays: number | null;
  DeliveryDate: string | null;
}

const NO_ESTIMATE: DeliveryEstimate = { DeliveryDays: null, DeliveryDate: null };

/** A calendar day (no time, no zone), as days since 1970-01-01. */
type Day = number;

const MS_PER_DAY = 86_400_000;

const shopClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The shop's calendar day and hour at a moment (epoch ms). */
function shopDayAndHour(now: number): { day: Day; hour: number } {
  const parts = Object.fromEntries(shopClock.formatToParts(new Date(now)).map((part) => [part.type, part.value]));
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / MS_PER_DAY;
  return { day, hour: Number(parts.hour) };
}

const isWorkingDay = (day: Day): boolean => {
  const weekday = new Date(day * MS_PER_DAY).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

function nextWorkingDay(day: Day): Day {
  let next = day + 1;
  while (!isWorkingDay(next)) next += 1;
  return next;
}

const isoDate = (day: Day): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/**
 * The estimates of lead times seen at `now`: a function of the lead time (working days) giving
 * DeliveryDays and DeliveryDate. Built once per answer, so every row is measured from one moment.
 */
export function deliveryCalendar(now: number): (leadDays: number) => DeliveryEstimate {
  const { day: today, hour } = shopDayAndHour(now);
  const leaves = isWorkingDay(today) && hour < ORDER_CUTOFF_HOUR ? today : nextWorkingDay(today);
  return (leadDays) => {
    let arrives = leaves;
    for (let i = 0; i < leadDays; i += 1) arrives = nextWorkingDay(arrives);
    let days = 0;
    for (let day = today; day < arrives; day = nextWorkingDay(day)) days += 1;
    return { DeliveryDays: days, DeliveryDate: isoDate(arrives) };
  };
}

/** What a warehouse can send: its stock and its lead time to the dealer's branch (undefined: none known). */
export interface WarehouseSupply {
  warehouseId: number;
  stock: number;
  leadDays: number | undefined;
}

/** The estimate of one warehouse row: none when the warehouse has none of the part or no lead time is known. */
function warehouseEstimate(supply: WarehouseSupply, estimate: (leadDays: number) => DeliveryEstimate): DeliveryEstimate {
  return supply.stock > 0 && supply.leadDays !== undefined ? estimate(supply.leadDays) : NO_ESTIMATE;
}

/**
 * The lead time of a cart line: the soonest day the line's whole quantity can be at the dealer
 * (contract's coveringSupply, the rule the board's lines promise by too). undefined when the
 * warehouses with a known lead time hold less than the quantity.
 */
export function lineLeadDays(quantity: number, supplies: readonly WarehouseSupply[]): number | undefined {
  return coveringSupply(
    quantity,
    supplies,
    (s) => s.stock,
    (s) => s.leadDays,
  )?.leadDays;
}

/** The estimate of each warehouse row for a customer at `now`, from their branch's lead times. */
export function warehouseEstimator(
  leadTimes: ReadonlyMap<number, number>,
  now: number,
): (warehouseId: number, stock: number) => DeliveryEstimate {
  const calendar = deliveryCalendar(now);
  return (warehouseId, stock) => warehouseEstimate({ warehouseId, stock, leadDays: leadTimes.get(warehouseId) }, calendar);
}

/**
 * The cart lines with their estimates (see lineLeadDays); an unavailable line (price 0) has none.
 * `stock`: product id -> its stock per warehouse.
 */
export function withLineEstimates<L extends { Product: { Id: number; Price: number }; Quantity: number }>(
  lines: readonly L[],
  stock: ReadonlyMap<number, readonly { warehouseId: number; stock: number }[]>,
  leadTimes: ReadonlyMap<number, number>,
  now: number,
): (L & DeliveryEstimate)[] {
  const calendar = deliveryCalendar(now);
  return lines.map((line) => {
    const supplies = (stock.get(line.Product.Id) ?? []).map((s) => ({ ...s, leadDays: leadTimes.get(s.warehouseId) }));
    const lead = line.Product.Price > 0 ? lineLeadDays(line.Quantity, supplies) : undefined;
    return { ...line, ...(lead === undefined ? NO_ESTIMATE : calendar(lead)) };
  });
}
