import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, callsMade, server } from '@parts/shared-kernel/test-support';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import type { ShoppingList } from './api/list-shopping-lists';
import { productStock } from './list-test-data';
import { ShoppingListPage } from './ShoppingListPage';

/**
 * Issue 27, item 6: a shopping list's items get their quantity edited (read in the shop's
 * language) and are removed one by one through PUT /api/ShoppingList/:id, and show their current
 * prices and the list's value through the contract's price calls.
 */

const KIT: ShoppingList = {
  Id: 3,
  Name: 'Service kit',
  Items: [
    { ProductId: 1, Sku: '99110000001', Name: 'Oil filter', Quantity: 1 },
    { ProductId: 2, Sku: '99110000002', Name: 'Air filter', Quantity: 2 },
    { ProductId: 3, Sku: '99110000003', Name: 'Spark plug', Quantity: 4 },
  ],
};
const PRICES: Record<string, number> = { '99110000001': 40.39, '99110000002': 0, '99110000003': 12.5 };

function api(list: ShoppingList = KIT) {
  let current = list;
  const put = recorded('PUT /api/ShoppingList/:id', ({ body }) => {
    const items = body.Items ?? [];
    current = {
      ...current,
      Items: items.map((item) => {
        const known = current.Items.find((old) => old.Sku === item.Sku)!;
        return { ...known, Quantity: Number(item.Quantity ?? 1) };
      }),
    };
    return current;
  });
  server.use(
    answer('GET /api/ShoppingList', () => [current]),
    put.handler,
    answer('POST /api/level4/ProductStock', ({ body }) => productStock(body.sku, PRICES[body.sku] ?? 1)),
    answer('POST /api/level4/ProductStock/Batch', ({ body }) => body.map((line) => productStock(line.sku, PRICES[line.sku] ?? 1))),
  );
  return put.bodies;
}

const row = (sku: string) => screen.getAllByTestId('shopping-list-item').find((item) => item.textContent?.includes(sku))!;

describe('shopping list items', () => {
  test("show their current prices, each line's value and the list's (a part without a price said and left out)", async () => {
    await setUp();
    api();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    await waitFor(() => expect(screen.getByTestId('shopping-list-value')).toHaveTextContent(/90,39\s*zł/));
    expect(row('99110000001')).toHaveTextContent(/40,39\s*zł/);
    expect(row('99110000003')).toHaveTextContent(/12,50\s*zł.*50,00\s*zł/);
    expect(row('99110000002')).toHaveTextContent('Temporarily unavailable');
    expect(screen.getByText('The list value leaves out 1 item without a price.')).toBeInTheDocument();
    // SPEC's ProductStock, one part a call, without the batch extension
    expect(callsMade().filter((call) => call.startsWith('POST /api/level4/ProductStock'))).toEqual([
      'POST /api/level4/ProductStock',
      'POST /api/level4/ProductStock',
      'POST /api/level4/ProductStock',
    ]);
  });

  test('with the extension batch-stock the prices come in one call', async () => {
    await setUp({ extensions: ['batch-stock'] });
    api();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    await waitFor(() => expect(screen.getByTestId('shopping-list-value')).toHaveTextContent(/90,39\s*zł/));
    expect(callsMade().filter((call) => call.startsWith('POST /api/level4/ProductStock'))).toEqual(['POST /api/level4/ProductStock/Batch']);
  });

  test("an item's quantity is edited: sent with the list's other items unchanged; the value follows", async () => {
    await setUp();
    const sent = api();
    const notices = collectNotices();
    const user = userEvent.setup();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 99110000001' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        {
          Items: [
            { Sku: '99110000001', Quantity: 3 },
            { Sku: '99110000002', Quantity: 2 },
            { Sku: '99110000003', Quantity: 4 },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('shopping-list-value')).toHaveTextContent(/171,17\s*zł/));
    expect(notices).toContainEqual({ kind: 'success', message: 'The quantity in the list "Service kit" was changed.' });
  });

  test('a quantity typed into the field clicked twice replaces the one shown: 3 is sent, not 13 (issue 37, item 10)', async () => {
    await setUp();
    const sent = api();
    const user = userEvent.setup();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 99110000001' });
    expect(quantity).toHaveValue('1');
    await user.click(quantity);
    await user.click(quantity);
    await user.keyboard('3{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        {
          Items: [
            { Sku: '99110000001', Quantity: 3 },
            { Sku: '99110000002', Quantity: 2 },
            { Sku: '99110000003', Quantity: 4 },
          ],
        },
      ]),
    );
  });

  test('a quantity that is not a whole number from 1 to 9999 is said at the field and not sent', async () => {
    await setUp({ language: 'pl' });
    const sent = api();
    const user = userEvent.setup();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    const quantity = await screen.findByRole('textbox', { name: 'Ilość 99110000003' });
    await user.clear(quantity);
    await user.type(quantity, '2,5{Enter}');
    expect(await within(row('99110000003')).findByRole('alert')).toHaveTextContent('Wpisz liczbę całkowitą, np. 12');
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(await within(row('99110000003')).findByRole('alert')).toHaveTextContent('Wpisz liczbę od 1 do 9999');
    expect(sent).toEqual([]);
  });

  test('one item is removed from the list, the others kept', async () => {
    await setUp();
    const sent = api();
    const notices = collectNotices();
    const user = userEvent.setup();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    await user.click(await screen.findByRole('button', { name: 'Remove 99110000002 Air filter from the list' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          Items: [
            { Sku: '99110000001', Quantity: 1 },
            { Sku: '99110000003', Quantity: 4 },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('shopping-list-item')).toHaveLength(2));
    expect(screen.queryByText('Air filter')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Service kit/ })).toHaveTextContent('2 items');
    expect(notices).toContainEqual({ kind: 'success', message: 'The item was removed from the list "Service kit".' });
  });

  test('in Polish', async () => {
    await setUp({ language: 'pl' });
    api();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    await waitFor(() => expect(screen.getByTestId('shopping-list-value')).toHaveTextContent(/90,39\s*zł/));
    expect(screen.getByRole('columnheader', { name: 'Cena' })).toBeInTheDocument();
    expect(screen.getByText('Wartość listy')).toBeInTheDocument();
    expect(row('99110000002')).toHaveTextContent('Chwilowo niedostępny');
    expect(screen.getByRole('button', { name: 'Usuń 99110000002 Air filter z listy' })).toBeInTheDocument();
  });

  test('an item withdrawn by a feed (extension feeds): said with its replacement, no price; its replacement put in its place adds to the line there', async () => {
    await setUp();
    const withdrawn: ShoppingList = {
      ...KIT,
      Items: [
        { ...KIT.Items[1]!, Withdrawn: { ReplacedBy: { Id: 1, Sku: '99110000001', Name: 'Oil filter' } } },
        KIT.Items[0]!,
        { ...KIT.Items[2]!, Withdrawn: { ReplacedBy: null } },
      ],
    };
    const sent = api(withdrawn);
    const notices = collectNotices();
    const user = userEvent.setup();
    renderAt(<ShoppingListPage />, { url: '/my-account/shopping-list' });
    await waitFor(() => expect(screen.getByTestId('shopping-list-value')).toHaveTextContent(/40,39\s*zł/));
    expect(within(row('99110000002')).getByTestId('withdrawn')).toHaveTextContent(
      'Withdrawn from the catalogue, replaced by 99110000001 Oil filter.',
    );
    expect(row('99110000002')).toHaveTextContent('Withdrawn');
    // said as withdrawn, not as "without a price"
    expect(screen.getByText('The list value leaves out 2 items withdrawn from the catalogue.')).toBeInTheDocument();
    expect(screen.queryByText(/without a price/)).not.toBeInTheDocument();
    expect(within(row('99110000003')).getByTestId('withdrawn')).toHaveTextContent(/^Withdrawn from the catalogue\.$/);
    expect(within(row('99110000003')).queryByRole('button', { name: /instead/ })).not.toBeInTheDocument();
    await user.click(within(row('99110000002')).getByRole('button', { name: 'Put 99110000001 in the list instead' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          Items: [
            { Sku: '99110000001', Quantity: 3 },
            { Sku: '99110000003', Quantity: 4 },
          ],
        },
      ]),
    );
    expect(notices).toContainEqual({ kind: 'success', message: '99110000001 is in the list Service kit instead of 99110000002.' });
  });
});
