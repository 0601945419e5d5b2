import * as v from 'valibot';
import {
  checkoutRequestSchema,
  checkoutRequestExtendedSchema,
  confirmFormSchema,
  CUSTOMER_REFERENCE_MAX_LENGTH,
  customerReferenceFormSchema,
  customerReferenceProblem,
  ORDER_NOTE_MAX_LENGTH,
  orderNoteFits,
  termsAccepted,
} from '../src/checkout-request';
import { KEYS, messagesOf, refusedFields } from './verdict';

const form = confirmFormSchema(KEYS);

/** What the API refuses in a confirm request: the schema, then the rules it answers in Errors (api/src/domain/place-order.ts). */
function apiRefuses(orderNote: string, terms: boolean): string[] {
  const request = v.parse(checkoutRequestSchema, { OrderNote: orderNote, TermsOfServiceOnOrderConfirmPage: terms });
  return [
    ...(orderNoteFits(request.OrderNote) ? [] : ['orderNote']),
    ...(termsAccepted(request.TermsOfServiceOnOrderConfirmPage) ? [] : ['terms']),
  ];
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

describe("the dealer's own reference (extension order-reference): the API and the checkout's field accept and refuse the same inputs", () => {
  const field = customerReferenceFormSchema({ control: 'control', tooLong: 'tooLong' });
  const formVerdict = (value: string): string[] => {
    const result = v.safeParse(field, value);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };
  const apiVerdict = (value: unknown): string[] => {
    const result = v.safeParse(checkoutRequestExtendedSchema, { CustomerReference: value });
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it.each<[string, string, 'control' | 'tooLong' | null]>([
    ['none', '', null],
    ['a purchase-order number', 'ZZ/2026/0917', null],
    ['Polish letters', 'Zlecenie Łódź – hala B', null],
    ['50 characters', 'Ż'.repeat(CUSTOMER_REFERENCE_MAX_LENGTH), null],
    ['50 characters and blanks around', `  ${'x'.repeat(CUSTOMER_REFERENCE_MAX_LENGTH)}  `, null],
    ['51 characters', 'x'.repeat(CUSTOMER_REFERENCE_MAX_LENGTH + 1), 'tooLong'],
    ['a line break', 'PO\n1', 'control'],
    ['a tab', 'PO\t1', 'control'],
    ['a NUL byte', 'PO\u00001', 'control'],
    ['an escape sequence', 'PO\u001b[31m', 'control'],
    ['a C1 control', 'PO\u009b1', 'control'],
  ])('%s', (_case, value, refusal) => {
    expect(customerReferenceProblem(value) ?? null).toBe(refusal);
    expect(formVerdict(value)).toEqual(refusal ? [refusal] : []);
    expect(apiVerdict(value)).toEqual(
      refusal === 'tooLong'
        ? ['Your reference must be at most 50 characters.']
        : refusal === 'control'
          ? ['Your reference must not contain control characters.']
          : [],
    );
  });

  it('is optional on the API: missing or null reads as none, and is kept trimmed', () => {
    expect(v.parse(checkoutRequestExtendedSchema, {}).CustomerReference).toBe('');
    expect(v.parse(checkoutRequestExtendedSchema, { CustomerReference: null }).CustomerReference).toBe('');
    expect(v.parse(checkoutRequestExtendedSchema, { CustomerReference: '  PO 7 ' }).CustomerReference).toBe('PO 7');
    expect(apiVerdict(42)).toEqual(['Your reference must be text.']);
    // the spec's request knows no reference (a back end without the extension)
    expect(v.parse(checkoutRequestSchema, { CustomerReference: 'PO 7' })).not.toHaveProperty('CustomerReference');
  });
});
