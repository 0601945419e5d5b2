import type { Executor } from '../data/executor';
import { countries, currencies, defaultStore, languages, stateProvinces, storeById, stores, warehouses } from '../data/reference-data';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';

/** The reference data every visitor loads before signing in (routes/store.ts), as stored. */
export { countries, currencies, languages, stateProvinces, stores, warehouses };

/** The store asked for (X-Store-Id: a positive id), else the default store; NotFound when there is neither. */
export async function storeFor(db: Executor, requested: number, language: Language) {
  const store =
    (Number.isInteger(requested) && requested > 0 ? await storeById(db, requested, language) : undefined) ??
    (await defaultStore(db, language));
  if (!store) throw new NotFound();
  return store;
}
