import * as v from 'valibot';
import { flag, optionalId, optionalText } from './fields';

/**
 * The totals / confirm request (SPEC section 3). The order note's 2000-character limit is a
 * checkout rule answered in Errors, so the schema only stops absurd sizes.
 */
export const checkoutRequestSchema = v.object({
  BillingAddressId: optionalId('BillingAddressId'),
  ShippingAddressId: optionalId('ShippingAddressId'),
  ShippingMethodName: optionalText('ShippingMethodName', 200),
  ShippingRateComputationMethodSystemName: optionalText('ShippingRateComputationMethodSystemName', 200),
  PickUpInStoreId: optionalId('PickUpInStoreId'),
  PaymentMethodSystemName: optionalText('PaymentMethodSystemName', 200),
  TermsOfServiceOnOrderConfirmPage: flag('TermsOfServiceOnOrderConfirmPage'),
  OrderNote: optionalText('OrderNote', 100_000),
});
