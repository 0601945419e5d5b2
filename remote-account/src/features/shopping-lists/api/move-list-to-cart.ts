import { ImportReportSchema, importReportQuery } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { chosenVehicle, type ReportRow } from '@parts/shared-kernel/import-report';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

/** What CreateCart answered: the notices, and a row per item when the report was asked for (else null). */
export interface MoveAnswer {
  notices: string[];
  rows: ReportRow[] | null;
}

/**
 * POST /api/ShoppingList/CreateCart/{id} with the SKUs to move; answers the notices (like AddItem),
 * and with `withReport` (the back end lists import-report) what happened to each item (a chosen
 * number it calls not found is one not on the list).
 */
export async function moveListToCart(listId: number, skus: string[], withReport = false): Promise<MoveAnswer> {
  if (!withReport)
    return { notices: await http.post(`/api/ShoppingList/CreateCart/${listId}`, skus, { schema: NoticesSchema }), rows: null };
  const report = await http.post(`/api/ShoppingList/CreateCart/${listId}${importReportQuery(chosenVehicle())}`, skus, {
    schema: ImportReportSchema,
  });
  return { notices: report.Notices, rows: report.Lines.map((line) => (line.Result === 'not-found' ? { ...line, NotOnList: true } : line)) };
}

/** The list's parts go into the cart: the cart is asked again (the caller publishes the header's count). */
export const moveListToCartMutation = {
  calls: ['POST /api/ShoppingList/CreateCart/:id'],
  mutationFn: ({ listId, skus, withReport }: { listId: number; skus: string[]; withReport: boolean }) =>
    moveListToCart(listId, skus, withReport),
  invalidates: [keys.cart],
} satisfies ApiMutationOptions<MoveAnswer, { listId: number; skus: string[]; withReport: boolean }>;
