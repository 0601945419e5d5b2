import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, i18n, lastValue } from '@parts/shared-kernel';
import { answer, customer, server } from '@parts/shared-kernel/test-support';
import { vehicle } from '../../test-support/fixtures';
import { renderAt, setUpCatalog } from '../../test-support/catalog';
import { resetVehicleSessionForTests, setCurrentVehicle } from './current-vehicle';
import { RecentVehicles } from './RecentVehicles';
import { resetRecentVehiclesForTests } from './recent-vehicles';

const INFO = vehicle().VehicleInfo;
const byVin = (Vin: string, baureihe: string) =>
  vehicle({ VehicleId: 1, Vin, VehicleInfo: { ...INFO, baureihe, verkaufsbezeichnung: 'S 220' }, VehicleKeyList: ['serie:S200'] });
const byFilters = (keys: string[], verkaufsbezeichnung: string) =>
  vehicle({ VehicleInfo: { ...INFO, baureihe: '', verkaufsbezeichnung }, VehicleKeyList: keys });

/** Who GET /api/Customer/get says is signed in, by token. */
const DEALERS: Record<string, { Id: number; Email: string }> = {
  'token-kowalski': { Id: 1, Email: 'dealer@example.com' },
  'token-nowak': { Id: 2, Email: 'dealer2@example.com' },
};
let signedIn = 'token-kowalski';

beforeAll(() => setUpCatalog());
beforeEach(() => {
  window.localStorage.clear();
  resetRecentVehiclesForTests();
  resetVehicleSessionForTests();
  signedIn = 'token-kowalski';
  emit('auth:token', signedIn);
  emit('vehicle', null);
  server.use(answer('GET /api/Customer/get', () => customer({ ...DEALERS[signedIn], FirstName: '', LastName: '' })));
});

const choose = (vehicle: ReturnType<typeof byVin>) => act(() => setCurrentVehicle(vehicle));
const buttons = () => within(screen.getByRole('region', { name: 'Recent vehicles' })).queryAllByRole('button');
const names = () => buttons().map((b) => b.textContent);

it('lists the vehicles made current, newest first; a click makes an older one current again and opens the catalogue', async () => {
  const user = userEvent.setup();
  renderAt(<RecentVehicles />);
  expect(await screen.findByText('The vehicles you choose appear here.')).toBeInTheDocument();

  choose(byVin('WDX3333333A100001', 'W222'));
  choose(byVin('WDX4444444B200002', 'X300'));
  await waitFor(() => expect(names()).toEqual(['X300 S 220B200002', 'W222 S 220A100001']));
  expect(buttons()[0]).toHaveAttribute('aria-current', 'true');

  await user.click(screen.getByRole('button', { name: /W222 S 220/ }));
  expect((lastValue('vehicle') as { Vin?: string }).Vin).toBe('WDX3333333A100001');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4$/); // the catalogue for it (issue 26)
  await waitFor(() => expect(names()).toEqual(['W222 S 220A100001', 'X300 S 220B200002']));
  expect(buttons()[0]).toHaveAttribute('aria-current', 'true');
});

it('is used with the keyboard: Enter on a vehicle makes it current', async () => {
  const user = userEvent.setup();
  renderAt(<RecentVehicles />);
  choose(byVin('WDX3333333A100001', 'W222'));
  choose(byVin('WDX4444444B200002', 'X300'));
  await waitFor(() => expect(buttons()).toHaveLength(2));
  buttons()[1]!.focus();
  await user.keyboard('{Enter}');
  expect((lastValue('vehicle') as { Vin?: string }).Vin).toBe('WDX3333333A100001');
});

it('keeps at most 5, without repeating a vehicle (same VIN, or same keys for one chosen by filters)', async () => {
  renderAt(<RecentVehicles />);
  choose(byFilters(['serie:S200', 'model:1'], 'Filtered A'));
  for (let i = 1; i <= 5; i++) choose(byVin(`WDX000000000000${i}`, `Car ${i}`));
  choose(byVin('WDX0000000000003', 'Car 3'));
  choose(byFilters(['model:1', 'serie:S200'], 'Filtered A'));
  await waitFor(() => expect(names()).toEqual(['Filtered A', 'Car 3 S 2200000003', 'Car 5 S 2200000005', 'Car 4 S 2200000004', 'Car 2 S 2200000002']));
});

it('shows each dealer on the device only their own vehicles, and never stores the token', async () => {
  renderAt(<RecentVehicles />);
  choose(byVin('WDX3333333A100001', 'W222'));
  await waitFor(() => expect(names()).toEqual(['W222 S 220A100001']));

  act(() => emit('auth:token', null));
  signedIn = 'token-nowak';
  act(() => emit('auth:token', signedIn));
  expect(await screen.findByText('The vehicles you choose appear here.')).toBeInTheDocument();
  expect(buttons()).toHaveLength(0);
  choose(byVin('WDX4444444B200002', 'X300'));
  await waitFor(() => expect(names()).toEqual(['X300 S 220B200002']));

  act(() => emit('auth:token', null));
  signedIn = 'token-kowalski';
  act(() => emit('auth:token', signedIn));
  await waitFor(() => expect(names()).toEqual(['W222 S 220A100001']));

  const stored = Object.keys(window.localStorage).map((key) => `${key}=${window.localStorage.getItem(key)}`).join('\n');
  expect(stored).not.toContain('token-kowalski');
  expect(stored).not.toContain('token-nowak');
});

it('speaks Polish', async () => {
  await act(() => i18n.changeLanguage('pl'));
  try {
    renderAt(<RecentVehicles />);
    expect(await screen.findByText('Tu pojawią się wybierane pojazdy.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ostatnie pojazdy' })).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
