import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, readReferenceData } from '@parts/shared-kernel';
import { answer, customer, failure, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { setCurrentVehicle } from '../vehicle/current-vehicle';
import { CatalogSearch } from './CatalogSearch';
import { NAME_SEARCH_DEBOUNCE_MS } from './NameSearch';

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

beforeAll(() => setUpCatalog());
beforeEach(() => withExtensions(['name-search']));
afterEach(() => {
  jest.useRealTimers();
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
  VehicleInfo: {
    marke: 'NS',
    produktart: 'PKW',
    katalog: 'C1',
    typ: 'T1',
    baureihe: 'Series 200',
    verkaufsbezeichnung: 'S 220',
    motor: 'M1',
    produktionsdatum: '2021-05',
    vin: null,
    vin7: null,
  },
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
  server.use(
    answer('POST /api/level4/VehicleFilter', []),
    answer('GET /api/Customer/get', customer()),
    answer('GET /api/Level4Product/Search', { Products: FOUND }),
  );
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
  // the clock stands still while the keys are typed (however slowly the machine types them) and
  // moves only when the test lets it: the pause is the test's, never the machine's
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'oi');
  act(() => jest.advanceTimersByTime(NAME_SEARCH_DEBOUNCE_MS + 150));
  expect(searches(calls)).toEqual([]);
  expect(field()).toHaveAttribute('aria-expanded', 'false');
  await user.type(field(), 'l filter');
  act(() => jest.advanceTimersByTime(NAME_SEARCH_DEBOUNCE_MS));
  jest.useRealTimers();
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
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/level4/product/4?hotspots=7&position=7&part=99110000007'));
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

describe("extension 'search-hints'", () => {
  const REPEATED = [
    {
      Id: 21,
      Sku: '20000000101',
      Name: 'Brake disc',
      ProductId: 20,
      Position: '1',
      GrafikId: 3,
      BoardName: 'Front axle brake',
      Serie: 'S200',
    },
    {
      Id: 31,
      Sku: '20000000301',
      Name: 'Brake disc',
      ProductId: 30,
      Position: '2',
      GrafikId: 4,
      BoardName: 'Rear axle brake',
      Serie: 'S200',
    },
  ];

  it('shows the board, serie and position of each part when the API lists it, so that parts of one name differ', async () => {
    withExtensions(['name-search', 'search-hints']);
    server.use(answer('GET /api/Level4Product/Search', { Products: REPEATED }));
    const user = userEvent.setup();
    renderAt(<CatalogSearch />, { url: '/level4' });
    await user.type(field(), 'brake discs');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Brake disc 20000000101Front axle brake · S200 · pos. 1',
      'Brake disc 20000000301Rear axle brake · S200 · pos. 2',
    ]);
  });

  it('shows nothing more without it, whatever the answer carries', async () => {
    server.use(answer('GET /api/Level4Product/Search', { Products: REPEATED }));
    const user = userEvent.setup();
    renderAt(<CatalogSearch />, { url: '/level4' });
    await user.type(field(), 'brake discs');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Brake disc 20000000101', 'Brake disc 20000000301']);
  });
});

it('keeps the parts listed while the next text is asked (busy), then shows the new ones', async () => {
  let release: () => void = () => {};
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'oil');
  expect(await screen.findAllByRole('option')).toHaveLength(3);
  server.use(
    answer('GET /api/Level4Product/Search', async () => {
      await new Promise<void>((done) => (release = done));
      return { Products: FOUND.slice(2) };
    }),
  );
  // pasted in one go: typed key by key on a busy machine, the search may fire in the middle of a word
  await user.paste(' filter wrench');
  await waitFor(() => expect(searches(calls).map((call) => call.query.get('q'))).toEqual(['oil', 'oil filter wrench']));
  // the answer for 'oil' stays, busy, until the new one is in
  expect(screen.getAllByRole('option')).toHaveLength(3);
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Searching…')).toBeInTheDocument();
  release();
  await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
});

it('cancels the question of a text typed over before its answer came', async () => {
  const signals: AbortSignal[] = [];
  server.use(
    answer('GET /api/Level4Product/Search', async ({ request, url }) => {
      signals.push(request.signal);
      // the first question never gets its answer
      if (url.searchParams.get('q') === 'oil') await new Promise(() => {});
      return { Products: FOUND.slice(2) };
    }),
  );
  const user = userEvent.setup();
  renderAt(<CatalogSearch />, { url: '/level4' });
  await user.type(field(), 'oil');
  await waitFor(() => expect(signals).toHaveLength(1));
  await user.type(field(), ' filter wrench');
  expect(await screen.findByRole('option', { name: /wrench/ })).toBeInTheDocument();
  expect(signals[0]?.aborted).toBe(true);
  expect(signals[1]?.aborted).toBe(false);
});

describe('extension search-results', () => {
  beforeEach(() => withExtensions(['name-search', 'search-results']));

  it('Enter with no part chosen opens the results page for the text typed', async () => {
    const user = userEvent.setup();
    renderAt(<CatalogSearch />, { url: '/level4' });
    await user.type(field(), ' oil filter ');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/level4/search?q=oil+filter'));
  });

  it("the list ends with 'Show all results', reached with the arrow keys like a part", async () => {
    const user = userEvent.setup();
    renderAt(<CatalogSearch />, { url: '/level4' });
    await user.type(field(), 'filter');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Oil filter element 99110000001',
      'Oil filter element, diesel engine 99110000007',
      'Oil filter wrench 99990000001',
      'Show all results for “filter”',
    ]);
    // up from the field: the last option
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Show all results for “filter”' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/level4/search?q=filter'));
  });

  it('without the extension Enter with no part chosen does nothing and there is no Show all', async () => {
    withExtensions(['name-search']);
    const user = userEvent.setup();
    renderAt(<CatalogSearch />, { url: '/level4' });
    await user.type(field(), 'filter');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4$/);
  });
});
