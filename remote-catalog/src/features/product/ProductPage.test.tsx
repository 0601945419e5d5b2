import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, lastValue, on } from '@parts/shared-kernel';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { answer, brokenAnswer, failure, freshQueryClient, readNotice, server, type ReadNotice } from '@parts/shared-kernel/test-support';
import { board, hotspot, part, vehicle } from '../../test-support/fixtures';
import { answerEntity, recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { ProductPage } from './ProductPage';

const BOARD = part({ Id: 900, Name: 'Oil filter', Sku: 'B-OIL', ProductType: 'GroupedProduct' });
const SIMPLE = part({
  Id: 101,
  Sku: '99110000001',
  Price: 40.39,
  OldPrice: 45.9,
  Discount: 12,
  WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'Warszawa', StockQuantity: 5 }],
});
const ELS = { Id: 1, Code: 'ELS', Purpose: 'Electronic oil level monitoring', EquipmentWithSpring: 'Engine: ELS', Selected: 0 } as const;
const FOUND_ON_BOARD = {
  Id: 900,
  Name: 'Oil filter',
  Sku: 'B-OIL',
  PictureUrl: '',
  Retrofit: false,
  GrafikId: 77,
  VehicleSpecific: true,
  Position: '1',
};

let calls: SentCall[];
function api() {
  server.use(
    answerEntity('Product', { 900: BOARD, 101: SIMPLE }),
    answer('POST /api/Level4Product/VehicleConditions', ({ body }) => ((body as { id: number }).id === 900 ? [ELS] : [])),
    answer('POST /api/Level4Product/Board', ({ body }) => {
      const selected = (body as { vehicleConditions: { Selected: number }[] }).vehicleConditions[0]?.Selected === 1;
      return board(
        selected ? [part({ Id: 1, Sku: '99110000001', Position: '1' }), part({ Id: 2, Sku: '99110000009', Position: '2' })] : [],
      );
    }),
    answer('GET /api/Level4Product/Hotspots', [hotspot(1, 100, 100), hotspot(2, 200, 100)]),
    answer('POST /api/level4/ProductStock', { ...SIMPLE, Price: 41 }),
    answer('POST /api/Level4Product/Find', {
      SimpleProduct: { Id: 101, Sku: '99110000001', Name: 'Oil filter element' },
      Boards: [FOUND_ON_BOARD],
    }),
  );
}

const renderProduct = (url: string) => renderAt(<ProductPage />, { url, pattern: '/level4/product/:product' });

beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  api();
  calls = recordCalls();
});

it('loads the equipment conditions first, then the product; choosing a condition reloads the board', async () => {
  const user = userEvent.setup();
  renderProduct('/level4/product/900?hotspots=77&vehicleSpecific=true');
  expect(await screen.findByText('No products found. Select equipment filter.')).toBeInTheDocument();
  expect(screen.getByText('Vehicle identification by Vin necessary')).toBeInTheDocument(); // vehicle-specific, and no vehicle yet
  expect(
    calls
      .map((c) => c.path)
      .filter((p) => p !== '/api/Level4Product/Hotspots')
      .slice(0, 2),
  ).toEqual(['/api/Level4Product/VehicleConditions', "/api/Product('900')"]);
  expect(calls.find((c) => c.path === '/api/Level4Product/VehicleConditions')?.body).toMatchObject({ id: 900, vehicleSpecific: true });

  await user.click(screen.getByRole('checkbox', { name: /ELS/ }));
  expect(await screen.findAllByTestId('part-row')).toHaveLength(2);
  const boardCalls = calls.filter((c) => c.path === '/api/Level4Product/Board');
  expect(boardCalls).toHaveLength(2);
  expect(boardCalls[1]!.body).toMatchObject({
    id: 900,
    vehicleSpecific: true,
    vehicleConditions: [{ Id: 1, EquipmentWithSpring: 'Engine: ELS', Selected: 1 }],
  });
  expect(screen.getAllByTestId('hotspot')).toHaveLength(2);
});

it("says 'No products found.' for an empty board without conditions", async () => {
  server.use(answer('POST /api/Level4Product/VehicleConditions', []));
  renderProduct('/level4/product/900');
  expect(await screen.findByText('No products found.')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/Level4Product/Hotspots')).toBe(false); // only when the query names a diagram
});

it('loads the stock of a simple product, and falls back to its own data when the stock call fails', async () => {
  const { unmount } = renderProduct('/level4/product/101');
  expect(await screen.findByTestId('part-price')).toHaveTextContent(/41,00\s*zł/);
  expect(screen.queryByRole('button', { name: /Check Stock and Price/ })).not.toBeInTheDocument();
  unmount();
  freshQueryClient(); // another visit, not the answer of a moment ago

  server.use(failure('POST /api/level4/ProductStock', 500, { title: 'Stock service down' }));
  renderProduct('/level4/product/101');
  expect(await screen.findByTestId('part-price')).toHaveTextContent(/40,39\s*zł/);
  expect(screen.getByText('No description.')).toBeInTheDocument();
});

it('resolves a part number to the board that draws it, with the part chosen', async () => {
  renderProduct('/level4/product/99110000001?by=sku&vehicleSpecific=true');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/level4/product/900?hotspots=77&vehicleSpecific=true&part=99110000001&position=1',
    ),
  );
  expect(calls.find((c) => c.path === '/api/Level4Product/Find')?.body).toEqual({
    Sku: '99110000001',
    EquipmentList: [],
    VehicleKeyList: [],
  });
});

it('lets the dealer choose the board when the part number is drawn on several boards', async () => {
  const user = userEvent.setup();
  const drawnOn = (Id: number, Name: string, Position: string) => ({
    Id,
    Name,
    Sku: `B-${Id}`,
    PictureUrl: '',
    Retrofit: false,
    GrafikId: Id - 823,
    VehicleSpecific: true,
    Position,
  });
  server.use(
    answer('POST /api/Level4Product/Find', {
      SimpleProduct: { Id: 101, Sku: '99110000001', Name: 'Oil filter element' },
      Boards: [drawnOn(900, 'Oil filter', '1'), drawnOn(901, 'Engine lubrication', '4')],
    }),
  );
  renderProduct('/level4/product/99110000001?by=sku&vehicleSpecific=true');
  await user.click(await screen.findByRole('link', { name: 'Engine lubrication' }));
  expect(screen.getByTestId('location')).toHaveTextContent(
    '/level4/product/901?hotspots=78&vehicleSpecific=true&part=99110000001&position=4',
  );
});

it('empties the current vehicle when the product cannot be loaded', async () => {
  emit('vehicle', vehicle({ VehicleKeyList: ['serie:S200'] }));
  renderProduct('/level4/product/555');
  expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
  await waitFor(() => expect(lastValue('vehicle')).toBeNull());
  // the page has rendered without the vehicle (whatever it would ask again is asked by then), and
  // every query it asked has answered
  await act(async () => undefined);
  await waitFor(() => expect(shopQueryClient().isFetching()).toBe(0));
  expect(calls.filter((c) => c.path === "/api/Product('555')")).toHaveLength(1); // not loaded again because the vehicle went
});

it('a board that breaks the contract (a part without Sku) says the product could not be loaded, once, and shows no 0 zł part', async () => {
  const notices: ReadNotice[] = [];
  const stop = on('notify', (notice) => notices.push(readNotice(notice)), { replay: false });
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { Sku: _dropped, ...withoutSku } = part({ Id: 1, Position: '1' });
    server.use(
      answer('POST /api/Level4Product/VehicleConditions', []),
      brokenAnswer('POST /api/Level4Product/Board', board([withoutSku as never])),
    );
    renderProduct('/level4/product/900');
    expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('part-row')).not.toBeInTheDocument();
    expect(notices).toEqual([expect.objectContaining({ kind: 'danger', message: 'Server or network error, please try later.' })]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/Contract broken by POST \/api\/Level4Product\/Board: at Products\.0\.Sku/);
  } finally {
    log.mockRestore();
    stop();
  }
});
