import en from './en.json';

// en/pl completeness: completeness.test.ts (the shop's one check)
describe('translations', () => {
  it('carry the SPEC messages verbatim in English', () => {
    expect(en.removeUnavailable).toBe('Remove unavailable products to proceed checkout.');
    expect(en.checkout.noPaymentMethods).toBe(
      'No payment methods available for selected shipping. Go back and select different shipping option.',
    );
    expect(en.offer.moreExpensive).toBe("Your order is more expensive than your customer's.");
    expect(en.csv.wrongFormat).toBe('Wrong format, please download example import');
  });
});
