import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastValue, setLocale } from '@parts/shared-kernel';
import { answer, cartLine, referenceData, server, storeConfig, publishReferenceData } from '@parts/shared-kernel/test-support';
import { collectNotices, recorded, renderAt, setUp } from '../../test-support/harness';
import type { OrderDetail } from '@parts/contract/orders';
import { inBatches } from './api/order-again';
import { OrderPage } from './OrderPage';

const LINE = { ProductName: 'Oil filter', Quantity: 2, UnitPrice: 40, Discount: 0, UnitPriceWithoutDiscount: 40, SubTotal: 80 };
const ORDER: OrderDetail = {
  Id: 2,
  OrderNumber: '1002',
  CreatedOn: '2025-03-14T09:30:00.000Z',
  OrderStatus: 'Complete',
  PaymentMethodStatus: 'Paid',
  ShippingStatus: 'Delivered',
  PickUpInStore: false,
  PickupAddress: null,
  ShippingAddress: null,
  BillingAddress: null,
  ShippingMethod: 'Courier',
  PaymentMethod: 'Bank transfer',
  Items: [
    { ...LINE, ProductId: 1, Sku: '99110000001', ProductName: 'Oil filter', Quantity: 2 },
    { ...LINE, ProductId: 2, Sku: '99110000002', ProductName: 'Air filter', Quantity: 1 },
    { ...LINE, ProductId: 3, Sku: '99990000009', ProductName: 'Old bracket', Quantity: 4 },
  ],
  OrderNotes: [],
  OrderSubtotal: 240,
  OrderSubTotalDiscount: null,
  OrderShipping: null,
  PaymentMethodAdditionalFee: null,
  DisplayTax: false,
  Tax: null,
  DisplayTaxRates: false,
  TaxRates: [],
  OrderTotalDiscount: null,
  OrderTotal: 240,
};

function api(order: OrderDetail = ORDER, notices: string[] = ['SKU 99990000009 not found']) {
  const csv = recorded('POST /api/Level4/cartFromCsv', notices);
  server.use(
    answer('GET /api/Order/get', order),
    csv.handler,
    answer(
      'GET /api/Level4/Cart',
      Array.from({ length: 5 }, (_, i) => cartLine(String(99110000001 + i))),
    ),
  );
  return csv.bodies;
}

beforeEach(() => setUp());

test('with no line checked, Order again sends every line, lists what the API reports and updates the cart count', async () => {
  const notices = collectNotices();
  const csv = api();
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  const again = await screen.findByTestId('order-again');
  expect(again).toHaveTextContent('No line checked: every line goes to the cart.');
  await userEvent.click(within(again).getByRole('button', { name: 'Order again' }));
  const result = await screen.findByTestId('order-again-result');
  expect(csv).toEqual([
    [
      { sku: '99110000001', quantity: 2 },
      { sku: '99110000002', quantity: 1 },
      { sku: '99990000009', quantity: 4 },
    ],
  ]);
  expect(within(result).getByRole('alert')).toHaveTextContent('SKU 99990000009 not found');
  expect(notices).toContainEqual({ kind: 'success', message: 'Products added to cart' });
  expect(within(result).getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  await waitFor(() => expect(lastValue('cart:count')).toBe(5));
});

test("a line that cannot be sold: the API's refusal is listed, and 'Products added to cart' is not said (issue 37, item 9)", async () => {
  const notices = collectNotices();
  const refusal = 'SKU 99110000002: Product temporarily unavailable: not added to the cart.';
  const csv = api(ORDER, [refusal]);
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  await userEvent.click(await screen.findByRole('checkbox', { name: /99110000002 Air filter/ }));
  await userEvent.click(within(screen.getByTestId('order-again')).getByRole('button', { name: 'Order again' }));
  const result = await screen.findByTestId('order-again-result');
  expect(csv).toEqual([[{ sku: '99110000002', quantity: 1 }]]);
  expect(within(result).getByRole('alert')).toHaveTextContent(refusal);
  await waitFor(() => expect(lastValue('cart:count')).toBe(5));
  expect(notices).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
});

test('only the checked lines go, checked from the keyboard', async () => {
  const csv = api(ORDER, []);
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  const box = await screen.findByRole('checkbox', { name: /99110000002 Air filter/ });
  box.focus();
  await userEvent.keyboard(' ');
  expect(box).toBeChecked();
  expect(screen.getByTestId('order-again')).toHaveTextContent('1 checked line goes to the cart.');
  // the button is reached with Tab from the checkboxes (past the last line's part link)
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Order again' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByTestId('order-again-result')).toHaveTextContent('Every line is in the cart.');
  expect(csv).toEqual([[{ sku: '99110000002', quantity: 1 }]]);
});

test('an order of more than 100 lines goes in batches of at most 100 (the API refuses more)', async () => {
  expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  const items = Array.from({ length: 205 }, (_, i) => ({
    ...LINE,
    ProductId: i + 1,
    Sku: `9911${String(i).padStart(7, '0')}`,
    Quantity: 1,
  }));
  const csv = api({ ...ORDER, Items: items }, ['SKU 99110000204 not found']);
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
  const result = await screen.findByTestId('order-again-result');
  expect(csv.map((batch) => batch.length)).toEqual([100, 100, 5]);
  expect(csv.flatMap((batch) => batch.map((line) => line.sku))).toEqual(items.map((i) => i.Sku));
  // each batch's notices are listed
  expect(within(result).getAllByRole('listitem')).toHaveLength(3);
});

test('an order without lines offers no Order again', async () => {
  api({ ...ORDER, Items: [] });
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  await screen.findByTestId('order-detail');
  expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
});

test('in Polish: Zamów ponownie', async () => {
  const notices = collectNotices();
  api();
  act(() => setLocale('pl'));
  renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
  const again = await screen.findByTestId('order-again');
  expect(again).toHaveTextContent('Nic nie zaznaczono: do koszyka trafią wszystkie pozycje.');
  await userEvent.click(screen.getByRole('checkbox', { name: /Zamów ponownie: 99110000001/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Zamów ponownie: 99110000002/ }));
  expect(again).toHaveTextContent('Do koszyka trafią 2 zaznaczone pozycje.');
  await userEvent.click(within(again).getByRole('button', { name: 'Zamów ponownie' }));
  await screen.findByTestId('order-again-result');
  expect(notices).toContainEqual({ kind: 'success', message: 'Produkty zostały dodane do koszyka' });
});

test('an order line of a number superseded since (extension supersession) is reported: the cart gets the current part', async () => {
  const superseded = { ...ORDER, Items: [{ ...LINE, ProductId: 7, Sku: '99110000101', ProductName: 'Wkład filtra oleju', Quantity: 2 }] };
  const csv = api(superseded, ['99110000101 zastąpiony przez 99110000001']);
  await act(() => setLocale('pl'));
  try {
    renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
    const again = await screen.findByTestId('order-again');
    await userEvent.click(within(again).getByRole('button', { name: 'Zamów ponownie' }));
    const result = await screen.findByTestId('order-again-result');
    expect(within(result).getByRole('alert')).toHaveTextContent('Nie wszystko trafiło do koszyka tak, jak zamówiono:');
    expect(within(result).getByRole('listitem')).toHaveTextContent('99110000101 zastąpiony przez 99110000001');
    expect(csv).toEqual([[{ sku: '99110000101', quantity: 2 }]]);
  } finally {
    await act(() => setLocale('en'));
  }
});

describe('with the report (extension import-report)', () => {
  test('lists what happened to each line of the order, with a summary; nothing added, no "added" notice', async () => {
    publishReferenceData(referenceData({ config: storeConfig({ extensions: ['import-report'] }) }));
    const notices = collectNotices();
    const paths: string[] = [];
    server.use(
      answer('GET /api/Order/get', ORDER),
      answer('POST /api/Level4/cartFromCsv', ({ url }) => {
        paths.push(url.pathname + url.search);
        return {
          Notices: ['SKU 99110000002: Product temporarily unavailable: not added to the cart.', 'SKU 99990000009 not found'],
          Lines: [
            { Sku: '99110000001', Quantity: 2, Result: 'fewer', Added: 0, Stock: 0 },
            { Sku: '99110000002', Quantity: 1, Result: 'no-price', Added: 0 },
            { Sku: '99990000009', Quantity: 4, Result: 'not-found', Added: 0 },
          ],
        };
      }),
      answer('GET /api/Level4/Cart', []),
    );
    renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
    await userEvent.click(within(await screen.findByTestId('order-again')).getByRole('button', { name: 'Order again' }));
    const report = await screen.findByTestId('order-again-report');
    expect(paths).toEqual(['/api/Level4/cartFromCsv?report=lines']);
    expect(within(report).getByTestId('import-report-summary').textContent).toBe(
      '1 line with less than asked1 number not found1 part without a price',
    );
    expect(
      within(within(report).getByTestId('import-report-rows'))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '99110000001Added 0 of 2Not in stock: nothing added',
      '99110000002Added 0 of 1No price, not sold: not added',
      '99990000009Added 0 of 4No part has this number: not added',
    ]);
    expect(notices.filter((notice) => notice.kind === 'success')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });
});
