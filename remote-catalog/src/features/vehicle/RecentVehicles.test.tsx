import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, i18n, lastValue, setLocale } from '@parts/shared-kernel';
import { answer, referenceData, server, storeConfig, warehouse, publishReferenceData } from '@parts/shared-kernel/test-support';
import { shopQueryClient } from '@parts/shared-kernel/query';
import type { RecentVehicle } from '@parts/contract/catalogue';
import { vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { setCurrentVehicle, stopVehicleSession } from './current-vehicle';
import { RecentVehicles } from './RecentVehicles';
import { useChooseVehicle } from './choose-vehicle';

const INFO = vehicle().VehicleInfo;
/** The demo's VIN vehicles by their VIN list Id, named in the language asked. */
const VEHICLES: Record<number, { Vin: string; serie: { en: string; pl: string } }> = {
  1: { Vin: 'WDX3333333A100001', serie: { en: 'Series 200', pl: 'Seria 200' } },
  2: { Vin: 'WDX4444444B200002', serie: { en: 'Series 300', pl: 'Seria 300' } },
};
const byId = (id: number, language: string) =>
  vehicle({
    VehicleId: id,
    Vin: VEHICLES[id]!.Vin,
    VehicleInfo: { ...INFO, baureihe: VEHICLES[id]!.serie[language === 'pl' ? 'pl' : 'en'], verkaufsbezeichnung: 'S 220' },
    VehicleKeyList: ['serie:S200'],
  });

/** The server's lists, per token (the API keeps them per customer). */
let lists: Record<string, number[]>;
let calls: SentCall[];
const entries = (token: string, language: string): RecentVehicle[] =>
  (lists[token] ?? []).map((id) => ({ Search: { Id: id }, Vehicle: byId(id, language) }));
const tokenOf = (request: Request) => (request.headers.get('Authorization') ?? '').replace('Bearer ', '');

function offer(extensions: string[]) {
  publishReferenceData(referenceData({ config: storeConfig({ extensions }), warehouses: [warehouse(1, 'Central warehouse Warszawa')] }));
}

beforeAll(() => setUpCatalog());
beforeEach(() => {
  window.localStorage.clear();
  shopQueryClient().clear();
  stopVehicleSession();
  lists = {};
  offer(['recent-vehicles']);
  emit('auth:token', 'token-kowalski');
  emit('vehicle', null);
  server.use(
    answer('GET /api/RecentVehicles', ({ request }) => entries(tokenOf(request), request.headers.get('Accept-Language') ?? 'pl')),
    answer('POST /api/RecentVehicles', ({ request, body }) => {
      const token = tokenOf(request);
      const id = (body as { Id: number }).Id;
      lists[token] = [id, ...(lists[token] ?? []).filter((old) => old !== id)].slice(0, 5);
      return entries(token, request.headers.get('Accept-Language') ?? 'pl');
    }),
    answer('POST /api/Level4/VehicleSearch', ({ request, body }) =>
      byId((body as { Id: number }).Id, request.headers.get('Accept-Language') ?? 'pl'),
    ),
  );
  calls = recordCalls();
});

/** Chooses a vehicle as the VIN search does (through the catalogue's one way of choosing). */
let chooseVehicle: ReturnType<typeof useChooseVehicle> | null = null;
function Chooser() {
  chooseVehicle = useChooseVehicle();
  return null;
}
const choose = (id: number) => act(() => chooseVehicle!(byId(id, 'en'), { Id: id }, 'en'));
const buttons = () => within(screen.getByTestId('recent-vehicles')).queryAllByRole('button');
const names = () => buttons().map((b) => b.textContent);
const renderList = () =>
  renderAt(
    <>
      <Chooser />
      <RecentVehicles />
    </>,
  );

it('lists the vehicles chosen (kept by the server), newest first; a click makes an older one current again and opens the catalogue', async () => {
  const user = userEvent.setup();
  renderList();
  expect(await screen.findByText('The vehicles you choose appear here.')).toBeInTheDocument();

  choose(1);
  choose(2);
  await waitFor(() => expect(names()).toEqual(['Series 300 S 220B200002', 'Series 200 S 220A100001']));
  expect(lists['token-kowalski']).toEqual([2, 1]);
  expect(buttons()[0]).toHaveAttribute('aria-current', 'true');

  await user.click(screen.getByRole('button', { name: /Series 200 S 220/ }));
  expect((lastValue('vehicle') as { Vin?: string }).Vin).toBe('WDX3333333A100001');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/level4$/); // the catalogue for it (issue 26)
  await waitFor(() => expect(names()).toEqual(['Series 200 S 220A100001', 'Series 300 S 220B200002']));
  expect(buttons()[0]).toHaveAttribute('aria-current', 'true');
});

it('is used with the keyboard: Enter on a vehicle makes it current', async () => {
  const user = userEvent.setup();
  lists['token-kowalski'] = [2, 1];
  renderList();
  await waitFor(() => expect(buttons()).toHaveLength(2));
  buttons()[1]!.focus();
  await user.keyboard('{Enter}');
  expect((lastValue('vehicle') as { Vin?: string }).Vin).toBe('WDX3333333A100001');
});

it('shows each dealer only their own vehicles, and the browser keeps none of them', async () => {
  lists['token-kowalski'] = [1];
  renderList();
  await waitFor(() => expect(names()).toEqual(['Series 200 S 220A100001']));

  act(() => emit('auth:token', null));
  await waitFor(() => expect(buttons()).toHaveLength(0));
  act(() => emit('auth:token', 'token-nowak'));
  expect(await screen.findByText('The vehicles you choose appear here.')).toBeInTheDocument();
  choose(2);
  await waitFor(() => expect(names()).toEqual(['Series 300 S 220B200002']));
  expect(lists['token-kowalski']).toEqual([1]);

  const stored = Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');
  expect(stored).not.toContain('A100001');
  expect(stored).not.toContain('recentVehicles');
});

it('follows the language: the list is asked again in the language switched to', async () => {
  lists['token-kowalski'] = [1];
  renderList();
  await waitFor(() => expect(names()).toEqual(['Series 200 S 220A100001']));
  await act(async () => {
    setLocale('pl');
    await i18n.changeLanguage('pl');
  });
  try {
    await waitFor(() => expect(names()).toEqual(['Seria 200 S 220A100001']));
  } finally {
    await act(async () => {
      setLocale('en');
      await i18n.changeLanguage('en');
    });
  }
});

it('is absent when the back end does not keep recent vehicles (no extension): nothing asked, nothing sent', async () => {
  offer([]);
  renderList();
  choose(1);
  expect(screen.queryByRole('region', { name: 'Recent vehicles' })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(calls.some((call) => call.path === '/api/Level4/VehicleSearch' || call.path === '/api/RecentVehicles')).toBe(false),
  );
  expect(calls.filter((call) => call.path === '/api/RecentVehicles')).toEqual([]);
  act(() => setCurrentVehicle(null));
});

it('speaks Polish', async () => {
  await act(() => i18n.changeLanguage('pl'));
  try {
    renderList();
    expect(await screen.findByText('Tu pojawią się wybierane pojazdy.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ostatnie pojazdy' })).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
