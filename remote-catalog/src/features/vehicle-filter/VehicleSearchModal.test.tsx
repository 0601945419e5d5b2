import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, lastValue } from '@parts/shared-kernel';
import { answer, customer, server } from '@parts/shared-kernel/test-support';
import { vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { VehicleSearchModal } from './VehicleSearchModal';

const OPTIONS: Record<string, { Id: string | number; Name: string }[]> = {
  brand: [
    { Id: 1, Name: 'Auralis' },
    { Id: 2, Name: 'Nordstern' },
  ],
  category: [
    { Id: 'PKW', Name: 'Cars' },
    { Id: 'KRAD', Name: 'Motorcycles' },
  ],
  catalog: [{ Id: 'NS-PKW', Name: 'Nordstern cars' }],
  type: [{ Id: 1, Name: 'Saloon cars' }],
  serie: [
    { Id: 'S200', Name: 'Series 200' },
    { Id: 'S210', Name: 'Series 210' },
  ],
  body: [
    { Id: 1, Name: 'Saloon' },
    { Id: 2, Name: 'Estate' },
  ],
  model: [{ Id: 12, Name: 'S 220' }],
  engine: [{ Id: 2, Name: 'M20P' }],
  version: [{ Id: 'EU', Name: 'Europe' }],
  steering: [{ Id: 1, Name: 'Left' }],
  transmission: [{ Id: 2, Name: '9-speed automatic' }],
  year: [{ Id: 2021, Name: '2021' }],
  month: [
    { Id: 5, Name: 'May' },
    { Id: 6, Name: 'June' },
  ],
};

const VEHICLE = vehicle({ VehicleKeyList: ['serie:S200'], TransmissionType: 'Automatic' });

let calls: SentCall[];

beforeAll(() => setUpCatalog());

beforeEach(() => {
  emit('auth:token', 'token-1');
  server.use(
    answer('POST /api/level4/VehicleFilter', ({ url }) => OPTIONS[url.searchParams.get('type') ?? ''] ?? []),
    answer('POST /api/Level4/VehicleSearch', VEHICLE),
    answer('GET /api/Customer/get', customer()), // who chose it (recent vehicles)
  );
  calls = recordCalls();
});

const select = (name: string) => screen.getByRole('combobox', { name });

async function chooseDownTo(user: ReturnType<typeof userEvent.setup>, steps: [string, string][]) {
  for (const [label, option] of steps) {
    await waitFor(() => expect(select(label)).toBeEnabled());
    await user.selectOptions(select(label), option);
  }
}

const VEHICLE_STEPS: [string, string][] = [
  ['Catalog', 'Nordstern cars'],
  ['Type', 'Saloon cars'],
  ['Series', 'Series 200'],
  ['Body', 'Saloon'],
  ['Model', 'S 220'],
  ['Engine', 'M20P'],
  ['Version', 'Europe'],
  ['Steering', 'Left'],
  ['Transmission', '9-speed automatic'],
  ['Year', '2021'],
  ['Month', 'May'],
];

it('starts from the default brand 2 and cars, and asks each level with the values above it', async () => {
  renderAt(<VehicleSearchModal brandOptions={OPTIONS.brand!} onClose={() => {}} />);
  await waitFor(() => expect(select('Catalog')).toBeEnabled());
  expect(select('Brand')).toHaveValue('2');
  expect(select('Category')).toHaveValue('PKW');
  const catalogCall = calls.find((c) => c.query.get('type') === 'catalog');
  expect(catalogCall?.body).toEqual({ brandId: 2, category: 'PKW' });
});

it('resets and reloads the lower filters when a higher one changes', async () => {
  const user = userEvent.setup();
  renderAt(<VehicleSearchModal brandOptions={OPTIONS.brand!} onClose={() => {}} />);
  await chooseDownTo(user, VEHICLE_STEPS.slice(0, 6));
  expect(select('Engine')).toHaveValue('2');

  const before = calls.length;
  await user.selectOptions(select('Series'), 'Series 210');

  // everything below the serie is empty again, and only the next level (body) is asked for
  for (const label of ['Body', 'Model', 'Engine', 'Version', 'Steering', 'Transmission', 'Year', 'Month'])
    expect(select(label)).toHaveValue('');
  await waitFor(() => expect(select('Body')).toBeEnabled());
  for (const label of ['Model', 'Engine', 'Version', 'Month']) expect(select(label)).toBeDisabled();
  const after = calls.slice(before);
  expect(after.map((c) => c.query.get('type'))).toEqual(['body']);
  expect(after[0]!.body).toEqual({ brandId: 2, category: 'PKW', catalog: 'NS-PKW', typeId: 1, serie: 'S210' });
});

it('enables Search only once a month is chosen, and makes the found vehicle the current one', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  renderAt(<VehicleSearchModal brandOptions={OPTIONS.brand!} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Vehicle search' });
  const search = within(dialog).getByRole('button', { name: 'Search' });
  expect(search).toBeDisabled();
  await chooseDownTo(user, VEHICLE_STEPS.slice(0, -1));
  expect(search).toBeDisabled();
  await chooseDownTo(user, VEHICLE_STEPS.slice(-1));
  expect(search).toBeEnabled();

  await user.click(search);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const searchCall = calls.find((c) => c.path === '/api/Level4/VehicleSearch');
  expect(searchCall?.body).toMatchObject({ serie: 'S200', month: 5, year: 2021, versionList: 'EU' });
  expect(lastValue('vehicle')).toMatchObject({ VehicleKeyList: ['serie:S200'] });
  // the catalogue for the vehicle, not back where the dialog was opened
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4$/));
});

it('chooses a select with a single option for the dealer, down to the next real choice', async () => {
  const user = userEvent.setup();
  renderAt(<VehicleSearchModal brandOptions={OPTIONS.brand!} onClose={() => {}} />);
  // catalog and type have one option each: chosen; the serie has two: the dealer's
  await waitFor(() => expect(select('Type')).toHaveValue('1'));
  expect(select('Catalog')).toHaveValue('NS-PKW');
  await waitFor(() => expect(select('Series')).toBeEnabled());
  expect(select('Series')).toHaveValue('');
  expect(calls.find((c) => c.query.get('type') === 'serie')?.body).toEqual({ brandId: 2, category: 'PKW', catalog: 'NS-PKW', typeId: 1 });

  await user.selectOptions(select('Series'), 'Series 200');
  await waitFor(() => expect(select('Body')).toBeEnabled());
  expect(select('Body')).toHaveValue(''); // two bodies: no choice made for the dealer
  await user.selectOptions(select('Body'), 'Estate');
  // model, engine, version, steering, transmission and year have one option each; the month two
  await waitFor(() => expect(select('Year')).toHaveValue('2021'));
  for (const [label, value] of [
    ['Model', '12'],
    ['Engine', '2'],
    ['Version', 'EU'],
    ['Steering', '1'],
    ['Transmission', '2'],
  ] as const)
    expect(select(label)).toHaveValue(value);
  await waitFor(() => expect(select('Month')).toBeEnabled());
  expect(select('Month')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  // the whole name of a value, also where the select is narrower
  expect(select('Transmission')).toHaveAttribute('title', '9-speed automatic');
  expect(calls.find((c) => c.query.get('type') === 'month')?.body).toEqual({
    brandId: 2,
    category: 'PKW',
    catalog: 'NS-PKW',
    typeId: 1,
    serie: 'S200',
    bodyId: 2,
    modelId: 12,
    engineId: 2,
    versionList: 'EU',
    steeringId: 1,
    transmissionId: 2,
    year: 2021,
  });

  // a higher choice changed: the single options below it are chosen again for the new values
  await user.selectOptions(select('Body'), 'Saloon');
  await waitFor(() => expect(select('Year')).toHaveValue('2021'));
  expect(calls.filter((c) => c.query.get('type') === 'model').map((c) => (c.body as { bodyId: number }).bodyId)).toEqual([2, 1]);
});
