import { act, screen, waitFor } from '@testing-library/react';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { board, hotspot, part } from '../../test-support/fixtures';
import { answer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { answerEntity, recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { ProductPage } from '../product/ProductPage';

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

const OIL_BOARD = {
  Id: 900,
  Name: 'Oil filter',
  Sku: 'B-OIL',
  PictureUrl: '',
  Retrofit: false,
  GrafikId: 77,
  VehicleSpecific: true,
  Position: '1',
};
const CURRENT = { Id: 5, Sku: '99110000001', Name: 'Oil filter element', Quantity: 1 };
const OLD_FOUND = {
  SimpleProduct: { Id: 1668, Sku: '99110000101', Name: 'Oil filter element' },
  Boards: [OIL_BOARD],
  Supersession: { Replaces: [{ Id: 1667, Sku: '99110000102', Name: 'Oil filter element' }], ReplacedBy: [CURRENT] },
};
const ELEMENT_ROW = part({
  Id: 5,
  Sku: '99110000001',
  Position: '1',
  Supersession: {
    Replaces: [
      { Id: 1668, Sku: '99110000101', Name: 'Oil filter element' },
      { Id: 1667, Sku: '99110000102', Name: 'Oil filter element' },
    ],
    ReplacedBy: [],
  },
});
const KIT_OLD = part({
  Id: 1669,
  Sku: '99340000101',
  Name: 'Brake pad set, front axle, with wear sensors',
  Supersession: {
    Replaces: [],
    ReplacedBy: [
      { Id: 217, Sku: '99340000001', Name: 'Brake pad set, front axle', Quantity: 1 },
      { Id: 218, Sku: '99340000002', Name: 'Brake wear sensor, front', Quantity: 2 },
    ],
  },
});

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  withExtensions(['supersession']);
  server.use(
    answer('POST /api/Level4Product/Find', OLD_FOUND),
    answerEntity('Product', { 900: part({ Id: 900, Name: 'Oil filter', Sku: 'B-OIL', ProductType: 'GroupedProduct' }), 1669: KIT_OLD }),
    answer('POST /api/Level4Product/VehicleConditions', []),
    answer('POST /api/Level4Product/Board', board([ELEMENT_ROW, part({ Id: 6, Sku: '99110000003', Position: '2' })])),
    answer('GET /api/Level4Product/Hotspots', [hotspot(1, 100, 100), hotspot(2, 200, 100)]),
    answer('POST /api/level4/ProductStock', {
      Id: 1669,
      Sku: '99340000101',
      Name: 'Brake pad set',
      Price: 400,
      OldPrice: 455,
      PriceNetto: 0,
      OldPriceNetto: 0,
      Discount: 12,
      WarehouseInventory: [],
    }),
  );
  calls = recordCalls();
});
afterEach(async () => {
  withExtensions(undefined);
  await act(() => i18n.changeLanguage('en'));
});

const renderProduct = (url: string) => renderAt(<ProductPage />, { url, pattern: '/level4/product/:product' });

it('a part-number search for an old number opens the board of the current part, chooses it and says what replaced what', async () => {
  renderProduct('/level4/product/99110000101?by=sku&vehicleSpecific=true');
  expect(await screen.findByTestId('superseded-notice')).toHaveTextContent('99110000101 replaced by 99110000001');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/level4/product/900?hotspots=77&vehicleSpecific=true&part=99110000001&position=1',
    ),
  );
  expect(calls.find((call) => call.path === '/api/Level4Product/Find')?.body).toMatchObject({ Sku: '99110000101' });
  // the current part's row is the chosen one, and it names the numbers it replaces
  const rows = await screen.findAllByTestId('part-row');
  expect(rows[0]).toHaveAttribute('aria-current', 'true');
  expect(rows[0]).toHaveTextContent('Replaces: 99110000101, 99110000102');
  expect(rows[1]).not.toHaveTextContent('Replaces');
});

it('speaks Polish first: "zastąpiony przez", "Zastępuje:"', async () => {
  await act(() => i18n.changeLanguage('pl'));
  renderProduct('/level4/product/99110000101?by=sku&vehicleSpecific=true');
  expect(await screen.findByTestId('superseded-notice')).toHaveTextContent('99110000101 zastąpiony przez 99110000001');
  expect((await screen.findAllByTestId('part-row'))[0]).toHaveTextContent('Zastępuje: 99110000101, 99110000102');
});

it("an old part's own page says what replaces it, a kit with its quantities, each a link to the current part", async () => {
  renderProduct('/level4/product/1669');
  const chain = await screen.findByTestId('supersession-chain');
  expect(chain).toHaveTextContent('Replaced by: 99340000001 x1, 99340000002 x2');
  expect(screen.getByRole('link', { name: '99340000002' })).toHaveAttribute(
    'href',
    '/level4/product/99340000002?by=sku&vehicleSpecific=true',
  );
});

it('shows no chain and no notice when the API does not list the extension', async () => {
  withExtensions([]);
  renderProduct('/level4/product/99110000101?by=sku&vehicleSpecific=true');
  // the search goes to the board it was given, for the number typed
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/level4/product/900?hotspots=77&vehicleSpecific=true&part=99110000101&position=1',
    ),
  );
  expect(await screen.findAllByTestId('part-row')).toHaveLength(2);
  expect(screen.queryByTestId('superseded-notice')).not.toBeInTheDocument();
  expect(screen.queryByTestId('supersession-chain')).not.toBeInTheDocument();
  expect(screen.queryByText(/Replaces/)).not.toBeInTheDocument();
});
