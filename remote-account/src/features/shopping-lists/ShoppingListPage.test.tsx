import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocale, lastValue, setLocale } from '@parts/shared-kernel';
import { mockApi, renderAt, setUp, type ApiCall } from '../../test-support/harness';
import type { ShoppingList } from './api/list-shopping-lists';
import { ShoppingListPage } from './ShoppingListPage';
import { skusToMove } from './skus-to-move';

beforeEach(() => setUp());

const SERVICE_KIT = {
  Id: 3,
  Name: 'Service kit',
  Items: [
    { ProductId: 1, Sku: '99110000001', Name: 'Oil filter', Quantity: 1 },
    { ProductId: 2, Sku: '99110000002', Name: 'Air filter', Quantity: 2 },
    { ProductId: 3, Sku: '99110000003', Name: 'Spark plug', Quantity: 4 },
  ],
};
const WINTER = { Id: 4, Name: 'Winter', Items: [{ ProductId: 9, Sku: '99220000001', Name: 'Wiper blade', Quantity: 2 }] };

function api(lists: unknown[] = [SERVICE_KIT, WINTER]) {
  let current = lists;
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/ShoppingList' && call.method === 'GET') return { body: current };
    if (call.path.startsWith('/api/ShoppingList/CreateCart/')) return { body: ['Only 3 items in stock'] };
    if (call.path === '/api/Level4/Cart') return { body: [{}, {}, {}, {}] };
    if (call.path.startsWith('/api/ShoppingList/') && call.method === 'DELETE') {
      current = current.filter((l) => `/api/ShoppingList/${(l as { Id: number }).Id}` !== call.path);
      return { body: { Success: true } };
    }
    return undefined;
  });
}

test('moves the selected SKUs, or all when none is selected', () => {
  const list = SERVICE_KIT as unknown as ShoppingList;
  expect(skusToMove(list, new Set())).toEqual(['99110000001', '99110000002', '99110000003']);
  expect(skusToMove(list, new Set(['99110000003', '99110000001']))).toEqual(['99110000001', '99110000003']);
});

test('an accordion per list, the first open; the header count follows the lists', async () => {
  api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const kit = await screen.findByRole('button', { name: /Service kit/ });
  const winter = screen.getByRole('button', { name: /Winter/ });
  expect(kit).toHaveAttribute('aria-expanded', 'true');
  expect(winter).toHaveAttribute('aria-expanded', 'false');
  expect(lastValue('shopping-list:count')).toBe(2);
  await userEvent.click(winter);
  expect(winter).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: /Winter/ })).toHaveTextContent('Wiper blade');
});

test('an item SKU searches that part', async () => {
  api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const link = await screen.findByRole('link', { name: '99110000002' });
  expect(link).toHaveAttribute('href', '/level4/product/99110000002?by=sku&vehicleSpecific=true');
});

test('Move to Cart sends the selected SKUs, refreshes the cart count and goes to the cart', async () => {
  const calls = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('checkbox', { name: /99110000002/ }));
  expect(region).toHaveTextContent('1 selected item goes to the cart.');
  await userEvent.click(within(region).getByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  expect(calls.find((c) => c.path === '/api/ShoppingList/CreateCart/3')?.body).toEqual(['99110000002']);
  expect(lastValue('cart:count')).toBe(4);
});

test('Move to Cart with nothing selected sends every SKU', async () => {
  const calls = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  expect(calls.find((c) => c.path === '/api/ShoppingList/CreateCart/3')?.body).toEqual(['99110000001', '99110000002', '99110000003']);
});

test('Remove List asks first, then removes and updates the count', async () => {
  const calls = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('button', { name: 'Remove List' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove list' });
  expect(dialog).toHaveTextContent('Service kit');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove list' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Service kit/ })).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/ShoppingList/3')).toBe(true);
  expect(lastValue('shopping-list:count')).toBe(1);
});

test('no lists: a clear empty state', async () => {
  api([]);
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  expect(await screen.findByText(/You have no shopping lists yet/)).toBeInTheDocument();
  expect(lastValue('shopping-list:count')).toBe(0);
});

test('a language switch loads the lists again, the open list staying open and shown until they answer', async () => {
  mockApi((call: ApiCall) => {
    if (call.path !== '/api/ShoppingList') return undefined;
    // the API answers in the language the client asks for
    const name = currentLocale() === 'pl' ? 'Wkład filtra oleju' : 'Oil filter element';
    return { body: [{ ...SERVICE_KIT, Items: [{ ...SERVICE_KIT.Items[0], Name: name }] }] };
  });
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const kit = await screen.findByRole('button', { name: /Service kit/ });
  expect(screen.getByRole('region', { name: /Service kit/ })).toHaveTextContent('Oil filter element');
  act(() => setLocale('pl'));
  await waitFor(() => expect(screen.getByRole('region', { name: /Service kit/ })).toHaveTextContent('Wkład filtra oleju'));
  expect(kit).toHaveAttribute('aria-expanded', 'true');
});
