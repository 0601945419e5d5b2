import { NoticesSchema } from '@parts/contract/common';
import { CSV_MAX_ROWS } from '@parts/contract/cart';
import { http } from '@parts/shared-kernel';

export interface OrderAgainLine {
  sku: string;
  quantity: number;
}

/** The lines in batches the API takes: cartFromCsv refuses more than CSV_MAX_ROWS rows ('Max 100 items.'). */
export function inBatches<T>(lines: readonly T[], size = CSV_MAX_ROWS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < lines.length; start += size) batches.push(lines.slice(start, start + size));
  return batches;
}

/**
 * Order again (issue 16, item 3): POST /api/Level4/cartFromCsv with the order's lines, in batches of
 * at most 100 one after another; answers every notice of every batch (already in the shop's language).
 */
export async function orderAgain(lines: readonly OrderAgainLine[]): Promise<string[]> {
  const notices: string[] = [];
  for (const batch of inBatches(lines)) {
    notices.push(...(await http.post('/api/Level4/cartFromCsv', batch, { schema: NoticesSchema })));
  }
  return notices;
}
