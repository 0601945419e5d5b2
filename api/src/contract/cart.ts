import * as v from 'valibot';
import { dealerPriceEntries } from './common';

export const CartProductSchema = v.object({
  Id: v.number(),
  Sku: v.string(),
  Name: v.string(),
  ...dealerPriceEntries,
  PictureUrl: v.nullable(v.string()),
});

export const CartLineSchema = v.object({ Product: CartProductSchema, Quantity: v.number(), Total: v.number() });
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const TaxRateSchema = v.object({ Rate: v.number(), Value: v.number() });

export const TotalsSchema = v.object({
  SubTotal: v.number(),
  SubTotalDiscount: v.number(),
  Shipping: v.number(),
  PaymentMethodAdditionalFee: v.number(),
  DisplayTax: v.boolean(),
  Tax: v.number(),
  DisplayTaxRates: v.boolean(),
  TaxRates: v.array(TaxRateSchema),
  OrderTotalDiscount: v.number(),
  OrderTotal: v.number(),
  Total: v.number(),
});
export type Totals = v.InferOutput<typeof TotalsSchema>;
