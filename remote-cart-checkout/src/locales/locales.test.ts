import en from './en.json';
import pl from './pl.json';

/** Every key path of a translation file, plural suffixes folded (Polish has more forms). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}
const folded = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();

describe('translations', () => {
  it('en and pl have the same keys', () => {
    expect(folded(keys(pl))).toEqual(folded(keys(en)));
  });

  it('carry the SPEC messages verbatim in English', () => {
    expect(en.removeUnavailable).toBe('Remove unavailable products to proceed checkout.');
    expect(en.checkout.noPaymentMethods).toBe(
      'No payment methods available for selected shipping. Go back and select different shipping option.',
    );
    expect(en.offer.moreExpensive).toBe("Your order is more expensive than your customer's.");
    expect(en.csv.wrongFormat).toBe('Wrong format, please download example import');
  });
});
