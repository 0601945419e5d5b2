import * as v from 'valibot';
import { TaxRateSchema } from './cart';
import { AddressSchema } from './customer';

export const OrderSummarySchema = v.object({
  Id: v.number(),
  OrderNumber: v.string(),
  CreatedOn: v.string(),
  OrderTotal: v.number(),
  PaymentStatus: v.string(),
  ShippingStatus: v.string(),
  OrderStatus: v.string(),
});

export const OrderListSchema = v.object({ Orders: v.array(OrderSummarySchema) });

export const PickupAddressSchema = v.object({
  Name: v.string(),
  Address1: v.string(),
  City: v.string(),
  ZipPostalCode: v.string(),
  CountryId: v.number(),
  CountryName: v.string(),
});
export type PickupAddress = v.InferOutput<typeof PickupAddressSchema>;

export const OrderDetailSchema = v.object({
  Id: v.number(),
  OrderNumber: v.string(),
  CreatedOn: v.string(),
  OrderStatus: v.string(),
  PaymentMethodStatus: v.string(),
  ShippingStatus: v.string(),
  PickUpInStore: v.boolean(),
  PickupAddress: v.nullable(PickupAddressSchema),
  ShippingAddress: v.nullable(AddressSchema),
  BillingAddress: AddressSchema,
  ShippingMethod: v.string(),
  PaymentMethod: v.string(),
  Items: v.array(
    v.object({
      ProductId: v.number(),
      ProductName: v.string(),
      Sku: v.string(),
      Quantity: v.number(),
      UnitPrice: v.number(),
      Discount: v.number(),
      UnitPriceWithoutDiscount: v.number(),
      SubTotal: v.number(),
    }),
  ),
  OrderNotes: v.array(v.object({ Id: v.number(), CreatedOn: v.string(), Note: v.string() })),
  OrderSubtotal: v.number(),
  OrderSubTotalDiscount: v.number(),
  OrderShipping: v.number(),
  PaymentMethodAdditionalFee: v.number(),
  DisplayTax: v.boolean(),
  Tax: v.number(),
  DisplayTaxRates: v.boolean(),
  TaxRates: v.array(TaxRateSchema),
  OrderTotalDiscount: v.number(),
  OrderTotal: v.number(),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const DealerSystemOrderSchema = v.object({
  documentNo: v.string(),
  documentDate: v.string(),
  description: v.string(),
  dueDate: v.string(),
  amount: v.number(),
  branchCode: v.string(),
});

export const CreditLimitSchema = v.object({
  CreditLimit: v.number(),
  UsedCredit: v.number(),
  AvailableCredit: v.number(),
  OverdueAmount: v.number(),
  PaymentTermDays: v.number(),
  CurrencyCode: v.string(),
});
