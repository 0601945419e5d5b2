/**
 * The order history's filters (issue 27, item 6): order number, date range, order status and,
 * with the extension order-reference, the dealer's own reference. SPEC's GET /api/Order/List
 * answers every order of the dealer at once, so they filter what it gave, here; the filters live in
 * the URL (`?number=&from=&to=&status=&ref=&job=&backorders=1&by=&vor=1`), so back/forward, reload and a shared link keep them.
 * What the URL holds is input like any other: texts are cut to FILTER_TEXT_MAX characters without
 * control characters, dates must be real YYYY-MM-DD dates, anything else is dropped.
 */

export interface OrderFilters {
  /** Part of the order number. */
  number: string;
  /** First and last day (YYYY-MM-DD, the dealer's own calendar), '' = open. */
  from: string;
  to: string;
  /** An order status as the API names it ('Pending', 'Complete'...), '' = any. */
  status: string;
  /** Part of the dealer's own reference (extension order-reference). */
  ref: string;
  /** Part of a line's job reference (extension job-reference). */
  job: string;
  /** '1': only orders with a line backordered (extension order-tracking), '' = any. */
  backorders: string;
  /** Extension team: who placed the order (its PlacedBy exactly), '' = anyone. */
  by: string;
  /** '1': only orders marked 'vehicle off road' (extension vor), '' = any. */
  vor: string;
}

export const NO_FILTERS: OrderFilters = { number: '', from: '', to: '', status: '', ref: '', job: '', backorders: '', by: '', vor: '' };
const FILTER_KEYS = [
  'number',
  'from',
  'to',
  'status',
  'ref',
  'job',
  'backorders',
  'by',
  'vor',
] as const satisfies readonly (keyof OrderFilters)[];
/** As long as a reference may be (contract: CUSTOMER_REFERENCE_MAX_LENGTH); order numbers are shorter. */
export const FILTER_TEXT_MAX = 50;

const CONTROL = /\p{Cc}/gu;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A text filter as kept: no control characters, at most FILTER_TEXT_MAX characters. */
export const cleanText = (value: string | null | undefined): string => (value ?? '').replace(CONTROL, '').slice(0, FILTER_TEXT_MAX);

/** A real calendar day written YYYY-MM-DD, else ''. */
export function cleanDay(value: string | null | undefined): string {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? (value ?? '') : '';
}

/** The filters a URL's query holds. */
export function readFilters(params: URLSearchParams): OrderFilters {
  return {
    number: cleanText(params.get('number')),
    from: cleanDay(params.get('from')),
    to: cleanDay(params.get('to')),
    status: cleanText(params.get('status')),
    ref: cleanText(params.get('ref')),
    job: cleanText(params.get('job')),
    backorders: params.get('backorders') === '1' ? '1' : '',
    by: cleanText(params.get('by')),
    vor: params.get('vor') === '1' ? '1' : '',
  };
}

/** The query of `filters` over `params` (other parameters kept; an empty filter leaves no trace). */
export function writeFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const hasFilters = (
  filters: OrderFilters,
  withReference: boolean,
  withJobs = false,
  withTracking = false,
  withTeam = false,
  withVor = false,
): boolean =>
  FILTER_KEYS.some(
    (key) =>
      (key !== 'ref' || withReference) &&
      (key !== 'job' || withJobs) &&
      (key !== 'backorders' || withTracking) &&
      (key !== 'by' || withTeam) &&
      (key !== 'vor' || withVor) &&
      filters[key].trim() !== '',
  );

/** Case and Polish diacritics aside ('zażółć' finds 'ZAZOLC'), spaces ignored. */
const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase().replace(/\s+/g, '');

/** The dealer's calendar day of a moment (YYYY-MM-DD, local time, as the table shows its date). */
export function localDay(moment: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface FilterableOrder {
  OrderNumber: string;
  CreatedOn: string;
  OrderStatus: string;
  CustomerReference?: string | undefined;
  /** Extension job-reference: the jobs of the order's lines. */
  JobReferences?: readonly string[] | undefined;
  /** Extension order-tracking: the order's lines counted by state. */
  Tracking?: { Backordered: number } | undefined;
  /** Extension team: who placed the order. */
  PlacedBy?: string | undefined;
  /** Extension vor: marked 'vehicle off road'. */
  Vor?: boolean | undefined;
}

/**
 * The orders every filter lets through (`withReference`, `withJobs`, `withTracking`, `withTeam`: the
 * reference, the job, the backorder and the person filters count only with their extensions,
 * order-reference, job-reference, order-tracking, team).
 */
export function filterOrders<T extends FilterableOrder>(
  orders: readonly T[],
  filters: OrderFilters,
  withReference: boolean,
  withJobs = false,
  withTracking = false,
  withTeam = false,
  withVor = false,
): T[] {
  const number = folded(filters.number);
  const ref = withReference ? folded(filters.ref) : '';
  const job = withJobs ? folded(filters.job) : '';
  const by = withTeam ? filters.by.trim() : '';
  const { from, to, status } = filters;
  return orders.filter((order) => {
    if (number && !folded(order.OrderNumber).includes(number)) return false;
    if (status && order.OrderStatus !== status) return false;
    if (from || to) {
      const day = localDay(order.CreatedOn);
      if (!day || (from && day < from) || (to && day > to)) return false;
    }
    if (ref && !folded(order.CustomerReference ?? '').includes(ref)) return false;
    if (by && order.PlacedBy !== by) return false;
    if (job && !(order.JobReferences ?? []).some((reference) => folded(reference).includes(job))) return false;
    if (withTracking && filters.backorders && !((order.Tracking?.Backordered ?? 0) > 0)) return false;
    if (withVor && filters.vor && order.Vor !== true) return false;
    return true;
  });
}

/**
 * The filters' query as last asked for, while the router renders each navigation in a transition:
 * a second change (the number cleared, then a date picked, then another) may come before the
 * first is rendered, and a render of an older query must not take back what a newer one asked for.
 * A rendered query that was not asked here (back, forward, a link) is the one to go on from.
 */
export function askedQuery(start: URLSearchParams) {
  let current = start;
  /** Asked and not rendered yet, oldest first. */
  let pending: string[] = [];
  return {
    current: () => current,
    ask(next: URLSearchParams): void {
      current = next;
      pending.push(next.toString());
    },
    rendered(params: URLSearchParams): void {
      const index = pending.indexOf(params.toString());
      if (index >= 0) pending = pending.slice(index + 1);
      else {
        pending = [];
        current = params;
      }
    },
  };
}
