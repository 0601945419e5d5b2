/**
 * The net/VAT split of the offer's total (issue 12, item 7; shown when the store's showPriceNetto
 * is on). The offer's prices are gross; each line's VAT rate is read from its gross and net
 * catalogue prices (OldPrice / OldPriceNetto). The order discount is shared among the rates in
 * proportion to their gross amounts, so net + VAT always add up to the offer's total.
 */
import { roundMoney } from '@parts/shared-kernel';

export interface VatRow {
  /** The offered row total, gross. */
  gross: number;
  /** Gross and net catalogue price of the line, to read its VAT rate from. */
  catalogueGross: number;
  catalogueNet: number;
}

export interface VatSplit {
  net: number;
  rates: { rate: number; vat: number }[];
  gross: number;
}

/** The VAT rate of a line in whole percent, or null when its net price is not known. */
export function vatRateOf(catalogueGross: number, catalogueNet: number): number | null {
  if (!(catalogueNet > 0) || !(catalogueGross >= catalogueNet)) return null;
  return Math.round((catalogueGross / catalogueNet - 1) * 100);
}

/** null when a line's rate cannot be read (then no split is printed rather than a wrong one). */
export function offerVatSplit(rows: readonly VatRow[], orderDiscount: number): VatSplit | null {
  const byRate = new Map<number, number>();
  for (const row of rows) {
    const rate = vatRateOf(row.catalogueGross, row.catalogueNet);
    if (rate === null) return null;
    byRate.set(rate, roundMoney((byRate.get(rate) ?? 0) + row.gross));
  }
  const subTotal = roundMoney([...byRate.values()].reduce((sum, gross) => sum + gross, 0));
  const gross = roundMoney(subTotal + orderDiscount);
  const groups = [...byRate.entries()].sort(([a], [b]) => b - a);
  let discountLeft = orderDiscount;
  let net = 0;
  const rates = groups.map(([rate, groupGross], index) => {
    const share = index === groups.length - 1 ? discountLeft : subTotal === 0 ? 0 : roundMoney((orderDiscount * groupGross) / subTotal);
    discountLeft = roundMoney(discountLeft - share);
    const groupTotal = roundMoney(groupGross + share);
    const groupNet = roundMoney(groupTotal / (1 + rate / 100));
    net = roundMoney(net + groupNet);
    return { rate, vat: roundMoney(groupTotal - groupNet) };
  });
  return { net, rates, gross };
}
