import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { answer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import userEvent from '@testing-library/user-event';
import { board, hotspot, part, vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog } from '../../test-support/catalog';
import { BoardView } from './BoardView';

const PARTS = [
  part({ Id: 1, Sku: '99110000001', Name: 'Oil filter element', Position: '1' }),
  part({ Id: 2, Sku: '99110000002', Name: 'Oil filter housing', Position: '2' }),
  part({ Id: 3, Sku: '99110000003', Name: 'Sealing ring', Position: '3' }),
];
const HOTSPOTS = [hotspot(1, 100, 100), hotspot(2, 300, 200), hotspot(3, 500, 300), hotspot(3, 520, 400)];

beforeAll(() => setUpCatalog());

const rowOf = (sku: string) => screen.getByText(sku).closest<HTMLElement>('[data-testid="part-row"]')!;
const hotspotsOf = (position: number) =>
  screen.getAllByRole('button', { name: `Position ${position}` }).filter((el) => el.tagName.toLowerCase() === 'rect');

function renderBoard(url = '/level4/product/900?hotspots=77') {
  return renderAt(<BoardView board={board(PARTS)} hotspots={HOTSPOTS} />, { url, pattern: '/level4/product/:product' });
}

it('draws the hotspots padded by 5 in the 800x560 view box', () => {
  renderBoard();
  expect(screen.getByTestId('board-diagram')).toHaveAttribute('viewBox', '0 0 800 560');
  const [rect] = hotspotsOf(1);
  expect(rect).toHaveAttribute('x', '95');
  expect(rect).toHaveAttribute('y', '95');
  expect(rect).toHaveAttribute('width', '40');
  expect(rect).toHaveAttribute('height', '30');
});

it("shows the board's diagram (a catalogue feed's file, or the shop's drawing) under its hotspots, filling the 800x560 box", () => {
  for (const url of ['/backoffice/images/boards/77.svg?lang=en', '/backoffice/images/files/3f9a.png']) {
    const { unmount } = renderAt(<BoardView board={board(PARTS, { PictureUrl: url })} hotspots={HOTSPOTS} />, {
      url: '/level4/product/900?hotspots=77',
      pattern: '/level4/product/:product',
    });
    const diagram = screen.getByTestId('board-diagram');
    const image = diagram.querySelector('image');
    expect(image).toHaveAttribute('href', url);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '560');
    // the image first, the hotspots drawn over it
    const [spot] = hotspotsOf(1);
    expect(image!.compareDocumentPosition(spot!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
  }
});

it('highlights the part row when its hotspot is hovered or clicked, and puts the position in the URL', async () => {
  const user = userEvent.setup();
  renderBoard();
  const [spot2] = hotspotsOf(2);
  await user.hover(spot2!);
  expect(rowOf('99110000002')).toHaveAttribute('data-active', 'true');
  expect(rowOf('99110000001')).not.toHaveAttribute('data-active');
  await user.unhover(spot2!);
  expect(rowOf('99110000002')).not.toHaveAttribute('data-active');

  await user.click(spot2!);
  expect(rowOf('99110000002')).toHaveAttribute('data-active', 'true');
  expect(rowOf('99110000002')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('position=2');
});

it('highlights every hotspot of a position when its part row is hovered or clicked', async () => {
  const user = userEvent.setup();
  renderBoard();
  await user.hover(within(rowOf('99110000003')).getByText('Sealing ring'));
  for (const spot of hotspotsOf(3)) expect(spot).toHaveAttribute('data-active', 'true');
  expect(hotspotsOf(1)[0]).not.toHaveAttribute('data-active');

  await user.click(within(rowOf('99110000001')).getByText('Oil filter element'));
  await user.unhover(within(rowOf('99110000001')).getByText('Oil filter element'));
  expect(hotspotsOf(1)[0]).toHaveAttribute('data-active', 'true');
  expect(hotspotsOf(1)[0]).toHaveAttribute('aria-pressed', 'true');
  expect(hotspotsOf(3)[0]).not.toHaveAttribute('data-active');
});

it('opens a shared link with its part highlighted', () => {
  renderBoard('/level4/product/900?hotspots=77&position=3');
  expect(rowOf('99110000003')).toHaveAttribute('aria-current', 'true');
  for (const spot of hotspotsOf(3)) expect(spot).toHaveAttribute('aria-pressed', 'true');
});

it('moves between positions with the arrow keys and chooses with Enter', async () => {
  const user = userEvent.setup();
  renderBoard();
  const [spot1] = hotspotsOf(1);
  expect(spot1).toHaveAttribute('tabindex', '0');
  expect(hotspotsOf(2)[0]).toHaveAttribute('tabindex', '-1');
  act(() => spot1!.focus());
  await user.keyboard('{ArrowRight}');
  expect(hotspotsOf(2)[0]).toHaveFocus();
  expect(rowOf('99110000002')).toHaveAttribute('data-active', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('position=2');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(hotspotsOf(3)[0]).toHaveFocus(); // the last position stays the last
  await user.keyboard('{Home}');
  expect(hotspotsOf(1)[0]).toHaveFocus();
});

it('a part-number search opens the board with that part chosen', () => {
  server.use(answer('POST /api/level4/ProductStock', ({ body }) => stockOf(body.sku))); // and checks its stock
  renderBoard('/level4/product/900?hotspots=77&part=99110000002');
  expect(rowOf('99110000002')).toHaveAttribute('aria-current', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('position=2');
  expect(screen.getByTestId('location')).not.toHaveTextContent('part=');
});

it('zooms with the buttons and the wheel', async () => {
  const user = userEvent.setup();
  renderBoard();
  const svg = screen.getByTestId('board-diagram');
  await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(Number(svg.getAttribute('data-scale'))).toBeGreaterThan(1);
  await user.click(screen.getByRole('button', { name: 'Fit' }));
  expect(svg).toHaveAttribute('data-scale', '1');
  fireEvent.wheel(svg, { deltaY: -100 });
  expect(Number(svg.getAttribute('data-scale'))).toBeGreaterThan(1);
});

it('a second Enter on the chosen hotspot goes on to the part', async () => {
  const user = userEvent.setup();
  renderBoard();
  act(() => hotspotsOf(2)[0]!.focus());
  await user.keyboard('{Enter}');
  expect(hotspotsOf(2)[0]).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(rowOf('99110000002')).getByRole('button', { name: /Check Stock and Price/ })).toHaveFocus();
});

const stockOf = (sku: string) => ({
  Id: Number(sku.slice(-3)),
  Sku: sku,
  Name: `Part ${sku}`,
  Price: sku === '99110000002' ? 0 : 40.39,
  OldPrice: 45.9,
  PriceNetto: 32.84,
  OldPriceNetto: 37.32,
  Discount: 12,
  WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'Warszawa', StockQuantity: 120 }],
});

/** Every row after 'Check all prices': price and stock with 'Add to cart', or 'Product temporarily unavailable.'. */
async function expectEveryRowChecked() {
  await waitFor(() => expect(within(rowOf('99110000001')).getByRole('button', { name: /Add to cart/ })).toBeInTheDocument());
  expect(within(rowOf('99110000003')).getByTestId('part-price')).toHaveTextContent('40,39');
  expect(within(rowOf('99110000002')).getByText('Product temporarily unavailable.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Check Stock and Price/ })).not.toBeInTheDocument();
  expect(screen.getByText('All prices checked')).toHaveAttribute('role', 'status');
}

describe("'Check all prices'", () => {
  const withExtensions = (extensions: string[] | undefined) => {
    const data = readReferenceData()!;
    publishReferenceData({ ...data, config: { ...data.config, extensions } });
  };
  // the board is still on screen here (the harness unmounts it later): the new reference data re-renders it
  afterEach(() => act(() => withExtensions(undefined)));

  it("prices the whole board on arrival in one call when the API lists 'batch-stock' (prices at once)", async () => {
    withExtensions(['batch-stock']);
    server.use(answer('POST /api/level4/ProductStock/Batch', ({ body }) => body.map((line) => stockOf(line.sku))));
    const calls = recordCalls();
    renderBoard();
    // from the first frame each row keeps the answer's place ('Loading'), no click needed
    expect(within(rowOf('99110000001')).getByRole('button', { name: /Loading/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Prices at once' })).toBeChecked();
    await expectEveryRowChecked();
    expect(calls.map((c) => c.path)).toEqual(['/api/level4/ProductStock/Batch']);
    expect(calls[0]?.body).toEqual(PARTS.map((p) => ({ sku: p.Sku, marke: 'NS', produktart: 'PKW' })));
    expect(screen.queryByRole('button', { name: 'Check all prices' })).not.toBeInTheDocument();
  });

  it("with 'prices at once' turned off (remembered), 'Check all prices' asks the whole board in one call", async () => {
    withExtensions(['batch-stock']);
    server.use(answer('POST /api/level4/ProductStock/Batch', ({ body }) => body.map((line) => stockOf(line.sku))));
    window.localStorage.setItem('catalog:prices-at-once', 'false');
    try {
      const calls = recordCalls();
      const user = userEvent.setup();
      renderBoard();
      expect(screen.getByRole('checkbox', { name: 'Prices at once' })).not.toBeChecked();
      expect(within(rowOf('99110000001')).getByRole('button', { name: /Check Stock and Price/ })).toBeEnabled();
      expect(calls).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Check all prices' }));
      await expectEveryRowChecked();
      expect(calls.map((c) => c.path)).toEqual(['/api/level4/ProductStock/Batch']);
      expect(screen.getByRole('button', { name: 'Check all prices' })).toBeDisabled();
      // turned on again: remembered
      await user.click(screen.getByRole('checkbox', { name: 'Prices at once' }));
      expect(window.localStorage.getItem('catalog:prices-at-once')).toBe('true');
    } finally {
      window.localStorage.removeItem('catalog:prices-at-once');
    }
  });

  it('asks one ProductStock per part on a back end without the extension', async () => {
    server.use(answer('POST /api/level4/ProductStock', ({ body }) => stockOf(body.sku)));
    const calls = recordCalls();
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Check all prices' }));
    await expectEveryRowChecked();
    expect(calls.map((c) => c.path)).toEqual(PARTS.map(() => '/api/level4/ProductStock'));
    expect(calls.map((c) => (c.body as { sku: string }).sku).sort()).toEqual(PARTS.map((p) => p.Sku).sort());
  });

  it('checks the stock of a part found by its number on arrival', async () => {
    server.use(answer('POST /api/level4/ProductStock', ({ body }) => stockOf(body.sku)));
    const calls = recordCalls();
    renderBoard('/level4/product/900?hotspots=77&position=1&part=99110000001');
    expect(within(rowOf('99110000001')).getByRole('button', { name: /Loading/ })).toBeDisabled();
    await waitFor(() => expect(within(rowOf('99110000001')).getByTestId('part-price')).toHaveTextContent('40,39'));
    expect(calls.map((c) => c.body)).toEqual([{ sku: '99110000001', marke: 'NS', produktart: 'PKW' }]);
    expect(within(rowOf('99110000003')).getByRole('button', { name: /Check Stock and Price/ })).toBeEnabled();
  });
});

it('gives every hotspot a touch target of at least 32 px around it (shown on coarse pointers), which chooses its position', async () => {
  const original = global.ResizeObserver;
  // the diagram drawn 390 px wide: 32 px are 32 * 800 / 390 view-box units
  global.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width: 390 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  try {
    const user = userEvent.setup();
    renderBoard();
    const targets = screen.getAllByTestId('hotspot-touch-target');
    expect(targets).toHaveLength(HOTSPOTS.length);
    const target = targets.find((t) => t.getAttribute('data-touch-position') === '2')!;
    const [spot] = hotspotsOf(2);
    const units = (32 * 800) / 390;
    expect(Number(target.getAttribute('width'))).toBeCloseTo(units);
    expect(Number(target.getAttribute('height'))).toBeCloseTo(units);
    // centred on the drawn hotspot, which stays as drawn
    expect(Number(target.getAttribute('x')) + units / 2).toBeCloseTo(
      Number(spot!.getAttribute('x')) + Number(spot!.getAttribute('width')) / 2,
    );
    expect(spot).toHaveAttribute('width', '40');
    await user.click(target);
    expect(rowOf('99110000002')).toHaveAttribute('aria-current', 'true');
  } finally {
    global.ResizeObserver = original;
  }
});

describe('printing the board (issue 16, item 6)', () => {
  afterEach(() => act(() => emit('vehicle', null)));

  it("'Print' prints the page, headed by the board, the current vehicle and the date", async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    act(() =>
      emit(
        'vehicle',
        vehicle({
          Vin: 'WDX3333333A100001',
          VehicleInfo: { ...vehicle().VehicleInfo, baureihe: 'W222', verkaufsbezeichnung: 'S 220' },
          VehicleKeyList: ['serie:S200'],
        }),
      ),
    );
    renderBoard();
    const heading = screen.getByTestId('board-print-heading');
    expect(within(heading).getByRole('heading', { name: 'Oil filter' })).toBeInTheDocument();
    expect(heading).toHaveTextContent('Vehicle: W222 S 220 (WDX3333333A100001)');
    expect(heading).toHaveTextContent(`Printed ${new Date().toLocaleDateString('en')}`);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints without a vehicle line when no vehicle is chosen, in Polish too', async () => {
    await act(() => i18n.changeLanguage('pl'));
    try {
      renderBoard();
      expect(screen.getByRole('button', { name: 'Drukuj' })).toBeInTheDocument();
      const heading = screen.getByTestId('board-print-heading');
      expect(heading).not.toHaveTextContent('Pojazd');
      expect(heading).toHaveTextContent(`Wydrukowano ${new Date().toLocaleDateString('pl')}`);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows the whole drawing when printing, whatever the zoom', async () => {
    const user = userEvent.setup();
    renderBoard();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('board-diagram')).not.toHaveAttribute('data-scale', '1');
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByTestId('board-diagram')).toHaveAttribute('data-scale', '1');
  });
});
