import type { Board, CatalogueProduct, Hotspot } from '../features/product/product-schemas';

export function part(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
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
  };
}

export function hotspot(position: number | string, x1: number, y1: number, x2 = x1 + 30, y2 = y1 + 20): Hotspot {
  return { x1Koordinate: x1, y1Koordinate: y1, x2Koordinate: x2, y2Koordinate: y2, bildposNummer: position };
}

export function board(products: CatalogueProduct[]): Board {
  return { Id: 900, Name: 'Oil filter', Sku: 'B-OIL', GrafikId: 77, PictureUrl: '/backoffice/images/boards/77.svg', Retrofit: false, Serie: 'S200', BoardDetail: [], Products: products };
}
