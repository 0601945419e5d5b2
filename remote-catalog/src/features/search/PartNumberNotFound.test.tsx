import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, readReferenceData } from '@parts/shared-kernel';
import { answer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { ProductPage } from '../product/ProductPage';

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  act(() => publishReferenceData({ ...data, config: { ...data.config, extensions } }));
};

const NEAREST = [
  { Id: 16, Sku: '99110000013', Name: 'Hexagon bolt M6x30' },
  { Id: 15, Sku: '99110000012', Name: 'Oil cooler gasket' },
];
const FOUND_BY_NAME = { Id: 101, Sku: '99340000001', Name: 'Brake pad set, front axle', ProductId: 300, Position: '1', GrafikId: 30 };

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  server.use(
    answer('POST /api/Level4Product/Find', ({ body }) => ({
      SimpleProduct: null,
      Boards: [],
      ...((body as { Sku: string }).Sku.startsWith('991') && { Nearest: NEAREST }),
    })),
    answer('GET /api/Level4Product/Search', { Products: [FOUND_BY_NAME] }),
  );
  calls = recordCalls();
});
afterEach(() => withExtensions(undefined));

const renderSearch = (sku: string) =>
  renderAt(<ProductPage />, {
    url: `/level4/product/${encodeURIComponent(sku)}?by=sku&vehicleSpecific=true`,
    pattern: '/level4/product/:product',
  });

it('without extensions says only what SPEC says', async () => {
  withExtensions([]);
  renderSearch('99110000014');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Did you mean one of these numbers?' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('offers the nearest numbers (search-hints), each a new search by number, and a search by name (name-search)', async () => {
  withExtensions(['name-search', 'search-hints']);
  const user = userEvent.setup();
  renderSearch('99110000014');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  const nearest = screen.getByRole('navigation', { name: 'Did you mean one of these numbers?' });
  expect(
    within(nearest)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['99110000013 Hexagon bolt M6x30', '99110000012 Oil cooler gasket']);
  expect(within(nearest).getByRole('link', { name: '99110000013' })).toHaveAttribute(
    'href',
    '/level4/product/99110000013?by=sku&vehicleSpecific=true',
  );
  // a number is no name: the name search waits for the dealer's words
  const byName = screen.getByRole('combobox', { name: 'Search by name' });
  expect(byName).toHaveValue('');
  await user.click(within(nearest).getByRole('link', { name: '99110000013' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/level4/product/99110000013?by=sku&vehicleSpecific=true');
});

it('searches a name typed into the number field by name at once', async () => {
  withExtensions(['name-search', 'search-hints']);
  renderSearch('klocki');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search by name' })).toHaveValue('klocki');
  expect(await screen.findByRole('option', { name: /Brake pad set, front axle/ })).toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/Level4Product/Search').map((call) => call.query.get('q'))).toEqual(['klocki']);
  // no nearest numbers for a word
  expect(screen.queryByRole('navigation', { name: 'Did you mean one of these numbers?' })).not.toBeInTheDocument();
});

it('lists no nearest numbers without search-hints, even when the answer has them', async () => {
  withExtensions(['name-search']);
  renderSearch('99110000014');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Did you mean one of these numbers?' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Search by name' })).toBeInTheDocument();
});
