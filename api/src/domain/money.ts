/** Every price in the shop is gross PLN with 23% VAT included. */
export const VAT_RATE = 23;

export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

function netOf(gross: number): number {
  return roundMoney((gross * 100) / (100 + VAT_RATE));
}

/** The VAT contained in a gross amount. */
export function vatIn(gross: number): number {
  return roundMoney((gross * VAT_RATE) / (100 + VAT_RATE));
}

export interface DealerPrice {
  /** Catalogue gross price minus the dealer's discount; 0 = temporarily unavailable. */
  Price: number;
  /** Catalogue gross price. */
  OldPrice: number;
  PriceNetto: number;
  OldPriceNetto: number;
  /** The dealer's own discount in percent. */
  Discount: number;
}

export function dealerPrice(catalogueGross: number, discountPercent: number): DealerPrice {
  const price = roundMoney((catalogueGross * (100 - discountPercent)) / 100);
  return {
    Price: price,
    OldPrice: roundMoney(catalogueGross),
    PriceNetto: netOf(price),
    OldPriceNetto: netOf(catalogueGross),
    Discount: discountPercent,
  };
}
