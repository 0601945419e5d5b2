import { DealerReturnSchema, OrderReturnsSchema, ReturnsSchema, type Return, type ReturnRequestInput } from '@parts/contract/returns';
import { http, type Locale } from '@parts/shared-kernel';
import { downloadBlob } from '@parts/shared-kernel/download';
import { apiQuery, declareQuery, keyed, keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** Extension returns (issue 40 item 3): the dealer's returns of delivered parts. */
const RETURNS_KEY = [...keys.orders, 'returns'] as const;
export const ORDER_RETURNS = declareQuery([...RETURNS_KEY, 'order'], ['GET /api/Order/:id/Returns']);
export const RETURNS = declareQuery([...RETURNS_KEY, 'list'], ['GET /api/Return']);

/** GET /api/Order/{id}/Returns: per line what may be returned, until when, or why not; the order's returns. */
export const orderReturnsQuery = (orderId: string, locale: Locale) =>
  apiQuery(keyed(ORDER_RETURNS, orderId), locale, ({ signal, locale }) =>
    http.get(`/api/Order/${encodeURIComponent(orderId)}/Returns`, { schema: OrderReturnsSchema, quiet: true, signal, locale }),
  );

/** GET /api/Return: every return of the dealer, newest first. */
export const returnsQuery = (locale: Locale) =>
  apiQuery(RETURNS, locale, ({ signal, locale }) => http.get('/api/Return', { schema: ReturnsSchema, quiet: true, signal, locale }));

export const requestReturnMutation = {
  calls: ['POST /api/Return'],
  invalidates: [RETURNS_KEY],
} satisfies MutationDeclaration;

/** POST /api/Return: the return and its number, or the refusal (field errors, in the dealer's language). */
export const useRequestReturn = () =>
  useApiMutation({
    ...requestReturnMutation,
    mutationFn: (request: ReturnRequestInput): Promise<Return> =>
      http.post('/api/Return', request, { schema: DealerReturnSchema, quiet: true }),
  });

/** GET /api/Return/{id}/Pdf: the printable return form, handed to the browser as a download (a failure: the caller says it). */
export async function downloadReturnForm(ret: Pick<Return, 'Id' | 'Number'>, locale: Locale): Promise<void> {
  downloadBlob(await http.file(`/api/Return/${ret.Id}/Pdf`, { locale, quiet: true }), `${ret.Number}.pdf`);
}
