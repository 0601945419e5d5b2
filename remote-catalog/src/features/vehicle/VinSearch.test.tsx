import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, lastValue } from '@parts/shared-kernel';
import { answer, customer, server } from '@parts/shared-kernel/test-support';
import { vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { CurrentVehicleCard } from './CurrentVehicleCard';
import { setCurrentVehicle, startVehicleSession, stopVehicleSession, VEHICLE_STORAGE_KEY } from './current-vehicle';
import { VinSearch } from './VinSearch';

const vinVehicle = (Id: number, Vin: string, baureihe: string) => ({
  Id,
  Vin,
  VehicleInfo: { marke: 'NS', baureihe, verkaufsbezeichnung: 'S 220', motor: 'M20P', produktionsdatum: '2021-05', vin7: Vin.slice(-7) },
  VehicleData: { lackCode: '197', polsterCode: '201' },
});

const vehicleData = (Vin: string) =>
  vehicle({
    VehicleId: 1,
    Vin,
    VehicleInfo: {
      ...vehicle().VehicleInfo,
      marke: 'NS',
      produktart: 'PKW',
      baureihe: 'Series 200',
      verkaufsbezeichnung: 'S 220',
      motor: 'M20P',
      produktionsdatum: '2021-05',
    },
    VehicleData: { lackCode: '197', polsterCode: '201' },
    VehicleFuelQty: [{ fuellmengenart: 'Engine oil', fuellmenge: '6.5 l', hinweistext: '' }],
    StandardEquipment: [{ code: '580', benennung: 'Automatic climate control', nachgeruestet: false }],
    OptionalEquipment: [{ code: 'K19', benennung: 'Trailer hitch, swivelling', nachgeruestet: true }],
    TechnicalCampaigns: [{ Status: 'Open', CampaignNumber: 'TC-1', Description: 'Software update', Reservations: '' }],
    Year: 2021,
    Month: 5,
    VehicleKeyList: ['serie:S200'],
    EquipmentList: ['580', 'K19'],
    VehicleType: 'PKW',
    TransmissionType: 'Automatic',
  });

let calls: SentCall[];

beforeAll(() => setUpCatalog());
beforeEach(() => {
  window.localStorage.clear();
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  stopVehicleSession();
  server.use(
    answer('GET /api/level4/Vehicle', ({ url }) => {
      const vin = url.searchParams.get('vin');
      if (vin === 'WDX3333333A100001' || vin === 'A100001') return [vinVehicle(1, 'WDX3333333A100001', 'Series 200')];
      if (vin === 'B200002') return [vinVehicle(2, 'WDX4444444B200002', 'Series 200'), vinVehicle(3, 'WDY5555555B200002', 'X300')];
      return [];
    }),
    answer('POST /api/Level4/VehicleSearch', ({ body }) =>
      vehicleData((body as { Id: number }).Id === 3 ? 'WDY5555555B200002' : 'WDX3333333A100001'),
    ),
    answer('GET /api/Customer/get', customer()), // who chose it (recent vehicles)
  );
  calls = recordCalls();
});

function renderSearch() {
  return renderAt(
    <>
      <VinSearch />
      <CurrentVehicleCard />
    </>,
  );
}

it("asks for a VIN: 'Vehicle identification by Vin necessary'", async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('Vehicle identification by Vin necessary')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('makes the one vehicle found the current vehicle, saves it and shows its data', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByLabelText('VIN'), 'wdx3333333a100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const card = await screen.findByTestId('current-vehicle');
  expect(card).toHaveTextContent('Series 200 S 220');
  expect(card).toHaveTextContent('WDX3333333A100001');
  expect(card).toHaveTextContent('Trailer hitch, swivelling');
  expect(card).toHaveTextContent('Software update');
  expect(card).toHaveTextContent('6.5 l');
  expect(calls.find((c) => c.path === '/api/Level4/VehicleSearch')?.body).toEqual({ Id: 1 });
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toContain('WDX3333333A100001');
});

it('opens the catalogue for the vehicle found, in one step (/level4, the choice in its history state)', async () => {
  const user = userEvent.setup();
  renderSearch();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4$/));
  expect(lastValue('vehicle')).toMatchObject({ Vin: 'WDX3333333A100001' });
});

it('keeps a VIN not found in the field with the error beside it (the saved vehicle cleared, SPEC section 4)', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('current-vehicle');

  await user.clear(screen.getByLabelText('VIN'));
  await user.type(screen.getByLabelText('VIN'), 'WDX3333333A100009');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No vehicle found for this VIN.');
  expect(lastValue('vehicle')).toBeNull();
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toBeNull();
  const field = screen.getByLabelText('VIN');
  expect(field).toHaveValue('WDX3333333A100009');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus(); // one character to correct, not 17 to type again
  expect(screen.getByRole('alert').id).toBe(field.getAttribute('aria-describedby'));

  // without a vehicle before it, too
  await user.clear(field);
  await user.type(field, 'ZZZ9999');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/level4/Vehicle')).toHaveLength(3));
  expect(await screen.findByRole('alert')).toHaveTextContent('No vehicle found for this VIN.');
  expect(screen.getByLabelText('VIN')).toHaveValue('ZZZ9999');
});

it('keeps what the dealer is typing when the same vehicle is announced again (reloaded in the other language)', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('current-vehicle');
  await user.clear(screen.getByLabelText('VIN'));
  await user.type(screen.getByLabelText('VIN'), 'B200002');
  act(() => emit('vehicle', { ...vehicleData('WDX3333333A100001') }));
  expect(screen.getByLabelText('VIN')).toHaveValue('B200002');
});

it("opens 'Choose Vehicle' when several vehicles match, and takes the chosen one", async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByLabelText('VIN'), 'B200002');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Vehicle' });
  expect(dialog).toHaveTextContent('WDX4444444B200002');
  await user.click(screen.getByRole('button', { name: 'Choose WDY5555555B200002' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(lastValue('vehicle')).toMatchObject({ Vin: 'WDY5555555B200002' });
});

it('clears the VIN field when the current vehicle is cleared, and a failed VIN search clears the vehicle', async () => {
  const user = userEvent.setup();
  renderSearch();
  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('current-vehicle');
  // the field takes the chosen vehicle's VIN in a render after the card appears (under load, later)
  await waitFor(() => expect(screen.getByLabelText('VIN')).toHaveValue('WDX3333333A100001'));
  await user.click(screen.getByRole('button', { name: 'Clear vehicle' }));
  expect(screen.getByLabelText('VIN')).toHaveValue('');
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toBeNull();

  await user.type(screen.getByLabelText('VIN'), 'A100001');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('current-vehicle');
  await user.clear(screen.getByLabelText('VIN'));
  await user.type(screen.getByLabelText('VIN'), 'ZZZ9999');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lastValue('vehicle')).toBeNull());
  expect(screen.queryByTestId('current-vehicle')).not.toBeInTheDocument();
});

it('restores the saved vehicle for the same session only, and forgets it at logout', () => {
  const saved = vehicleData('WDX3333333A100001');
  startVehicleSession();
  act(() => emit('vehicle', saved));
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toContain('WDX3333333A100001');

  // a reload of the same session
  delete window.__partsEvents!.last.vehicle;
  stopVehicleSession();
  renderSearch();
  expect(screen.getByTestId('current-vehicle')).toHaveTextContent('WDX3333333A100001');

  act(() => emit('auth:token', null));
  expect(lastValue('vehicle')).toBeNull();
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toBeNull();
  expect(screen.queryByTestId('current-vehicle')).not.toBeInTheDocument();
});

it("never restores another session's vehicle (a logout while no catalogue area was loaded)", () => {
  startVehicleSession();
  act(() => emit('vehicle', vehicleData('WDX3333333A100001')));
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).not.toBeNull();

  // the next page load belongs to a new session
  delete window.__partsEvents!.last.vehicle;
  stopVehicleSession();
  emit('auth:token', 'token-2');
  renderSearch();
  expect(screen.queryByTestId('current-vehicle')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toBeNull();
});

it('shows a vehicle saved in another language in the language shown (a switch made while no catalogue area was loaded)', async () => {
  server.use(
    answer('POST /api/Level4/VehicleSearch', ({ request }) => {
      const polish = request.headers.get('Accept-Language') === 'pl';
      const data = vehicleData('WDX3333333A100001');
      return {
        ...data,
        VehicleInfo: { ...data.VehicleInfo, baureihe: polish ? 'Seria 200' : 'Series 200' },
        TransmissionType: polish ? 'Automatyczna' : 'Automatic',
        TechnicalCampaigns: [{ Status: polish ? 'Otwarta' : 'Open', CampaignNumber: 'TC-1', Description: '', Reservations: '' }],
      };
    }),
  );
  // chosen in Polish and saved
  startVehicleSession();
  const polish = vehicleData('WDX3333333A100001');
  act(() =>
    setCurrentVehicle(
      { ...polish, VehicleInfo: { ...polish.VehicleInfo, baureihe: 'Seria 200' }, TransmissionType: 'Automatyczna' },
      { Id: 1 },
      'pl',
    ),
  );
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toContain('Seria 200');

  // the next page opens in English (the switch was made on a page without the catalogue)
  stopVehicleSession();
  delete window.__partsEvents!.last.vehicle;
  renderSearch();
  const card = screen.getByTestId('current-vehicle');
  await waitFor(() => expect(card).toHaveTextContent('Series 200 S 220'));
  expect(card).toHaveTextContent('Automatic');
  expect(card).not.toHaveTextContent('Automatyczna');
  expect(calls.filter((call) => call.path === '/api/Level4/VehicleSearch').map((call) => [call.body, call.language])).toEqual([
    [{ Id: 1 }, 'en'],
  ]);
  // and it is saved in English now
  expect(window.localStorage.getItem(VEHICLE_STORAGE_KEY)).toContain('Series 200');
});
