import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { answer, failure, freshQueryClient, publishReferenceData, server } from '@parts/shared-kernel/test-support';
import type { SearchResults } from '@parts/contract/search-results';
import { part as catalogPart, vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { SearchResultsPage } from './SearchResultsPage';

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

const row = (id: number, sku: string, name: string, fit: 'fits' | 'does-not-fit' | 'unknown' = 'unknown') => ({
  Id: id,
  Sku: sku,
  Name: name,
  Boards: [{ Id: 4, Name: 'Oil filter', Serie: 'S200', GrafikId: 7, Position: '1' }],
  BoardCount: 1,
  Fit: fit,
});
const PAGE_1: SearchResults = {
  Products: [
    row(5, '99110000001', 'Oil filter element', 'fits'),
    row(11, '99110000007', 'Oil filter element, diesel engine', 'does-not-fit'),
  ],
  Page: 1,
  PageSize: 2,
  Total: 3,
  PartNumbers: [],
};
const PAGE_2: SearchResults = {
  ...PAGE_1,
  Page: 2,
  Products: [{ ...row(900, '99990000001', 'Oil filter wrench'), Boards: [], BoardCount: 0 }],
};
const stockOf = (sku: string, price: number) => ({
  ...catalogPart({ Sku: sku }),
  Price: price,
  WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'Warszawa', StockQuantity: 5 }],
});

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  freshQueryClient();
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  withExtensions(['search-results', 'batch-stock']);
  server.use(
    answer('GET /api/Level4Product/SearchResults', ({ url }) => (url.searchParams.get('page') === '2' ? PAGE_2 : PAGE_1)),
    answer('POST /api/level4/ProductStock/Batch', ({ body }) =>
      (body as { sku: string }[]).map((line) => stockOf(line.sku, line.sku === '99110000001' ? 40.39 : 0)),
    ),
  );
  calls = recordCalls();
});
afterEach(async () => {
  withExtensions(undefined);
  await act(() => i18n.changeLanguage('en'));
});

const renderResults = (url: string) => renderAt(<SearchResultsPage />, { url, pattern: '/level4/search' });
const results = () => screen.findAllByTestId('search-result');

it('lists the parts with their boards (links), fit, the prices of the page at once, and a quantity to add', async () => {
  emit('vehicle', vehicle({ VehicleKeyList: ['serie:S200', 'engine:1'] }));
  renderResults('/level4/search?q=oil%20filter');
  expect(screen.getByRole('heading', { name: 'Search results: oil filter' })).toBeInTheDocument();
  const [first, second] = await results();
  expect(within(first!).getByRole('link', { name: '99110000001' })).toHaveAttribute(
    'href',
    '/level4/product/99110000001?by=sku&vehicleSpecific=true',
  );
  expect(within(first!).getByRole('link', { name: 'Oil filter' })).toHaveAttribute(
    'href',
    '/level4/product/4?hotspots=7&vehicleSpecific=true&position=1&part=99110000001',
  );
  expect(within(first!).getByTestId('search-result-fit')).toHaveTextContent('fits');
  expect(within(second!).getByTestId('search-result-fit')).toHaveTextContent('does not fit');
  expect(await within(first!).findByTestId('search-result-price')).toHaveTextContent(/40,39\s*zł/);
  expect(within(first!).getByRole('button', { name: 'Add to cart 99110000001' })).toBeInTheDocument();
  // no price: no add
  expect(within(second!).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  // one batch call for the page's parts
  const batches = calls.filter((call) => call.path === '/api/level4/ProductStock/Batch');
  expect(batches).toHaveLength(1);
  expect((batches[0]!.body as { sku: string }[]).map((line) => line.sku)).toEqual(['99110000001', '99110000007']);
  // the vehicle's keys are sent
  const search = calls.find((call) => call.path === '/api/Level4Product/SearchResults')!;
  expect(search.query.getAll('VehicleKeyList')).toEqual(['serie:S200', 'engine:1']);
  expect(screen.getByText('3 parts found (1–2 shown).')).toHaveAttribute('role', 'status');
});

it('pages with links that keep the text and the page in the URL', async () => {
  const user = userEvent.setup();
  renderResults('/level4/search?q=oil%20filter');
  await results();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Next page' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/level4/search?q=oil+filter&page=2'));
  const [only] = await screen.findAllByTestId('search-result');
  await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(1));
  expect(only).toBeDefined();
  expect(screen.getByText('The part is on no board.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/level4/search?q=oil+filter');
});

it('a page opened from its URL asks that page; no vehicle: no fit column', async () => {
  renderResults('/level4/search?q=oil%20filter&page=2');
  await results();
  expect(calls.find((call) => call.path === '/api/Level4Product/SearchResults')?.query.get('page')).toBe('2');
  expect(screen.queryByRole('columnheader', { name: 'My vehicle' })).not.toBeInTheDocument();
});

it('lists the part numbers starting with the text', async () => {
  server.use(
    answer('GET /api/Level4Product/SearchResults', { ...PAGE_1, PartNumbers: [{ Id: 5, Sku: '99110000001', Name: 'Oil filter element' }] }),
  );
  renderResults('/level4/search?q=99110');
  const numbers = await screen.findByTestId('search-results-numbers');
  expect(within(numbers).getByRole('link', { name: '99110000001' })).toHaveAttribute(
    'href',
    '/level4/product/99110000001?by=sku&vehicleSpecific=true',
  );
  expect(screen.getByRole('heading', { name: 'Part numbers starting with 99110' })).toBeInTheDocument();
});

it('says when nothing is found, in Polish too', async () => {
  await act(() => i18n.changeLanguage('pl'));
  server.use(answer('GET /api/Level4Product/SearchResults', { ...PAGE_1, Products: [], Total: 0 }));
  renderResults('/level4/search?q=xyzzy');
  expect(await screen.findByText('Nie znaleziono części dla „xyzzy”.')).toBeInTheDocument();
});

it('says when the search failed, and tries again', async () => {
  server.use(failure('GET /api/Level4Product/SearchResults', 500, { title: 'Error' }));
  renderResults('/level4/search?q=oil%20filter');
  expect(await screen.findByText('The search failed.')).toBeInTheDocument();
  server.use(answer('GET /api/Level4Product/SearchResults', PAGE_1));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await results()).toHaveLength(2);
});

it('is not shown when the API does not list the extension', () => {
  withExtensions([]);
  renderResults('/level4/search?q=oil%20filter');
  expect(screen.getByText('The search results page is not available.')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
