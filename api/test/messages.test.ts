import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { polishOf, translate } from '../src/i18n/messages';

/** Every .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The fixed messages the API's code sends: thrown refusals, notices, problems and named message constants. */
function fixedMessages(): string[] {
  const patterns = [
    /new (?:NotFound|NotSignedIn|TooManyAttempts)\(\s*'([^']+)'/g,
    /ValidationFailed\.field\([^,]+,\s*'([^']+)'/g,
    /\.push\(\s*'([^']+)'\)/g,
    /^const [A-Z_]+ =\s*'([^']+)';/gm,
    /^const [A-Z_]+ =\s*\n\s*'([^']+)';/gm,
  ];
  const root = join(__dirname, '..', 'src');
  const messages = new Set<string>();
  for (const file of sources(root).filter((path) => !path.includes(`${join('src', 'demo')}`) && !path.includes(join('src', 'i18n')))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) messages.add(match[1]);
  }
  // a message is words beginning with a capital; constants holding SQL, an address, a path, a time zone,
  // a header value or a name of the code (a notification channel) are not messages
  return [...messages].filter((message) => /^[A-Z].* /.test(message) && !/^(SELECT|INSERT|UPDATE|DELETE|WITH)\b/.test(message));
}

describe('the Polish texts of the server messages (api/src/i18n/messages.ts)', () => {
  it('has a Polish text for every fixed message in the code', () => {
    const found = fixedMessages();
    // the scan finds what it should (a few known ones), so an empty scan cannot pass
    expect(found).toEqual(
      expect.arrayContaining(['Your shopping cart is empty.', 'Vehicle not found', 'Product temporarily unavailable.']),
    );
    expect(found.filter((message) => polishOf(message) === undefined)).toEqual([]);
  });

  it.each([
    ['Product temporarily unavailable.', 'Produkt chwilowo niedostępny.'],
    ['Your shopping cart is empty.', 'Twój koszyk jest pusty.'],
    ['First name is required.', 'Imię: pole jest wymagane.'],
    ['Password must have at least 6 characters.', 'Hasło: co najmniej 6 znaków.'],
    ['Zip / postal code must be at most 20 characters.', 'Kod pocztowy: najwyżej 20 znaków.'],
    ['Only 3 in stock: 2 added to the cart.', 'Na stanie tylko 3 szt.: dodano do koszyka 2.'],
    ['Not in stock: nothing was added to the cart.', 'Brak na stanie: nic nie dodano do koszyka.'],
    ['SKU 123 not found', 'Nie znaleziono numeru 123'],
    ['SKU 99110000011: Only 3 in stock: 1 added to the cart.', 'Nr części 99110000011: Na stanie tylko 3 szt.: dodano do koszyka 1.'],
    ['Choose the serie first.', 'Najpierw wybierz serię.'],
  ])('%p in Polish is %p', (english, polish) => {
    expect(translate('pl', english)).toBe(polish);
    expect(translate('en', english)).toBe(english);
  });

  it('keeps a message it has no Polish for in English', () => {
    expect(translate('pl', 'Something nobody wrote down.')).toBe('Something nobody wrote down.');
  });
});
