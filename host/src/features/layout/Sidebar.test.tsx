import { answer, server, topic } from '@parts/shared-kernel/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, lastValue } from '@parts/shared-kernel';
import { prepareShop, renderShop, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

test('signed in, the menu lists the my-account pages and logout', async () => {
  const user = userEvent.setup();
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  const links = within(menu)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['My profile', '/my-account/my-profile'],
    ['Addresses', '/my-account/addresses'],
    ['Order history', '/my-account/order-history'],
    ['Shopping lists', '/my-account/shopping-list'],
    ['Log out', '/logout'],
  ]);
});

test("signed out, the menu offers 'Log in'", async () => {
  const user = userEvent.setup();
  await prepareShop({ token: null, locale: 'en' });
  server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>x</p>' })));
  renderShop('/p/about-us');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Log in']);
});

test('the language switcher turns the whole shell English and back to Polish, and remembers it', async () => {
  const user = userEvent.setup();
  await prepareShop({ token: 'tok', locale: 'pl' });
  server.use(...signedInShop());
  renderShop('/');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Wszelkie prawa zastrzeżone');
  await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'English' }));
  expect(i18n.language).toBe('en');
  expect(lastValue('locale')).toBe('en');
  expect(window.localStorage.getItem('i18nextLng')).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ })).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Polski' }));
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Wszelkie prawa zastrzeżone');
  expect(window.localStorage.getItem('i18nextLng')).toBe('pl');
});
