/**
 * Contract-keeping answers of a small shop, for every app's tests (each takes overrides). The
 * types are the contract's: a fixture missing a field the contract requires does not compile.
 */
import type { Address, Customer } from '@parts/contract/customer';
import type { CartLine } from '@parts/contract/cart';
import type { StoreConfig } from '@parts/contract/store';
import type * as v from 'valibot';
import type * as store from '@parts/contract/store';
import type { ReferenceData } from '../schemas/store';

type Topic = v.InferOutput<typeof store.TopicSchema>;
type Warehouse = v.InferOutput<typeof store.WarehouseSchema>;
type Country = v.InferOutput<typeof store.CountrySchema>;

export function address(overrides: Partial<Address> = {}): Address {
  return {
    Id: 11,
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Company: 'Auto Serwis Kowalski',
    VatNumber: 'PL5250001009',
    CountryId: 1,
    CountryName: 'Polska',
    StateProvinceId: null,
    StateProvinceName: null,
    City: 'Warszawa',
    Address1: 'ul. Prosta 1',
    Address2: '',
    ZipPostalCode: '00-001',
    PhoneNumber: '+48 600 000 000',
    FaxNumber: '',
    Email: 'jan@example.com',
    ...overrides,
  };
}

export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    Id: 7,
    Email: 'jan@example.com',
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Phone: '+48 600 000 000',
    Company: 'Auto Serwis Kowalski',
    VatNumber: 'PL5250001009',
    Newsletter: false,
    Discount: 10,
    Addresses: [address()],
    BillingAddress: 11,
    ShippingAddress: 11,
    ...overrides,
  };
}

/** A cart line of `quantity` parts at `price` zł (gross), the dealer's price 10% off. */
export function cartLine(sku = '99110000001', overrides: Partial<CartLine> & { price?: number; quantity?: number } = {}): CartLine {
  const { price = 100, quantity = 1, ...rest } = overrides;
  return {
    Product: {
      Id: Number(sku.slice(-4)) || 1,
      Sku: sku,
      Name: `Part ${sku}`,
      Price: price,
      OldPrice: price,
      PriceNetto: Math.round((price / 1.23) * 100) / 100,
      OldPriceNetto: Math.round((price / 1.23) * 100) / 100,
      Discount: 10,
      PictureUrl: null,
    },
    Quantity: quantity,
    Total: price * quantity,
    ...rest,
  };
}

export function storeConfig(overrides: { general?: Partial<StoreConfig['general']>; extensions?: string[] } = {}): StoreConfig {
  return {
    general: {
      logo: '/backoffice/images/logo.svg',
      showPriceNetto: true,
      showIncadeaOrders: false,
      hiddenTopics: false,
      vehicleBrand: 'NS',
      defaultSite: 'https://www.example.com',
      ...overrides.general,
    },
    seo: { defaultTitle: 'Parts Shop', defaultMetaDescription: '', defaultMetaKeywords: '' },
    global: { homeSliderFull: false },
    ...(overrides.extensions ? { extensions: overrides.extensions } : {}),
  };
}

export function topic(id: number, seName: string, title: string, flags: Partial<Topic> = {}): Topic {
  return {
    Id: id,
    Title: title,
    Body: `<p>${title}</p>`,
    SeName: seName,
    IncludeInFooterRow1: false,
    IncludeInFooterRow2: false,
    IncludeInFooterRow3: false,
    IncludeInSitemap: true,
    IncludeInTopMenu: false,
    DisplayOrder: id,
    ...flags,
  };
}

export function warehouse(id: number, name: string, overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    Id: id,
    Name: name,
    IsBranchOffice: id !== 1,
    Url: null,
    ImageUrl: null,
    Address: { Address1: '', City: name, ZipPostalCode: '', CountryId: 1, PhoneNumber: '', Email: '' },
    ...overrides,
  };
}

export const POLAND: Country = { Id: 1, Name: 'Polska', TwoLetterIsoCode: 'PL', NumberOfStates: 0 };

/** The reference data of a small shop (what the host loads at start), with overrides. */
export function referenceData(overrides: Partial<ReferenceData> = {}): ReferenceData {
  return {
    config: storeConfig(),
    store: { Id: 1, Name: 'Parts Shop', Url: '', DefaultLanguageId: 1, DefaultCurrencyId: 1 },
    languages: [],
    warehouses: [warehouse(1, 'Central warehouse')],
    currencies: [],
    countries: [POLAND],
    stateProvinces: [],
    topics: [
      topic(1, 'about-us', 'About us', { IncludeInFooterRow1: true, IncludeInTopMenu: true }),
      topic(2, 'shipping-returns', 'Shipping and returns', { IncludeInFooterRow2: true, IncludeInTopMenu: true }),
      topic(3, 'privacy-notice', 'Privacy notice', { IncludeInFooterRow3: true }),
    ],
    ...overrides,
  };
}
