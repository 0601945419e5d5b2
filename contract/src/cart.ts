import * as v from 'valibot';
import { dealerPriceEntries } from './common';
import { deliveryEstimateEntries } from './delivery';
import { id, list, noControlCharacters, optionalText, partNumber, quantity } from './fields';
import { formQuantity, formRequiredText } from './form-rules';
import { JOB_REFERENCE_MAX_LENGTH } from './store';

/**
 * Extension 'feeds': a part withdrawn from the catalogue by a feed, with the part the feed names
 * as its replacement (null: none). Absent for a part in the catalogue and without the extension.
 */
export const WithdrawnSchema = v.object({ ReplacedBy: v.nullable(v.object({ Id: v.number(), Sku: v.string(), Name: v.string() })) });
export type Withdrawn = v.InferOutput<typeof WithdrawnSchema>;

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
  /** Extension job-reference: the dealer's job of the line (absent when none, and without the extension). */
  JobReference: v.optional(v.string()),
  Withdrawn: v.optional(WithdrawnSchema),
  /**
   * Extension backorders (issue 40, item 4): the part of the line beyond the stock, ordered as a
   * backorder, and the day it is expected (null: no lead time known); absent when the stock covers it.
   */
  Backorder: v.optional(v.object({ Quantity: v.number(), ExpectedDate: v.nullable(v.string()) })),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** Extension backorders: whether the dealer's company orders beyond the stock (the rest a backorder) or takes what is in stock. */
export const BackordersSettingSchema = v.object({ Accept: v.boolean('Accept must be true or false.') });
export type BackordersSetting = v.InferOutput<typeof BackordersSettingSchema>;

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

/**
 * A cart line's job reference (extension job-reference): one line of text, trimmed, at most
 * JOB_REFERENCE_MAX_LENGTH characters; '' (or absent) = no job. A back end without the extension ignores it.
 */
export const jobReference = (label = 'JobReference') => optionalText(label, JOB_REFERENCE_MAX_LENGTH);

/** A job reference that is changed only when sent (UpdateItem's NewJobReference): as jobReference, without its default. */
export const jobReferenceChange = (label = 'NewJobReference') =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text.`),
      noControlCharacters(label, 'line'),
      v.trim(),
      v.maxLength(JOB_REFERENCE_MAX_LENGTH, `${label} must be at most ${JOB_REFERENCE_MAX_LENGTH} characters.`),
    ),
  );

/** The rows of an imported CSV: the count is checked before any row is read (JobReference: extension job-reference). */
export const CartFromCsvRequest = v.pipe(
  list(
    v.object({ sku: partNumber('sku'), quantity: quantity('quantity'), JobReference: jobReference() }),
    CSV_MAX_ROWS,
    'Send a list of { sku, quantity } rows.',
    CSV_TOO_MANY_ROWS,
  ),
  v.minLength(1, CSV_WRONG_FORMAT),
);

/** Add a part to the cart (SPEC section 7): the part's id and a quantity, 1 when not sent. */
const addItemRequest = () =>
  v.object({
    marke: optionalText('marke', 20),
    produktart: optionalText('produktart', 20),
    ProductId: id('ProductId'),
    Quantity: v.optional(quantity(), 1),
    /** Extension job-reference: the job the line is for (the same part for another job is another line). */
    JobReference: jobReference(),
  });
export const AddItemRequest = /* @__PURE__ */ addItemRequest();

/**
 * Quick cart (SPEC section 5): a part number, looked up by the API's Find (fields.ts
 * `partNumber`), and a quantity AddItem takes (fields.ts `quantity`); messages are the form's keys.
 */
export const quickCartFormSchema = (messages: { required: string; quantity: string }) =>
  v.object({ sku: formRequiredText(messages.required), quantity: formQuantity(messages.quantity) });

/* ---- extension import-report: what happened to each line of a bulk add ---- */

/**
 * What happened to one line (extension 'import-report'): `added` the whole quantity went in;
 * `fewer` less than asked (the stock, or the line's maximum; maybe none); `not-found` no part has
 * the number; `no-price` the part has no price, so it is left out (every add alike, issue 37);
 * `refused` the quantity is not one the cart takes; `unresolved` an
 * old number without a current part. Nothing goes in for the last four.
 */
export const IMPORT_RESULTS = ['added', 'fewer', 'not-found', 'no-price', 'refused', 'unresolved'] as const;
export type ImportResult = (typeof IMPORT_RESULTS)[number];

/** A current part put into the cart for an old number (supersession), with what went in of it. */
export const ImportReplacementSchema = v.object({
  Sku: v.string(),
  /** Pieces asked of this part (the line's quantity times its kit quantity). */
  Quantity: v.number(),
  Added: v.number(),
  Result: v.picklist(['added', 'fewer', 'no-price']),
  /** The part's stock over every warehouse, when less went in than asked. */
  Stock: v.optional(v.number()),
});

export const ImportLineSchema = v.object({
  /** The number as asked (an old number stays here; ReplacedBy names what went in instead). */
  Sku: v.string(),
  /** The quantity asked. */
  Quantity: v.number(),
  Result: v.picklist(IMPORT_RESULTS),
  /** Pieces that went into the cart for this line (of the replacing parts when replaced). */
  Added: v.number(),
  /** The part's stock over every warehouse, when less went in than asked. */
  Stock: v.optional(v.number()),
  /** The number was replaced (extension supersession): the current part or kit put in instead. */
  ReplacedBy: v.optional(v.array(ImportReplacementSchema)),
  /** The part (or a part replacing it) does not fit the vehicle sent with the call; it went in all the same. */
  NotFitting: v.optional(v.boolean()),
});
export type ImportLine = v.InferOutput<typeof ImportLineSchema>;

/**
 * The answer of AddItem, cartFromCsv and CreateCart asked with `?report=lines` (extension
 * 'import-report'): the spec's notices as they are (the first still the info message) and a line
 * per line asked, in the order asked.
 */
export const ImportReportSchema = v.object({ Notices: v.array(v.string()), Lines: v.array(ImportLineSchema) });
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;

const vehicleCodes = (name: string) =>
  v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters(name, 'term')),
          v.pipe(
            v.array(v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters(name, 'term'))),
            v.maxLength(500, `${name} has at most 500 entries.`),
          ),
        ],
        `${name} must be a list.`,
      ),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
    [],
  );

/**
 * The query of a bulk add asking for its report (extension 'import-report'): `report=lines`, and
 * the chosen vehicle (its VehicleKeyList and EquipmentList, each parameter repeated) to say which
 * parts do not fit it. Without `report` the call answers the spec's notices.
 */
export const ImportReportQuery = v.object({
  report: v.optional(v.picklist(['lines'], 'report must be lines.')),
  VehicleKeyList: vehicleCodes('VehicleKeyList'),
  EquipmentList: vehicleCodes('EquipmentList'),
});
export type ImportReportQueryValues = v.InferInput<typeof ImportReportQuery>;

/** The query string asking for the report with the chosen vehicle's keys and equipment. */
export function importReportQuery(
  vehicle: { VehicleKeyList?: readonly (string | number)[]; EquipmentList?: readonly (string | number)[] } | null,
): `?${string}` {
  const query = new URLSearchParams({ report: 'lines' });
  for (const key of vehicle?.VehicleKeyList ?? []) query.append('VehicleKeyList', String(key));
  for (const code of vehicle?.EquipmentList ?? []) query.append('EquipmentList', String(code));
  return `?${query.toString()}`;
}
