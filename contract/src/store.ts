import * as v from 'valibot';

export const StoreConfigSchema = v.object({
  general: v.object({
    logo: v.string(),
    showPriceNetto: v.boolean(),
    showIncadeaOrders: v.boolean(),
    hiddenTopics: v.boolean(),
    vehicleBrand: v.string(),
    defaultSite: v.string(),
  }),
  seo: v.object({ defaultTitle: v.string(), defaultMetaDescription: v.string(), defaultMetaKeywords: v.string() }),
  global: v.object({ homeSliderFull: v.boolean() }),
  /** Features this back end offers beyond the spec's contract (see EXTENSIONS); absent on a back end that speaks only the spec. */
  extensions: v.optional(v.array(v.string())),
});
export type StoreConfig = v.InferOutput<typeof StoreConfigSchema>;

/** The names of the extensions a back end may list in its config; a front end uses one only when it is listed. */
export const EXTENSIONS = {
  /** POST /api/level4/ProductStock/Batch: the stock and price of many parts in one call. */
  batchStock: 'batch-stock',
  /** GET /api/Level4Product/Search?q=: parts by name, case- and diacritics-insensitive. */
  nameSearch: 'name-search',
  /**
   * Part supersession: an old part number resolves to the current part or kit (Find, AddItem, cartFromCsv,
   * a shopping list to the cart, with a notice saying so); products answer their chain (`Supersession`).
   */
  supersession: 'supersession',
  /** DeliveryDays and DeliveryDate on ProductStock's warehouse rows and on the cart lines: when a part can be at the dealer. */
  deliveryEstimate: 'delivery-estimate',
  /**
   * Hints of the part searches: a part found by name names its board and serie (BoardName, Serie),
   * so that parts of the same name can be told apart; a number Find does not know answers the
   * numbers it was probably meant to be (Nearest).
   */
  searchHints: 'search-hints',
  /**
   * Why a part does not fit: a board's part flagged NotApplicable because of an equipment code
   * names it (`NotApplicableEquipment`: the code, its name, whether the part needs or excludes it).
   */
  fitment: 'fitment',
  /**
   * AddItem, cartFromCsv and CreateCart asked with `?report=lines` answer `{ Notices, Lines }`: what
   * happened to each line (added, fewer, replaced by, not found, no price, refused; not fitting the
   * vehicle sent). A part without a price stays out of the cart with or without it.
   */
  importReport: 'import-report',
  /**
   * The dealer's own reference of an order (a purchase-order number, at most 50 characters):
   * `CustomerReference` sent with ConfirmCheckout, kept with the order and answered on Order/List,
   * Order/get and in the order confirmation mail.
   */
  orderReference: 'order-reference',
  /**
   * GET and POST /api/RecentVehicles: the signed-in customer's last vehicles (at most 5, newest
   * first), kept per customer on the server (they outlive a sign-out without staying in the browser).
   */
  recentVehicles: 'recent-vehicles',
  /**
   * GET /api/Level4Product/WhereUsed: where a part is used, in one call: the series, models, engines
   * and years it fits, the boards drawing it, its supersession chain, and whether it fits a vehicle
   * given by id or VIN.
   */
  whereUsed: 'where-used',
  /**
   * GET /api/Level4Product/SearchResults: the results page of a search by name (Enter in the name
   * search): the matching parts paged, each with the boards drawing it and its fit for the vehicle,
   * and the parts whose numbers start with the text (at least 5 characters).
   */
  searchResults: 'search-results',
  /**
   * /api/Offer: the dealer's customer offers saved on the server (customer, vehicle, lines, discounts,
   * a number per dealer and year, validity), found by customer, VIN and number, copied, mailed to
   * the customer as PDF and turned into the cart with today's prices.
   */
  savedOffers: 'saved-offers',
  /**
   * A cart line carries the dealer's job reference (a workshop order number or a registration plate,
   * at most 40 characters, `JobReference`): AddItem, cartFromCsv and UpdateItem take it, the cart,
   * the order and its lines answer it, and Order/List filters by it (`?job=`).
   */
  jobReference: 'job-reference',
  /**
   * The cart's CSV import reads dealers' own files too: without a header row (number, quantity) and
   * with Polish headers ('numer' or 'indeks', 'ilość'). A front-end reading; the API's calls are as before.
   */
  csvDealerFiles: 'csv-dealer-files',
  /**
   * Catalogue feeds (issue 39): a cart line and a shopping list's item whose part a feed withdrew
   * say so (`Withdrawn`, with the part the feed names as its replacement); checkout refuses them.
   */
  feeds: 'feeds',
  /**
   * GET /api/PriceFile: the signed-in dealer's whole price list as CSV for their dealer management
   * system (part number, name in the request's language, catalogue price, their net price, stock
   * state, replaced by), streamed.
   */
  priceFile: 'price-file',
  /**
   * The dealer's team (issue 41): the dealer's login is the company's administrator and invites
   * employees (/api/Team/...), each with their own login and a role (administrator, buyer,
   * requester) the API checks on every call (the table of calls names each call's roles).
   */
  team: 'team',
  /**
   * An order's life after it is placed, as the importer's ERP reports it (issue 40): GET
   * /api/Order/{id}/Tracking (each line's state, a summary, deliveries, invoices), /api/Deliveries,
   * /api/Invoice, /api/Invoice/{id} and its PDF ('Faktura VAT' in Polish).
   */
  orderTracking: 'order-tracking',
  /**
   * Returns of delivered parts (issue 40 item 3): POST /api/Return (a quantity of a delivered line,
   * within the return window, with a reason and optional photos), GET /api/Return, /api/Return/{id},
   * its printable form /api/Return/{id}/Pdf and GET /api/Order/{id}/Returns; the ERP decides them.
   */
  returns: 'returns',
  /**
   * Urgent orders (issue 40, item 5): ConfirmCheckout takes `Vor` (vehicle off road), kept with the
   * order, answered as `Vor` on Order/List and Order/get, handed to the ERP first in the order feed;
   * the ERP confirms or cancels each line of it, never backorders it.
   */
  vor: 'vor',
  /**
   * Ordering beyond the stock (issue 40, item 4): a dealer who accepts backorders (GET and POST
   * /api/ShoppingCart/Backorders) keeps the whole quantity of an add, a CSV row or a changed line,
   * the part beyond the stock answered as the cart line's `Backorder` with its expected date, and
   * drops it by lowering the quantity; the order keeps it for the ERP to confirm or backorder.
   * Without acceptance (the default) the stock rule of SPEC section 7 stands.
   */
  backorders: 'backorders',
} as const;
export type Extension = (typeof EXTENSIONS)[keyof typeof EXTENSIONS];

/** Extension job-reference: a job reference has at most this many characters (a workshop order number or a plate). */
export const JOB_REFERENCE_MAX_LENGTH = 40;

/** Every extension name, in the order a back end lists them. */
export const EXTENSION_NAMES: readonly Extension[] = Object.values(EXTENSIONS);

export const isExtension = (name: string): name is Extension => (EXTENSION_NAMES as readonly string[]).includes(name);

/** Whether a store config lists an extension. */
export const hasExtension = (config: { extensions?: readonly string[] | undefined }, extension: Extension): boolean =>
  config.extensions?.includes(extension) ?? false;

export const StoreSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Url: v.string(),
  DefaultLanguageId: v.number(),
  DefaultCurrencyId: v.number(),
});

export const LanguageSchema = v.object({ Id: v.number(), Name: v.string(), LanguageCulture: v.string(), UniqueSeoCode: v.string() });
export const CurrencySchema = v.object({
  Id: v.number(),
  Name: v.string(),
  CurrencyCode: v.string(),
  Rate: v.number(),
  DisplayLocale: v.string(),
});
export const CountrySchema = v.object({ Id: v.number(), Name: v.string(), TwoLetterIsoCode: v.string(), NumberOfStates: v.number() });
export const StateProvinceSchema = v.object({ Id: v.number(), Name: v.string(), Abbreviation: v.string(), CountryId: v.number() });

export const WarehouseSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  IsBranchOffice: v.boolean(),
  Url: v.nullable(v.string()),
  ImageUrl: v.nullable(v.string()),
  Address: v.object({
    Address1: v.string(),
    City: v.string(),
    ZipPostalCode: v.string(),
    CountryId: v.number(),
    PhoneNumber: v.string(),
    Email: v.string(),
  }),
});

export const TopicSchema = v.object({
  Id: v.number(),
  Title: v.string(),
  Body: v.string(),
  SeName: v.string(),
  IncludeInFooterRow1: v.boolean(),
  IncludeInFooterRow2: v.boolean(),
  IncludeInFooterRow3: v.boolean(),
  IncludeInSitemap: v.boolean(),
  IncludeInTopMenu: v.boolean(),
  DisplayOrder: v.number(),
});

export const SlideSchema = v.object({
  Id: v.number(),
  PictureUrl: v.string(),
  FullWidth: v.boolean(),
  Description: v.string(),
  ButtonText: v.string(),
  Link: v.string(),
});

/** The answer of GET /api/slider: the banner slides of a slider type. */
export const SlidesSchema = v.array(SlideSchema);
