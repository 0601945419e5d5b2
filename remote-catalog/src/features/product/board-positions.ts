import { positionKey } from './hotspot-geometry';
import type { CatalogueProduct } from './product-schemas';

/** What a hotspot's tooltip says: the number and name of each part at its position. */
export function hotspotLabels(parts: readonly CatalogueProduct[]): ReadonlyMap<string, string> {
  const labels = new Map<string, string[]>();
  for (const part of parts) {
    const position = positionKey(part.Position);
    if (!position) continue;
    const list = labels.get(position) ?? [];
    list.push(`${part.Sku} ${part.Name}`);
    labels.set(position, list);
  }
  return new Map([...labels].map(([position, list]) => [position, list.join('\n')]));
}

/** Positions where no part fits the vehicle (every part there flagged NotApplicable): dimmed on the diagram. */
export function notFittingPositions(parts: readonly CatalogueProduct[]): ReadonlySet<string> {
  const fits = new Map<string, boolean>();
  for (const part of parts) {
    const position = positionKey(part.Position);
    if (!position) continue;
    fits.set(position, (fits.get(position) ?? false) || !part.NotApplicable);
  }
  return new Set([...fits].filter(([, fit]) => !fit).map(([position]) => position));
}
