/**
 * The buying rules of SPEC sections 4 and 9: a part is available only when its stock was checked
 * and its price is above 0; the quantity starts at 1 or at the first value of its Quantity
 * attribute; the attributes 'Repair info' and 'Reach info' are not shown.
 */
const HIDDEN_ATTRIBUTES: readonly string[] = ['Repair info', 'Reach info'];

export type Attributes = Record<string, (string | number)[]>;

export function isAvailable(checked: boolean, price: number | null | undefined): boolean {
  return checked && typeof price === 'number' && price > 0;
}

/** Checked and not available: 'Product temporarily unavailable.' */
export function isTemporarilyUnavailable(checked: boolean, price: number | null | undefined): boolean {
  return checked && !isAvailable(checked, price);
}

export function defaultQuantity(attributes: Attributes | null | undefined): number {
  const entry = attributes ? Object.entries(attributes).find(([name]) => name.trim().toLowerCase() === 'quantity') : undefined;
  const first = entry?.[1][0];
  const value = typeof first === 'number' ? first : Number(String(first ?? '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 1;
}

export function visibleAttributes(attributes: Attributes | null | undefined): [string, string][] {
  if (!attributes) return [];
  return Object.entries(attributes)
    .filter(([name]) => !HIDDEN_ATTRIBUTES.includes(name))
    .map(([name, values]) => [name, values.join(', ')] as [string, string])
    .filter(([, values]) => values !== '');
}
