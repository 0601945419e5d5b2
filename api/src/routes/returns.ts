import { CALLS } from '@parts/contract/calls';
import { RETURN_PHOTOS_MAX, RETURN_PHOTO_MAX_BYTES } from '@parts/contract/returns';
import { callRoute, routePlugin } from '../http/route';
import { sellerOf } from '../domain/seller';
import { storeFor } from '../domain/store';
import { dealerReturn, dealerReturnPdf, dealerReturns, orderReturns, requestReturn } from '../domain/returns';

const tag = 'Returns (extension returns)';

/** A return's body: its photos in base64 (4 characters per 3 bytes) and the rest of the request. */
const RETURN_BODY_LIMIT = Math.ceil((RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

const signedIn = (customerId: number | null): number => {
  if (customerId === null) throw new Error('returns route without a customer');
  return customerId;
};

/**
 * The dealer's returns of delivered parts (extension returns, issue 40 item 3; docs/integration.md, "Returns"): of
 * the dealer's own orders only (another dealer's: 404).
 */
export const returnRoutes = routePlugin(tag, ({ db, now }) => [
  callRoute(CALLS['GET /api/Order/:id/Returns'], {
    summary: "The order's lines for a return: what may be returned, until when, or why not; and the order's returns",
    handler: async ({ customerId, params, language }) => orderReturns(db, signedIn(customerId), params.id, language, now()),
  }),
  {
    ...callRoute(CALLS['POST /api/Return'], {
      summary:
        'Asks to return a quantity of a delivered line within the return window, with a reason (defect or warranty: a description) and up to 3 photos (JPEG, PNG or WebP, 1 MiB each, base64); answers the return and its number',
      handler: async ({ customerId, body, language }) => requestReturn(db, signedIn(customerId), body, language, now()),
    }),
    // the photos are larger than any other request of the shop
    bodyLimit: RETURN_BODY_LIMIT,
  },
  callRoute(CALLS['GET /api/Return'], {
    summary: "The dealer's returns and their states, newest first",
    handler: async ({ customerId, language }) => dealerReturns(db, signedIn(customerId), language),
  }),
  callRoute(CALLS['GET /api/Return/:id'], {
    summary: 'One return and its state',
    handler: async ({ customerId, params, language }) => dealerReturn(db, signedIn(customerId), params.id, language),
  }),
  callRoute(CALLS['GET /api/Return/:id/Pdf'], {
    summary: "The printable return form (PDF) in the request's language",
    handler: async ({ customerId, params, language, reply }) => {
      const store = await storeFor(db, 0, language);
      const seller = await sellerOf(db, language, store.Name);
      const { number, pdf } = await dealerReturnPdf(db, signedIn(customerId), params.id, language, seller);
      reply.header('content-disposition', `attachment; filename="${number}.pdf"`);
      return pdf;
    },
  }),
]);
