import { screen, within } from '@testing-library/react';
import type { OrderTracking } from '@parts/contract/order-tracking';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { orderDetail, orderLine } from '../../test-support/orders';
import { OrderPage } from './OrderPage';

const DETAIL = orderDetail({
  OrderStatus: 'Processing',
  ShippingStatus: 'Partially shipped',
  Items: [orderLine('A1', 'Oil filter'), orderLine('B2', 'Brake pads'), orderLine('C3', 'Wiper blade')],
  OrderSubtotal: 240,
  OrderTotal: 240,
});
const state = (LineId: number, Sku: string, ProductName: string, more: Partial<OrderTracking['Lines'][number]>) => ({
  LineId,
  Sku,
  ProductName,
  State: 'confirmed' as const,
  ExpectedDate: null,
  Reason: null,
  Ordered: 2,
  Shipped: 0,
  Delivered: 0,
  ...more,
});
const TRACKING: OrderTracking = {
  OrderId: 12,
  OrderNumber: '1012',
  OrderStatus: 'Processing',
  Summary: {
    Lines: 3,
    Confirmed: 0,
    Backordered: 1,
    Shipped: 1,
    PartlyShipped: 0,
    Delivered: 0,
    Cancelled: 1,
    BackorderedUntil: '2026-12-10',
  },
  Lines: [
    state(31, 'A1', 'Oil filter', { State: 'shipped', Shipped: 2 }),
    state(32, 'B2', 'Brake pads', { State: 'backordered', ExpectedDate: '2026-12-10' }),
    state(33, 'C3', 'Wiper blade', { State: 'cancelled', Reason: 'Discontinued by the maker' }),
  ],
  Deliveries: [
    {
      OrderId: 12,
      DeliveryNote: 'WZ/2026/11/0042',
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      TrackingNumber: '0000123',
      TrackingUrl: 'https://tracking.example/0000123',
      DeliveredOn: null,
      Lines: [{ LineId: 31, Sku: 'A1', ProductName: 'Oil filter', Quantity: 2 }],
    },
  ],
  Invoices: [],
};

describe('order tracking on the order page (extension order-tracking)', () => {
  test("each line's state, the delivery note with its tracking link and the summary", async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(answer('GET /api/Order/get', DETAIL), answer('GET /api/Order/:id/Tracking', TRACKING));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    expect(await screen.findByTestId('order-tracking-summary')).toHaveTextContent('1 of 3 lines shipped · 1 line backordered until');
    const [shipped, backordered, cancelled] = screen.getAllByTestId('order-tracking-line');
    expect(within(shipped!).getByTestId('order-line-state')).toHaveTextContent('Shipped');
    expect(shipped).toHaveTextContent('delivery note WZ/2026/11/0042');
    expect(within(shipped!).getByRole('link', { name: 'Track the parcel (DPD)' })).toHaveAttribute(
      'href',
      'https://tracking.example/0000123',
    );
    expect(within(backordered!).getByTestId('order-line-state')).toHaveTextContent(/^Backordered until .*2026/);
    expect(within(cancelled!).getByTestId('order-line-state')).toHaveTextContent('Cancelled: Discontinued by the maker');
    expect(callsMade()).toContain('GET /api/Order/12/Tracking');
  });

  test('in Polish', async () => {
    await setUp({ language: 'pl', extensions: ['order-tracking'] });
    server.use(answer('GET /api/Order/get', DETAIL), answer('GET /api/Order/:id/Tracking', TRACKING));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    expect(await screen.findByTestId('order-tracking-summary')).toHaveTextContent('Wysłano 1 z 3 pozycji');
    expect(screen.getByRole('heading', { name: 'Realizacja zamówienia' })).toBeInTheDocument();
  });

  test('a failed tracking call says so and the order stays shown', async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(answer('GET /api/Order/get', DETAIL), failure('GET /api/Order/:id/Tracking', 500));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    expect(await within(await screen.findByTestId('order-tracking')).findByRole('alert')).toHaveTextContent(
      "The order's tracking could not be loaded.",
    );
    expect(screen.getAllByTestId('order-line')).toHaveLength(3);
  });

  test("the order's deliveries and invoices, each invoice's PDF to download", async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(
      answer('GET /api/Order/get', DETAIL),
      answer('GET /api/Order/:id/Tracking', {
        ...TRACKING,
        Invoices: [
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
            GrossTotal: 98.4,
          },
        ],
      }),
    );
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
    expect(within(deliveries).getByTestId('delivery-row')).toHaveTextContent('WZ/2026/11/0042');
    expect(within(deliveries).getByTestId('delivery-row')).toHaveTextContent('2 × A1 Oil filter');
    const invoices = screen.getByRole('region', { name: 'Invoices and credit notes' });
    const invoice = within(invoices).getByTestId('invoice-row');
    expect(invoice).toHaveTextContent('FV/2026/11/42');
    expect(invoice).toHaveTextContent('13 Dec 2026');
    expect(within(invoice).getByRole('button', { name: 'Download FV/2026/11/42 as PDF' })).toBeEnabled();
  });

  test('nothing reported yet: says so', async () => {
    await setUp({ extensions: ['order-tracking'] });
    server.use(
      answer('GET /api/Order/get', DETAIL),
      answer('GET /api/Order/:id/Tracking', { ...TRACKING, Lines: [], Deliveries: [], Summary: { ...TRACKING.Summary, Lines: 0 } }),
    );
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    expect(await screen.findByText('The importer has not reported anything about this order yet.')).toBeInTheDocument();
  });

  test('without the extension the order page asks nothing more and shows no tracking', async () => {
    await setUp();
    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    await screen.findByTestId('order-detail');
    expect(callsMade()).toEqual(['GET /api/Order/get?id=12']);
    expect(screen.queryByTestId('order-tracking')).not.toBeInTheDocument();
  });
});
