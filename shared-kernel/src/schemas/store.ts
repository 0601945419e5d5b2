import * as v from 'valibot';
import { flag, id, list, text } from './common';

/** GET /api/config: the store configuration. */
export const StoreConfigSchema = v.object({
  general: v.object({
    logo: text(),
    showPriceNetto: flag(),
    showIncadeaOrders: flag(),
    hiddenTopics: flag(),
    vehicleBrand: text(),
    defaultSite: text(),
  }),
  seo: v.optional(
    v.object({ defaultTitle: text(), defaultMetaDescription: text(), defaultMetaKeywords: text() }),
    { defaultTitle: '', defaultMetaDescription: '', defaultMetaKeywords: '' },
  ),
  global: v.optional(v.object({ homeSliderFull: flag() }), { homeSliderFull: false }),
});
export type StoreConfig = v.InferOutput<typeof StoreConfigSchema>;

export const CountrySchema = v.object({ Id: id(), Name: text() });
export type Country = v.InferOutput<typeof CountrySchema>;

export const StateProvinceSchema = v.object({ Id: id(), Name: text(), CountryId: id() });
export type StateProvince = v.InferOutput<typeof StateProvinceSchema>;

export const LanguageSchema = v.object({ Id: id(), Name: text(), LanguageCulture: text() });
export type Language = v.InferOutput<typeof LanguageSchema>;

export const CurrencySchema = v.looseObject({ Id: id(), Name: text(), CurrencyCode: text() });
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const StoreSchema = v.looseObject({ Id: id(), Name: text(), Url: text() });
export type Store = v.InferOutput<typeof StoreSchema>;

export const WarehouseSchema = v.object({
  Id: id(),
  Name: text(),
  IsBranchOffice: flag(),
  Url: text(),
  ImageUrl: text(),
  Address: v.optional(v.nullable(v.looseObject({ Email: text() })), { Email: '' }),
});
export type Warehouse = v.InferOutput<typeof WarehouseSchema>;

export const TopicSchema = v.object({
  Id: id(),
  Title: text(),
  Body: text(),
  SeName: text(),
  IncludeInFooterRow1: flag(),
  IncludeInFooterRow2: flag(),
  IncludeInFooterRow3: flag(),
  IncludeInSitemap: flag(),
  IncludeInTopMenu: flag(),
});
export type Topic = v.InferOutput<typeof TopicSchema>;

/** Slider types of SPEC section 9. */
export const SliderType = { HomePage: 0, Category: 1, Manufacturer: 2, LoginPage: 3 } as const;
export type SliderType = (typeof SliderType)[keyof typeof SliderType];

export const SlideSchema = v.object({
  Id: id(),
  PictureUrl: text(),
  FullWidth: flag(),
  Description: text(),
  ButtonText: text(),
  Link: text(),
});
export type Slide = v.InferOutput<typeof SlideSchema>;
export const SlidesSchema = list(SlideSchema);

/** What the host loads at start (SPEC section 7) and hands to every app. */
export interface ReferenceData {
  config: StoreConfig;
  store: Store | null;
  languages: Language[];
  warehouses: Warehouse[];
  currencies: Currency[];
  countries: Country[];
  stateProvinces: StateProvince[];
  topics: Topic[];
}
