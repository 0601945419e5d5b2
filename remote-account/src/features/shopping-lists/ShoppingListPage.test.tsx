import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValue, setLocale } from '@parts/shared-kernel';
import { answer, callsMade, cartLine, server } from '@parts/shared-kernel/test-support';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import { listPrices } from './list-test-data';
import type { ShoppingList } from './api/list-shopping-lists';
import { ShoppingListPage } from './ShoppingListPage';
import { skusToMove } from './skus-to-move';

beforeEach(() => setUp());

const SERVICE_KIT: ShoppingList = {
  Id: 3,
  Name: 'Service kit',
  Items: [
    { ProductId: 1, Sku: '99110000001', Name: 'Oil filter', Quantity: 1 },
    { ProductId: 2, Sku: '99110000002', Name: 'Air filter', Quantity: 2 },
    { ProductId: 3, Sku: '99110000003', Name: 'Spark plug', Quantity: 4 },
  ],
};
const WINTER: ShoppingList = { Id: 4, Name: 'Winter', Items: [{ ProductId: 9, Sku: '99220000001', Name: 'Wiper blade', Quantity: 2 }] };

function api(lists: ShoppingList[] = [SERVICE_KIT, WINTER], movedNotices: string[] = ['Only 3 items in stock']) {
  let current = lists;
  const moved = recorded('POST /api/ShoppingList/CreateCart/:id', movedNotices);
  server.use(
    answer('GET /api/ShoppingList', () => current),
    moved.handler,
    answer(
      'GET /api/Level4/Cart',
      Array.from({ length: 4 }, (_, i) => cartLine(String(99110000001 + i))),
    ),
    answer('DELETE /api/ShoppingList/:id', ({ params }) => {
      current = current.filter((list) => String(list.Id) !== params.id);
      return { Success: true };
    }),
    // an open list shows its parts' current prices
    listPrices(),
  );
  return moved.bodies;
}

test('moves the selected SKUs, or all when none is selected', () => {
  const list = SERVICE_KIT;
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
  const moved = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('checkbox', { name: /99110000002/ }));
  expect(region).toHaveTextContent('1 selected item goes to the cart.');
  await userEvent.click(within(region).getByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  expect(callsMade()).toContain('POST /api/ShoppingList/CreateCart/3');
  expect(moved).toEqual([['99110000002']]);
  expect(lastValue('cart:count')).toBe(4);
});

test("Move to Cart of a part that cannot be sold says the API's refusal, not 'Products added to cart' (issue 37, item 9)", async () => {
  const refusal = 'SKU 99110000002: Product temporarily unavailable: not added to the cart.';
  api([SERVICE_KIT, WINTER], [refusal]);
  const notices = collectNotices();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('checkbox', { name: /99110000002/ }));
  await userEvent.click(within(region).getByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: refusal }));
  expect(notices).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
});

test('Move to Cart with nothing selected sends every SKU', async () => {
  const moved = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  expect(callsMade()).toContain('POST /api/ShoppingList/CreateCart/3');
  expect(moved).toEqual([['99110000001', '99110000002', '99110000003']]);
});

test('Remove List asks first, then removes and updates the count', async () => {
  api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const region = await screen.findByRole('region', { name: /Service kit/ });
  await userEvent.click(within(region).getByRole('button', { name: 'Remove List' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove list' });
  expect(dialog).toHaveTextContent('Service kit');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove list' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Service kit/ })).not.toBeInTheDocument());
  expect(callsMade()).toContain('DELETE /api/ShoppingList/3');
  expect(lastValue('shopping-list:count')).toBe(1);
});

test('no lists: a clear empty state', async () => {
  api([]);
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  expect(await screen.findByText(/You have no shopping lists yet/)).toBeInTheDocument();
  expect(lastValue('shopping-list:count')).toBe(0);
});

test('a language switch loads the lists again, the open list staying open and shown until they answer', async () => {
  server.use(
    answer('GET /api/ShoppingList', ({ request }) => {
      // the API answers in the language the client asks for
      const name = request.headers.get('Accept-Language') === 'pl' ? 'Wkład filtra oleju' : 'Oil filter element';
      return [{ ...SERVICE_KIT, Items: [{ ...SERVICE_KIT.Items[0]!, Name: name }] }];
    }),
    listPrices(),
  );
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  const kit = await screen.findByRole('button', { name: /Service kit/ });
  expect(screen.getByRole('region', { name: /Service kit/ })).toHaveTextContent('Oil filter element');
  act(() => setLocale('pl'));
  await waitFor(() => expect(screen.getByRole('region', { name: /Service kit/ })).toHaveTextContent('Wkład filtra oleju'));
  expect(kit).toHaveAttribute('aria-expanded', 'true');
});
