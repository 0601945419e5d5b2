import * as v from 'valibot';
import { storedSettings } from '../data/store-config';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';

/**
 * The importer as the seller on the shop's documents (the invoice, the credit note, the return form:
 * where the parts go back to): the store settings of section `seller` in `store_config`, each JSON
 * text, `value_pl` its Polish text when it differs (the country line of the address):
 * `name` (the company's legal name), `address` (its lines), `vatNumber` (NIP / VAT id).
 * A store without them is named by its store name alone, as before.
 */
export interface Seller {
  name: string;
  address: string[];
  vatNumber: string | null;
}

const SETTINGS = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  address: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  vatNumber: v.pipe(v.string(), v.trim(), v.nonEmpty()),
} as const;

export async function sellerOf(db: Executor, language: Language, storeName: string): Promise<Seller> {
  const stored = new Map(
    (await storedSettings(db))
      .filter((row) => row.section === 'seller')
      .map((row) => [row.name, JSON.parse(language === 'pl' && row.value_pl !== null ? row.value_pl : row.value) as unknown]),
  );
  const setting = <K extends keyof typeof SETTINGS>(name: K): v.InferOutput<(typeof SETTINGS)[K]> | undefined => {
    const parsed = v.safeParse(SETTINGS[name], stored.get(name));
    return parsed.success ? parsed.output : undefined;
  };
  return { name: setting('name') ?? storeName, address: setting('address') ?? [], vatNumber: setting('vatNumber') ?? null };
}
