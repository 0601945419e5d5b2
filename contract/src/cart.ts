import * as v from 'valibot';
import { dealerPriceEntries } from './common';
import { deliveryEstimateEntries } from './delivery';
import { id, list, optionalText, partNumber, quantity } from './fields';
import { formQuantity, formRequiredText } from './form-rules';

export const CartProductSchema = v.object({
  Id: v.number(),
  Sku: v.string(),
  Name: v.string(),
  ...dealerPriceEntries,
  PictureUrl: v.nullable(v.string()),
});

/**
 * A cart line; Stock (the part's stock over every warehouse) is an addition to the spec's line, absent from other back ends;
 * DeliveryDays and DeliveryDate (extension 'delivery-estimate'): when the line's whole quantity can be at the dealer.
 */
export const CartLineSchema = v.object({
  Product: CartProductSchema,
  Quantity: v.number(),
  Total: v.number(),
  Stock: v.optional(v.number()),
  ...deliveryEstimateEntries,
});
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

/** UpdateItem's answer; Notices (an addition to the spec's answer) says why the quantity set is not the one asked for. */
export const UpdateItemResponseSchema = v.object({ Success: v.literal(true), Notices: v.optional(v.array(v.string())) });

/* ---- requests ---- */

/** SPEC section 9: CSV import max rows. */
export const CSV_MAX_ROWS = 100;
export const CSV_TOO_MANY_ROWS = `Max ${CSV_MAX_ROWS} items.`;
export const CSV_WRONG_FORMAT = 'Wrong format, please download example import';

/** The rows of an imported CSV: the count is checked before any row is read. */
export const CartFromCsvRequest = v.pipe(
  list(v.object({ sku: partNumber('sku'), quantity: quantity('quantity') }), CSV_MAX_ROWS, 'Send a list of { sku, quantity } rows.', CSV_TOO_MANY_ROWS),
  v.minLength(1, CSV_WRONG_FORMAT),
);

/** Add a part to the cart (SPEC section 7): the part's id and a quantity, 1 when not sent. */
const addItemRequest = () =>
  v.object({
    marke: optionalText('marke', 20),
    produktart: optionalText('produktart', 20),
    ProductId: id('ProductId'),
    Quantity: v.optional(quantity(), 1),
  });
export const AddItemRequest = /* @__PURE__ */ addItemRequest();

/**
 * Quick cart (SPEC section 5): a part number, looked up by the API's Find (fields.ts
 * `partNumber`), and a quantity AddItem takes (fields.ts `quantity`); messages are the form's keys.
 */
export const quickCartFormSchema = (messages: { required: string; quantity: string }) =>
  v.object({ sku: formRequiredText(messages.required), quantity: formQuantity(messages.quantity) });
