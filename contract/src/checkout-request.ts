import * as v from 'valibot';
import { flag, optionalId, optionalText } from './fields';

/**
 * The totals / confirm request (SPEC section 3). The order note's 2000-character limit and the
 * accepted terms are checkout rules answered in Errors (orderNoteFits, termsAccepted below, read by
 * api/src/domain/place-order.ts), so the schema only stops absurd sizes.
 */
const checkoutRequest = () =>
  v.object({
    BillingAddressId: optionalId('BillingAddressId'),
    ShippingAddressId: optionalId('ShippingAddressId'),
    ShippingMethodName: optionalText('ShippingMethodName', 200),
    ShippingRateComputationMethodSystemName: optionalText('ShippingRateComputationMethodSystemName', 200),
    PickUpInStoreId: optionalId('PickUpInStoreId'),
    PaymentMethodSystemName: optionalText('PaymentMethodSystemName', 200),
    TermsOfServiceOnOrderConfirmPage: flag('TermsOfServiceOnOrderConfirmPage'),
    OrderNote: optionalText('OrderNote', 100_000),
  });
export const checkoutRequestSchema = /* @__PURE__ */ checkoutRequest();

/** SPEC section 9: order note max length. */
export const ORDER_NOTE_MAX_LENGTH = 2000;
/** Confirm (SPEC section 5): the order note at most ORDER_NOTE_MAX_LENGTH characters. */
export const orderNoteFits = (note: string): boolean => note.length <= ORDER_NOTE_MAX_LENGTH;
/** Confirm (SPEC section 5): the terms of service accepted. */
export const termsAccepted = (terms: boolean): boolean => terms;

/** The same rules in the confirm step's form; messages are the form's keys. */
export const confirmFormSchema = (messages: { required: string; orderNoteTooLong: string }) =>
  v.object({
    orderNote: v.pipe(v.string(), v.check(orderNoteFits, messages.orderNoteTooLong)),
    terms: v.pipe(v.boolean(), v.check(termsAccepted, messages.required)),
  });
