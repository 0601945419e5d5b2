import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { emit, i18n } from '@parts/shared-kernel';
import type { CurrentVehicle } from '@parts/shared-kernel';
import type { ImportLine } from '@parts/contract/cart';
import { collectNotices, customer, answerApi, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CartPage } from '../cart/CartPage';

/** The CSV import and quick add with the API's report (extension import-report), and without it. */

beforeAll(() => setUpApp());
afterEach(async () => {
  publishReferenceData(referenceData);
  act(() => emit('vehicle', null));
  await i18n.changeLanguage('en');
});

const withReport = () =>
  publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions: ['import-report', 'supersession'] } });
const baseRoutes = {
  'GET /api/Level4/Cart': () => [],
  'GET /api/Customer/get': () => customer,
  'POST /api/ShoppingCart/Totals': () => totals(0),
  'GET /api/ShoppingList': () => [],
} as const;
const file = (text: string) => new File([text], 'cart.csv', { type: 'text/csv' });

const LINES: ImportLine[] = [
  { Sku: '99999999999', Quantity: 1, Result: 'not-found', Added: 0 },
  { Sku: '99110000002', Quantity: 1, Result: 'no-price', Added: 0 },
  {
    Sku: '99110000101',
    Quantity: 2,
    Result: 'added',
    Added: 2,
    ReplacedBy: [{ Sku: '99110000001', Quantity: 2, Added: 2, Result: 'added' }],
  },
  { Sku: '99110000011', Quantity: 5, Result: 'fewer', Added: 3, Stock: 3 },
  { Sku: '99110000007', Quantity: 1, Result: 'added', Added: 1, NotFitting: true },
];
const NOTICES = ['SKU 99999999999 not found', 'SKU 99110000002: Product temporarily unavailable: not added to the cart.'];
const CSV = 'sku;quantity\n99999999999;1\n99110000002;1\n99110000101;2\n99110000011;5\n99110000111;abc\n99110000007;1\n';

const VEHICLE = { VehicleKeyList: ['serie:S200', 'model:2', 'engine:2'], EquipmentList: ['ELS', 'L01'] } as unknown as CurrentVehicle;

describe('CSV import with the report', () => {
  it('asks for the report with the chosen vehicle and lists every row of the file with what happened, and a summary', async () => {
    withReport();
    act(() => emit('vehicle', VEHICLE));
    const api = answerApi({ ...baseRoutes, 'POST /api/Level4/cartFromCsv': () => ({ Notices: NOTICES, Lines: LINES }) });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.upload(await screen.findByLabelText('CSV file'), file(CSV));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('csv-report');
    const call = api.calls.find((c) => c.path.startsWith('/api/Level4/cartFromCsv'));
    expect(call?.path).toBe(
      '/api/Level4/cartFromCsv?report=lines&VehicleKeyList=serie%3AS200&VehicleKeyList=model%3A2&VehicleKeyList=engine%3A2&EquipmentList=ELS&EquipmentList=L01',
    );
    // the row with a quantity the cart does not take is not sent; it is reported as refused
    expect(call?.body).toEqual([
      { sku: '99999999999', quantity: 1 },
      { sku: '99110000002', quantity: 1 },
      { sku: '99110000101', quantity: 2 },
      { sku: '99110000011', quantity: 5 },
      { sku: '99110000007', quantity: 1 },
    ]);
    const rows = within(within(report).getByTestId('import-report-rows'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Line 299999999999Added 0 of 1No part has this number: not added',
      'Line 399110000002Added 0 of 1No price, not sold: not added',
      'Line 499110000101Added 2 of 2Replaced by 99110000001Added in full',
      'Line 599110000011Added 3 of 5Only 3 in stock: 3 of 5 added',
      'Line 699110000111Quantity: abcQuantity not accepted: not added',
      'Line 799110000007Added 1 of 1Added in fullDoes not fit the chosen vehicle (added, your choice)',
    ]);
    expect(within(report).getByTestId('import-report-summary').textContent).toBe(
      '2 lines added1 line with less than asked1 number replaced1 number not found1 part without a price1 part not fitting the vehicle1 line refused',
    );
    // the notices as info (all of them with supersession); something went in, so 'added' too
    expect(notices).toContainEqual({ kind: 'info', message: NOTICES.join(' · ') });
    expect(notices).toContainEqual({ kind: 'success', message: 'Products added to cart' });
    // the report has the focus (the import button is gone from under the dealer's eyes)
    expect(report).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.queryByTestId('csv-report')).not.toBeInTheDocument();
  });

  it('in Polish, with Polish plural forms; no "added" notice when nothing went in', async () => {
    withReport();
    await i18n.changeLanguage('pl');
    const lines: ImportLine[] = Array.from({ length: 5 }, (_, index) => ({
      Sku: `9999999999${index}`,
      Quantity: 1,
      Result: 'not-found',
      Added: 0,
    }));
    answerApi({
      ...baseRoutes,
      'POST /api/Level4/cartFromCsv': () => ({
        Notices: ['Nie znaleziono numeru 99999999990'],
        Lines: [
          ...lines,
          { Sku: '99110000002', Quantity: 2, Result: 'no-price', Added: 0 },
          { Sku: '99110000003', Quantity: 2, Result: 'no-price', Added: 0 },
        ],
      }),
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const csv = ['sku;quantity', ...lines.map((line) => `${line.Sku};1`), '99110000002;2', '99110000003;2'].join('\n');
    await user.upload(await screen.findByLabelText('Plik CSV'), file(csv));
    await user.click(screen.getByRole('button', { name: 'Importuj' }));
    const report = await screen.findByTestId('csv-report');
    expect(within(report).getByRole('heading').textContent).toBe('Co się stało z każdą pozycją');
    expect(within(report).getByTestId('import-report-summary').textContent).toBe('5 numerów nieznalezionych2 części bez ceny');
    expect(within(report).getAllByText('Bez ceny, nie do kupienia: nie dodano')).toHaveLength(2);
    expect(notices).toContainEqual({ kind: 'info', message: 'Nie znaleziono numeru 99999999990' });
    expect(notices.filter((notice) => notice.kind === 'success')).toEqual([]);
  });

  it('without the extension asks for the spec notices and keeps the file preview', async () => {
    const api = answerApi({ ...baseRoutes, 'POST /api/Level4/cartFromCsv': () => NOTICES });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.upload(await screen.findByLabelText('CSV file'), file(CSV));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Level4/cartFromCsv')).toBe(true));
    expect(screen.queryByTestId('csv-report')).not.toBeInTheDocument();
    expect(screen.getByTestId('csv-rows')).toBeInTheDocument();
  });
});

describe('quick add with the report', () => {
  it('keeps a row per quick add, newest first: an unknown number, and a part the API added fewer of', async () => {
    withReport();
    const api = answerApi({
      ...baseRoutes,
      'POST /api/Level4Product/Find': (body: { Sku: string }) =>
        body.Sku === '99110000011'
          ? { SimpleProduct: { Id: 11, Sku: '99110000011', Name: 'Oil cooler' }, Boards: [] }
          : { SimpleProduct: null, Boards: [] },
      'POST /api/Level4/AddItem': () => ({
        Notices: ['Only 3 in stock: 3 added to the cart.'],
        Lines: [{ Sku: '99110000011', Quantity: 4, Result: 'fewer', Added: 3, Stock: 3 }],
      }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '99999999999{Enter}');
    const report = await screen.findByTestId('quick-cart-report');
    // the field keeps the focus and says it too
    expect(screen.getByLabelText(/Part number/)).toHaveFocus();
    const sku = screen.getByLabelText(/Part number/);
    await user.clear(sku);
    await user.type(sku, '99110000011');
    const quantity = screen.getByLabelText('Quantity');
    await user.tripleClick(quantity);
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/Level4/AddItem?report=lines'), { timeout: 3000 });
    const rows = () => within(within(report).getByTestId('import-report-rows')).getAllByRole('listitem');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.textContent)).toEqual([
      '99110000011Added 3 of 4Only 3 in stock: 3 of 4 added',
      '99999999999Added 0 of 1No part has this number: not added',
    ]);
    expect(api.calls.find((c) => c.path.startsWith('/api/Level4/AddItem'))?.path).toBe('/api/Level4/AddItem?report=lines');
  });
});

describe('a file that cannot be read', () => {
  it('is said in a notice, in the dealer’s language; Import says it again and sends nothing', async () => {
    const api = answerApi({ ...baseRoutes, 'POST /api/Level4/cartFromCsv': () => ({ Notices: [], Lines: [] }) });
    const notices = collectNotices();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await i18n.changeLanguage('pl');
    renderPage(<CartPage />, '/cart');
    const gone = file(CSV);
    const failure = new Error('the file was removed');
    gone.text = () => Promise.reject(failure);
    await user.upload(await screen.findByLabelText('Plik CSV'), gone);
    await waitFor(() => expect(notices).toContainEqual({ kind: 'danger', message: 'Nie udało się odczytać pliku. Spróbuj ponownie.' }));
    expect(log).toHaveBeenCalledWith('The CSV file could not be read', failure);
    await user.click(screen.getByRole('button', { name: 'Importuj' }));
    await waitFor(() => expect(notices.filter((notice) => notice.kind === 'danger')).toHaveLength(2));
    expect(api.calls.some((c) => c.path.startsWith('/api/Level4/cartFromCsv'))).toBe(false);
    log.mockRestore();
  });
});
