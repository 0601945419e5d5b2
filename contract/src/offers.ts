import * as v from 'valibot';
import {
  list,
  noControlCharacters,
  optionalEmail,
  optionalMultilineText,
  optionalText,
  partNumber,
  quantity,
  requiredText,
  wholeNumber,
} from './fields';

/**
 * Saved customer offers (extension saved-offers, issue 42 item 1): the /offer screen's offer kept on
 * the server per dealer, with its customer, vehicle, lines and discounts, a readable number
 * (OF/2026/0001, per dealer and year) and a validity date.
 */

/** More lines than any offer holds (as a shopping list). */
export const OFFER_LINES_MAX = 500;
/** An offer's name (as SPEC's /offer Name field: required). */
export const OFFER_NAME_MAX = 100;
export const OFFER_COMMENT_MAX = 2000;
/** A page of the offers list: at most this many. */
export const OFFERS_PAGE_SIZE_MAX = 50;
/** The largest order discount an offer may carry (zł, as a positive amount). */
export const OFFER_ORDER_DISCOUNT_MAX = 10_000_000;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A row discount: 0 to 100 %, in steps of 0.01 (SPEC's /offer). */
const rowDiscount = v.pipe(
  v.number('Discount must be a number.'),
  v.minValue(0, 'Discount must be at least 0.'),
  v.maxValue(100, 'Discount must be at most 100.'),
  v.transform((value) => Math.round(value * 100) / 100),
);

/** The order discount: an amount in zł, negative or 0 (SPEC's 'Order Total Discount'). */
const orderDiscount = v.pipe(
  v.number('OrderDiscount must be a number.'),
  v.minValue(-OFFER_ORDER_DISCOUNT_MAX, `OrderDiscount must be at least ${-OFFER_ORDER_DISCOUNT_MAX}.`),
  v.maxValue(0, 'OrderDiscount must be 0 or less.'),
  v.transform((value) => Math.round(value * 100) / 100),
);

export const OfferLineRequest = v.object({ Sku: partNumber('Sku'), Quantity: quantity(), Discount: v.optional(rowDiscount, 0) });

/** What the dealer saves (POST /api/Offer, PUT /api/Offer/:id): the server prices the lines itself. */
export const OfferRequest = v.pipe(
  v.object({
    Name: requiredText('Name', OFFER_NAME_MAX),
    Comment: optionalMultilineText('Comment', OFFER_COMMENT_MAX),
    CustomerName: requiredText('CustomerName', 200),
    CustomerPhone: optionalText('CustomerPhone', 40),
    CustomerEmail: optionalEmail('CustomerEmail'),
    CustomerVatNumber: optionalText('CustomerVatNumber', 40),
    /** The vehicle: a VIN or a registration plate. */
    Vehicle: optionalText('Vehicle', 40),
    OrderDiscount: v.optional(orderDiscount, 0),
    /** The last day the offer holds (yyyy-mm-dd). */
    ValidUntil: v.pipe(
      v.string('ValidUntil is required.'),
      noControlCharacters('ValidUntil'),
      v.regex(isoDay, 'ValidUntil must be a date (yyyy-mm-dd).'),
    ),
    Lines: list(
      OfferLineRequest,
      OFFER_LINES_MAX,
      'Lines must be a list of { Sku, Quantity, Discount }.',
      `At most ${OFFER_LINES_MAX} lines.`,
    ),
  }),
  v.forward(
    v.check((offer) => offer.CustomerPhone !== '' || offer.CustomerEmail !== '', 'Give the customer\u2019s phone or e-mail.'),
    ['CustomerPhone'],
  ),
);

/** A line of a saved offer: the part and its prices as the dealer had them when the offer was saved. */
export const OfferLineSchema = v.object({
  ProductId: v.number(),
  Sku: v.string(),
  Name: v.string(),
  Quantity: v.number(),
  /** Gross catalogue price. */
  OldPrice: v.number(),
  /** The dealer's gross price (their own discount applied). */
  Price: v.number(),
  /** The dealer's own discount, %. */
  OwnDiscount: v.number(),
  /** The discount given to the customer on this row, %. */
  Discount: v.number(),
});
export type OfferLine = v.InferOutput<typeof OfferLineSchema>;

export const OfferSchema = v.object({
  Id: v.number(),
  Number: v.string(),
  Name: v.string(),
  Comment: v.string(),
  CustomerName: v.string(),
  CustomerPhone: v.string(),
  CustomerEmail: v.string(),
  CustomerVatNumber: v.string(),
  Vehicle: v.string(),
  OrderDiscount: v.number(),
  ValidUntil: v.string(),
  /** When it was saved first and last (ISO). */
  CreatedOn: v.string(),
  UpdatedOn: v.string(),
  Lines: v.array(OfferLineSchema),
  /**
   * Extension team: who made the offer (the employee's name when it was saved; the company login's
   * name for its own offers and for those saved before); absent without the extension.
   */
  Author: v.optional(v.string()),
});
export type Offer = v.InferOutput<typeof OfferSchema>;

/** An offer as the list shows it. */
export const OfferSummarySchema = v.object({
  Id: v.number(),
  Number: v.string(),
  Name: v.string(),
  CustomerName: v.string(),
  Vehicle: v.string(),
  ValidUntil: v.string(),
  UpdatedOn: v.string(),
  Lines: v.number(),
});
export type OfferSummary = v.InferOutput<typeof OfferSummarySchema>;

export const OfferListSchema = v.object({
  Offers: v.array(OfferSummarySchema),
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
});
export type OfferList = v.InferOutput<typeof OfferListSchema>;

/** GET /api/Offer: `q` finds by the customer's name, phone or e-mail, the vehicle (VIN) and the number. */
export const OfferListQuery = v.object({
  q: optionalText('q', 100),
  page: v.optional(wholeNumber('page', 1, 10_000), 1),
  pageSize: v.optional(wholeNumber('pageSize', 1, OFFERS_PAGE_SIZE_MAX), 20),
});

/** A price that changed between the offer and now, as the cart shows it (before/after). */
export const OfferPriceChangeSchema = v.object({ Sku: v.string(), Name: v.string(), Before: v.number(), After: v.number() });
export type OfferPriceChange = v.InferOutput<typeof OfferPriceChangeSchema>;

/** POST /api/Offer/:id/Cart: the lines went into the cart; what the dealer pays now that differs, and what could not go. */
export const OfferToCartSchema = v.object({ Changes: v.array(OfferPriceChangeSchema), Notices: v.array(v.string()) });
export type OfferToCart = v.InferOutput<typeof OfferToCartSchema>;

/** POST /api/Offer/:id/Mail: to the offer's customer e-mail unless another is given. */
export const OfferMailRequest = v.object({ Email: optionalEmail('Email') });
