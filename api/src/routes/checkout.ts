import * as v from 'valibot';
import type { AppContext } from '../context';
import { ConfirmCheckoutResultSchema, PaymentMethodsSchema, ShippingAddressDataSchema, ShippingMethodsSchema } from '../contract/checkout';
import { customerAddress, customerAddresses } from '../domain/addresses';
import { COURIER_RATE_METHOD, paymentMethods, pickupPoints, shippingMethodsFor } from '../domain/checkout';
import { confirmCheckout } from '../domain/place-order';
import { notFound } from '../http/errors';
import { id, optionalId } from '../http/fields';
import { defineRoute, type Route } from '../http/route';
import { checkoutRequestSchema } from './checkout-request';

const tag = 'Checkout';

export function checkoutRoutes({ sql }: AppContext): Route[] {
  return [
    defineRoute({
      method: 'GET', url: '/api/ShoppingCart/ShippingAddress', tag, auth: true, response: ShippingAddressDataSchema,
      summary: "The customer's addresses and the pickup points for the shipping step",
      handler: ({ customerId }) => {
        const addresses = customerAddresses(sql, customerId);
        const points = pickupPoints(sql);
        return {
          ExistingAddresses: addresses,
          NewAddressPreselected: addresses.length === 0,
          PickupPoints: points,
          PickUpInStore: false,
          AllowPickUpInStore: points.length > 0,
          PickUpInStoreOnly: false,
        };
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/ShoppingCart/ShippingMethods', tag, auth: true, response: ShippingMethodsSchema,
      summary: "Courier methods delivering to the country of one of the customer's addresses",
      query: v.object({ addressId: id('addressId') }),
      handler: ({ query, customerId }) => {
        const address = customerAddress(sql, customerId, query.addressId);
        if (!address) throw notFound();
        const methods = shippingMethodsFor(sql, address.CountryId);
        const preselected = methods.find((method) => method.is_default === 1) ?? methods[0];
        return {
          ShippingMethods: methods.map((method) => ({
            Name: method.name,
            Fee: method.fee,
            Description: method.description,
            Selected: method === preselected,
            ShippingRateComputationMethodSystemName: COURIER_RATE_METHOD,
          })),
          Warnings: methods.length === 0 ? [`No shipping method delivers to ${address.CountryName}. Choose pickup in store or another address.`] : [],
        };
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/ShoppingCart/PaymentMethods', tag, auth: true, response: PaymentMethodsSchema,
      summary: 'Payment methods (of a country when countryId is given); AvailableShipments [] = pickup in store only',
      query: v.object({ countryId: optionalId('countryId') }),
      handler: ({ query }) => {
        if (query.countryId !== undefined && !sql.one('SELECT 1 FROM countries WHERE id = ?', [query.countryId])) throw notFound();
        return { PaymentMethods: paymentMethods(sql, query.countryId) };
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/ShoppingCart/ConfirmCheckout', tag, auth: true, response: ConfirmCheckoutResultSchema, body: checkoutRequestSchema,
      summary: 'Check everything again, place the order and empty the cart; Success false with Errors when something is wrong',
      handler: ({ body, customerId }) => confirmCheckout(sql, customerId, body),
    }),
  ];
}
