import type * as v from 'valibot';
import type * as contract from '@parts/contract/catalogue';

/** SPEC section 3, "Catalogue product", as the contract has it (the schemas are the contract's). */
export type CatalogueProduct = v.InferOutput<typeof contract.CatalogueProductSchema>;

export const isGroupedProduct = (product: Pick<CatalogueProduct, 'ProductType'>) => product.ProductType === 'GroupedProduct';

/** SPEC section 3, "Board list item". */
export type BoardListItem = v.InferOutput<typeof contract.BoardListItemSchema>;
/** A board of a Find answer: with the position of the part searched for on it. */
export type FoundBoard = v.InferOutput<typeof contract.FindResultSchema>['Boards'][number];

/** SPEC section 3, "Board detail", with the board's parts. */
export type Board = v.InferOutput<typeof contract.BoardDetailSchema>;

/** SPEC section 3, "Hotspot" (coordinates in the 800x560 diagram space). */
export type Hotspot = v.InferOutput<typeof contract.HotspotSchema>;

/** SPEC section 3, "Equipment condition". */
export type EquipmentCondition = v.InferOutput<typeof contract.EquipmentConditionSchema>;

/** The answer of ProductStock. */
export type ProductStock = v.InferOutput<typeof contract.ProductStockSchema>;
