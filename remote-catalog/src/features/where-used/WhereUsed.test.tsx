import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { answer, failure, freshQueryClient, publishReferenceData, server } from '@parts/shared-kernel/test-support';
import type { WhereUsed } from '@parts/contract/where-used';
import { part, vehicle } from '../../test-support/fixtures';
import { answerEntity, recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { ProductPage } from '../product/ProductPage';

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

const SIMPLE = part({ Id: 101, Sku: '99110000001', Price: 40.39 });
const USED: WhereUsed = {
  Part: { Id: 101, Sku: '99110000001', Name: 'Oil filter element' },
  Fits: [
    {
      Serie: 'S200',
      SerieName: 'Series 200',
      ModelId: 1,
      ModelName: 'S 180',
      EngineId: 1,
      EngineName: 'M15P',
      YearFrom: 2018,
      YearTo: 2024,
    },
    {
      Serie: 'S200',
      SerieName: 'Series 200',
      ModelId: 2,
      ModelName: 'S 220',
      EngineId: 2,
      EngineName: 'M20P',
      YearFrom: 2019,
      YearTo: 2019,
    },
  ],
  FitCount: 2,
  Boards: [{ Id: 900, Name: 'Oil filter', Serie: 'S200', GrafikId: 77, Position: '1' }],
  BoardCount: 1,
  Supersession: { Replaces: [{ Id: 1668, Sku: '99110000101', Name: 'Oil filter element' }], ReplacedBy: [] },
  FitsVehicle: true,
};

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  withExtensions(['where-used']);
  freshQueryClient();
  server.use(
    answerEntity('Product', { 101: SIMPLE }),
    answer('POST /api/Level4Product/VehicleConditions', []),
    answer('POST /api/level4/ProductStock', { ...SIMPLE, Price: 41 }),
  );
  calls = recordCalls();
});
afterEach(async () => {
  withExtensions(undefined);
  await act(() => i18n.changeLanguage('en'));
});

const renderProduct = () => renderAt(<ProductPage />, { url: '/level4/product/101', pattern: '/level4/product/:product' });
const whereUsedCalls = () => calls.filter((call) => call.path === '/api/Level4Product/WhereUsed');

it("the product page's 'Where used' opens a dialog naming the series, models, engines, years and boards (links), the chain and the fit", async () => {
  server.use(answer('GET /api/Level4Product/WhereUsed', USED));
  emit('vehicle', vehicle({ VehicleId: 7, VehicleKeyList: ['serie:S200'] }));
  renderProduct();
  const open = await screen.findByRole('button', { name: 'Where is 99110000001 used' });
  // asked only when opened
  expect(whereUsedCalls()).toHaveLength(0);
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Where 99110000001 is used' });
  const rows = within(await within(dialog).findByTestId('where-used-vehicles')).getAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Series 200 (S200)S 180M15P2018–2024', 'Series 200 (S200)S 220M20P2019']);
  expect(within(dialog).getByRole('link', { name: 'Oil filter' })).toHaveAttribute(
    'href',
    '/level4/product/900?hotspots=77&vehicleSpecific=true&position=1&part=99110000001',
  );
  expect(within(dialog).getByTestId('where-used-fit')).toHaveTextContent('My vehicle (Series 200): fits');
  expect(within(dialog).getByTestId('where-used-chain')).toHaveTextContent('Replaces: 99110000101');
  // the VIN vehicle is asked about by its id
  expect(whereUsedCalls()[0]?.query.toString()).toBe('sku=99110000001&vehicleId=7');
  // Escape closes it and the focus returns to the button
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(open).toHaveFocus();
});

it("a vehicle chosen by filters is asked about by its keys; 'does not fit' in Polish", async () => {
  await act(() => i18n.changeLanguage('pl'));
  server.use(answer('GET /api/Level4Product/WhereUsed', { ...USED, FitsVehicle: false }));
  emit('vehicle', vehicle({ VehicleKeyList: ['serie:A100', 'model:9'], EquipmentList: ['ELS'] }));
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Gdzie jest używana część 99110000001' }));
  expect(await screen.findByTestId('where-used-fit')).toHaveTextContent('Mój pojazd (Series 200): nie pasuje');
  expect(whereUsedCalls()[0]?.query.toString()).toBe(
    'sku=99110000001&VehicleKeyList=serie%3AA100&VehicleKeyList=model%3A9&EquipmentList=ELS',
  );
});

it('a part on no board says so; without a vehicle no fit line', async () => {
  server.use(answer('GET /api/Level4Product/WhereUsed', { ...USED, Fits: [], FitCount: 0, Boards: [], BoardCount: 0, FitsVehicle: null }));
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Where is 99110000001 used' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('The part is on no board.')).toBeInTheDocument();
  expect(within(dialog).getByText('No vehicle: the part is on no board.')).toBeInTheDocument();
  expect(within(dialog).queryByTestId('where-used-fit')).not.toBeInTheDocument();
});

it('a failed call says so in the dialog and can be tried again', async () => {
  server.use(failure('GET /api/Level4Product/WhereUsed', 500, { title: 'Error' }));
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Where is 99110000001 used' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Where the part is used could not be loaded.');
  server.use(answer('GET /api/Level4Product/WhereUsed', USED));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('where-used-boards')).toHaveTextContent('Oil filter');
});

it('is not offered when the API does not list the extension', async () => {
  withExtensions([]);
  renderProduct();
  expect(await screen.findByText('Oil filter element', { selector: 'h1, h1 *' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Where is/ })).not.toBeInTheDocument();
});
