import en from './en.json';
import pl from './pl.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

test('the pl and en files of the shell have the same keys, none empty', () => {
  expect(keys(pl).sort()).toEqual(keys(en).sort());
  for (const file of [en, pl]) {
    for (const key of keys(file)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  }
});

test('the SPEC wording of the shell is verbatim in English', () => {
  expect(en.boot.loading).toBe('Loading Application...');
  expect(en.contentPage.loading).toBe('Loading Page...');
  expect(en.logout.message).toBe('Logging out!');
  expect(en.notFound.title).toBe('Page not found');
  expect(en.notFound.home).toBe('Return to home');
  expect(en.notFound.back).toBe('Back');
  expect(en.footer.rights).toBe('All rights reserved');
  expect(en.sidebar.login).toBe('Log in');
});
