import * as v from 'valibot';
import { dealerPriceEntries } from './common';
import { deliveryEstimateEntries } from './delivery';
import { list, noControlCharacters, optionalText, requiredText } from './fields';
import { formRequiredText } from './form-rules';

const nullableString = v.nullable(v.string());

export const FilterOptionSchema = v.object({ Id: v.union([v.number(), v.string()]), Name: v.string() });

export const VehicleListItemSchema = v.object({
  Id: v.number(),
  Vin: v.string(),
  VehicleInfo: v.object({
    marke: v.string(),
    baureihe: v.string(),
    verkaufsbezeichnung: v.string(),
    motor: v.string(),
    produktionsdatum: v.string(),
    vin7: v.string(),
  }),
  VehicleData: v.object({ lackCode: v.string(), polsterCode: v.string() }),
});
export type VehicleListItem = v.InferOutput<typeof VehicleListItemSchema>;

const EquipmentSchema = v.object({ code: v.string(), benennung: v.string(), nachgeruestet: v.boolean() });

export const CurrentVehicleSchema = v.object({
  VehicleId: v.nullable(v.number()),
  Vin: nullableString,
  VehicleInfo: v.object({
    marke: v.string(),
    produktart: v.string(),
    katalog: v.string(),
    typ: v.string(),
    baureihe: v.string(),
    verkaufsbezeichnung: v.string(),
    motor: v.string(),
    produktionsdatum: v.string(),
    vin: nullableString,
    vin7: nullableString,
  }),
  VehicleData: v.object({ lackCode: nullableString, polsterCode: nullableString }),
  VehicleFuelQty: v.array(v.object({ fuellmengenart: v.string(), fuellmenge: v.string(), hinweistext: v.string() })),
  StandardEquipment: v.array(EquipmentSchema),
  OptionalEquipment: v.array(EquipmentSchema),
  TechnicalCampaigns: v.array(
    v.object({ Status: v.string(), CampaignNumber: v.string(), Description: v.string(), Reservations: v.string() }),
  ),
  Year: v.number(),
  Month: v.number(),
  VehicleKeyList: v.array(v.string()),
  EquipmentList: v.array(v.string()),
  VehicleType: v.string(),
  TransmissionType: v.string(),
});
export type CurrentVehicle = v.InferOutput<typeof CurrentVehicleSchema>;

/**
 * How a vehicle is asked of POST /api/Level4/VehicleSearch: the Id of its VIN list entry, or the
 * filter values down to the month (SPEC section 3, "Vehicle filter values").
 */
export const VehicleSearchSchema = v.object({
  Id: v.optional(v.number()),
  brandId: v.optional(v.number()),
  category: v.optional(v.string()),
  catalog: v.optional(v.string()),
  typeId: v.optional(v.number()),
  serie: v.optional(v.string()),
  bodyId: v.optional(v.number()),
  modelId: v.optional(v.number()),
  engineId: v.optional(v.number()),
  versionList: v.optional(v.array(v.string())),
  steeringId: v.optional(v.number()),
  transmissionId: v.optional(v.number()),
  year: v.optional(v.number()),
  month: v.optional(v.number()),
});
export type VehicleSearch = v.InferOutput<typeof VehicleSearchSchema>;

/**
 * Extension 'recent-vehicles': one of the signed-in customer's last vehicles (newest first, at
 * most 5), kept on the server so the list outlives a sign-out without staying in the browser:
 * the vehicle's data in the request's language, and how to ask for it again.
 */
export const RecentVehicleSchema = v.object({ Search: VehicleSearchSchema, Vehicle: CurrentVehicleSchema });
export type RecentVehicle = v.InferOutput<typeof RecentVehicleSchema>;

/** The most recent vehicles a customer keeps. */
export const RECENT_VEHICLES_LIMIT = 5;

export const CategorySchema = v.object({
  Id: v.number(),
  Name: v.string(),
  PictureId: v.nullable(v.number()),
  ImageUrl: nullableString,
  ParentCategoryId: v.number(),
  HasSubCategories: v.boolean(),
});

export const BoardListItemSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Sku: v.string(),
  PictureUrl: v.string(),
  Retrofit: v.boolean(),
  GrafikId: v.number(),
  VehicleSpecific: v.boolean(),
});
export type BoardListItem = v.InferOutput<typeof BoardListItemSchema>;

const LinkedProductSchema = v.object({ Id: v.number(), Sku: v.string(), Name: v.string(), Quantity: v.number() });
const InventorySchema = v.object({ WarehouseId: v.number(), WarehouseName: v.string(), StockQuantity: v.number() });

/**
 * Extension 'supersession': the chain of a part. Replaces = the older numbers it stands for (newest
 * first, the whole chain); ReplacedBy = the current part or kit to order instead (a chain followed
 * to its end, quantities per one of this part). Absent when the part has neither, or on a back end
 * without the extension.
 */
export const SupersessionSchema = v.object({
  Replaces: v.array(v.object({ Id: v.number(), Sku: v.string(), Name: v.string() })),
  ReplacedBy: v.array(LinkedProductSchema),
});
export type Supersession = v.InferOutput<typeof SupersessionSchema>;

export const CatalogueProductSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Sku: v.string(),
  ProductType: v.picklist(['SimpleProduct', 'GroupedProduct']),
  Pictures: v.array(v.object({ ImageUrl: v.string() })),
  FullDescription: v.string(),
  ...dealerPriceEntries,
  Attributes: v.record(v.string(), v.array(v.string())),
  WarehouseInventory: v.array(InventorySchema),
  NotApplicable: v.boolean(),
  Position: nullableString,
  Quantity: v.nullable(v.number()),
  CommentBefore: nullableString,
  CommentAfter: nullableString,
  ProductBundleList: v.array(LinkedProductSchema),
  ProductRepairList: v.array(LinkedProductSchema),
  ProductFitList: v.array(LinkedProductSchema),
  /** Extension 'supersession' (see SupersessionSchema). */
  Supersession: v.optional(SupersessionSchema),
  /**
   * Extension 'fitment': on a part flagged NotApplicable because of an equipment code, that code,
   * its name, and whether the part needs it (Required, the vehicle lacks it) or excludes it (the vehicle has it).
   */
  NotApplicableEquipment: v.optional(v.object({ Code: v.string(), Name: v.string(), Required: v.boolean() })),
});
export type CatalogueProduct = v.InferOutput<typeof CatalogueProductSchema>;

export const BoardDetailSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Sku: v.string(),
  GrafikId: v.number(),
  PictureUrl: v.string(),
  Retrofit: v.boolean(),
  Serie: nullableString,
  BoardDetail: v.array(
    v.object({
      Model: nullableString,
      Engine: nullableString,
      Body: nullableString,
      Version: nullableString,
      Id: v.number(),
      Position: v.string(),
      Name: v.string(),
    }),
  ),
  Products: v.array(CatalogueProductSchema),
});

export const EquipmentConditionSchema = v.object({
  Id: v.number(),
  Code: v.string(),
  Purpose: v.string(),
  EquipmentWithSpring: v.string(),
  Selected: v.picklist([0, 1]),
});

export const HotspotSchema = v.object({
  x1Koordinate: v.number(),
  y1Koordinate: v.number(),
  x2Koordinate: v.number(),
  y2Koordinate: v.number(),
  bildposNummer: v.string(),
  active: v.boolean(),
  hover: v.boolean(),
});

export const FindResultSchema = v.object({
  SimpleProduct: v.nullable(v.object({ Id: v.number(), Sku: v.string(), Name: v.string() })),
  Boards: v.array(v.object({ ...BoardListItemSchema.entries, Position: v.string() })),
  /**
   * Extension 'supersession': the chain of the part found. An old number answers its own part
   * (AddItem of its Id adds what replaces it) and the boards drawing the current part (ReplacedBy[0]).
   */
  Supersession: v.optional(SupersessionSchema),
  /** Extension 'search-hints': a number not found, the numbers it was probably meant to be (at most 5, nearest first). */
  Nearest: v.optional(v.pipe(v.array(v.object({ Id: v.number(), Sku: v.string(), Name: v.string() })), v.maxLength(5))),
});

/** Search by part name (extension name-search): the query's limits and the message below the minimum. */
export const NAME_SEARCH_MIN = 3;
export const NAME_SEARCH_MAX = 100;
export const NAME_SEARCH_MAX_RESULTS = 50;
export const NAME_SEARCH_TOO_SHORT = `Type at least ${NAME_SEARCH_MIN} characters of the part name.`;

/** GET /api/Level4Product/Search (extension name-search): q, and the current vehicle's keys when there is one. */
export const NameSearchQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(NAME_SEARCH_TOO_SHORT), ''),
    // a NUL byte or another control character never reaches the search (SQLite's FTS5 and PostgreSQL refuse it: a 500)
    noControlCharacters('q', 'term'),
    v.trim(),
    v.minLength(NAME_SEARCH_MIN, NAME_SEARCH_TOO_SHORT),
    v.maxLength(NAME_SEARCH_MAX, `q must be at most ${NAME_SEARCH_MAX} characters.`),
  ),
  /** One key (?VehicleKeyList=serie:S200) or several (the parameter repeated). */
  VehicleKeyList: v.optional(
    v.pipe(
      v.union(
        [
          v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters('VehicleKeyList', 'term')),
          v.pipe(
            v.array(
              v.pipe(v.string(), v.maxLength(40, 'A code has at most 40 characters.'), noControlCharacters('VehicleKeyList', 'term')),
            ),
            v.maxLength(500, 'VehicleKeyList has at most 500 entries.'),
          ),
        ],
        'VehicleKeyList must be a list.',
      ),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
    [],
  ),
});

/** A part found by name; ProductId opens /level4/product/:product (the board drawing it, or the part itself), Position its place there. */
export const NameSearchResultSchema = v.object({
  Products: v.pipe(
    v.array(
      v.object({
        Id: v.number(),
        Sku: v.string(),
        Name: v.string(),
        ProductId: v.number(),
        Position: v.nullable(v.string()),
        /** The board's diagram (the product page's `hotspots`), null when ProductId is the part itself. */
        GrafikId: v.nullable(v.number()),
        /** Extension 'search-hints': the board's name, null when ProductId is the part itself. */
        BoardName: v.optional(v.nullable(v.string())),
        /** Extension 'search-hints': the serie the board is drawn for, null for a generic board or none. */
        Serie: v.optional(v.nullable(v.string())),
      }),
    ),
    v.maxLength(NAME_SEARCH_MAX_RESULTS),
  ),
});
export type NameSearchResult = v.InferOutput<typeof NameSearchResultSchema>;

/** A warehouse row of ProductStock; with the extension 'delivery-estimate', when the part can be at the dealer from there. */
/**
 * A warehouse row of ProductStock; with the extension delivery-estimate its estimate and Branch:
 * true on the warehouse of the dealer's own branch (the one that has the part there the same day).
 */
const StockInventorySchema = v.object({ ...InventorySchema.entries, ...deliveryEstimateEntries, Branch: v.optional(v.boolean()) });

export const ProductStockSchema = v.object({
  Id: v.number(),
  Sku: v.string(),
  Name: v.string(),
  ...dealerPriceEntries,
  WarehouseInventory: v.array(StockInventorySchema),
});

export type ProductStock = v.InferOutput<typeof ProductStockSchema>;

/** One part's stock question, as ProductStock takes it. */
export const ProductStockRequest = v.object({
  sku: requiredText('sku', 40),
  marke: optionalText('marke', 20),
  produktart: optionalText('produktart', 20),
});

/** The batch extension ('batch-stock'): at most this many parts per call. */
export const PRODUCT_STOCK_BATCH_MAX = 200;

/** POST /api/level4/ProductStock/Batch: a list of ProductStock questions (the count checked before any line is read). */
export const ProductStockBatchRequest = list(
  ProductStockRequest,
  PRODUCT_STOCK_BATCH_MAX,
  'Send a list of { sku, marke, produktart }.',
  `At most ${PRODUCT_STOCK_BATCH_MAX} parts per call.`,
);

/** Its answer: one ProductStock per part found, in the order asked (unknown part numbers are left out). */
export const ProductStockBatchSchema = v.array(ProductStockSchema);

export const PictureSchema = v.object({ Id: v.number(), ImageUrl: v.string(), Title: v.string() });

/* ---- the catalogue's search forms (SPEC section 4); messages are the form's keys ---- */

/** Search by part number: a number typed (blanks count as empty). */
export const partNumberSearchFormSchema = (messages: { required: string }) => v.object({ sku: formRequiredText(messages.required) });

/** Search by VIN: a full VIN (17 characters) or its last 7, letters and digits (GET /api/level4/Vehicle's VinQuery, rule by rule). */
export const vinSearchFormSchema = (messages: { tooShort: string; tooLong: string; characters: string }) =>
  v.object({
    vin: v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.minLength(7, messages.tooShort),
      v.maxLength(17, messages.tooLong),
      v.regex(/^[A-Z0-9]+$/, messages.characters),
    ),
  });
