import * as v from 'valibot';
import { BoardSchema, CatalogueProductSchema, HotspotSchema, type Board, type CatalogueProduct, type Hotspot } from '../features/product/product-schemas';

/** A part as an answer would carry it (read through the contract: a numeric Position becomes text). */
export function part(overrides: { [K in keyof CatalogueProduct]?: unknown } = {}): CatalogueProduct {
  return v.parse(CatalogueProductSchema, {
    Id: 101,
    Name: 'Oil filter element',
    Sku: '99110000001',
    ProductType: 'SimpleProduct',
    Pictures: [],
    FullDescription: '',
    Price: 0,
    OldPrice: 0,
    PriceNetto: 0,
    OldPriceNetto: 0,
    Discount: 0,
    Attributes: {},
    WarehouseInventory: [],
    NotApplicable: false,
    Position: null,
    CommentBefore: '',
    CommentAfter: '',
    ProductBundleList: [],
    ProductRepairList: [],
    ProductFitList: [],
    ...overrides,
  });
}

export function hotspot(position: number | string, x1: number, y1: number, x2 = x1 + 30, y2 = y1 + 20): Hotspot {
  return v.parse(HotspotSchema, { x1Koordinate: x1, y1Koordinate: y1, x2Koordinate: x2, y2Koordinate: y2, bildposNummer: position });
}

export function board(products: CatalogueProduct[]): Board {
  return v.parse(BoardSchema, { Id: 900, Name: 'Oil filter', Sku: 'B-OIL', GrafikId: 77, PictureUrl: '/backoffice/images/boards/77.svg', Retrofit: false, Serie: 'S200', BoardDetail: [], Products: products });
}
