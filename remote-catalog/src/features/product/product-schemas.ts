import type * as v from 'valibot';
import * as contract from '@parts/contract/catalogue';

/** SPEC section 3, "Catalogue product", as the contract has it. */
export const CatalogueProductSchema = contract.CatalogueProductSchema;
export type CatalogueProduct = v.InferOutput<typeof CatalogueProductSchema>;
export type WarehouseStock = CatalogueProduct['WarehouseInventory'][number];

export const isGroupedProduct = (product: Pick<CatalogueProduct, 'ProductType'>) => product.ProductType === 'GroupedProduct';

/** SPEC section 3, "Board list item". */
export const BoardListItemSchema = contract.BoardListItemSchema;
export type BoardListItem = v.InferOutput<typeof BoardListItemSchema>;
/** A board of a Find answer: with the position of the part searched for on it. */
export type FoundBoard = v.InferOutput<typeof contract.FindResultSchema>['Boards'][number];

/** SPEC section 3, "Board detail", with the board's parts. */
export const BoardSchema = contract.BoardDetailSchema;
export type Board = v.InferOutput<typeof BoardSchema>;

/** SPEC section 3, "Hotspot" (coordinates in the 800x560 diagram space). */
export const HotspotSchema = contract.HotspotSchema;
export type Hotspot = v.InferOutput<typeof HotspotSchema>;

/** SPEC section 3, "Equipment condition". */
export const EquipmentConditionSchema = contract.EquipmentConditionSchema;
export type EquipmentCondition = v.InferOutput<typeof EquipmentConditionSchema>;

/** The answer of ProductStock. */
export const ProductStockSchema = contract.ProductStockSchema;
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;

/** The answer of the batch extension ('batch-stock'): the parts found. */
export const ProductStockBatchSchema = contract.ProductStockBatchSchema;
