import type * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, Order detail, as the contract has it. Totals are null when not given. */
type OrderDetailAnswer = v.InferOutput<typeof contract.OrderDetailSchema>;
export type OrderItem = OrderDetailAnswer['Items'][number];

/** An address on an order as the page shows it: a customer address or a pickup point's (Name). */
export interface OrderAddress {
  Name: string;
  FirstName: string;
  LastName: string;
  Company: string;
  VatNumber: string;
  Address1: string;
  Address2: string;
  ZipPostalCode: string;
  City: string;
  CountryName: string;
  StateProvinceName: string;
  PhoneNumber: string;
  FaxNumber: string;
  Email: string;
}
type AddressFields = Partial<Record<keyof OrderAddress, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function orderAddress(address: AddressFields | null): OrderAddress | null {
  if (!address) return null;
  return {
    Name: text(address.Name),
    FirstName: text(address.FirstName),
    LastName: text(address.LastName),
    Company: text(address.Company),
    VatNumber: text(address.VatNumber),
    Address1: text(address.Address1),
    Address2: text(address.Address2),
    ZipPostalCode: text(address.ZipPostalCode),
    City: text(address.City),
    CountryName: text(address.CountryName),
    StateProvinceName: text(address.StateProvinceName),
    PhoneNumber: text(address.PhoneNumber),
    FaxNumber: text(address.FaxNumber),
    Email: text(address.Email),
  };
}

export type OrderDetail = Omit<OrderDetailAnswer, 'PickupAddress' | 'ShippingAddress' | 'BillingAddress'> & {
  PickupAddress: OrderAddress | null;
  ShippingAddress: OrderAddress | null;
  BillingAddress: OrderAddress | null;
};

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const ORDER = declareQuery([...keys.orders, 'detail'], ['GET /api/Order/get']);

/** GET /api/Order/get?id={id} */
export const orderQuery = (orderId: string, locale: Locale) =>
  apiQuery(keyed(ORDER, orderId), locale, async ({ signal, locale }): Promise<OrderDetail> => {
    const order = await http.get('/api/Order/get', { query: { id: orderId }, schema: contract.OrderDetailSchema, signal, locale });
    return {
      ...order,
      PickupAddress: orderAddress(order.PickupAddress),
      ShippingAddress: orderAddress(order.ShippingAddress),
      BillingAddress: orderAddress(order.BillingAddress),
    };
  });
