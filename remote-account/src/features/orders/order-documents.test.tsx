import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as v from 'valibot';
import type * as orders from '@parts/contract/orders';
import type { DeliveriesSchema, InvoicesSchema } from '@parts/contract/order-tracking';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { OrderHistoryPage } from './OrderHistoryPage';
import { DeliveriesPage, InvoicesPage } from './OrderDocumentsPages';

/**
 * Issue 40, item 2 (extension order-tracking): the dealer's deliveries and invoices with credit
 * notes in the account area, the invoice's PDF downloaded, and the order history's tracking column
 * and open-backorders filter. Without the extension none of it shows and nothing is asked.
 */

const DELIVERIES: v.InferOutput<typeof DeliveriesSchema> = {
  Deliveries: [
    {
      OrderId: 12,
      OrderNumber: '1012',
      DeliveryNote: 'WZ/2026/11/0042',
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      TrackingNumber: '0000123',
      TrackingUrl: 'https://tracking.example/0000123',
      DeliveredOn: null,
      Lines: [{ LineId: 31, Sku: '99110000001', ProductName: 'Oil filter element', Quantity: 2 }],
    },
    {
      OrderId: 9,
      OrderNumber: '1009',
      DeliveryNote: 'WZ/2026/11/0007',
      DeliveryDate: '2026-11-10',
      Carrier: 'Own transport',
      TrackingNumber: null,
      TrackingUrl: null,
      DeliveredOn: '2026-11-11',
      Lines: [{ LineId: 20, Sku: '99340000001', ProductName: 'Brake pads', Quantity: 1 }],
    },
  ],
};
const INVOICES: v.InferOutput<typeof InvoicesSchema> = {
  Invoices: [
    {
      Id: 8,
      OrderId: 12,
      OrderNumber: '1012',
      Kind: 'credit-note',
      Number: 'KOR/2026/11/3',
      Corrects: 'FV/2026/11/42',
      IssueDate: '2026-11-30',
      DueDate: '2026-12-14',
      Currency: 'PLN',
      GrossTotal: 38.5,
    },
    {
      Id: 7,
      OrderId: 12,
      OrderNumber: '1012',
      Kind: 'invoice',
      Number: 'FV/2026/11/42',
      Corrects: null,
      IssueDate: '2026-11-29',
      DueDate: '2026-12-13',
      Currency: 'PLN',
      GrossTotal: 1234.5,
    },
  ],
};

/** The browser's download: the file handed to an object URL and the name of the link clicked. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
  url.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:invoice';
  };
  url.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob && this.href === 'blob:invoice') files.push({ name: this.download, blob });
  });
  return { files, restore: () => click.mockRestore() };
}

describe('deliveries (extension order-tracking)', () => {
  test('each delivery note with its order, parts, tracking link and whether it arrived; the menu leads here', async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(answer('GET /api/Deliveries', DELIVERIES));
    renderAt(<DeliveriesPage />, { url: '/my-account/deliveries' });
    expect(screen.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('delivery-row');
    expect(first).toHaveTextContent('WZ/2026/11/0042');
    expect(first).toHaveTextContent('2 × 99110000001 Oil filter element');
    expect(first).toHaveTextContent('On the way');
    expect(within(first!).getByRole('link', { name: '1012' })).toHaveAttribute('href', '/my-account/order-history/12');
    expect(within(first!).getByRole('link', { name: 'Track the parcel (DPD)' })).toHaveAttribute(
      'href',
      'https://tracking.example/0000123',
    );
    expect(second).toHaveTextContent('Own transport');
    expect(second).toHaveTextContent('11 Nov 2026');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Deliveries' })).toHaveAttribute('href', '/my-account/deliveries');
    expect(within(menu).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/my-account/invoices');
  });

  test('in Polish: none yet', async () => {
    await setUp({ language: 'pl', extensions: ['order-tracking'] });
    server.use(answer('GET /api/Deliveries', { Deliveries: [] }));
    renderAt(<DeliveriesPage />, { url: '/my-account/deliveries' });
    expect(await screen.findByText('Nie zgłoszono jeszcze żadnej dostawy.')).toBeInTheDocument();
  });

  test('in Polish: a failed load says so with Retry', async () => {
    await setUp({ language: 'pl', extensions: ['order-tracking'] });
    server.use(failure('GET /api/Deliveries', 500));
    renderAt(<DeliveriesPage />, { url: '/my-account/deliveries' });
    expect(await screen.findByText('Nie udało się wczytać dostaw.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});

describe('invoices and credit notes (extension order-tracking)', () => {
  test('in Polish: each document with its order, dates and total; Pobierz PDF downloads it in Polish', async () => {
    await setUp({ language: 'pl', extensions: ['order-tracking'] });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    let language = '';
    server.use(
      answer('GET /api/Invoice', INVOICES),
      answer('GET /api/Invoice/:id/Pdf', ({ request, params }) => {
        language = request.headers.get('accept-language') ?? '';
        expect(params.id).toBe('7');
        return new Response(pdf, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const downloads = catchDownloads();
    const user = userEvent.setup();
    renderAt(<InvoicesPage />, { url: '/my-account/invoices' });
    expect(screen.getByRole('heading', { name: 'Faktury i korekty', level: 1 })).toBeInTheDocument();
    const [credit, invoice] = await screen.findAllByTestId('invoice-row');
    expect(credit).toHaveTextContent('Korekta do FV/2026/11/42');
    expect(invoice).toHaveTextContent('Faktura');
    expect(invoice).toHaveTextContent(/1\s234,50\s*zł/);
    expect(within(invoice!).getByRole('link', { name: '1012' })).toHaveAttribute('href', '/my-account/order-history/12');
    await user.click(within(invoice!).getByRole('button', { name: 'Pobierz FV/2026/11/42 jako PDF' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    downloads.restore();
    expect(downloads.files[0]?.name).toBe('FV-2026-11-42.pdf');
    expect(new Uint8Array(await downloads.files[0]!.blob.arrayBuffer())).toEqual(pdf);
    expect(language).toBe('pl');
    expect(callsMade()).toContain('GET /api/Invoice/7/Pdf');
  });

  test('none yet; a failed load says so', async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(failure('GET /api/Invoice', 500));
    const { unmount } = renderAt(<InvoicesPage />, { url: '/my-account/invoices' });
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    unmount();
    server.use(answer('GET /api/Invoice', { Invoices: [] }));
    renderAt(<InvoicesPage />, { url: '/my-account/invoices' });
    expect(await screen.findByText('No invoice has been issued yet.')).toBeInTheDocument();
  });

  test('without the extension: not offered, nothing asked, no menu entries', async () => {
    await setUp({ extensions: [] });
    renderAt(<InvoicesPage />, { url: '/my-account/invoices' });
    expect(screen.getByText('Order tracking is not offered in this shop.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(callsMade().filter((call) => call.startsWith('GET /api/Invoice'))).toEqual([]);
  });
});

const summary = (more: Partial<NonNullable<orders.OrderSummary['Tracking']>>) => ({
  Lines: 3,
  Confirmed: 0,
  Backordered: 0,
  Shipped: 0,
  PartlyShipped: 0,
  Delivered: 0,
  Cancelled: 0,
  BackorderedUntil: null,
  ...more,
});
const order = (Id: number, Tracking?: orders.OrderSummary['Tracking']): orders.OrderSummary => ({
  Id,
  OrderNumber: String(1000 + Id),
  CreatedOn: '2026-11-20T10:00:00.000Z',
  OrderTotal: 100,
  PaymentStatus: 'Pending',
  ShippingStatus: 'Shipped',
  OrderStatus: 'Processing',
  ...(Tracking ? { Tracking } : {}),
});

describe('order history (extension order-tracking)', () => {
  const rows = () => screen.queryAllByTestId('order-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

  test("each order's tracking in words, and only the orders with open backorders on asking", async () => {
    await setUp({ extensions: ['order-tracking'], general: { showIncadeaOrders: false } });
    server.use(
      answer('GET /api/Order/List', {
        Orders: [
          order(12, summary({ Shipped: 1, Backordered: 1, BackorderedUntil: '2026-12-07' })),
          order(11, summary({ Shipped: 3, Delivered: 3 })),
          order(10, summary({ Confirmed: 2, Lines: 2 })),
        ],
      }),
    );
    const user = userEvent.setup();
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history' });
    await waitFor(() => expect(rows()).toEqual(['1012', '1011', '1010']));
    expect(screen.getByRole('columnheader', { name: 'Order tracking' })).toBeInTheDocument();
    const tracking = screen.getAllByTestId('order-row-tracking');
    expect(tracking[0]).toHaveTextContent('1 of 3 lines shipped · 1 line backordered until 7 Dec 2026');
    expect(tracking[1]).toHaveTextContent('3 of 3 lines shipped');
    await user.click(screen.getByRole('checkbox', { name: 'Open backorders only' }));
    expect(rows()).toEqual(['1012']);
    expect(screen.getByTestId('location')).toHaveTextContent('/my-account/order-history?backorders=1');
    expect(screen.getByText('1 of 3 orders matches the filters.')).toBeInTheDocument();
  });

  test('in Polish; without the extension neither the column nor the filter shows', async () => {
    await setUp({ language: 'pl', extensions: ['order-tracking'], general: { showIncadeaOrders: false } });
    server.use(
      answer('GET /api/Order/List', { Orders: [order(12, summary({ Shipped: 1, Backordered: 2, BackorderedUntil: '2026-12-07' }))] }),
    );
    const { unmount } = renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?backorders=1' });
    expect(await screen.findByTestId('order-row-tracking')).toHaveTextContent(
      'Wysłano 1 z 3 pozycji · 2 pozycje zamówione u dostawcy do 7 gru 2026',
    );
    expect(screen.getByRole('checkbox', { name: 'Tylko z pozycjami zamówionymi u dostawcy' })).toBeChecked();
    unmount();

    await setUp({ extensions: [], general: { showIncadeaOrders: false } });
    server.use(answer('GET /api/Order/List', { Orders: [order(12), order(11)] }));
    renderAt(<OrderHistoryPage />, { url: '/my-account/order-history?backorders=1' });
    // the URL's filter means nothing without the extension: every order shows
    await waitFor(() => expect(rows()).toEqual(['1012', '1011']));
    expect(screen.queryByRole('columnheader', { name: 'Order tracking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
