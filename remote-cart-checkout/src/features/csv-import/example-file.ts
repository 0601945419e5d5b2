/** The example import file the shop serves (SPEC section 7, "Static"). */
export const EXAMPLE_CSV_HREF = '/cart.csv';
