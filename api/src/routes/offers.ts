import { success } from '@parts/contract/common';
import { EXTENSIONS } from '@parts/contract/store';
import { CALLS } from '@parts/contract/calls';
import { cartContext } from '../domain/cart';
import { changeOffer, copyOffer, mailOffer, offer, offerList, offerToCart, saveNewOffer } from '../domain/offers';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Saved offers';

/** Extension saved-offers: the dealer's customer offers (domain/offers.ts). */
export const offerRoutes = routePlugin(tag, ({ db, now, storeConfig, extensions }) => {
  // extension team: each offer names who made it (Author)
  const withTeam = () => extensions.has(EXTENSIONS.team);
  return [
    callRoute(CALLS['GET /api/Offer'], {
      summary:
        "Extension saved-offers: a page of the dealer's offers, the last changed first; q finds by the customer's name, phone or e-mail, the vehicle (VIN or registration) and the number",
      handler: async ({ query, customerId }) => offerList(db, customerId, query),
    }),
    callRoute(CALLS['POST /api/Offer'], {
      summary:
        "Extension saved-offers: saves a new offer (the lines priced for the dealer now), numbered OF/<year>/<n> in the dealer's sequence",
      handler: async ({ body, cartOwner, language }) => saveNewOffer(db, { ...cartOwner, withTeam: withTeam() }, body, language, now()),
    }),
    callRoute(CALLS['GET /api/Offer/:id'], {
      summary: "Extension saved-offers: one of the dealer's offers (another dealer's is 404)",
      handler: async ({ params, customerId }) => offer(db, customerId, params.id, withTeam()),
    }),
    callRoute(CALLS['PUT /api/Offer/:id'], {
      summary: 'Extension saved-offers: replaces what an offer holds; its number stays',
      handler: async ({ params, body, customerId, language }) => changeOffer(db, customerId, params.id, body, language, now(), withTeam()),
    }),
    callRoute(CALLS['POST /api/Offer/:id/Copy'], {
      summary: 'Extension saved-offers: a copy of an offer under the next number, valid from today',
      handler: async ({ params, cartOwner }) => copyOffer(db, { ...cartOwner, withTeam: withTeam() }, params.id, now()),
    }),
    callRoute(CALLS['POST /api/Offer/:id/Mail'], {
      summary:
        "Extension saved-offers: mails the offer as a PDF in the request's language to its customer's e-mail (or Email), through the outbox",
      handler: async ({ params, body, customerId, language }) => {
        await mailOffer(db, customerId, params.id, body.Email, language, now(), withTeam());
        return success();
      },
    }),
    callRoute(CALLS['POST /api/Offer/:id/Cart'], {
      summary:
        "Extension saved-offers: puts the offer's lines into the cart at the dealer's prices of today; answers the lines whose price changed (Before, After) and the notices",
      handler: async ({ params, cartOwner, language }) => {
        const context = cartContext((await storeConfig()).general.vehicleBrand);
        return offerToCart(db, cartOwner, params.id, context, language, extensions.has(EXTENSIONS.supersession));
      },
    }),
  ];
});
