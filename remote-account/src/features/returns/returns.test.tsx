import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturns, Return } from '@parts/contract/returns';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { renderAt, setUp } from '../../test-support/harness';
import { orderDetail, orderLine } from '../../test-support/orders';
import { OrderPage } from '../orders/OrderPage';
import { ReturnsList } from './ReturnsList';

/** Extension returns (issue 40 item 3): 'Return' on a delivered line of the order page, the returns list, the return form's PDF. */

const DETAIL = orderDetail({
  OrderStatus: 'Complete',
  ShippingStatus: 'Delivered',
  Items: [orderLine('A1', 'Oil filter'), orderLine('B2', 'Brake pads')],
  OrderSubtotal: 160,
  OrderTotal: 160,
});
const MADE: Return = {
  Id: 7,
  Number: 'RMA-000007',
  OrderId: 12,
  OrderNumber: '1012',
  LineId: 31,
  Sku: 'A1',
  ProductName: 'Oil filter',
  Quantity: 2,
  Reason: 'defect',
  Description: 'The seal leaks.',
  Photos: 1,
  State: 'requested',
  DecisionReason: null,
  RequestedAt: '2026-12-02T10:15:00.000Z',
  ReceivedOn: null,
  CreditNoteId: null,
  CreditNoteNumber: null,
};
const returnable = (returns: Return[]): OrderReturns => ({
  WindowDays: 30,
  Lines: [
    {
      LineId: 31,
      Sku: 'A1',
      ProductName: 'Oil filter',
      Delivered: 2,
      Returned: returns.reduce((sum, ret) => sum + ret.Quantity, 0),
      Returnable: returns.length > 0 ? 0 : 2,
      ReturnableUntil: '2026-12-29',
      Refusal: returns.length > 0 ? 'All of this line that was delivered is returned already.' : null,
    },
    {
      LineId: 32,
      Sku: 'B2',
      ProductName: 'Brake pads',
      Delivered: 2,
      Returned: 0,
      Returnable: 0,
      ReturnableUntil: '2026-11-01',
      Refusal: 'The return window of 30 days ended on 2026-11-01.',
    },
  ],
  Returns: returns,
});
/** A PNG's first bytes: the photo the dealer picks. */
const PHOTO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('returns on the order page (extension returns)', () => {
  test('a delivered line is returned with a reason, a description and a photo; a line past its window says why not', async () => {
    await setUp({ extensions: ['returns'] });
    const made: Return[] = [];
    let sent: unknown;
    server.use(
      answer('GET /api/Order/get', DETAIL),
      answer('GET /api/Order/:id/Returns', () => returnable(made)),
      answer('POST /api/Return', ({ body }) => {
        sent = body;
        made.push(MADE);
        return MADE;
      }),
    );
    const user = userEvent.setup();
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    const section = await screen.findByTestId('order-returns');
    const [filter, pads] = await within(section).findAllByTestId('return-line');
    expect(within(pads!).getByTestId('return-refusal')).toHaveTextContent('The return window of 30 days ended on 2026-11-01.');
    expect(within(pads!).queryByRole('button', { name: 'Return B2' })).not.toBeInTheDocument();

    await user.click(within(filter!).getByRole('button', { name: 'Return A1' }));
    const form = screen.getByRole('form', { name: 'Return A1' });
    await user.clear(within(form).getByLabelText('Quantity (at most 2)'));
    await user.type(within(form).getByLabelText('Quantity (at most 2)'), '3');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'Defect');
    await user.click(within(form).getByRole('button', { name: 'Request the return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a quantity from 1 to 2.');
    expect(within(form).getByRole('alert')).toHaveTextContent('Describe the fault: a defect or a warranty claim needs a description.');
    await user.clear(within(form).getByLabelText('Quantity (at most 2)'));
    await user.type(within(form).getByLabelText('Quantity (at most 2)'), '2');
    expect(callsMade()).not.toContain('POST /api/Return');

    await user.type(within(form).getByLabelText('Description of the fault (required)'), 'The seal leaks.');
    await user.upload(within(form).getByLabelText(/^Photos/), new File([PHOTO], 'filter.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByTestId('return-made')).toHaveTextContent('Return RMA-000007 requested.');
    expect(sent).toEqual({
      OrderId: 12,
      LineId: 31,
      Quantity: 2,
      Reason: 'defect',
      Description: 'The seal leaks.',
      Photos: [btoa(String.fromCharCode(...PHOTO))],
    });
    // the order's returns come again: the new one with its state, the line returned in full
    const row = await within(section).findByTestId('return-row');
    expect(row).toHaveTextContent('RMA-000007');
    expect(within(row).getByTestId('return-state')).toHaveTextContent('Requested');
    expect(within(filter!).getByTestId('return-refusal')).toHaveTextContent('All of this line that was delivered is returned already.');
  });

  test("the API's refusal shows in the form", async () => {
    await setUp({ language: 'pl', extensions: ['returns'] });
    server.use(
      answer('GET /api/Order/get', DETAIL),
      answer('GET /api/Order/:id/Returns', returnable([])),
      failure('POST /api/Return', 400, {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { Quantity: ['2 to więcej niż dostarczono minus już zwrócono (1).'] },
      }),
    );
    const user = userEvent.setup();
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    await user.click(await screen.findByRole('button', { name: 'Zwróć A1' }));
    const form = screen.getByRole('form', { name: 'Zwrot A1' });
    await user.selectOptions(within(form).getByLabelText('Przyczyna'), 'Nadwyżka');
    await user.click(within(form).getByRole('button', { name: 'Zgłoś zwrot' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('2 to więcej niż dostarczono minus już zwrócono (1).');
  });

  test('not shown without the extension', async () => {
    await setUp({ extensions: [] });
    server.use(answer('GET /api/Order/get', DETAIL));
    renderAt(<OrderPage />, { url: '/orderdetails/12', path: '/orderdetails/:id' });
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('order-returns')).not.toBeInTheDocument();
    expect(callsMade().some((call) => call.includes('/Returns'))).toBe(false);
  });
});

describe('the returns list (extension returns)', () => {
  test('in Polish: each return with its state, and the return form downloaded as PDF', async () => {
    await setUp({ language: 'pl', extensions: ['returns'] });
    const credited: Return = { ...MADE, Id: 8, Number: 'RMA-000008', State: 'credited', CreditNoteId: 3, CreditNoteNumber: 'FK/2026/12/3' };
    const rejected: Return = {
      ...MADE,
      Id: 9,
      Number: 'RMA-000009',
      Reason: 'surplus',
      State: 'rejected',
      DecisionReason: 'Część była montowana.',
    };
    let language: string | null = null;
    server.use(
      answer('GET /api/Return', { Returns: [rejected, credited, MADE] }),
      answer('GET /api/Return/:id/Pdf', ({ request, params }) => {
        language = request.headers.get('accept-language');
        return new Response(`%PDF-1.3 ${String(params.id)}`, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const files: string[] = [];
    const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
    url.createObjectURL = () => 'blob:return-form';
    url.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    const user = userEvent.setup();
    renderAt(<ReturnsList />, { url: '/my-account/order-history' });
    const rows = await screen.findAllByTestId('return-row');
    expect(rows.map((row) => within(row).getByTestId('return-state').textContent)).toEqual([
      'Odrzucony: Część była montowana.',
      'Rozliczony korektą (korekta FK/2026/12/3)',
      'Zgłoszony',
    ]);
    expect(rows[0]).toHaveTextContent('Nadwyżka');
    await user.click(screen.getByRole('button', { name: 'Pobierz formularz zwrotu RMA-000007 (PDF)' }));
    await waitFor(() => expect(files).toEqual(['RMA-000007.pdf']));
    click.mockRestore();
    expect(language).toBe('pl');
    expect(callsMade()).toContain('GET /api/Return/7/Pdf');
  });

  test('empty', async () => {
    await setUp({ extensions: ['returns'] });
    server.use(answer('GET /api/Return', { Returns: [] }));
    renderAt(<ReturnsList />, { url: '/my-account/order-history' });
    expect(await screen.findByText(/You have not returned any parts yet/)).toBeInTheDocument();
  });

  test('a failed load says so', async () => {
    await setUp({ extensions: ['returns'] });
    server.use(failure('GET /api/Return', 500));
    renderAt(<ReturnsList />, { url: '/my-account/order-history' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your returns could not be loaded. Try again later.');
  });
});
