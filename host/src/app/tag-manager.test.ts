import { loadTagManager } from './tag-manager';

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager"]');

afterEach(() => {
  document.head.innerHTML = '';
});

test('no container configured: no tag manager script', () => {
  loadTagManager(null);
  loadTagManager(undefined);
  loadTagManager('');
  loadTagManager('not-a-container"><script>');
  expect(tagScripts()).toHaveLength(0);
});

test('a configured container loads the tag manager once the shop starts', () => {
  loadTagManager('GTM-AB12CD');
  expect(tagScripts()).toHaveLength(1);
  expect(tagScripts()[0]).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
});
