/** Quantities the cart accepts (api/CONTRACT.md: 1..9999 a line). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;
