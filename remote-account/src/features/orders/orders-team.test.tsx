import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMe } from '@parts/contract/team';
import { address, answer, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { orderDetail, orderSummary } from '../../test-support/orders';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderPage } from './OrderPage';

/**
 * Issue 41, item 3 (extension team): the order history shows who placed each order (and who
 * approved it) and filters by person; the order page names both. Without the extension: as SPEC.
 */
const order = (id: number, placedBy: string, approvedBy = '') =>
  orderSummary(id, {
    OrderNumber: `10${id}`,
    CreatedOn: '2026-11-14T09:30:00.000Z',
    OrderTotal: 100 * id,
    PlacedBy: placedBy,
    ApprovedBy: approvedBy,
  });
const ORDERS = { Orders: [order(3, 'Anna Lada', 'Bogdan Buyer'), order(2, 'Jan Kowalski'), order(1, 'Anna Lada', 'Jan Kowalski')] };
const ADMIN: TeamMe = { EmployeeId: null, Name: 'Jan Kowalski', Email: 'dealer@example.com', Phone: '', Role: 'administrator' };

test('in Polish: a column of who placed each order and a filter by person, kept in the address', async () => {
  await setUp({ language: 'pl', extensions: ['team'], general: { showIncadeaOrders: false } });
  server.use(answer('GET /api/Team/Me', ADMIN), answer('GET /api/Order/List', ORDERS));
  const user = userEvent.setup();
  renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
  const rows = await screen.findAllByTestId('order-row');
  expect(within(rows[0]!).getByText('Anna Lada').closest('td')).toHaveAttribute('data-label', 'Zamawiający');
  expect(rows[0]).toHaveTextContent('(zatwierdził: Bogdan Buyer)');
  expect(screen.getByRole('columnheader', { name: 'Zamawiający' })).toBeInTheDocument();

  const person = screen.getByRole('combobox', { name: 'Zamawiający' });
  expect(
    within(person)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Wszyscy', 'Anna Lada', 'Jan Kowalski']);
  await user.selectOptions(person, 'Anna Lada');
  await waitFor(() =>
    expect(screen.getAllByTestId('order-row').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['103', '101']),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('?by=Anna+Lada');
});

test('without the extension: no column, no filter by person', async () => {
  await setUp({ general: { showIncadeaOrders: false } });
  server.use(answer('GET /api/Order/List', { Orders: ORDERS.Orders.map(({ PlacedBy: _p, ApprovedBy: _a, ...rest }) => rest) }));
  renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?by=Anna+Lada' });
  expect(await screen.findAllByTestId('order-row')).toHaveLength(3);
  expect(screen.queryByRole('columnheader', { name: 'Placed by' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Placed by' })).not.toBeInTheDocument();
});

test('the order page names who placed the order and who approved it', async () => {
  await setUp({ extensions: ['team'] });
  const detail = orderDetail({
    Id: 3,
    OrderNumber: '103',
    CreatedOn: '2026-11-14T09:30:00.000Z',
    ShippingAddress: address(),
    BillingAddress: address(),
    OrderSubtotal: 300,
    OrderTotal: 300,
    PlacedBy: 'Anna Lada',
    ApprovedBy: 'Bogdan Buyer',
  });
  server.use(answer('GET /api/Team/Me', ADMIN), answer('GET /api/Order/get', detail));
  renderAt(<OrderPage />, { url: '/orderdetails/3', path: '/orderdetails/:id' });
  expect(await screen.findByTestId('order-placed-by')).toHaveTextContent('Anna Lada');
  expect(screen.getByTestId('order-approved-by')).toHaveTextContent('Bogdan Buyer');
  expect(screen.getByText('Placed by')).toBeInTheDocument();
  expect(screen.getByText('Approved by')).toBeInTheDocument();
});
