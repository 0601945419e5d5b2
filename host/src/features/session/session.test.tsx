import { act, screen, waitFor } from '@testing-library/react';
import { emit, lastValue, messageText, on, writeDealerStorage } from '@parts/shared-kernel';
import { answer, callsMade, failure, server, topic } from '@parts/shared-kernel/test-support';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { cartQuery } from '@parts/shared-kernel/cart';
import { shoppingListsQuery } from '@parts/shared-kernel/shopping-lists';
import { prepareShop, renderShop, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

test('a signed-in dealer gets the cart and the shopping lists fetched and counted at start', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/');
  expect(await screen.findByRole('link', { name: 'Cart: 2 items' })).toBeInTheDocument();
  expect(callsMade()).toEqual(expect.arrayContaining(['GET /api/Level4/Cart', 'GET /api/ShoppingList']));
});

test("the header's counts come through the shop's query client: the pages that show the lists and the cart read the same answers", async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/');
  expect(await screen.findByRole('link', { name: 'Cart: 2 items' })).toBeInTheDocument();
  await waitFor(() => expect(lastValue('shopping-list:count')).toBeDefined());
  const client = shopQueryClient();
  // the cart's lines, as the cart page reads them
  expect(client.getQueryData(cartQuery('en').queryKey)).toHaveLength(2);
  // the lists page asks the same query within its freshness: no second request
  const lists = await client.fetchQuery(shoppingListsQuery('en'));
  expect(lists).toHaveLength(lastValue('shopping-list:count')!);
  expect(callsMade().filter((call) => call === 'GET /api/ShoppingList')).toHaveLength(1);
});

test('a 401 on any call ends the session: token and saved vehicle gone, the dealer on /login', async () => {
  await prepareShop({ token: 'garbage', locale: 'en' });
  server.use(failure('GET /api/Customer/get', 401, { title: 'Unauthorized', status: 401 }, 'Unauthorized'), ...signedInShop());
  const vehicles: unknown[] = [];
  const stop = on('vehicle', (v) => vehicles.push(v), { replay: false });
  renderShop('/');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Unauthorized'))).toBe(true));
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(lastValue('auth:token')).toBeNull();
  expect(vehicles).toEqual([null]);
  expect(screen.queryByTestId('cart-count')).toBeNull();
  stop();
});

test('logging out clears the token and the header counts, and the dealer ends on /login', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(failure('POST /api/user/logout', 500, { title: 'x' }, 'Internal Server Error'), ...signedInShop());
  // the failed logout is logged (and asserted below), not only shown
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderShop('/logout');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith('Logout call failed; the token is removed anyway', expect.objectContaining({ message: 'x' }));
  warn.mockRestore();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(lastValue('cart:count')).toBe(0);
  expect(lastValue('shopping-list:count')).toBe(0);
  // the server did not record it: the dealer is told
  const notice = lastValue('notify');
  expect(notice?.kind).toBe('warning');
  expect(notice?.title && messageText(notice.title)).toBe('Logged out on this device');
});

test('logging out empties what the apps kept of the dealer (the saved vehicle), though the app that kept it is not loaded', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(answer('POST /api/user/logout', { Success: true }), ...signedInShop());
  // what the catalogue saved on an earlier page (its code is not part of this shell)
  writeDealerStorage('currentVehicle', '{"vehicle":{"Vin":"WDX3333333A100001"}}');
  writeDealerStorage('catalog.lastPartSearch', '99110000001', 'session');
  window.localStorage.setItem('i18nextLng', 'en');
  renderShop('/logout');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(window.localStorage.getItem('currentVehicle')).toBeNull();
  expect(window.sessionStorage.getItem('catalog.lastPartSearch')).toBeNull();
  expect(Object.keys(window.localStorage).filter((key) => key !== 'i18nextLng' && !key.startsWith('shellFrame'))).toEqual([]);
  expect(window.localStorage.getItem('i18nextLng')).toBe('en'); // the device's language stays
});

test('a token stored by another tab signs this tab in', async () => {
  await prepareShop({ token: null, locale: 'en' });
  server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>x</p>' })), ...signedInShop());
  renderShop('/p/about-us');
  await act(async () => {
    window.localStorage.setItem('token', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
  });
  expect(lastValue('auth:token')).toBe('from-other-tab');
  // signed in: the header counts are loaded
  await waitFor(() => expect(lastValue('cart:count')).toBe(2));
});

test('a session ended by a 401 sends the dealer to /login with the page they were on, and signing in again returns there', async () => {
  await prepareShop({ token: 'expired', locale: 'en' });
  server.use(failure('GET /api/Level4/Cart', 401, { title: 'Unauthorized', status: 401 }, 'Unauthorized'), ...signedInShop());
  renderShop('/level4?from=session');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Flevel4%3Ffrom%3Dsession'));
  server.use(...signedInShop());
  act(() => emit('auth:token', 'fresh'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4\?from=session$/));
});
