/** SPEC section 4, coloured order statuses; a cancelled order in red, and nothing of it still 'waiting'. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const SUCCESS = new Set(['paid', 'delivered', 'complete']);
const WARNING = new Set(['pending', 'not yet shipped']);
const CANCELLED = 'cancelled';

const key = (status: string) => status.trim().toLowerCase();

const isCancelled = (orderStatus: string | undefined): boolean => !!orderStatus && key(orderStatus) === CANCELLED;

/**
 * The colour of a status. `orderStatus` is the order's own status: once an order is cancelled its
 * payment or shipping that never happened ('Pending', 'Not yet shipped') waits for nothing, so it
 * is not amber (issue 12, item 9).
 */
export function statusTone(status: string, orderStatus?: string): StatusTone {
  const k = key(status);
  if (k === CANCELLED) return 'danger';
  if (SUCCESS.has(k)) return 'success';
  if (WARNING.has(k)) return isCancelled(orderStatus) ? 'neutral' : 'warning';
  return 'neutral';
}

/** A waiting status of a cancelled order reads as what it now is ('Not shipped' rather than 'Not yet shipped'). */
export function statusLabelKey(status: string, orderStatus?: string): string {
  if (isCancelled(orderStatus) && key(status) === 'not yet shipped') return 'status.notShipped';
  if (isCancelled(orderStatus) && key(status) === 'pending') return 'status.notCarriedOut';
  return `status.${status}`;
}
