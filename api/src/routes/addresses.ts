import { success, SuccessSchema } from '@parts/contract/common';
import { AddressDeleteRequest, AddressSchema, AddressUpdateRequest, NewAddressRequest } from '@parts/contract/customer';
import { addAddress, changeAddress, removeAddress } from '../domain/customers';
import { defineRoute, routePlugin } from '../http/route';

const tag = 'Customer';
export const addressRoutes = routePlugin(tag, ({ db }) => [
  defineRoute({
    method: 'POST', url: '/api/Customer/AddAddress', auth: true, response: AddressSchema,
    summary: 'Add an address; answers it with its new Id',
    body: NewAddressRequest,
    handler: async ({ body, customerId, language }) => addAddress(db, customerId, body, language),
  }),
  defineRoute({
    method: 'POST', url: '/api/Customer/UpdateAddress', auth: true, response: AddressSchema,
    summary: "Update one of the customer's addresses",
    body: AddressUpdateRequest,
    handler: async ({ body, customerId, language }) => changeAddress(db, customerId, body.Id, body, language),
  }),
  defineRoute({
    method: 'POST', url: '/api/Customer/DeleteAddress', auth: true, response: SuccessSchema,
    summary: "Delete one of the customer's addresses (placed orders keep their copy)",
    body: AddressDeleteRequest,
    handler: async ({ body, customerId, language }) => {
      await removeAddress(db, customerId, body.addressId, language);
      return success();
    },
  }),
]);
