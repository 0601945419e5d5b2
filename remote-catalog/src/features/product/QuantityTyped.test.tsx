import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@parts/shared-kernel';
import { answer, cartLine, server } from '@parts/shared-kernel/test-support';
import { part } from '../../test-support/fixtures';
import { recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { LineBuy, PartPurchase } from './PartPurchase';

/**
 * Issue 37, item 10: an order box showing '1', clicked twice (or entered twice), took a typed 3 as
 * 13 ('Only 12 in stock: 12 added'). Its content is selected whenever the dealer comes to it.
 */

const STOCK = {
  Id: 101,
  Sku: '99110000001',
  Name: 'Oil filter element',
  Price: 40.39,
  OldPrice: 45.9,
  PriceNetto: 32.84,
  OldPriceNetto: 37.32,
  Discount: 12,
  WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'Central warehouse Warszawa', StockQuantity: 120 }],
};

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  server.use(
    answer('POST /api/level4/ProductStock', () => STOCK),
    answer('POST /api/Level4/AddItem', []),
    answer('GET /api/Level4/Cart', [cartLine('99110000001')]),
  );
  calls = recordCalls();
});

const added = () => calls.filter((c) => c.path === '/api/Level4/AddItem').map((c) => (c.body as { Quantity: number }).Quantity);

it('the product page: clicked twice, 3 typed adds 3; Enter twice, 4 typed adds 4', async () => {
  const user = userEvent.setup();
  renderAt(<PartPurchase product={part({ Id: 101 })} />);
  await user.click(screen.getByRole('button', { name: /Check Stock and Price/ }));
  const quantity = await screen.findByLabelText('Quantity');
  await user.click(quantity);
  await user.click(quantity);
  await user.keyboard('3{Enter}');
  await waitFor(() => expect(added()).toEqual([3]));
  expect(quantity).toHaveValue('3');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(added()).toEqual([3, 3]));
  await user.keyboard('4{Enter}');
  await waitFor(() => expect(added()).toEqual([3, 3, 4]));
});

it("a board's line: clicked twice, 3 typed adds 3 (not 13)", async () => {
  const user = userEvent.setup();
  renderAt(<LineBuy product={part({ Id: 101, Sku: '99110000001' })} />);
  const form = screen.getByRole('button', { name: 'Add to cart 99110000001' }).closest('form')!;
  const quantity = within(form).getByLabelText('Quantity');
  await user.click(quantity);
  await user.click(quantity);
  await user.keyboard('3');
  expect(quantity).toHaveValue('3');
  await user.click(within(form).getByRole('button', { name: 'Add to cart 99110000001' }));
  await waitFor(() => expect(added()).toEqual([3]));
});
