import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '@parts/shared-kernel';
import { customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { CartPage } from '../cart/CartPage';

/**
 * Ordering beyond the stock (extension backorders, issue 40 item 4): the cart's switch, a line
 * partly backordered with its date, dropping the backorder; nothing without the extension.
 */
beforeAll(() => setUpApp());
afterEach(() => publishReferenceData(referenceData));

const withBackorders = () => publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions: ['backorders'] } });
const scarce = { ...line('99110000011', { Id: 11, Quantity: 5 }), Stock: 3, Backorder: { Quantity: 2, ExpectedDate: '2026-12-07' } };

const routes = (cart: unknown[], accept = { Accept: false }) => ({
  'GET /api/Level4/Cart': () => cart,
  'GET /api/Customer/get': () => customer,
  'POST /api/ShoppingCart/Totals': () => totals(201.95),
  'GET /api/ShoppingList': () => [],
  'GET /api/ShoppingCart/Backorders': () => accept,
  'POST /api/ShoppingCart/Backorders': (body: { Accept: boolean }) => body,
  'POST /api/ShoppingCart/UpdateItem': () => ({ Success: true }),
});

it('the switch orders beyond the stock from now on; a line shows what comes from stock and what later, and drops the backorder', async () => {
  withBackorders();
  const api = answerApi(routes([scarce]));
  const user = userEvent.setup();
  renderPage(<CartPage />, '/cart');
  const row = (await screen.findAllByTestId('cart-line'))[0]!;
  expect(within(row).getByTestId('backorder')).toHaveTextContent(/^3 from stock · 2 backordered, expected .*2026/);
  // SPEC's over-the-stock mark gives way to the backorder the dealer chose
  expect(within(row).queryByTestId('over-stock')).not.toBeInTheDocument();

  const accept = await screen.findByRole('checkbox', { name: 'Order beyond the stock: keep the rest as a backorder' });
  await waitFor(() => expect(accept).toBeEnabled());
  expect(accept).not.toBeChecked();
  await user.click(accept);
  await waitFor(() =>
    expect(api.calls.find((call) => call.path === '/api/ShoppingCart/Backorders' && call.method === 'POST')?.body).toEqual({
      Accept: true,
    }),
  );

  await user.click(within(row).getByRole('button', { name: 'Drop the backorder of 99110000011' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.path === '/api/ShoppingCart/UpdateItem')?.body).toEqual({ ProductId: 11, Quantity: 3 }),
  );
});

it('in Polish', async () => {
  withBackorders();
  await act(async () => setLocale('pl'));
  try {
    answerApi(routes([scarce], { Accept: true }));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByTestId('backorder')).toHaveTextContent(/^3 szt\. ze stanu · 2 szt\. zaległe, spodziewane/);
    expect(await screen.findByRole('checkbox', { name: 'Zamawiaj ponad stan: resztę jako zamówienie zaległe' })).toBeChecked();
  } finally {
    await act(async () => setLocale('en'));
  }
});

it('without the extension: no switch, nothing asked of it', async () => {
  const api = answerApi(routes([line('99110000011', { Id: 11, Quantity: 3 })]));
  renderPage(<CartPage />, '/cart');
  expect(await screen.findByRole('heading', { name: '99110000011' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /Order beyond the stock/ })).not.toBeInTheDocument();
  expect(api.calls.some((call) => call.path === '/api/ShoppingCart/Backorders')).toBe(false);
});
