import { ImportReportSchema, importReportQuery, type ImportLine } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { chosenVehicle } from '@parts/shared-kernel/import-report';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

export interface CsvCartLine {
  sku: string;
  quantity: number;
  /** Extension job-reference: the job the row is for (the dealer's active job). */
  JobReference?: string;
}

/** What cartFromCsv answered: its notices, and a line per row when the report was asked for (else null). */
export interface CsvAnswer {
  notices: string[];
  lines: ImportLine[] | null;
}

/**
 * POST /api/Level4/cartFromCsv: adds the lines; answers notices like AddItem, and with `withReport`
 * (the back end lists import-report) what happened to each row, checked against the chosen
 * vehicle. The cart is asked again.
 */
export async function cartFromCsv(lines: CsvCartLine[], withReport: boolean): Promise<CsvAnswer> {
  if (!withReport) return { notices: await http.post('/api/Level4/cartFromCsv', lines, { schema: NoticesSchema }), lines: null };
  const report = await http.post(`/api/Level4/cartFromCsv${importReportQuery(chosenVehicle())}`, lines, { schema: ImportReportSchema });
  return { notices: report.Notices, lines: report.Lines };
}

/** cartFromCsv changes the cart: it is asked again. */
export const cartFromCsvMutation = {
  calls: ['POST /api/Level4/cartFromCsv'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

export const useCartFromCsv = (withReport: boolean) =>
  useApiMutation({
    ...cartFromCsvMutation,
    mutationFn: (lines: CsvCartLine[]) => cartFromCsv(lines, withReport),
  });
