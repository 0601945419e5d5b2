import * as v from 'valibot';
import { checkoutRequestSchema, confirmFormSchema, ORDER_NOTE_MAX_LENGTH, orderNoteFits, termsAccepted } from '../src/checkout-request';
import { KEYS, messagesOf, refusedFields } from './verdict';

const form = confirmFormSchema(KEYS);

/** What the API refuses in a confirm request: the schema, then the rules it answers in Errors (api/src/domain/place-order.ts). */
function apiRefuses(orderNote: string, terms: boolean): string[] {
  const request = v.parse(checkoutRequestSchema, { OrderNote: orderNote, TermsOfServiceOnOrderConfirmPage: terms });
  return [...(orderNoteFits(request.OrderNote) ? [] : ['orderNote']), ...(termsAccepted(request.TermsOfServiceOnOrderConfirmPage) ? [] : ['terms'])];
}

describe('confirm: the API and the confirm step accept and refuse the same inputs', () => {
  it.each<[string, string, boolean, string[]]>([
    ['terms accepted, no note', '', true, []],
    ['a note of the most characters', 'x'.repeat(ORDER_NOTE_MAX_LENGTH), true, []],
    ['a note one character too long', 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1), true, ['orderNote']],
    ['terms not accepted', 'Please call first', false, ['terms']],
    ['both wrong', 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1), false, ['orderNote', 'terms']],
  ])('%s', (_case, orderNote, terms, refused) => {
    expect(refusedFields(form, { orderNote, terms })).toEqual(refused);
    expect(apiRefuses(orderNote, terms)).toEqual(refused);
  });

  it('the order note may have 2000 characters (SPEC section 9); the form says so with its keys', () => {
    expect(ORDER_NOTE_MAX_LENGTH).toBe(2000);
    expect(messagesOf(form, { orderNote: 'x'.repeat(2001), terms: false }, 'orderNote')).toEqual([KEYS.orderNoteTooLong]);
    expect(messagesOf(form, { orderNote: '', terms: false }, 'terms')).toEqual([KEYS.required]);
  });
});
