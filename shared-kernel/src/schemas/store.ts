import type * as contract from '@parts/contract/store';
import type * as v from 'valibot';

/** The contract's reference data: its schemas as they are (one home, the contract), and their types. */
export {
  StoreConfigSchema,
  CountrySchema,
  StateProvinceSchema,
  LanguageSchema,
  CurrencySchema,
  StoreSchema,
  WarehouseSchema,
  TopicSchema,
  SlidesSchema,
} from '@parts/contract/store';

export type StoreConfig = v.InferOutput<typeof contract.StoreConfigSchema>;
export type Country = v.InferOutput<typeof contract.CountrySchema>;
export type StateProvince = v.InferOutput<typeof contract.StateProvinceSchema>;
export type Language = v.InferOutput<typeof contract.LanguageSchema>;
export type Currency = v.InferOutput<typeof contract.CurrencySchema>;
export type Store = v.InferOutput<typeof contract.StoreSchema>;
export type Warehouse = v.InferOutput<typeof contract.WarehouseSchema>;
export type Topic = v.InferOutput<typeof contract.TopicSchema>;

export { SliderType } from './slider-type';

export type Slide = v.InferOutput<typeof contract.SlideSchema>;

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
