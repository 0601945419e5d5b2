import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, i18n, lastValue, on, readReferenceData, setActiveJob, type Notice } from '@parts/shared-kernel';
import { answer, cartLine, heldAnswer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { part, vehicle } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { PartPurchase } from './PartPurchase';

const STOCK = {
  Id: 101,
  Sku: '99110000001',
  Name: 'Oil filter element',
  Price: 40.39,
  OldPrice: 45.9,
  PriceNetto: 32.84,
  OldPriceNetto: 37.32,
  Discount: 12,
  WarehouseInventory: [
    { WarehouseId: 1, WarehouseName: 'Central warehouse Warszawa', StockQuantity: 120 },
    { WarehouseId: 2, WarehouseName: '', StockQuantity: 8 },
  ],
};

let calls: SentCall[];
let stock: typeof STOCK;
const notices: Notice[] = [];
on('notify', (n) => notices.push(n), { replay: false });

beforeAll(() => setUpCatalog());
beforeEach(() => {
  notices.length = 0;
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  emit('cart:count', 0);
  stock = STOCK;
  server.use(
    answer('POST /api/level4/ProductStock', () => stock),
    answer('POST /api/Level4/AddItem', ['Only 3 in stock: 3 added to the cart.']),
    answer('GET /api/Level4/Cart', [cartLine('99110000001'), cartLine('99110000002'), cartLine('99110000003')]),
  );
  calls = recordCalls();
});

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

it("shows 'Check Stock and Price', 'Loading' while fetching, then price, discount and stock per warehouse", async () => {
  const user = userEvent.setup();
  const held = heldAnswer('POST /api/level4/ProductStock', STOCK);
  server.use(held.handler);
  renderAt(<PartPurchase product={part({ Sku: '99110000001' })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  expect(screen.getByRole('button', { name: /Loading/ })).toBeDisabled();
  held.release();
  const purchase = await screen.findByTestId('part-purchase');
  expect(nbsp(within(purchase).getByTestId('part-price').textContent ?? '')).toBe('40,39 zł');
  expect(nbsp(purchase.textContent ?? '')).toContain('45,90 zł');
  expect(purchase).toHaveTextContent('12%');
  expect(purchase).not.toHaveTextContent('Price (net)'); // net only when the store shows it
  const rows = within(screen.getByRole('table', { name: 'Stock per warehouse' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('Central warehouse Warszawa120');
  expect(rows[2]).toHaveTextContent('Kraków8'); // the name from the reference data when the answer has none
  expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  expect(screen.getByLabelText('Quantity')).toHaveFocus(); // the keyboard user goes on from where the button was
  const stockCall = calls.find((c) => c.path === '/api/level4/ProductStock');
  expect(stockCall?.body).toEqual({ sku: '99110000001', marke: 'NS', produktart: 'PKW' });
});

it('shows the net price when the store config says so', async () => {
  await setUpCatalog({ showPriceNetto: true });
  const user = userEvent.setup();
  renderAt(<PartPurchase product={part()} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  expect(nbsp((await screen.findByTestId('part-purchase')).textContent ?? '')).toContain('Price (net)32,84 zł');
  await act(() => setUpCatalog());
});

it("says 'Product temporarily unavailable.' after the check when the price is 0, with no buying controls", async () => {
  const user = userEvent.setup();
  stock = { ...STOCK, Price: 0, OldPrice: 0 };
  renderAt(<PartPurchase product={part({ Sku: '99110000002' })} />);
  expect(screen.queryByText('Product temporarily unavailable.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  expect(await screen.findByText('Product temporarily unavailable.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
});

it('warns about a part that does not fit the vehicle and offers no buying controls', () => {
  renderAt(<PartPurchase product={part({ NotApplicable: true })} />);
  expect(screen.getByText('Not applicable to this vehicle. Select or change vehicle.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('starts the quantity at the first Quantity attribute value, or at 1', async () => {
  const user = userEvent.setup();
  const { unmount } = renderAt(<PartPurchase product={part({ Attributes: { Quantity: ['4', '2'] } })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  expect(await screen.findByLabelText('Quantity')).toHaveValue('4');
  unmount();
  renderAt(<PartPurchase product={part()} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  expect(await screen.findByLabelText('Quantity')).toHaveValue('1');
});

it("adds to the cart with the vehicle's marke and produktart, shows the first notice and publishes the cart count", async () => {
  const user = userEvent.setup();
  const krad = vehicle();
  emit('vehicle', vehicle({ VehicleInfo: { ...krad.VehicleInfo, marke: 'AU', produktart: 'KRAD' }, VehicleType: 'KRAD' }));
  renderAt(<PartPurchase product={part({ Id: 101 })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  await user.clear(await screen.findByLabelText('Quantity'));
  await user.type(screen.getByLabelText('Quantity'), '2');
  await user.click(screen.getByRole('button', { name: /Add to cart/ }));
  await waitFor(() => expect(lastValue('cart:count')).toBe(3));
  expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({
    marke: 'AU',
    produktart: 'KRAD',
    ProductId: 101,
    Quantity: 2,
  });
  // one message: what the API says about the stock, not also 'Product added to cart'
  expect(notices).toEqual([{ kind: 'info', message: 'Only 3 in stock: 3 added to the cart.' }]);
});

it('sends the default brand and PKW without a vehicle', async () => {
  const user = userEvent.setup();
  publishReferenceData({
    ...readReferenceData()!,
    config: { ...readReferenceData()!.config, general: { ...readReferenceData()!.config.general, vehicleBrand: 'NS' } },
  });
  renderAt(<PartPurchase product={part({ Id: 7 })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/Level4/AddItem')).toBe(true));
  expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({ marke: 'NS', produktart: 'PKW', ProductId: 7, Quantity: 1 });
});

it("sends the dealer's active job with the line (extension job-reference), and none without the extension", async () => {
  const user = userEvent.setup();
  const before = readReferenceData()!;
  setActiveJob('WX 4411K');
  try {
    publishReferenceData({ ...before, config: { ...before.config, extensions: ['job-reference'] } });
    const { unmount } = renderAt(<PartPurchase product={part({ Id: 7 })} />);
    await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
    await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Level4/AddItem')).toBe(true));
    expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toMatchObject({ ProductId: 7, JobReference: 'WX 4411K' });
    unmount();

    calls.length = 0;
    publishReferenceData({ ...before, config: { ...before.config, extensions: [] } });
    renderAt(<PartPurchase product={part({ Id: 7 })} />);
    await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
    await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Level4/AddItem')).toBe(true));
    expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).not.toHaveProperty('JobReference');
  } finally {
    setActiveJob('');
    // the second part is still on the page: its re-render is part of restoring the shop's data
    act(() => publishReferenceData(before));
  }
});

it("reads the quantity as the dealer's language writes numbers: '7,5' is refused with a message (never 75), a whole number is added", async () => {
  const user = userEvent.setup();
  renderAt(<PartPurchase product={part({ Id: 101 })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  const field = await screen.findByLabelText('Quantity');
  const add = screen.getByRole('button', { name: /Add to cart/ });
  await user.clear(field);
  await user.type(field, '7,5');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Enter a whole number, e.g. 12');
  expect(add).toBeDisabled();
  await user.type(field, '{Enter}');
  await user.clear(field);
  await user.type(field, '0');
  expect(field).toHaveAccessibleDescription('Enter a number from 1 to 9999');
  expect(add).toBeDisabled();
  expect(calls.some((c) => c.path === '/api/Level4/AddItem')).toBe(false);
  // a whole number is taken
  await user.clear(field);
  await user.type(field, '12{Enter}');
  expect(field).not.toHaveAttribute('aria-invalid');
  await waitFor(() => expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toMatchObject({ ProductId: 101, Quantity: 12 }));
});

it("in Polish, '7,5' is said in Polish and '1 200' is read as 1200", async () => {
  const user = userEvent.setup();
  await act(() => i18n.changeLanguage('pl'));
  try {
    renderAt(<PartPurchase product={part({ Id: 101 })} />);
    await user.click(screen.getByRole('button', { name: /Sprawdź/ }));
    const field = await screen.findByLabelText('Ilość');
    await user.clear(field);
    await user.type(field, '7,5');
    expect(field).toHaveAccessibleDescription('Wpisz liczbę całkowitą, np. 12');
    await user.clear(field);
    await user.type(field, '1 200{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toMatchObject({ ProductId: 101, Quantity: 1200 }),
    );
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
});
