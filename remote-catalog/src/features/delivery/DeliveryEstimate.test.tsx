import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoDate } from '@parts/contract/delivery';
import { emit, i18n, readReferenceData } from '@parts/shared-kernel';
import { part } from '../../test-support/fixtures';
import { answer, heldAnswer, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { renderAt, setUpCatalog } from '../../test-support/catalog';
import { PartPurchase } from '../product/PartPurchase';

/** The calendar day `offset` days from the real today, as the API writes DeliveryDate. */
const day = (offset: number) => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
};

const row = (
  WarehouseId: number,
  WarehouseName: string,
  StockQuantity: number,
  DeliveryDays: number | null,
  DeliveryDate: string | null,
) => ({
  WarehouseId,
  WarehouseName,
  StockQuantity,
  DeliveryDays,
  DeliveryDate,
});

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
    row(1, 'Warszawa', 120, 0, day(0)),
    row(2, 'Kraków', 8, 1, day(1)),
    row(3, 'Wrocław', 3, 2, day(2)),
    // 1 working day that is not the next calendar day (a Friday's Monday): not 'tomorrow'
    row(4, 'Poznań', 1, 1, day(3)),
    row(5, 'Gdańsk', 4, 5, day(7)),
    row(6, 'Szczecin', 2, 22, day(30)),
    row(7, 'Lublin', 0, null, null),
  ],
};

const withExtensions = (extensions: string[] | undefined) => {
  const data = readReferenceData()!;
  publishReferenceData({ ...data, config: { ...data.config, extensions } });
};

beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
});
afterEach(async () => {
  withExtensions(undefined);
  await act(() => i18n.changeLanguage('en'));
});

/** Checks the part's stock and answers the table's rows as [warehouse, stock, delivery]. */
async function stockRows(): Promise<string[][]> {
  server.use(answer('POST /api/level4/ProductStock', STOCK));
  renderAt(<PartPurchase product={part({ Sku: '99110000001' })} />);
  await userEvent.setup().click(screen.getByRole('button', { name: /Check Stock and Price|Sprawdź/ }));
  await screen.findByTestId('part-purchase');
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

it("words each warehouse's estimate in English: today, tomorrow, in N working days", async () => {
  withExtensions(['delivery-estimate']);
  expect(await stockRows()).toEqual([
    ['Warehouse', 'In stock', 'Delivery'],
    ['Warszawa', '120 pcs', 'today'],
    ['Kraków', '8 pcs', 'tomorrow'],
    ['Wrocław', '3 pcs', 'in 2 working days'],
    ['Poznań', '1 pc', 'in 1 working day'],
    ['Gdańsk', '4 pcs', 'in 5 working days'],
    ['Szczecin', '2 pcs', 'in 22 working days'],
    ['Lublin', '0 pcs', ''],
  ]);
  expect(screen.getAllByTestId('delivery-estimate')[1]).toHaveAttribute('datetime', day(1));
});

it('words them in Polish with its plurals: dziś, jutro, za 2 dni robocze, za 5 dni roboczych', async () => {
  withExtensions(['delivery-estimate']);
  await act(() => i18n.changeLanguage('pl'));
  expect((await stockRows()).map((cells) => cells[2])).toEqual([
    'Dostawa',
    'dziś',
    'jutro',
    'za 2 dni robocze',
    'za 1 dzień roboczy',
    'za 5 dni roboczych',
    'za 22 dni robocze',
    '',
  ]);
});

it('shows no delivery column when the API does not list the extension, whatever the answer carries', async () => {
  const rows = await stockRows();
  expect(rows[0]).toEqual(['Warehouse', 'In stock']);
  expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
});

it('keeps the column while the check is under way, so the answer does not move the row', async () => {
  withExtensions(['delivery-estimate']);
  const held = heldAnswer('POST /api/level4/ProductStock', STOCK);
  server.use(held.handler);
  renderAt(
    <PartPurchase
      product={part({
        Sku: '99110000001',
        Price: 40.39,
        WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'Warszawa', StockQuantity: 120 }],
      })}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  // the hidden placeholder drawn from the product's own data already has the delivery column, empty
  const placeholder = screen.getByRole('table', { hidden: true });
  expect(
    within(placeholder)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent),
  ).toEqual(['Warehouse', 'In stock', 'Delivery']);
  // each warehouse a row header, its figures labelled
  expect(
    within(placeholder)
      .getAllByRole('rowheader', { hidden: true })
      .map((th) => th.textContent),
  ).toEqual(['Warszawa']);
  expect(
    within(placeholder)
      .getAllByRole('cell', { hidden: true })
      .map((td) => td.textContent),
  ).toEqual(['120 pcs', '']);
  await act(async () => held.release());
  expect(await screen.findAllByTestId('delivery-estimate')).toHaveLength(6);
});
