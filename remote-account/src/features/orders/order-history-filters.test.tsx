import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as contract from '@parts/contract/orders';
import { address, answer, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderPage } from './OrderPage';

/**
 * Issue 27, item 6: the order history filters by number, dates and status and searches the
 * dealer's own reference (extension order-reference), the filters kept in the URL; the order shows
 * its reference. Without the extension neither the column nor the search shows.
 */

const order = (Id: number, OrderNumber: string, day: string, OrderStatus: string, CustomerReference?: string) => ({
  Id,
  OrderNumber,
  CreatedOn: `${day}T10:00:00.000Z`,
  OrderTotal: 100 + Id,
  PaymentStatus: 'Paid',
  ShippingStatus: 'Delivered',
  OrderStatus,
  ...(CustomerReference === undefined ? {} : { CustomerReference }),
});
const WITH_REFERENCES = {
  Orders: [
    order(4, '100004', '2025-05-20', 'Pending', ''),
    order(3, '100003', '2025-03-02', 'Processing', 'ZZ/2025/031 warsztat'),
    order(2, '100002', '2025-01-14', 'Complete', 'ZZ/2025/014'),
    order(1, '100001', '2024-11-05', 'Cancelled', ''),
  ],
};
const PLAIN = { Orders: WITH_REFERENCES.Orders.map(({ CustomerReference: _ignored, ...rest }) => rest) };

const rows = () => screen.queryAllByTestId('order-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('order history filters', () => {
  test('by number, reference, dates and status; each kept in the URL', async () => {
    await setUp({ extensions: ['order-reference'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', WITH_REFERENCES));
    const user = userEvent.setup();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await waitFor(() => expect(rows()).toEqual(['100004', '100003', '100002', '100001']));
    expect(screen.getByRole('columnheader', { name: 'Your reference' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-row')[1]).toHaveTextContent('ZZ/2025/031 warsztat');

    const search = screen.getByRole('search', { name: 'Filter orders' });
    await user.type(within(search).getByRole('searchbox', { name: 'Your reference' }), 'zz/2025/0');
    expect(rows()).toEqual(['100003', '100002']);
    expect(location()).toBe('/my-account/order-history?ref=zz%2F2025%2F0');
    expect(screen.getByText('2 of 4 orders match the filters.')).toBeInTheDocument();

    await user.type(within(search).getByRole('searchbox', { name: 'Order number' }), '0002');
    expect(rows()).toEqual(['100002']);
    await user.clear(within(search).getByRole('searchbox', { name: 'Order number' }));
    await user.clear(within(search).getByRole('searchbox', { name: 'Your reference' }));
    expect(location()).toBe('/my-account/order-history');

    await user.selectOptions(within(search).getByRole('combobox', { name: 'Order status' }), 'Cancelled');
    expect(rows()).toEqual(['100001']);
    // the statuses offered are the dealer's orders', in the order an order goes through them
    expect(
      within(within(search).getByRole('combobox', { name: 'Order status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'Pending', 'Processing', 'Complete', 'Cancelled']);
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Order status' }), '');
    // dates: both days included
    await user.type(within(search).getByLabelText('From'), '2025-01-14');
    await user.type(within(search).getByLabelText('To'), '2025-03-02');
    expect(rows()).toEqual(['100003', '100002']);
    expect(location()).toBe('/my-account/order-history?from=2025-01-14&to=2025-03-02');
  });

  test('a change that comes before the last one is rendered keeps it: the number cleared, then a date picked at once', async () => {
    await setUp({ extensions: ['order-reference'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', WITH_REFERENCES));
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?number=100003' });
    await waitFor(() => expect(rows()).toEqual(['100003']));
    const search = screen.getByRole('search', { name: 'Filter orders' });
    // both in one turn: the second change is made with what the first render showed
    act(() => {
      fireEvent.change(within(search).getByRole('searchbox', { name: 'Order number' }), { target: { value: '' } });
      fireEvent.change(within(search).getByLabelText('From'), { target: { value: '2025-01-01' } });
    });
    await waitFor(() => expect(location()).toBe('/my-account/order-history?from=2025-01-01'));
    expect(rows()).toEqual(['100004', '100003', '100002']);
  });

  test('nothing matching says so, with a way back to every order', async () => {
    await setUp({ extensions: ['order-reference'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', WITH_REFERENCES));
    const user = userEvent.setup();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?number=999&status=Complete' });
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(rows()).toEqual([]);
    // the filters shown are the URL's (a reload or a shared link keeps them)
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveValue('999');
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('Complete');
    const clears = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clears[clears.length - 1]!);
    expect(rows()).toEqual(['100004', '100003', '100002', '100001']);
    expect(location()).toBe('/my-account/order-history');
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toHaveValue('');
  });

  test('hostile URL values are cleaned, never trusted: control characters dropped, texts cut, impossible dates ignored', async () => {
    await setUp({ extensions: ['order-reference'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', WITH_REFERENCES));
    renderAt(<OrderHistoryPage />, { url: `/my-account/order-history?number=1000%0003&from=2025-02-31&ref=${'z'.repeat(500)}` });
    expect(await screen.findByRole('searchbox', { name: 'Order number' })).toHaveValue('100003');
    expect(screen.getByRole('searchbox', { name: 'Your reference' })).toHaveValue('z'.repeat(50));
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  test('in Polish', async () => {
    await setUp({ language: 'pl', extensions: ['order-reference'], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', WITH_REFERENCES));
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?ref=warsztat' });
    expect(await screen.findByRole('search', { name: 'Filtruj zamówienia' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Twój numer referencyjny' })).toHaveValue('warsztat');
    expect(rows()).toEqual(['100003']);
    expect(screen.getByText('Filtrom odpowiada 1 z 4 zamówień.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Twój nr referencyjny' })).toBeInTheDocument();
  });

  test('without the extension: no reference column or search; a ref in the URL filters nothing', async () => {
    await setUp({ general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', PLAIN));
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?ref=zz' });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('columnheader', { name: 'Your reference' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Your reference' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Order number' })).toBeInTheDocument();
  });
});

describe("the order's reference on its detail", () => {
  const ADDRESS = address({
    FirstName: 'Jan',
    LastName: 'Kowalski',
    Address1: 'Długa 1',
    City: 'Warszawa',
    ZipPostalCode: '00-001',
    CountryName: 'Poland',
  });
  const DETAIL: contract.OrderDetail = {
    Id: 3,
    OrderNumber: '100003',
    CreatedOn: '2025-03-02T10:00:00.000Z',
    OrderStatus: 'Processing',
    PaymentMethodStatus: 'Paid',
    ShippingStatus: 'Shipped',
    PickUpInStore: false,
    PickupAddress: null,
    ShippingAddress: ADDRESS,
    BillingAddress: ADDRESS,
    ShippingMethod: 'Courier DHL',
    PaymentMethod: 'Trade credit',
    Items: [],
    OrderNotes: [],
    OrderSubtotal: 10,
    OrderSubTotalDiscount: 0,
    OrderShipping: 0,
    PaymentMethodAdditionalFee: 0,
    DisplayTax: true,
    Tax: 1.87,
    DisplayTaxRates: true,
    TaxRates: [{ Rate: 23, Value: 1.87 }],
    OrderTotalDiscount: 0,
    OrderTotal: 10,
    CustomerReference: 'ZZ/2025/031 warsztat',
  };

  test.each([
    ['en', 'Your reference'],
    ['pl', 'Twój nr referencyjny'],
  ] as const)('in %s, with the extension', async (language, label) => {
    await setUp({ language, extensions: ['order-reference'] });
    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/orderdetails/3', path: '/orderdetails/:id' });
    expect(await screen.findByTestId('order-reference')).toHaveTextContent('ZZ/2025/031 warsztat');
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  test('not without the extension', async () => {
    await setUp();
    const { CustomerReference: _ignored, ...plain } = DETAIL;
    server.use(answer('GET /api/Order/get', plain));
    renderAt(<OrderPage />, { url: '/orderdetails/3', path: '/orderdetails/:id' });
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-reference')).not.toBeInTheDocument();
  });
});
