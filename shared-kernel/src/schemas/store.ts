import * as contract from '@parts/contract/store';
import * as v from 'valibot';

/** The contract's reference data. */
export const StoreConfigSchema = contract.StoreConfigSchema;
export type StoreConfig = v.InferOutput<typeof StoreConfigSchema>;

export const CountrySchema = contract.CountrySchema;
export type Country = v.InferOutput<typeof CountrySchema>;

export const StateProvinceSchema = contract.StateProvinceSchema;
export type StateProvince = v.InferOutput<typeof StateProvinceSchema>;

export const LanguageSchema = contract.LanguageSchema;
export type Language = v.InferOutput<typeof LanguageSchema>;

export const CurrencySchema = contract.CurrencySchema;
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const StoreSchema = contract.StoreSchema;
export type Store = v.InferOutput<typeof StoreSchema>;

export const WarehouseSchema = contract.WarehouseSchema;
export type Warehouse = v.InferOutput<typeof WarehouseSchema>;

export const TopicSchema = contract.TopicSchema;
export type Topic = v.InferOutput<typeof TopicSchema>;

export { SliderType } from './slider-type';

export const SlideSchema = contract.SlideSchema;
export type Slide = v.InferOutput<typeof SlideSchema>;
export const SlidesSchema = v.array(contract.SlideSchema);

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
