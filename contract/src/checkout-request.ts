import * as v from 'valibot';
import { flag, isOneLine, noControlCharacters, optionalId, optionalMultilineText, optionalText } from './fields';

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
    OrderNote: optionalMultilineText('OrderNote', 100_000),
  });
export const checkoutRequestSchema = /* @__PURE__ */ checkoutRequest();

/**
 * Extension order-reference: the dealer's own reference of the order (the purchase-order number of
 * the dealer's own system). Optional, one line, at most CUSTOMER_REFERENCE_MAX_LENGTH characters.
 */
export const CUSTOMER_REFERENCE_MAX_LENGTH = 50;
/** The label the API's messages name the field by. */
export const CUSTOMER_REFERENCE_LABEL = 'Your reference';
/** Whether a reference may be kept: no control character and, trimmed, at most 50 characters. */
export const customerReferenceProblem = (value: string): 'control' | 'tooLong' | undefined =>
  !isOneLine(value) ? 'control' : value.trim().length > CUSTOMER_REFERENCE_MAX_LENGTH ? 'tooLong' : undefined;

/** The reference as the API reads it: missing or null reads as '', trimmed. */
const customerReference = () =>
  v.optional(
    v.pipe(
      v.nullable(v.string(`${CUSTOMER_REFERENCE_LABEL} must be text.`)),
      v.transform((value) => value ?? ''),
      noControlCharacters(CUSTOMER_REFERENCE_LABEL, 'term'),
      v.transform((value) => value.trim()),
      v.maxLength(
        CUSTOMER_REFERENCE_MAX_LENGTH,
        `${CUSTOMER_REFERENCE_LABEL} must be at most ${CUSTOMER_REFERENCE_MAX_LENGTH} characters.`,
      ),
    ),
    '',
  );
/**
 * The confirm request of a back end running order-reference or vor (the table's extendedBody): the
 * spec's fields, CustomerReference (read only with order-reference) and Vor, the order marked
 * 'vehicle off road' (read only with vor; false when missing).
 */
export const checkoutRequestExtendedSchema = /* @__PURE__ */ v.object({
  ...checkoutRequest().entries,
  CustomerReference: customerReference(),
  Vor: flag('Vor'),
});

/** The same rule in the checkout's field; messages are the form's keys. */
export const customerReferenceFormSchema = (messages: { control: string; tooLong: string }) =>
  v.pipe(
    v.string(),
    v.check((value) => customerReferenceProblem(value) !== 'control', messages.control),
    v.check((value) => customerReferenceProblem(value) !== 'tooLong', messages.tooLong),
    v.trim(),
  );

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
