import { act, screen, waitFor, within } from '@testing-library/react';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { answer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import userEvent from '@testing-library/user-event';
import { board, hotspot, part, vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog } from '../../test-support/catalog';
import { BoardView } from './BoardView';
import { NARROW } from './media';

/** Issue 26: the board's dense lines, details on demand, fitment said precisely, the phone's panel. */

const PARTS = [
  part({ Id: 1, Sku: '99110000001', Name: 'Oil filter element', Position: '1', Quantity: 1, FullDescription: 'Paper element.' }),
  part({ Id: 2, Sku: '99110000002', Name: 'Oil filter housing', Position: '2', Quantity: 2 }),
  part({
    Id: 3,
    Sku: '99340000005',
    Name: 'Brake pad set, high-performance brake',
    Position: '3',
    NotApplicable: true,
    NotApplicableEquipment: { Code: 'BRK', Name: 'High-performance brake system', Required: true },
  }),
  part({ Id: 4, Sku: '99110000007', Name: 'Oil filter, diesel', Position: '4', NotApplicable: true }),
];
const DETAIL = [{ Model: null, Engine: 'Diesel 2.0 (M20D)', Body: null, Version: null, Id: 4, Position: '4', Name: 'Oil filter, diesel' }];
const HOTSPOTS = [hotspot(1, 100, 100), hotspot(2, 300, 200), hotspot(3, 500, 300), hotspot(4, 600, 100)];

const STOCK: Record<string, unknown> = {
  '99110000001': {
    Id: 1,
    Sku: '99110000001',
    Name: 'Oil filter element',
    Price: 40.39,
    OldPrice: 45.9,
    PriceNetto: 32.84,
    OldPriceNetto: 37.32,
    Discount: 12,
    WarehouseInventory: [
      {
        WarehouseId: 1,
        WarehouseName: 'Central warehouse Warszawa',
        StockQuantity: 120,
        DeliveryDays: 0,
        DeliveryDate: '2025-06-10',
        Branch: true,
      },
      {
        WarehouseId: 2,
        WarehouseName: 'Branch office Kraków',
        StockQuantity: 16,
        DeliveryDays: 1,
        DeliveryDate: '2025-06-11',
        Branch: false,
      },
    ],
  },
  '99110000002': {
    Id: 2,
    Sku: '99110000002',
    Name: 'Oil filter housing',
    Price: 310,
    OldPrice: 310,
    PriceNetto: 252.03,
    OldPriceNetto: 252.03,
    Discount: 0,
    WarehouseInventory: [
      {
        WarehouseId: 1,
        WarehouseName: 'Central warehouse Warszawa',
        StockQuantity: 0,
        DeliveryDays: null,
        DeliveryDate: null,
        Branch: true,
      },
      {
        WarehouseId: 2,
        WarehouseName: 'Branch office Kraków',
        StockQuantity: 3,
        DeliveryDays: 2,
        DeliveryDate: '2025-06-12',
        Branch: false,
      },
    ],
  },
};

const rowOf = (sku: string) =>
  within(screen.getByRole('table', { name: /^(Parts of the board|Części tablicy)$/ }))
    .getByText(sku)
    .closest<HTMLElement>('[data-testid="part-row"]')!;
const hotspotOf = (position: number) =>
  screen.getAllByRole('button', { name: `Position ${position}` }).find((el) => el.tagName.toLowerCase() === 'rect')!;

function withExtensions(extensions: string[] | undefined, general: { showPriceNetto?: boolean } = {}) {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions, general: { ...data.config.general, ...general } } });
}

function renderBoard(url = '/level4/product/900?hotspots=77') {
  return renderAt(<BoardView board={board(PARTS, { BoardDetail: DETAIL })} hotspots={HOTSPOTS} />, {
    url,
    pattern: '/level4/product/:product',
  });
}

beforeAll(() => setUpCatalog());
afterEach(() => act(() => withExtensions(undefined, { showPriceNetto: false })));

describe('with the extensions (batch-stock, delivery-estimate, fitment)', () => {
  beforeEach(() => {
    act(() => withExtensions(['batch-stock', 'delivery-estimate', 'fitment'], { showPriceNetto: true }));
    server.use(
      answer('POST /api/level4/ProductStock/Batch', ({ body }) =>
        body.flatMap((line) => (STOCK[line.sku] ? [STOCK[line.sku] as never] : [])),
      ),
    );
  });

  it('shows each part on one line: number, name, quantity per vehicle, gross and net price, total stock with where it is and the soonest delivery, quantity and add', async () => {
    renderBoard();
    const first = rowOf('99110000001');
    await waitFor(() => expect(within(first).getByTestId('part-price')).toHaveTextContent('40,39'));
    expect(within(first).getByTestId('part-price-net')).toHaveTextContent(/net 32,84/);
    expect(within(first).getByTestId('stock-figure')).toHaveTextContent(/^136 pcsdelivery · today at your branch$/);
    expect(within(first).getByTestId('delivery-estimate')).toHaveAttribute('datetime', '2025-06-10');
    expect(within(first).getByLabelText('Quantity')).toHaveValue('1');
    expect(within(first).getByRole('button', { name: 'Add to cart 99110000001' })).toBeEnabled();
    // one line: no stock table until asked for
    expect(within(first).queryByRole('table', { name: 'Stock per warehouse' })).not.toBeInTheDocument();

    const second = rowOf('99110000002');
    expect(within(second).getByTestId('stock-state')).toHaveTextContent('elsewhere');
    expect(within(second).getByText('2', { selector: 'td' })).toBeInTheDocument(); // quantity per vehicle
  });

  it("promises the delivery of the quantity in the line's order field, as the cart will (issue 37, item 11)", async () => {
    const user = userEvent.setup();
    renderBoard();
    const first = rowOf('99110000001');
    await waitFor(() => expect(within(first).getByTestId('delivery-estimate')).toHaveTextContent('today'));
    const quantity = within(first).getByLabelText('Quantity');
    // more than Warszawa's 120: with Kraków's the next working day
    await user.clear(quantity);
    await user.type(quantity, '125');
    expect(within(first).getByTestId('delivery-estimate')).toHaveTextContent('in 1 working day');
    expect(within(first).getByTestId('delivery-estimate')).toHaveAttribute('datetime', '2025-06-11');
    // more than every warehouse holds: no promise
    await user.clear(quantity);
    await user.type(quantity, '137');
    expect(within(first).queryByTestId('delivery-estimate')).not.toBeInTheDocument();
    expect(within(first).getByTestId('stock-figure')).toHaveTextContent('136 pcs');
    await user.clear(quantity);
    await user.type(quantity, '120');
    expect(within(first).getByTestId('delivery-estimate')).toHaveTextContent('today');
  });

  it('opens the stock per warehouse under the line on demand, with its headers, the branch marked and every figure labelled', async () => {
    const user = userEvent.setup();
    renderBoard();
    const first = rowOf('99110000001');
    await waitFor(() => expect(within(first).getByTestId('part-price')).toBeInTheDocument());
    const toggle = within(first).getByRole('button', { name: /Details of 99110000001/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(first).getByRole('table', { name: 'Stock per warehouse' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Warehouse', 'In stock', 'Delivery']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Central warehouse Warszawa (your branch)', 'Branch office Kraków']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['120 pcs', 'today', '16 pcs', 'in 1 working day']);
    expect(within(first).getByText('Paper element.')).toBeInTheDocument();
    expect(within(first).getByText('Your discount').nextSibling).toHaveTextContent('12%');
    await user.click(toggle);
    expect(within(first).queryByRole('table', { name: 'Stock per warehouse' })).not.toBeInTheDocument();
  });

  it("names the equipment that keeps a part off the vehicle, with the vehicle's own meaning of the code, and the engine a part is for", async () => {
    act(() =>
      emit(
        'vehicle',
        vehicle({
          StandardEquipment: [{ code: 'ELS', benennung: 'Electric seats', nachgeruestet: false }],
          OptionalEquipment: [{ code: 'BRK', benennung: 'Sport brakes (vehicle data)', nachgeruestet: false }],
        }),
      ),
    );
    try {
      renderBoard();
      const brake = within(rowOf('99340000005')).getByTestId('fit-note');
      expect(brake).toHaveTextContent('Not applicable to this vehicle. Select or change vehicle.');
      expect(within(brake).getByTestId('fit-reason')).toHaveTextContent(
        'It needs equipment BRK (Sport brakes (vehicle data)), which this vehicle does not have.',
      );
      expect(within(rowOf('99110000007')).getByTestId('fit-reason')).toHaveTextContent('Only for: Engine Diesel 2.0 (M20D).');
      expect(within(rowOf('99340000005')).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    } finally {
      act(() => emit('vehicle', null));
    }
  });

  it('dims the positions that do not fit, and a hotspot tells its part number and name on hover and focus', async () => {
    const user = userEvent.setup();
    renderBoard();
    expect(hotspotOf(3)).toHaveAttribute('data-fits', 'false');
    expect(hotspotOf(4)).toHaveAttribute('data-fits', 'false');
    expect(hotspotOf(1)).not.toHaveAttribute('data-fits');

    await user.hover(hotspotOf(1));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('99110000001 Oil filter element');
    expect(hotspotOf(1)).toHaveAccessibleDescription('99110000001 Oil filter element');
    await user.unhover(hotspotOf(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => hotspotOf(3).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('99340000005 Brake pad set, high-performance brakeDoes not fit this vehicle');
  });

  it('says it in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    try {
      renderBoard();
      await waitFor(() => expect(within(rowOf('99110000001')).getByTestId('part-price')).toBeInTheDocument());
      expect(within(rowOf('99110000001')).getByTestId('stock-figure')).toHaveTextContent(/^136 szt\.dostawa · dziś w Twoim oddziale$/);
      expect(within(rowOf('99110000002')).getByTestId('stock-state')).toHaveTextContent('w innych magazynach');
      expect(screen.getByRole('checkbox', { name: 'Ceny od razu' })).toBeChecked();
      expect(within(rowOf('99340000005')).getByTestId('fit-reason')).toHaveTextContent(
        'Wymaga wyposażenia BRK (High-performance brake system), którego ten pojazd nie ma.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === NARROW,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    act(() => withExtensions(['batch-stock', 'delivery-estimate', 'fitment']));
    server.use(
      answer('POST /api/level4/ProductStock/Batch', ({ body }) =>
        body.flatMap((line) => (STOCK[line.sku] ? [STOCK[line.sku] as never] : [])),
      ),
    );
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('a tapped hotspot opens its part in a panel over the diagram (price, stock per warehouse labelled, add), without scrolling to the list', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderBoard();
    await waitFor(() => expect(within(rowOf('99110000001')).getByTestId('part-price')).toBeInTheDocument());
    await user.click(hotspotOf(1));
    const panel = screen.getByRole('dialog', { name: 'Position 1' });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('Oil filter element')).toBeInTheDocument();
    expect(within(panel).getByTestId('part-price')).toHaveTextContent('40,39');
    const table = within(panel).getByRole('table', { name: 'Stock per warehouse' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Warehouse', 'In stock', 'Delivery']);
    expect(within(panel).getByRole('button', { name: 'Add to cart 99110000001' })).toBeEnabled();
    expect(scrolled).not.toHaveBeenCalled();
    expect(rowOf('99110000001')).toHaveAttribute('aria-current', 'true');

    // a part that does not fit says why there too
    await user.click(hotspotOf(3));
    expect(within(screen.getByRole('dialog', { name: 'Position 3' })).getByTestId('fit-reason')).toHaveTextContent(/BRK/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('without the extensions (SPEC section 4)', () => {
  it("each line offers 'Check Stock and Price' ('Loading' while fetching), then price, stock and 'Add to cart'; no 'prices at once', no equipment named", async () => {
    const held: { release?: () => void } = {};
    server.use(
      answer('POST /api/level4/ProductStock', async ({ body }) => {
        await new Promise<void>((resolve) => (held.release = resolve));
        const { WarehouseInventory, ...rest } = STOCK[body.sku] as {
          WarehouseInventory: { Branch?: boolean; DeliveryDays?: unknown; DeliveryDate?: unknown }[];
        };
        return {
          ...rest,
          WarehouseInventory: WarehouseInventory.map(({ Branch: _b, DeliveryDays: _d, DeliveryDate: _t, ...row }) => row),
        } as never;
      }),
    );
    const calls = recordCalls();
    const user = userEvent.setup();
    renderAt(
      <BoardView
        board={board(
          PARTS.map(({ NotApplicableEquipment: _n, ...p }) => p),
          { BoardDetail: DETAIL },
        )}
        hotspots={HOTSPOTS}
      />,
      { url: '/level4/product/900?hotspots=77', pattern: '/level4/product/:product' },
    );
    expect(screen.queryByRole('checkbox', { name: 'Prices at once' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    const first = rowOf('99110000001');
    await user.click(within(first).getByRole('button', { name: 'Check Stock and Price 99110000001' }));
    expect(within(first).getByRole('button', { name: 'Loading 99110000001' })).toBeDisabled();
    await waitFor(() => expect(held.release).toBeDefined());
    act(() => held.release?.());
    await waitFor(() => expect(within(first).getByTestId('part-price')).toHaveTextContent('40,39'));
    expect(within(first).getByTestId('stock-figure')).toHaveTextContent('136 pcs in stock');
    expect(within(first).queryByTestId('delivery-estimate')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to cart 99110000001' })).toBeEnabled();
    expect(within(rowOf('99110000002')).getByRole('button', { name: 'Check Stock and Price 99110000002' })).toBeEnabled();
    expect(within(rowOf('99340000005')).getByTestId('fit-note')).toHaveTextContent(
      'Not applicable to this vehicle. Select or change vehicle.',
    );
    expect(within(rowOf('99340000005')).queryByTestId('fit-reason')).not.toBeInTheDocument();
  });
});
