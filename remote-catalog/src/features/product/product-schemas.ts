import * as v from 'valibot';
import { flag, id, list, num, text } from '@parts/shared-kernel';

const PositionSchema = v.nullish(v.union([v.string(), v.number()]), null);

export const WarehouseStockSchema = v.object({ WarehouseId: id(), WarehouseName: text(), StockQuantity: num() });

const RelatedPartSchema = v.object({ Id: id(), Sku: text(), Name: text(), Quantity: v.nullish(v.number(), null) });

/** SPEC section 3, "Catalogue product". */
export const CatalogueProductSchema = v.object({
  Id: id(),
  Name: text(),
  Sku: text(),
  ProductType: text(),
  Pictures: list(v.object({ ImageUrl: text() })),
  FullDescription: text(),
  Price: num(),
  OldPrice: num(),
  PriceNetto: num(),
  OldPriceNetto: num(),
  Discount: num(),
  Attributes: v.nullish(v.record(v.string(), list(v.union([v.string(), v.number()]))), {}),
  WarehouseInventory: list(WarehouseStockSchema),
  NotApplicable: flag(),
  Position: PositionSchema,
  CommentBefore: text(),
  CommentAfter: text(),
  ProductBundleList: list(RelatedPartSchema),
  ProductRepairList: list(RelatedPartSchema),
  ProductFitList: list(RelatedPartSchema),
});
export type CatalogueProduct = v.InferOutput<typeof CatalogueProductSchema>;

export const isGroupedProduct = (product: Pick<CatalogueProduct, 'ProductType'>) => product.ProductType === 'GroupedProduct';

/** SPEC section 3, "Board list item". */
export const BoardListItemSchema = v.object({
  Id: id(),
  Name: text(),
  Sku: text(),
  PictureUrl: text(),
  Retrofit: flag(),
  GrafikId: v.nullish(v.union([v.number(), v.string()]), null),
  VehicleSpecific: flag(),
  /** Only in Find answers: the position of the part searched for on this board. */
  Position: PositionSchema,
});
export type BoardListItem = v.InferOutput<typeof BoardListItemSchema>;

/** SPEC section 3, "Board detail", with the board's parts. */
export const BoardSchema = v.object({
  Id: id(),
  Name: text(),
  Sku: text(),
  GrafikId: v.nullish(v.union([v.number(), v.string()]), null),
  PictureUrl: text(),
  Retrofit: flag(),
  Serie: text(),
  BoardDetail: list(
    v.object({ Model: text(), Engine: text(), Body: text(), Version: text(), Id: v.nullish(v.union([v.number(), v.string()]), null), Position: PositionSchema, Name: text() }),
  ),
  Products: list(CatalogueProductSchema),
});
export type Board = v.InferOutput<typeof BoardSchema>;

/** SPEC section 3, "Hotspot" (coordinates in the 800x560 diagram space). */
export const HotspotSchema = v.object({
  x1Koordinate: num(),
  y1Koordinate: num(),
  x2Koordinate: num(),
  y2Koordinate: num(),
  bildposNummer: v.union([v.string(), v.number()]),
});
export type Hotspot = v.InferOutput<typeof HotspotSchema>;

/** SPEC section 3, "Equipment condition". */
export const EquipmentConditionSchema = v.object({
  Id: id(),
  Code: text(),
  Purpose: text(),
  EquipmentWithSpring: v.nullish(v.union([v.boolean(), v.number(), v.string()]), null),
  Selected: v.pipe(v.nullish(v.union([v.number(), v.boolean()]), 0), v.transform((s) => (s === true || s === 1 ? 1 : 0))),
});
export type EquipmentCondition = v.InferOutput<typeof EquipmentConditionSchema>;

/** The answer of ProductStock. */
export const ProductStockSchema = v.object({
  Id: v.nullish(id(), null),
  Sku: text(),
  Price: num(),
  OldPrice: num(),
  PriceNetto: num(),
  OldPriceNetto: num(),
  Discount: num(),
  WarehouseInventory: list(WarehouseStockSchema),
});
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;
