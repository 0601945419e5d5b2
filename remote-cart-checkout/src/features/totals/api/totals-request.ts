/** SPEC section 3, "Totals / confirm request": the body of Totals and ConfirmCheckout. */
export interface TotalsRequest {
  BillingAddressId: number | '';
  ShippingAddressId: number | '';
  ShippingMethodName: string;
  ShippingRateComputationMethodSystemName: string;
  PickUpInStoreId: number | '';
  PaymentMethodSystemName: string;
  TermsOfServiceOnOrderConfirmPage: boolean;
  OrderNote: string;
  /** Extension order-reference (ConfirmCheckout only): the dealer's own reference, sent only when given. */
  CustomerReference?: string;
  /** Extension vor (ConfirmCheckout only): the order marked 'vehicle off road', sent only when marked. */
  Vor?: boolean;
}

export const EMPTY_TOTALS_REQUEST: TotalsRequest = {
  BillingAddressId: '',
  ShippingAddressId: '',
  ShippingMethodName: '',
  ShippingRateComputationMethodSystemName: '',
  PickUpInStoreId: '',
  PaymentMethodSystemName: '',
  TermsOfServiceOnOrderConfirmPage: false,
  OrderNote: '',
};
