import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@parts/shared-kernel';
import userEvent from '@testing-library/user-event';
import type * as contract from '@parts/contract/orders';
import { address, answer, brokenAnswer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { collectNotices, renderAt, setUp } from '../../test-support/harness';
import type { OrderDetail } from './api/get-order';
import { OrderHistoryPage } from './OrderHistoryPage';
import { OrderPage } from './OrderPage';
import { orderTotalsRows } from './order-totals';
import { statusTone } from './order-status';

const ORDERS = {
  Orders: [
    {
      Id: 2,
      OrderNumber: '1002',
      CreatedOn: '2025-03-14T09:30:00.000Z',
      OrderTotal: 1234.5,
      PaymentStatus: 'Paid',
      ShippingStatus: 'Not yet shipped',
      OrderStatus: 'Processing',
    },
    {
      Id: 1,
      OrderNumber: '1001',
      CreatedOn: '2025-02-01T09:30:00.000Z',
      OrderTotal: 99,
      PaymentStatus: 'Pending',
      ShippingStatus: 'Delivered',
      OrderStatus: 'Complete',
    },
  ],
};
const DMS = [
  {
    documentNo: 'FV/2025/001',
    documentDate: '2025-01-10',
    description: 'Brake service',
    dueDate: '2025-01-24',
    amount: 450.1,
    branchCode: 'WAW',
  },
];

const ADDRESS = address({
  FirstName: 'Jan',
  LastName: 'Kowalski',
  Address1: 'Długa 1',
  City: 'Warszawa',
  ZipPostalCode: '00-001',
  CountryName: 'Poland',
});
const DETAIL: contract.OrderDetail = {
  Id: 2,
  OrderNumber: '1002',
  CreatedOn: '2025-03-14T09:30:00.000Z',
  OrderStatus: 'Processing',
  PaymentMethodStatus: 'Paid',
  ShippingStatus: 'Not yet shipped',
  PickUpInStore: false,
  PickupAddress: null,
  ShippingAddress: { ...ADDRESS, Address1: 'Magazynowa 7' },
  BillingAddress: ADDRESS,
  ShippingMethod: 'Courier',
  PaymentMethod: 'Bank transfer',
  Items: [
    {
      ProductId: 1,
      ProductName: 'Oil filter',
      Sku: '99110000001',
      Quantity: 2,
      UnitPrice: 40,
      Discount: 20,
      UnitPriceWithoutDiscount: 50,
      SubTotal: 80,
    },
  ],
  OrderNotes: [{ Id: 1, CreatedOn: '2025-03-14T09:30:00.000Z', Note: 'Please call before delivery' }],
  OrderSubtotal: 80,
  OrderSubTotalDiscount: 0,
  OrderShipping: 15,
  PaymentMethodAdditionalFee: 0,
  DisplayTax: true,
  Tax: 17.76,
  DisplayTaxRates: true,
  TaxRates: [{ Rate: 23, Value: 17.76 }],
  OrderTotalDiscount: 0,
  OrderTotal: 95,
};

describe('order statuses', () => {
  test.each([
    ['Paid', 'success'],
    ['Delivered', 'success'],
    ['Complete', 'success'],
    ['Pending', 'warning'],
    ['Not yet shipped', 'warning'],
    ['Processing', 'neutral'],
    ['Cancelled', 'danger'],
  ])('%s is %s', (status, tone) => expect(statusTone(status)).toBe(tone));

  test('what a cancelled order never did waits for nothing: not amber', () => {
    expect(statusTone('Not yet shipped', 'Cancelled')).toBe('neutral');
    expect(statusTone('Pending', 'Cancelled')).toBe('neutral');
    expect(statusTone('Refunded', 'Cancelled')).toBe('neutral');
    expect(statusTone('Not yet shipped', 'Processing')).toBe('warning');
  });
});

describe('order totals rows', () => {
  const base = DETAIL as unknown as OrderDetail;
  test('only present values get a row', () => {
    expect(orderTotalsRows(base).map((r) => r.key)).toEqual(['subtotal', 'shipping', 'taxRate', 'orderTotal']);
  });
  test('the VAT is shown once: one rate stands for the tax total, several rates come with it', () => {
    expect(orderTotalsRows({ ...base, DisplayTaxRates: false }).map((r) => r.key)).toEqual(['subtotal', 'shipping', 'tax', 'orderTotal']);
    const twoRates = orderTotalsRows({
      ...base,
      TaxRates: [
        { Rate: 23, Value: 15 },
        { Rate: 8, Value: 2.76 },
      ],
    });
    expect(twoRates.map((r) => [r.key, r.value])).toEqual([
      ['subtotal', 80],
      ['shipping', 15],
      ['tax', 17.76],
      ['taxRate', 15],
      ['taxRate', 2.76],
      ['orderTotal', 95],
    ]);
  });
  test('the order total falls back to the subtotal', () => {
    const rows = orderTotalsRows({ ...base, OrderTotal: null, OrderShipping: null, DisplayTax: false, DisplayTaxRates: false });
    expect(rows).toEqual([
      { key: 'subtotal', value: 80 },
      { key: 'orderTotal', value: 80 },
    ]);
  });
});

describe('order history', () => {
  function api() {
    server.use(answer('GET /api/Order/List', ORDERS), answer('GET /api/level4Customer/incadeaOrders', DMS));
  }
  const askedDealerSystem = () => callsMade().some((call) => call.startsWith('GET /api/level4Customer/incadeaOrders'));

  test('a table of orders with coloured statuses, each linking to its detail', async () => {
    await setUp();
    api();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1002');
    expect(rows[0]).toHaveTextContent(/1\s234,50\s*zł/);
    expect(within(rows[0]!).getByText('Paid')).toHaveAttribute('data-tone', 'success');
    expect(within(rows[0]!).getByText('Not yet shipped')).toHaveAttribute('data-tone', 'warning');
    expect(within(rows[1]!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(within(rows[0]!).getByRole('link', { name: '1002' })).toHaveAttribute('href', '/my-account/order-history/2');
  });

  test.each([
    ['en', 'Cancelled', 'Not shipped'],
    ['pl', 'Anulowane', 'Niewysłane'],
  ] as const)(
    'in %s a cancelled order is red and its shipping is not amber "not yet" (issue 12, item 9)',
    async (locale, cancelled, notShipped) => {
      await setUp({ language: locale });
      const order = ORDERS.Orders[0]!;
      server.use(
        answer('GET /api/Order/List', { Orders: [{ ...order, OrderStatus: 'Cancelled', PaymentStatus: 'Refunded' }] }),
        answer('GET /api/level4Customer/incadeaOrders', []),
      );
      renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
      const row = await screen.findByTestId('order-row');
      expect(within(row).getByText(cancelled)).toHaveAttribute('data-tone', 'danger');
      expect(within(row).getByText(notShipped)).toHaveAttribute('data-tone', 'neutral');
      expect(row).not.toHaveTextContent(locale === 'en' ? 'Not yet shipped' : 'Jeszcze nie wysłane');
    },
  );

  test("an empty history says 'Order history is empty.'", async () => {
    await setUp({ general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', { Orders: [] }));
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    expect(await screen.findByText('Order history is empty.')).toBeInTheDocument();
  });

  test('the dealer-system tab shows the documents when the store enables it', async () => {
    await setUp({ general: { showIncadeaOrders: true } });
    api();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await screen.findAllByTestId('order-row');
    const tab = screen.getByRole('tab', { name: 'Dealer system orders' });
    // keyboard: arrow right moves to the next tab
    screen.getByRole('tab', { name: 'Web orders' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    const row = await screen.findByTestId('dealer-system-order-row');
    expect(row).toHaveTextContent('FV/2025/001');
    expect(row).toHaveTextContent('Brake service');
    expect(row).toHaveTextContent('WAW');
    expect(row).toHaveTextContent(/450,10\s*zł/);
    expect(askedDealerSystem()).toBe(true);
  });

  test.each([
    ['en', 'Dealer system orders', 'Open document FV/2025/001', 'Document FV/2025/001', 'Invoice'],
    ['pl', 'Zamówienia z systemu dealerskiego', 'Otwórz dokument FV/2025/001', 'Dokument FV/2025/001', 'Faktura'],
  ] as const)('in %s a dealer-system document opens from its number, with its details', async (language, tabName, open, title, kind) => {
    await setUp({ language, general: { showIncadeaOrders: true } });
    api();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await userEvent.click(await screen.findByRole('tab', { name: tabName }));
    await userEvent.click(await screen.findByRole('button', { name: open }));
    const dialog = screen.getByRole('dialog', { name: title });
    const details = within(dialog).getByTestId('dealer-system-document');
    expect(details).toHaveTextContent(kind);
    expect(details).toHaveTextContent('Brake service');
    expect(details).toHaveTextContent('WAW');
    expect(details).toHaveTextContent(/450,10\s*zł/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('no dealer-system tab (and no call) when the store disables it', async () => {
    await setUp({ general: { showIncadeaOrders: false } });
    api();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(askedDealerSystem()).toBe(false);
  });
});

describe('order detail', () => {
  test('shows the order: statuses, addresses, methods, lines, totals and notes', async () => {
    await setUp();
    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
    const detail = await screen.findByTestId('order-detail');
    expect(callsMade()).toEqual(['GET /api/Order/get?id=2']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #1002');
    expect(detail).toHaveTextContent('Courier');
    expect(detail).toHaveTextContent('Bank transfer');
    expect(detail).toHaveTextContent('Magazynowa 7');
    expect(detail).toHaveTextContent('Please call before delivery');
    const line = screen.getByTestId('order-line');
    expect(line).toHaveTextContent('Oil filter');
    expect(within(line).getByRole('link', { name: '99110000001' })).toHaveAttribute(
      'href',
      '/level4/product/99110000001?by=sku&vehicleSpecific=true',
    );
    const totals = screen.getByTestId('order-totals');
    expect(
      within(totals)
        .getAllByRole('row')
        .map((r) => r.querySelector('th')?.textContent),
    ).toEqual(['Sub-Total', 'Shipping', 'Tax 23%', 'Order Total']);
    expect(totals).toHaveTextContent(/95,00\s*zł/);
    // the simple-layout route has no account menu
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
  });

  test('inside my account the side menu is shown', async () => {
    await setUp();
    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/my-account/order-history/2', path: '/my-account/order-history/:id' });
    await screen.findByTestId('order-detail');
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
  });

  test('a language switch loads the order again, the shown order staying until the answer is there', async () => {
    await setUp();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer('GET /api/Order/get', async ({ request }) => {
        // the API answers in the language the client asks for; the Polish answer waits for release()
        const polish = request.headers.get('Accept-Language') === 'pl';
        if (polish) await held;
        return { ...DETAIL, Items: DETAIL.Items.map((item) => ({ ...item, ProductName: polish ? 'Filtr oleju' : item.ProductName })) };
      }),
    );
    renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
    expect(await screen.findByTestId('order-line')).toHaveTextContent('Oil filter');
    act(() => setLocale('pl'));
    // no spinner in between: the order stays while it loads again
    await waitFor(() => expect(callsMade()).toHaveLength(2));
    expect(screen.getByTestId('order-detail')).toBeInTheDocument();
    expect(screen.getByTestId('order-line')).toHaveTextContent('Oil filter');
    release();
    await waitFor(() => expect(screen.getByTestId('order-line')).toHaveTextContent('Filtr oleju'));
    expect(callsMade()).toEqual(['GET /api/Order/get?id=2', 'GET /api/Order/get?id=2']);
    act(() => setLocale('en'));
  });

  test('a failed fetch returns to the order history', async () => {
    await setUp();
    const notices = collectNotices();
    server.use(failure('GET /api/Order/get', 404, { title: 'Not found' }, 'Not Found'));
    renderAt(<OrderPage />, { url: '/orderdetails/999', path: '/orderdetails/:id' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/order-history'));
    expect(notices).toEqual([{ kind: 'danger', title: 'Not Found', message: 'Not found' }]);
  });

  test('an answer that breaks the contract (a line without its price) is reported and logged once, never shown as 0 zł', async () => {
    await setUp();
    const notices = collectNotices();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { SubTotal: _subTotal, UnitPrice: _unitPrice, ...line } = DETAIL.Items[0]!;
    server.use(brokenAnswer('GET /api/Order/get', { ...DETAIL, Items: [line] }));
    renderAt(<OrderPage />, { url: '/orderdetails/2', path: '/orderdetails/:id' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/order-history'));
    expect(notices).toEqual([{ kind: 'danger', title: 'Error', message: 'Server or network error, please try later.' }]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/GET \/api\/Order\/get: at Items\.0\.UnitPrice: Invalid/);
    expect(screen.queryByText(/0,00\s*zł/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
