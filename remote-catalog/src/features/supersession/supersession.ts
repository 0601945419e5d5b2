import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { useReferenceData } from '@parts/shared-kernel';

/** Whether the API resolves old part numbers (extension 'supersession'); without it nothing here shows. */
export function useSupersession(): boolean {
  const { config } = useReferenceData();
  return hasExtension(config, EXTENSIONS.supersession);
}

/** What replaces an old number, as the notice names it: '99110000001', or a kit '99340000001 x1, 99340000002 x2'. */
export function replacementText(by: readonly { Sku: string; Quantity: number }[]): string {
  const [only] = by;
  if (only && by.length === 1 && only.Quantity === 1) return only.Sku;
  return by.map((part) => `${part.Sku} x${part.Quantity}`).join(', ');
}

/** The navigation state a part-number search leaves when the number it found was superseded. */
export interface SupersededSearch {
  supersededSku: string;
  replacedBy: string;
}

export function supersededSearchOf(state: unknown): SupersededSearch | null {
  if (typeof state !== 'object' || state === null) return null;
  const { supersededSku, replacedBy } = state as Partial<Record<keyof SupersededSearch, unknown>>;
  return typeof supersededSku === 'string' && typeof replacedBy === 'string' ? { supersededSku, replacedBy } : null;
}
