import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, cartLine, referenceData, server, storeConfig, publishReferenceData } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import type { ShoppingList } from './api/list-shopping-lists';
import { ShoppingListPage } from './ShoppingListPage';
import { listPrices } from './list-test-data';

/** A list into the cart with the API's report (extension import-report). */

const KIT: ShoppingList = {
  Id: 3,
  Name: 'Service kit',
  Items: [
    { ProductId: 1, Sku: '99110000001', Name: 'Oil filter', Quantity: 1 },
    { ProductId: 2, Sku: '99110000002', Name: 'Oil filter housing', Quantity: 2 },
  ],
};

async function withReport(language: 'en' | 'pl' = 'en') {
  await setUp({ language });
  publishReferenceData(referenceData({ config: storeConfig({ extensions: ['import-report'] }) }));
}

function api() {
  const paths: string[] = [];
  server.use(
    answer('GET /api/ShoppingList', [KIT]),
    answer('POST /api/ShoppingList/CreateCart/:id', ({ url }) => {
      paths.push(url.pathname + url.search);
      return {
        Notices: ['SKU 99110000002: Product temporarily unavailable: not added to the cart.'],
        Lines: [
          { Sku: '99110000001', Quantity: 1, Result: 'added', Added: 1 },
          { Sku: '99110000002', Quantity: 2, Result: 'no-price', Added: 0 },
        ],
      };
    }),
    answer('GET /api/Level4/Cart', [cartLine('99110000001')]),
    listPrices(),
  );
  return paths;
}

test('the list stays on screen with what happened to each item, and a link on to the cart', async () => {
  await withReport();
  const paths = api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  await userEvent.click(await screen.findByRole('button', { name: 'Move to Cart' }));
  const report = await screen.findByTestId('list-to-cart-report');
  expect(paths).toEqual(['/api/ShoppingList/CreateCart/3?report=lines']);
  expect(within(report).getByTestId('import-report-summary').textContent).toBe('1 line added1 part without a price');
  expect(
    within(within(report).getByTestId('import-report-rows'))
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual(['99110000001Added 1 of 1Added in full', '99110000002Added 0 of 2No price, not sold: not added']);
  expect(report).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  expect(screen.getByTestId('location')).toHaveTextContent('/my-account/shopping-list');
});

test('in Polish', async () => {
  await withReport('pl');
  api();
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  await userEvent.click(await screen.findByRole('button', { name: 'Przenieś do koszyka' }));
  const report = await screen.findByTestId('list-to-cart-report');
  expect(within(report).getByTestId('import-report-summary').textContent).toBe('1 pozycja dodana1 część bez ceny');
  expect(report).toHaveTextContent('Bez ceny, nie do kupienia: nie dodano');
});

test('when every item went in as listed, on to the cart as before (nothing to read)', async () => {
  await withReport();
  server.use(
    answer('GET /api/ShoppingList', [KIT]),
    answer('POST /api/ShoppingList/CreateCart/:id', {
      Notices: [],
      Lines: [
        { Sku: '99110000001', Quantity: 1, Result: 'added', Added: 1 },
        { Sku: '99110000002', Quantity: 2, Result: 'added', Added: 2 },
      ],
    }),
    answer('GET /api/Level4/Cart', [cartLine('99110000001')]),
    listPrices(),
  );
  renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
  await userEvent.click(await screen.findByRole('button', { name: 'Move to Cart' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
  expect(screen.queryByTestId('list-to-cart-report')).not.toBeInTheDocument();
});
