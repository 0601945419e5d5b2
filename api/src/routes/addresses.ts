import * as v from 'valibot';
import type { AppContext } from '../context';
import { success, SuccessSchema } from '../contract/common';
import { AddressSchema } from '../contract/customer';
import { customerAddress, insertAddress, updateAddress, type AddressFields } from '../domain/addresses';
import { checkCountryAndState } from '../domain/state-provinces';
import { notFound } from '../http/errors';
import { id, optionalId, optionalText, requiredText } from '../http/fields';
import { defineRoute, type Route } from '../http/route';

const tag = 'Customer';
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const addressEntries = {
  FirstName: requiredText('First name', 100),
  LastName: requiredText('Last name', 100),
  Company: optionalText('Company', 200),
  VatNumber: optionalText('VAT number', 40),
  CountryId: id('Country'),
  StateProvinceId: optionalId('State / province'),
  City: requiredText('City', 100),
  Address1: requiredText('Address', 200),
  Address2: optionalText('Address 2', 200),
  ZipPostalCode: requiredText('Zip / postal code', 20),
  PhoneNumber: requiredText('Phone', 40),
  FaxNumber: optionalText('Fax', 40),
  Email: v.pipe(optionalText('Email', 254), v.check((value) => value === '' || EMAIL_SHAPE.test(value), 'Wrong email')),
};

export function addressRoutes({ sql }: AppContext): Route[] {
  const checkedFields = (fields: AddressFields): AddressFields => {
    checkCountryAndState(sql, fields.CountryId, fields.StateProvinceId, { country: 'CountryId', state: 'StateProvinceId' });
    return fields;
  };
  const ownAddress = (customerId: number, addressId: number) => {
    const address = customerAddress(sql, customerId, addressId);
    if (!address) throw notFound();
    return address;
  };
  return [
    defineRoute({
      method: 'POST', url: '/api/Customer/AddAddress', tag, auth: true, response: AddressSchema,
      body: v.object(addressEntries),
      summary: 'Add an address; answers it with its new Id',
      handler: ({ body, customerId }) => ownAddress(customerId, insertAddress(sql, customerId, checkedFields(body))),
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/UpdateAddress', tag, auth: true, response: AddressSchema,
      body: v.object({ Id: id('Id'), ...addressEntries }),
      summary: "Update one of the customer's addresses",
      handler: ({ body, customerId }) => {
        ownAddress(customerId, body.Id);
        updateAddress(sql, customerId, body.Id, checkedFields(body));
        return ownAddress(customerId, body.Id);
      },
    }),
    defineRoute({
      method: 'POST', url: '/api/Customer/DeleteAddress', tag, auth: true, response: SuccessSchema,
      body: v.object({ addressId: id('addressId') }),
      summary: "Delete one of the customer's addresses (placed orders keep their copy)",
      handler: ({ body, customerId }) => {
        ownAddress(customerId, body.addressId);
        sql.run('DELETE FROM addresses WHERE id = ? AND customer_id = ?', [body.addressId, customerId]);
        return success();
      },
    }),
  ];
}
