import * as v from 'valibot';
import { flag, http, id, list, num, text } from '@parts/shared-kernel';

/** An address on an order (pickup addresses carry only part of the fields). */
const OrderAddressSchema = v.object({
  /** the name of a pickup point */
  Name: text(),
  FirstName: text(),
  LastName: text(),
  Company: text(),
  VatNumber: text(),
  Address1: text(),
  Address2: text(),
  ZipPostalCode: text(),
  City: text(),
  CountryName: text(),
  StateProvinceName: text(),
  PhoneNumber: text(),
  FaxNumber: text(),
  Email: text(),
});
export type OrderAddress = v.InferOutput<typeof OrderAddressSchema>;

const optionalNumber = () => v.optional(v.nullable(v.number()), null);

export const OrderItemSchema = v.object({
  ProductName: text(),
  Sku: text(),
  Quantity: num(),
  UnitPrice: num(),
  Discount: num(),
  UnitPriceWithoutDiscount: num(),
  SubTotal: num(),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** SPEC section 3, Order detail: every field. Totals are null when the server leaves them out. */
export const OrderDetailSchema = v.object({
  Id: v.optional(id()),
  OrderNumber: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  CreatedOn: text(),
  PaymentMethodStatus: text(),
  ShippingStatus: text(),
  OrderStatus: text(),
  PickUpInStore: flag(),
  PickupAddress: v.optional(v.nullable(OrderAddressSchema), null),
  ShippingAddress: v.optional(v.nullable(OrderAddressSchema), null),
  BillingAddress: v.optional(v.nullable(OrderAddressSchema), null),
  ShippingMethod: text(),
  PaymentMethod: text(),
  Items: list(OrderItemSchema),
  OrderNotes: list(v.object({ Id: id(), CreatedOn: text(), Note: text() })),
  OrderSubtotal: optionalNumber(),
  OrderSubTotalDiscount: optionalNumber(),
  OrderShipping: optionalNumber(),
  PaymentMethodAdditionalFee: optionalNumber(),
  DisplayTax: flag(),
  Tax: optionalNumber(),
  DisplayTaxRates: flag(),
  TaxRates: list(v.object({ Rate: num(), Value: num() })),
  OrderTotalDiscount: optionalNumber(),
  OrderTotal: optionalNumber(),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** GET /api/Order/get?id={id} */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get('/api/Order/get', { query: { id: orderId }, schema: OrderDetailSchema, ...(signal ? { signal } : {}) });
}
