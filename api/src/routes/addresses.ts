import { success, SuccessSchema } from '@parts/contract/common';
import { AddressDeleteRequest, AddressSchema, AddressUpdateRequest, NewAddressRequest, type AddressFields } from '@parts/contract/customer';
import { customerAddress, insertAddress, updateAddress } from '../data/addresses';
import { checkCountryAndState } from '../domain/state-provinces';
import { deleteAddress } from '../data/customers';
import { NotFound } from '../domain/errors';
import { defineRoute, routePlugin } from '../http/route';
import type { Language } from '../i18n/language';

const tag = 'Customer';
export const addressRoutes = routePlugin(tag, ({ sql }) => {
  const checkedFields = (fields: AddressFields): AddressFields => {
    checkCountryAndState(sql, fields.CountryId, fields.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
    return fields;
  };
  const ownAddress = (customerId: number, addressId: number, language: Language) => {
    const address = customerAddress(sql, customerId, addressId, language);
    if (!address) throw new NotFound();
    return address;
  };
  return [
    defineRoute({
      method: 'POST', url: '/api/Customer/AddAddress', auth: true, response: AddressSchema,
      body: NewAddressRequest,
      summary: 'Add an address; answers it with its new Id',
      handler: ({ body, customerId, language }) => ownAddress(customerId, insertAddress(sql, customerId, checkedFields(body)), language),
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/UpdateAddress', auth: true, response: AddressSchema,
      body: AddressUpdateRequest,
      summary: "Update one of the customer's addresses",
      handler: ({ body, customerId, language }) => {
        ownAddress(customerId, body.Id, language);
        updateAddress(sql, customerId, body.Id, checkedFields(body));
        return ownAddress(customerId, body.Id, language);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/DeleteAddress', auth: true, response: SuccessSchema,
      body: AddressDeleteRequest,
      summary: "Delete one of the customer's addresses (placed orders keep their copy)",
      handler: ({ body, customerId, language }) => {
        ownAddress(customerId, body.addressId, language);
        deleteAddress(sql, customerId, body.addressId);
        return success();
      },
    }),
  ];
});
