import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { orderDetail, orderLine, orderSummary } from '../../test-support/orders';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderPage } from './OrderPage';

/**
 * Extension vor (issue 40, item 5): an order marked 'vehicle off road' at checkout carries a 'VOR' badge (named
 * with the checkout's wording) in the order history and on the order page's heading, and the history filters
 * the VOR orders (kept in the URL). Without the extension nothing shows, whatever the API answers.
 */
const summary = (Id: number, Vor?: boolean) => orderSummary(Id, Vor === undefined ? {} : { Vor });
const DETAIL = orderDetail({ Items: [orderLine('A1', 'Oil filter', 1)], OrderSubtotal: 40, OrderTotal: 40, Vor: true });
const rows = () => screen.queryAllByTestId('order-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('VOR orders (extension vor)', () => {
  test('the history marks the VOR order and shows only VOR orders on asking, in the URL', async () => {
    await setUp({ extensions: ['vor'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', { Orders: [summary(12, true), summary(11, false), summary(10, false)] }));
    const user = userEvent.setup();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await waitFor(() => expect(rows()).toEqual(['1012', '1011', '1010']));
    const [vor, plain] = screen.getAllByTestId('order-row');
    expect(within(vor!).getByRole('img', { name: 'Vehicle off road (VOR)' })).toHaveTextContent('VOR');
    expect(within(plain!).queryByRole('img', { name: 'Vehicle off road (VOR)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'VOR orders only' }));
    expect(rows()).toEqual(['1012']);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-account/order-history?vor=1');
    expect(screen.getByText('1 of 3 orders matches the filters.')).toBeInTheDocument();
  });

  test("in Polish: the filter from the URL, and the order page's heading", async () => {
    await setUp({ language: 'pl', extensions: ['vor'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', { Orders: [summary(12, true), summary(11, false)] }));
    const { unmount } = renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?vor=1' });
    await waitFor(() => expect(rows()).toEqual(['1012']));
    expect(screen.getByRole('checkbox', { name: 'Tylko zamówienia VOR' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Pojazd unieruchomiony (VOR)' })).toBeInTheDocument();
    unmount();

    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    const heading = await screen.findByRole('heading', { level: 1, name: /1012/ });
    expect(within(heading).getByRole('img', { name: 'Pojazd unieruchomiony (VOR)' })).toHaveTextContent('VOR');
  });

  test('without the extension: no badge, no filter, the URL filter means nothing', async () => {
    await setUp({ extensions: [], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', { Orders: [summary(12, true), summary(11)] }), answer('GET /api/Order/get', DETAIL));
    const { unmount } = renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?vor=1' });
    await waitFor(() => expect(rows()).toEqual(['1012', '1011']));
    expect(screen.queryByRole('img', { name: 'Vehicle off road (VOR)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'VOR orders only' })).not.toBeInTheDocument();
    unmount();
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    const heading = await screen.findByRole('heading', { level: 1, name: /1012/ });
    expect(within(heading).queryByRole('img')).not.toBeInTheDocument();
  });
});
