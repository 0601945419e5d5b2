import { success } from '@parts/contract/common';
import { addAddress, changeAddress, removeAddress } from '../domain/customers';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Customer';
export const addressRoutes = routePlugin(tag, ({ db }) => [
  callRoute(CALLS['POST /api/Customer/AddAddress'], {
    summary: 'Add an address; answers it with its new Id',
    handler: async ({ body, customerId, language }) => addAddress(db, customerId, body, language),
  }),
  callRoute(CALLS['POST /api/Customer/UpdateAddress'], {
    summary: "Update one of the customer's addresses",
    handler: async ({ body, customerId, language }) => changeAddress(db, customerId, body.Id, body, language),
  }),
  callRoute(CALLS['POST /api/Customer/DeleteAddress'], {
    summary: "Delete one of the customer's addresses (placed orders keep their copy)",
    handler: async ({ body, customerId, language }) => {
      await removeAddress(db, customerId, body.addressId, language);
      return success();
    },
  }),
]);
