/** Quantities the cart accepts: the contract's rule (1..9999 a line). */
export { QUANTITY_MIN as MIN_QUANTITY, QUANTITY_MAX as MAX_QUANTITY } from '@parts/contract/fields';
