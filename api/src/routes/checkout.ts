import { courierMethods, paymentMethodsOf, shippingAddressStep } from '../domain/checkout';
import { confirmCheckout, newOrderState } from '../domain/place-order';
import { ValidationFailed } from '../domain/errors';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { EXTENSIONS } from '@parts/contract/store';
import { ROLES } from '@parts/contract/team';

const tag = 'Checkout';

/** An Idempotency-Key: 1 to 100 visible ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The request's Idempotency-Key header, undefined without one; 400 when it is not a usable key. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw ValidationFailed.field('Idempotency-Key', 'Idempotency-Key must be 1 to 100 visible characters.');
  }
  return header;
}

export const checkoutRoutes = routePlugin(tag, ({ db, now, extensions, mail }) => {
  return [
    callRoute(CALLS['GET /api/ShoppingCart/ShippingAddress'], {
      summary: "The customer's addresses and the pickup points for the shipping step",
      handler: async ({ customerId, language }) => {
        return shippingAddressStep(db, customerId, language);
      },
    }),
    callRoute(CALLS['GET /api/ShoppingCart/ShippingMethods'], {
      summary: "Courier methods delivering to the country of one of the customer's addresses",
      handler: async ({ query, customerId, language }) => {
        return courierMethods(db, customerId, query.addressId, language);
      },
    }),
    callRoute(CALLS['GET /api/ShoppingCart/PaymentMethods'], {
      summary: 'Payment methods (of a country when countryId is given); AvailableShipments [] = pickup in store only',
      handler: async ({ query, language }) => {
        return { PaymentMethods: await paymentMethodsOf(db, language, query.countryId) };
      },
    }),
    callRoute(
      CALLS['POST /api/ShoppingCart/ConfirmCheckout'],
      {
        // extension order-reference: CustomerReference is read (and checked) only when the server runs it (the table's extendedBody)
        summary:
          'Check everything again, place the order and empty the cart; Success false with Errors when something is wrong. ' +
          "Extension order-reference: CustomerReference, the dealer's own reference (at most 50 characters), is kept with the order. " +
          'An Idempotency-Key header (1 to 100 visible characters, e.g. a UUID per confirmation) makes a retry safe: the same key answers the order it placed (for a day) instead of placing another',
        handler: async ({ body: sent, cartOwner, language, request }) => {
          // the extended body is read when order-reference or vor runs: each keeps only its own field
          const { CustomerReference, Vor, ...spec } = { CustomerReference: undefined, Vor: undefined, ...sent };
          const body = {
            ...spec,
            ...(extensions.has(EXTENSIONS.orderReference) && CustomerReference !== undefined && { CustomerReference }),
            ...(extensions.has(EXTENSIONS.vor) && { Vor: Vor === true }),
          };
          const key = idempotencyKeyOf(request.headers['idempotency-key']);
          const placedAt = now();
          const result = await confirmCheckout(
            db,
            cartOwner,
            body,
            language,
            newOrderState(),
            key === undefined ? undefined : { key, now: placedAt },
            extensions.has(EXTENSIONS.supersession),
            {
              origin: mail.origin,
              now: placedAt,
              announceOrders: mail.announceOrders,
            },
            // extension team: a Requester's order (and a Buyer's over their monthly limit) waits for approval
            extensions.has(EXTENSIONS.team) ? { kind: 'checkout', role: request.role ?? ROLES.administrator, now: placedAt } : undefined,
          );
          if (result.Success) mail.wake();
          return result;
        },
      },
      extensions,
    ),
  ];
});
