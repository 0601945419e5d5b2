import * as v from 'valibot';
import { TaxRateSchema } from './cart';
import { AddressSchema } from './customer';
import { TrackingSummarySchema } from './tracking-summary';

export const OrderSummarySchema = v.object({
  Id: v.number(),
  OrderNumber: v.string(),
  CreatedOn: v.string(),
  OrderTotal: v.number(),
  PaymentStatus: v.string(),
  ShippingStatus: v.string(),
  OrderStatus: v.string(),
  /** Extension order-reference: the dealer's own reference ('' when none); absent without the extension. */
  CustomerReference: v.optional(v.string()),
  /** Extension job-reference: the job references of the order's lines (each once, in line order); absent without the extension. */
  JobReferences: v.optional(v.array(v.string())),
  /** Extension team: the name of the person who placed the order; absent without the extension. */
  PlacedBy: v.optional(v.string()),
  /** Extension team: who approved the order ('' when it needed no approval); absent without the extension. */
  ApprovedBy: v.optional(v.string()),
  /** Extension vor: the order was marked 'vehicle off road' at checkout; absent without the extension. */
  Vor: v.optional(v.boolean()),
  /** Extension order-tracking: the order's lines counted by state, as the ERP reported them; absent without the extension. */
  Tracking: v.optional(TrackingSummarySchema),
});

export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

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

/** SPEC section 3: totals rows appear only when values are present (null = not given). */
const amount = v.nullable(v.number());

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
  /** null only from a back end that lost it; this API always sends it. */
  BillingAddress: v.nullable(AddressSchema),
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
      /** Extension job-reference: the line's job (absent when none, and without the extension). */
      JobReference: v.optional(v.string()),
    }),
  ),
  OrderNotes: v.array(v.object({ Id: v.number(), CreatedOn: v.string(), Note: v.string() })),
  OrderSubtotal: amount,
  OrderSubTotalDiscount: amount,
  OrderShipping: amount,
  PaymentMethodAdditionalFee: amount,
  DisplayTax: v.boolean(),
  Tax: amount,
  DisplayTaxRates: v.boolean(),
  TaxRates: v.array(TaxRateSchema),
  OrderTotalDiscount: amount,
  OrderTotal: amount,
  /** Extension order-reference: the dealer's own reference ('' when none); absent without the extension. */
  CustomerReference: v.optional(v.string()),
  /** Extension team: the name of the person who placed the order; absent without the extension. */
  PlacedBy: v.optional(v.string()),
  /** Extension team: who approved the order ('' when it needed no approval); absent without the extension. */
  ApprovedBy: v.optional(v.string()),
  /** Extension vor: the order was marked 'vehicle off road' at checkout; absent without the extension. */
  Vor: v.optional(v.boolean()),
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
