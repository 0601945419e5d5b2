import type * as v from 'valibot';
import { ImportReportSchema, importReportQuery, type AddItemRequest, type ImportLine } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { chosenVehicle } from '@parts/shared-kernel/import-report';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

export type AddItemBody = v.InferInput<typeof AddItemRequest>;

/** AddItem changes the cart: it is asked again. */
export const addItemMutation = {
  calls: ['POST /api/Level4/AddItem'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

/** POST /api/Level4/AddItem: adds a product; answers notices (the first one is shown as info). The cart is asked again. */
export const useAddItem = () =>
  useApiMutation({
    ...addItemMutation,
    mutationFn: (request: AddItemBody) => http.post('/api/Level4/AddItem', request, { schema: NoticesSchema }),
  });

/**
 * AddItem asking for its report (extension import-report): the notices and what happened to the
 * line, checked against the chosen vehicle. The cart is asked again.
 */
export const useAddItemReported = () =>
  useApiMutation({
    ...addItemMutation,
    mutationFn: async (request: AddItemBody): Promise<{ notices: string[]; line: ImportLine | null }> => {
      const report = await http.post(`/api/Level4/AddItem${importReportQuery(chosenVehicle())}`, request, { schema: ImportReportSchema });
      return { notices: report.Notices, line: report.Lines[0] ?? null };
    },
  });
