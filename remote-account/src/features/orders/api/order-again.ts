import { ImportReportSchema, importReportQuery, type ImportLine } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { CSV_MAX_ROWS } from '@parts/contract/cart';
import { http } from '@parts/shared-kernel';
import { chosenVehicle } from '@parts/shared-kernel/import-report';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

export interface OrderAgainLine {
  sku: string;
  quantity: number;
  /** Extension job-reference: the job the order's line was for, kept on the new cart line. */
  JobReference?: string;
}

/** What order again answered: every notice, and with the report (extension import-report) a line per order line (else null). */
export interface OrderAgainAnswer {
  notices: string[];
  lines: ImportLine[] | null;
}

/** The lines in batches the API takes: cartFromCsv refuses more than CSV_MAX_ROWS rows ('Max 100 items.'). */
export function inBatches<T>(lines: readonly T[], size = CSV_MAX_ROWS): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < lines.length; start += size) batches.push(lines.slice(start, start + size));
  return batches;
}

/**
 * Order again (issue 16, item 3): POST /api/Level4/cartFromCsv with the order's lines, in batches of
 * at most 100 one after another; answers every notice of every batch (already in the shop's
 * language) and, with `withReport`, what happened to each line (checked against the chosen vehicle).
 */
export async function orderAgain(lines: readonly OrderAgainLine[], withReport = false): Promise<OrderAgainAnswer> {
  const notices: string[] = [];
  const reported: ImportLine[] = [];
  for (const batch of inBatches(lines)) {
    if (withReport) {
      const report = await http.post(`/api/Level4/cartFromCsv${importReportQuery(chosenVehicle())}`, batch, { schema: ImportReportSchema });
      notices.push(...report.Notices);
      reported.push(...report.Lines);
    } else notices.push(...(await http.post('/api/Level4/cartFromCsv', batch, { schema: NoticesSchema })));
  }
  return { notices, lines: withReport ? reported : null };
}

/** Order again changes the cart (the cart count is published by the caller, from a fresh cart). */
export const orderAgainMutation = {
  calls: ['POST /api/Level4/cartFromCsv'],
  mutationFn: ({ lines, withReport }: { lines: readonly OrderAgainLine[]; withReport: boolean }) => orderAgain(lines, withReport),
  invalidates: [keys.cart],
} satisfies ApiMutationOptions<OrderAgainAnswer, { lines: readonly OrderAgainLine[]; withReport: boolean }>;
