/** Catalogue answers as the contract has them (the MSW handlers check them against it too). */
import type { CurrentVehicle } from '@parts/contract/catalogue';
import type { Board, CatalogueProduct, Hotspot } from '../features/product/product-schemas';

/** A part of a board or a simple product. */
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
    Quantity: null,
    CommentBefore: '',
    CommentAfter: '',
    ProductBundleList: [],
    ProductRepairList: [],
    ProductFitList: [],
    ...overrides,
  };
}

export function hotspot(position: number | string, x1: number, y1: number, x2 = x1 + 30, y2 = y1 + 20): Hotspot {
  return {
    x1Koordinate: x1,
    y1Koordinate: y1,
    x2Koordinate: x2,
    y2Koordinate: y2,
    bildposNummer: String(position),
    active: false,
    hover: false,
  };
}

export function board(products: CatalogueProduct[], overrides: Partial<Board> = {}): Board {
  return {
    Id: 900,
    Name: 'Oil filter',
    Sku: 'B-OIL',
    GrafikId: 77,
    PictureUrl: '/backoffice/images/boards/77.svg',
    Retrofit: false,
    Serie: 'S200',
    BoardDetail: [],
    Products: products,
    ...overrides,
  };
}

/** The current vehicle (VehicleSearch's answer, as the catalogue keeps it). */
export function vehicle(overrides: Partial<CurrentVehicle> = {}): CurrentVehicle {
  return {
    VehicleId: null,
    Vin: null,
    VehicleInfo: {
      marke: 'NS',
      produktart: 'PKW',
      katalog: 'C1',
      typ: 'T1',
      baureihe: 'Series 200',
      verkaufsbezeichnung: 'S 220',
      motor: 'M1',
      produktionsdatum: '2021-05',
      vin: null,
      vin7: null,
    },
    VehicleData: { lackCode: null, polsterCode: null },
    VehicleFuelQty: [],
    StandardEquipment: [],
    OptionalEquipment: [],
    TechnicalCampaigns: [],
    Year: 2021,
    Month: 5,
    VehicleKeyList: [],
    EquipmentList: [],
    VehicleType: 'PKW',
    TransmissionType: '',
    ...overrides,
  };
}
