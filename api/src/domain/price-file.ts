import { Readable } from 'node:stream';
import type { Executor } from '../data/executor';
import { customerDiscount } from '../data/cart';
import { priceFilePages } from '../data/price-file';
import type { Language } from '../i18n/language';
import { dealerPrice } from './money';

/** The price file's header: fixed names a dealer management system maps once (the same in pl and en). */
const PRICE_FILE_HEADER = ['part_number', 'name', 'catalogue_price', 'net_price', 'stock', 'replaced_by'] as const;

const STOCK_STATE: Readonly<Record<Language, Readonly<Record<'in' | 'out' | 'withdrawn', string>>>> = {
  en: { in: 'in stock', out: 'out of stock', withdrawn: 'withdrawn' },
  pl: { in: 'dostępna', out: 'brak', withdrawn: 'wycofana' },
};

/** A CSV cell (`;`-separated, RFC 4180 quotes); a text starting like a formula is quoted with a leading apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (amount: number): string => amount.toFixed(2);

/**
 * The signed-in dealer's price list as CSV (extension price-file): every part, by part number, with
 * its name in `language`, the catalogue price (gross), the dealer's own net price (after their
 * discount), its stock state and the numbers replacing it. UTF-8 with a byte order mark (a
 * spreadsheet then reads the Polish letters), `;` separated, CRLF lines, decimals with a dot. Written
 * as the parts are read, a page at a time: memory is bounded whatever the catalogue's size.
 */
export async function priceFile(db: Executor, customerId: number, language: Language): Promise<Readable> {
  const discount = await customerDiscount(db, customerId);
  const states = STOCK_STATE[language];
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${PRICE_FILE_HEADER.join(';')}\r\n`;
    for await (const page of priceFilePages(db, language)) {
      let chunk = '';
      for (const row of page) {
        const state = row.withdrawn ? states.withdrawn : row.stock > 0 ? states.in : states.out;
        const net = dealerPrice(row.price, discount).PriceNetto;
        chunk += `${[cell(row.sku), cell(row.name), money(row.price), money(net), state, cell(row.replaced_by ?? '')].join(';')}\r\n`;
      }
      yield chunk;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
