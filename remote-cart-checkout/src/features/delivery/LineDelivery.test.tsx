import { act, screen } from '@testing-library/react';
import { localIsoDate } from '@parts/contract/delivery';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { setLocale } from '@parts/shared-kernel';
import { customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CartPage } from '../cart/CartPage';

/** The calendar day `offset` days from the real today, as the API writes DeliveryDate. */
const day = (offset: number) => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset));
};

const LINES = [
  { ...line('99110000001', { Id: 1, Quantity: 125 }), Stock: 131, DeliveryDays: 1, DeliveryDate: day(1) },
  { ...line('99340000001', { Id: 2 }), Stock: 16, DeliveryDays: 0, DeliveryDate: day(0) },
  { ...line('99110000006', { Id: 3 }), Stock: 70, DeliveryDays: 5, DeliveryDate: day(7) },
  { ...line('99110000002', { Id: 4, Price: 0 }), Stock: 2, DeliveryDays: null, DeliveryDate: null },
];

const routes = (cart: unknown[]) => ({
  'GET /api/Level4/Cart': () => cart,
  'GET /api/Customer/get': () => customer,
  'POST /api/ShoppingCart/Totals': () => totals(463.49),
  'GET /api/ShoppingList': () => [],
});

const withExtensions = (extensions: string[] | undefined) =>
  publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions } });

beforeAll(() => setUpApp());
afterEach(() => publishReferenceData(referenceData));

/** Each line's SKU and delivery note, as the cart shows them. */
async function deliveryNotes(): Promise<[string, string][]> {
  await screen.findByRole('heading', { name: '99110000001' });
  return screen
    .getAllByTestId('cart-line')
    .map((row) => [row.getAttribute('data-sku') ?? '', row.querySelector('[data-testid="line-delivery"]')?.textContent ?? '(none)']);
}

it('says per line when its whole quantity can be at the dealer, keeping an empty line where there is no estimate', async () => {
  withExtensions(['delivery-estimate']);
  answerApi(routes(LINES));
  renderPage(<CartPage />, '/cart');
  expect(await deliveryNotes()).toEqual([
    ['99110000001', 'Delivery: tomorrow'],
    ['99340000001', 'Delivery: today'],
    ['99110000006', 'Delivery: in 5 working days'],
    ['99110000002', ''],
  ]);
  expect(screen.getAllByTestId('line-delivery')[0]?.querySelector('time')).toHaveAttribute('datetime', day(1));
});

it('says it in Polish with its plurals', async () => {
  withExtensions(['delivery-estimate']);
  answerApi(routes(LINES));
  await act(async () => setLocale('pl'));
  try {
    renderPage(<CartPage />, '/cart');
    expect((await deliveryNotes()).map(([, note]) => note)).toEqual(['Dostawa: jutro', 'Dostawa: dziś', 'Dostawa: za 5 dni roboczych', '']);
  } finally {
    await act(async () => setLocale('en'));
  }
});

it('shows nothing of it when the API does not list the extension', async () => {
  answerApi(routes(LINES));
  renderPage(<CartPage />, '/cart');
  expect((await deliveryNotes()).map(([, note]) => note)).toEqual(['(none)', '(none)', '(none)', '(none)']);
});

it('on a back end that sends neither estimates nor Stock, no line is marked as above the stock', async () => {
  withExtensions(['delivery-estimate']);
  answerApi(routes([line('99110000001', { Id: 1, Quantity: 3 })]));
  renderPage(<CartPage />, '/cart');
  expect(await deliveryNotes()).toEqual([['99110000001', '']]);
  expect(screen.queryByTestId('over-stock')).not.toBeInTheDocument();
});
