/** SPEC section 4, coloured order statuses. */
export type StatusTone = 'success' | 'warning' | 'neutral';

const SUCCESS = new Set(['paid', 'delivered', 'complete']);
const WARNING = new Set(['pending', 'not yet shipped']);

export function statusTone(status: string): StatusTone {
  const key = status.trim().toLowerCase();
  if (SUCCESS.has(key)) return 'success';
  if (WARNING.has(key)) return 'warning';
  return 'neutral';
}
