import { success, SuccessSchema } from '@parts/contract/common';
import { AddressDeleteRequest, AddressSchema, AddressUpdateRequest, NewAddressRequest, type AddressFields } from '@parts/contract/customer';
import { customerAddress, insertAddress, updateAddress } from '../data/addresses';
import { checkCountryAndState } from '../domain/state-provinces';
import { deleteAddress } from '../data/customers';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import type { Language } from '../i18n/language';

const tag = 'Customer';
export const addressRoutes = routePlugin(tag, ({ db }) => {
  const checkedFields = async (fields: AddressFields): Promise<AddressFields> => {
    await checkCountryAndState(db, fields.CountryId, fields.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
    return fields;
  };
  const ownAddress = async (customerId: number, addressId: number, language: Language) => {
    const address = await customerAddress(db, customerId, addressId, language);
    if (!address) throw new NotFound();
    return address;
  };
  return [
    defineRoute({
      method: 'POST', url: '/api/Customer/AddAddress', auth: true, response: AddressSchema,
      body: NewAddressRequest,
      summary: 'Add an address; answers it with its new Id',
      handler: async ({ body, customerId, language }) => ownAddress(customerId, await insertAddress(db, customerId, await checkedFields(body)), language),
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/UpdateAddress', auth: true, response: AddressSchema,
      body: AddressUpdateRequest,
      summary: "Update one of the customer's addresses",
      handler: async ({ body, customerId, language }) => {
        await ownAddress(customerId, body.Id, language);
        await updateAddress(db, customerId, body.Id, await checkedFields(body));
        return ownAddress(customerId, body.Id, language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/DeleteAddress', auth: true, response: SuccessSchema,
      body: AddressDeleteRequest,
      summary: "Delete one of the customer's addresses (placed orders keep their copy)",
      handler: async ({ body, customerId, language }) => {
        await ownAddress(customerId, body.addressId, language);
        await deleteAddress(db, customerId, body.addressId);
        return success();
      },
    }),
  ];
});
