import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetDealerStorage, setActiveJob } from '@parts/shared-kernel';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { answerApi, customer, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CartPage } from '../cart/CartPage';
import { OfferPage } from '../offer/OfferPage';

/**
 * Extension job-reference on the cart: the active job (kept for the dealer, taken by the quick add
 * and the CSV import), each line's job (set in place, the line named by part and job), and nothing
 * of it without the extension.
 */

beforeAll(() => setUpApp());
const withJobs = (on: boolean) =>
  publishReferenceData({
    ...referenceData,
    config: { ...referenceData.config, ...(on ? { extensions: ['job-reference', 'csv-dealer-files'] } : {}) },
  });
afterEach(() => {
  publishReferenceData(referenceData);
  forgetDealerStorage();
});

const routes = (cart: unknown[]) => ({
  'GET /api/Level4/Cart': () => cart,
  'GET /api/Customer/get': () => customer,
  'POST /api/ShoppingCart/Totals': () => totals(463.49),
  'GET /api/ShoppingList': () => [],
  'POST /api/Level4Product/Find': () => ({ SimpleProduct: { Id: 41, Sku: '99340000001', Name: 'Brake pads' }, Boards: [] }),
  'POST /api/Level4/AddItem': () => [],
  'POST /api/Level4/cartFromCsv': () => [],
  'POST /api/ShoppingCart/UpdateItem': () => ({ Success: true as const }),
  'POST /api/ShoppingCart/DeleteItem': () => ({ Success: true as const }),
});

const twoJobs = [
  { ...line('99110000001', { Id: 7 }), JobReference: 'ZL/2026/114' },
  { ...line('99110000001', { Id: 7, Quantity: 2 }), JobReference: 'WX 4411K' },
  line('99340000001', { Id: 41 }),
];

describe('the job on every cart line (extension job-reference)', () => {
  it('shows the same part for two jobs as two lines, each with its own job, changed and removed by part and job', async () => {
    withJobs(true);
    const api = answerApi(routes(twoJobs));
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const jobs = await screen.findAllByTestId('line-job');
    expect(jobs.map((input) => (input as HTMLInputElement).value)).toEqual(['ZL/2026/114', 'WX 4411K', '']);

    // a job typed on the line without one is kept on Enter: UpdateItem names the line and its new job
    await user.type(screen.getByRole('textbox', { name: 'Job of 99340000001' }), '  PO 77 {Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/ShoppingCart/UpdateItem')?.body).toEqual({
        ProductId: 41,
        Quantity: 1,
        NewJobReference: 'PO 77',
      }),
    );
    // the second line of the part is removed, not the first
    const rows = screen.getAllByTestId('cart-line');
    await user.click(within(rows[1]!).getByRole('button', { name: /Remove/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/ShoppingCart/DeleteItem')?.body).toEqual({
        ProductId: 7,
        Quantity: 0,
        JobReference: 'WX 4411K',
      }),
    );
  });

  it("names each offer row's job after the part's name, apart from it", async () => {
    withJobs(true);
    answerApi(routes(twoJobs));
    renderPage(<OfferPage />, '/offer');
    const names = await screen.findAllByTestId('offer-row-name');
    expect(names.map((name) => name.textContent)).toEqual([
      'Part 99110000001 Job: ZL/2026/114',
      'Part 99110000001 Job: WX 4411K',
      expect.not.stringContaining('Job'),
    ]);
  });

  it('Escape puts the line’s job back without asking the API', async () => {
    withJobs(true);
    const api = answerApi(routes(twoJobs));
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const field = await screen.findByRole('textbox', { name: 'Job of 99340000001' });
    await user.type(field, 'oops{Escape}');
    expect(field).toHaveValue('');
    await user.tab();
    expect(api.calls.filter((c) => c.path === '/api/ShoppingCart/UpdateItem')).toHaveLength(0);
  });

  it('adds with the active job, from the quick cart and the CSV import, until it is cleared; it outlives the page', async () => {
    withJobs(true);
    const api = answerApi(routes([]));
    const user = userEvent.setup();
    const { unmount } = renderPage(<CartPage />, '/cart');
    const tool = await screen.findByTestId('active-job');
    expect(within(tool).getByRole('status')).toHaveTextContent('No active job');
    await user.type(within(tool).getByRole('textbox'), 'WX 4411K');
    await user.click(within(tool).getByRole('button', { name: 'Set job' }));
    expect(within(tool).getByRole('status')).toHaveTextContent('Parts added now are for job WX 4411K.');

    await user.type(screen.getByLabelText(/Part number/), '99340000001');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({
        marke: 'NS',
        produktart: 'PKW',
        ProductId: 41,
        Quantity: 1,
        JobReference: 'WX 4411K',
      }),
    );
    // a headerless file (extension csv-dealer-files), every row for the active job
    await user.upload(screen.getByLabelText('CSV file'), new File(['99110000001;2\n'], 'z.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Level4/cartFromCsv')?.body).toEqual([
        { sku: '99110000001', quantity: 2, JobReference: 'WX 4411K' },
      ]),
    );

    // a new page: still the job
    unmount();
    renderPage(<CartPage />, '/cart');
    const again = await screen.findByTestId('active-job');
    expect(within(again).getByRole('status')).toHaveTextContent('WX 4411K');
    await user.click(within(again).getByRole('button', { name: 'Clear job' }));
    expect(within(again).getByRole('status')).toHaveTextContent('No active job');
  });

  it('without the extension: no job control or field, and no job sent even when one was kept', async () => {
    withJobs(false);
    setActiveJob('WX 4411K');
    const api = answerApi(routes([line('99340000001', { Id: 41 })]));
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await screen.findByRole('heading', { name: '99340000001' });
    expect(screen.queryByTestId('active-job')).not.toBeInTheDocument();
    expect(screen.queryByTestId('line-job')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Part number/), '99340000001');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({
        marke: 'NS',
        produktart: 'PKW',
        ProductId: 41,
        Quantity: 1,
      }),
    );
  });
});
