import { OfferListSchema, OfferSchema, OfferToCartSchema } from '@parts/contract/offers';
import { SuccessSchema } from '@parts/contract/common';
import type { BodyOf } from '@parts/contract/calls';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keyed, keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** Extension saved-offers: the dealer's offers saved on the server (GET/POST/PUT /api/Offer...). */

export type OfferRequestBody = BodyOf<'POST /api/Offer'>;

const OFFERS_KEY = ['offers'] as const;

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const OFFER_LIST = declareQuery([...OFFERS_KEY, 'list'], ['GET /api/Offer']);
export const SAVED_OFFER = declareQuery([...OFFERS_KEY, 'one'], ['GET /api/Offer/:id']);

/** A page of the dealer's offers found by `q` (customer, VIN, number). */
export const offerListQuery = (search: { q: string; page: number; pageSize: number }, locale: Locale) =>
  apiQuery(keyed(OFFER_LIST, search), locale, ({ signal, locale }) =>
    http.get('/api/Offer', { query: search, schema: OfferListSchema, signal, locale }),
  );

/** One saved offer. */
export const savedOfferQuery = (offerId: number, locale: Locale) =>
  apiQuery(keyed(SAVED_OFFER, offerId), locale, ({ signal, locale }) =>
    http.get(`/api/Offer/${offerId}`, { schema: OfferSchema, signal, locale }),
  );

export const saveOfferMutation = {
  calls: ['POST /api/Offer', 'PUT /api/Offer/:id'],
  invalidates: [OFFERS_KEY],
} satisfies MutationDeclaration;

/** Saves the offer: a new one (POST), or over the one opened (PUT); its field errors are the form's to show. */
export const useSaveOffer = () =>
  useApiMutation({
    ...saveOfferMutation,
    mutationFn: ({ id, body }: { id: number | null; body: OfferRequestBody }) =>
      id === null
        ? http.post('/api/Offer', body, { schema: OfferSchema, quiet: true })
        : http.put(`/api/Offer/${id}`, body, { schema: OfferSchema, quiet: true }),
  });

export const copyOfferMutation = {
  calls: ['POST /api/Offer/:id/Copy'],
  invalidates: [OFFERS_KEY],
} satisfies MutationDeclaration;

export const useCopyOffer = () =>
  useApiMutation({
    ...copyOfferMutation,
    mutationFn: (id: number) => http.post(`/api/Offer/${id}/Copy`, undefined, { schema: OfferSchema }),
  });

export const mailOfferMutation = {
  calls: ['POST /api/Offer/:id/Mail'],
  invalidates: [],
} satisfies MutationDeclaration;

export const useMailOffer = () =>
  useApiMutation({
    ...mailOfferMutation,
    mutationFn: (id: number) => http.post(`/api/Offer/${id}/Mail`, {}, { schema: SuccessSchema }),
  });

export const offerToCartMutation = {
  calls: ['POST /api/Offer/:id/Cart'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

/** The offer's lines into the cart at today's prices; answers the prices that changed. */
export const useOfferToCart = () =>
  useApiMutation({
    ...offerToCartMutation,
    mutationFn: (id: number) => http.post(`/api/Offer/${id}/Cart`, undefined, { schema: OfferToCartSchema }),
  });
