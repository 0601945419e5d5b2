import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, publishReferenceData } from '@parts/shared-kernel';
import { answer, customer, failure, server } from '@parts/shared-kernel/test-support';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { setCurrentVehicle } from '../vehicle/current-vehicle';
import { CatalogSearch } from './CatalogSearch';

const withExtensions = (extensions: string[] | undefined) => {
  const data = window.__partsReferenceData!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

beforeAll(() => setUpCatalog());
beforeEach(() => withExtensions(['name-search']));
afterEach(() => {
  withExtensions(undefined);
  act(() => setCurrentVehicle(null));
});

const FOUND = [
  { Id: 5, Sku: '99110000001', Name: 'Oil filter element', ProductId: 4, Position: '1', GrafikId: 7 },
  { Id: 11, Sku: '99110000007', Name: 'Oil filter element, diesel engine', ProductId: 4, Position: '7', GrafikId: 7 },
  { Id: 900, Sku: '99990000001', Name: 'Oil filter wrench', ProductId: 900, Position: null, GrafikId: null },
];

const VEHICLE = {
  VehicleId: null,
  Vin: null,
  VehicleInfo: { marke: 'NS', produktart: 'PKW', katalog: 'C1', typ: 'T1', baureihe: 'Series 200', verkaufsbezeichnung: 'S 220', motor: 'M1', produktionsdatum: '2021-05', vin: null, vin7: null },
  VehicleData: { lackCode: null, polsterCode: null },
  VehicleFuelQty: [],
  StandardEquipment: [],
  OptionalEquipment: [],
  TechnicalCampaigns: [],
  Year: 2021,
  Month: 5,
  VehicleKeyList: ['serie:S200', 'model:3'],
  EquipmentList: [],
  VehicleType: 'PKW',
  TransmissionType: 'Automatic',
};

const searches = (calls: SentCall[]) => calls.filter((call) => call.path === '/api/Level4Product/Search');
let calls: SentCall[];
beforeEach(() => {
  // the rest of the catalogue search: the brand filter and who the dealer is (recent vehicles)
  server.use(answer('POST /api/level4/VehicleFilter', []), answer('GET /api/Customer/get', customer()), answer('GET /api/Level4Product/Search', { Products: FOUND }));
  calls = recordCalls();
});
const field = () => screen.getByRole('combobox', { name: 'Search by name' });

it('is shown only when the API lists the name-search extension', () => {
  withExtensions([]);
  const view = renderAt(<CatalogSearch />, { url: '/level4' });
  expect(screen.queryByRole('combobox', { name: 'Search by name' })).not.toBeInTheDocument();
  view.unmount();
  withExtensions(['name-search']);
  renderAt(<CatalogSearch />, { url: '/level4' });
  expect(field()).toBeInTheDocument();
});

it('asks once the typing pauses with 3 characters or more, and lists the parts', async () => {
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'oi');
  await new Promise((done) => setTimeout(done, 400));
  expect(searches(calls)).toEqual([]);
  expect(field()).toHaveAttribute('aria-expanded', 'false');
  await user.type(field(), 'l filter');
  const list = await screen.findByRole('listbox', { name: 'Parts found by name' });
  expect((await within(list).findAllByRole('option')).map((option) => option.textContent)).toEqual([
    'Oil filter element 99110000001',
    'Oil filter element, diesel engine 99110000007',
    'Oil filter wrench 99990000001',
  ]);
  // debounced: one call for the whole word, not one per key
  expect(searches(calls).map((call) => call.query.get('q'))).toEqual(['oil filter']);
  expect(field()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('3 parts found. Use the arrow keys to choose, Enter to open.')).toHaveAttribute('role', 'status');
});

it('sends the current vehicle keys', async () => {
  act(() => emit('vehicle', VEHICLE));
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'filter');
  await screen.findByRole('listbox');
  expect(searches(calls)[0]?.query.getAll('VehicleKeyList')).toEqual(['serie:S200', 'model:3']);
});

it('moves through the parts with the arrow keys and opens the board at the chosen position with Enter', async () => {
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'filter');
  await screen.findAllByRole('option');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = screen.getByRole('option', { name: /diesel engine/ });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(field()).toHaveAttribute('aria-activedescendant', second.id);
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('option', { name: /Oil filter element 99110000001/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/level4/product/4?hotspots=7&position=7&part=99110000007'),
  );
});

it('closes the list with Escape, and opens a part no board draws by itself on click', async () => {
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'wrench');
  await screen.findAllByRole('option');
  await user.keyboard('{Escape}');
  expect(field()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('location')).toHaveTextContent('/level4');
  await user.keyboard('{ArrowDown}');
  expect(field()).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('option', { name: /wrench/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4\/product\/900$/));
});

it('says when nothing is found, and when the search failed', async () => {
  server.use(answer('GET /api/Level4Product/Search', { Products: [] }));
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'xyzzy');
  expect(await screen.findByText('No parts with this name.')).toBeInTheDocument();
  server.use(failure('GET /api/Level4Product/Search', 500, { title: 'Error' }));
  await user.type(field(), 'y');
  expect(await screen.findByText('The search failed. Try again.')).toBeInTheDocument();
});
