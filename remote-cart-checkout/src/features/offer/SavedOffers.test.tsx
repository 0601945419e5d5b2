import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@parts/contract/offers';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { emit, type CurrentVehicle } from '@parts/shared-kernel';
import { answerApi, customer, line, problem, referenceData, renderPage, setUpApp } from '../../test-support/render-page';
import { OfferPage } from './OfferPage';

/**
 * /offer keeps what was typed over a reload (with extensions off too: a draft in the browser); with
 * the extension saved-offers the offer is saved on the server with its customer and vehicle,
 * found again in the list, and turned into the cart showing the prices that changed.
 */

const withExtensions = (extensions: string[] | undefined) =>
  publishReferenceData({ ...referenceData, config: { ...referenceData.config, ...(extensions ? { extensions } : {}) } });

beforeAll(() => setUpApp());
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  withExtensions(undefined);
  act(() => emit('vehicle', null));
});

const SAVED: Offer = {
  Id: 7,
  Number: 'OF/2026/0007',
  Name: 'Brakes',
  Comment: 'Pads',
  CustomerName: 'Jan Żółkiewski',
  CustomerPhone: '600100200',
  CustomerEmail: 'jan@example.com',
  CustomerVatNumber: '',
  Vehicle: 'WBA12345678901234',
  OrderDiscount: -5,
  ValidUntil: '2026-03-24',
  CreatedOn: '2026-03-10T10:00:00.000Z',
  UpdatedOn: '2026-03-10T10:00:00.000Z',
  Lines: [
    {
      ProductId: 11001,
      Sku: '99110000001',
      Name: 'Part 99110000001',
      Quantity: 3,
      OldPrice: 45.9,
      Price: 40.39,
      OwnDiscount: 12,
      Discount: 10,
    },
  ],
};

function cartApi() {
  return answerApi({
    'GET /api/Level4/Cart': () => [line('99110000001', { Id: 11001, Quantity: 3, Price: 40.39, OldPrice: 45.9 })],
    'GET /api/Customer/get': () => customer,
  });
}

it('keeps the name, comment and discounts typed over a reload, with extensions off (no saving shown)', async () => {
  withExtensions(undefined);
  cartApi();
  const user = userEvent.setup();
  const first = renderPage(<OfferPage />, '/offer');
  await user.type(await screen.findByLabelText(/^Name/), 'For Mr Nowak');
  await user.type(screen.getByLabelText('Comment'), 'Until Friday');
  const discount = screen.getByLabelText('Discount % for 99110000001');
  await user.clear(discount);
  await user.type(discount, '10');
  expect(screen.queryByRole('button', { name: 'Save offer' })).not.toBeInTheDocument();
  expect(screen.queryByText('Saved offers')).not.toBeInTheDocument();
  first.unmount();

  renderPage(<OfferPage />, '/offer');
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('For Mr Nowak');
  expect(screen.getByLabelText('Comment')).toHaveValue('Until Friday');
  expect(screen.getByLabelText('Discount % for 99110000001')).toHaveValue('10');
  expect(screen.getByTestId('client-total')).toHaveTextContent('123,93 zł');
});

it('saves the offer with its customer and vehicle (prices are the server’s), then shows its number; a refused field is said under it', async () => {
  withExtensions(['saved-offers']);
  let saved: Offer | undefined;
  const api = answerApi({
    'GET /api/Level4/Cart': () => [line('99110000001', { Id: 11001, Quantity: 3, Price: 40.39, OldPrice: 45.9 })],
    'GET /api/Customer/get': () => customer,
    'GET /api/Offer': () => ({ Offers: [], Total: 0, Page: 1, PageSize: 10 }),
    'POST /api/Offer': (body: { CustomerPhone?: string; CustomerEmail?: string }) => {
      if (!body.CustomerPhone && !body.CustomerEmail)
        return problem(400, 'Validation', { CustomerPhone: ['Give the customer’s phone or e-mail.'] });
      saved = { ...SAVED, Lines: [{ ...SAVED.Lines[0]!, Discount: 10 }] };
      return saved;
    },
    'GET /api/Offer/:id': () => saved,
  });
  const user = userEvent.setup();
  renderPage(<OfferPage />, '/offer');
  expect(await screen.findByText('No saved offers yet.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Name/), 'Brakes');
  await user.type(screen.getByLabelText(/^Customer name/), 'Jan Żółkiewski');
  const discount = screen.getByLabelText('Discount % for 99110000001');
  await user.clear(discount);
  await user.type(discount, '10');
  await user.click(screen.getByRole('button', { name: 'Save offer' }));
  expect(await screen.findByText('Give the customer’s phone or e-mail.')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Give the customer’s phone or e-mail.');

  await user.type(screen.getByLabelText('E-mail'), 'jan@example.com');
  await user.click(screen.getByRole('button', { name: 'Save offer' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer?offer=7'));
  expect(await screen.findByTestId('offer-number')).toHaveTextContent('OF/2026/0007');
  const posted = api.calls.filter((call) => call.method === 'POST' && call.path === '/api/Offer').at(-1)!.body;
  expect(posted).toMatchObject({
    Name: 'Brakes',
    CustomerName: 'Jan Żółkiewski',
    CustomerEmail: 'jan@example.com',
    Lines: [{ Sku: '99110000001', Quantity: 3, Discount: 10 }],
  });
  expect(posted).not.toHaveProperty('Lines.0.Price');
});

it('finds saved offers by the customer, opens one and turns it into the cart, showing each price before and after', async () => {
  withExtensions(['saved-offers']);
  const api = answerApi({
    'GET /api/Level4/Cart': () => [],
    'GET /api/Customer/get': () => customer,
    'GET /api/Offer': (_body: never, url: URL) =>
      url.searchParams.get('q') === 'żółkiewski'
        ? {
            Offers: [
              {
                Id: 7,
                Number: SAVED.Number,
                Name: 'Brakes',
                CustomerName: SAVED.CustomerName,
                Vehicle: SAVED.Vehicle,
                ValidUntil: SAVED.ValidUntil,
                UpdatedOn: SAVED.UpdatedOn,
                Lines: 1,
              },
            ],
            Total: 1,
            Page: 1,
            PageSize: 10,
          }
        : { Offers: [], Total: 0, Page: 1, PageSize: 10 },
    'GET /api/Offer/:id': () => SAVED,
    'POST /api/Offer/:id/Cart': () => ({
      Changes: [{ Sku: '99110000001', Name: 'Part 99110000001', Before: 40.39, After: 44.1 }],
      Notices: [],
    }),
  });
  const user = userEvent.setup();
  renderPage(<OfferPage />, '/offer');
  await user.type(await screen.findByLabelText('Customer, VIN or offer number'), 'żółkiewski');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  const row = await screen.findByTestId('saved-offer');
  expect(row).toHaveTextContent('Jan Żółkiewski');
  await user.click(within(row).getByRole('link', { name: 'OF/2026/0007' }));

  expect(await screen.findByTestId('offer-number')).toHaveTextContent('OF/2026/0007');
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Brakes');
  await waitFor(() => expect(screen.getByLabelText('Discount % for 99110000001')).toHaveValue('10'));
  expect(screen.getByLabelText('VIN or registration')).toHaveValue('WBA12345678901234');
  await user.click(screen.getByRole('button', { name: 'Add offer to cart' }));
  const change = await screen.findByTestId('price-change');
  expect(change).toHaveTextContent('40,39 zł');
  expect(change).toHaveTextContent('44,10 zł');
  expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/Offer/7/Cart')).toBe(true);
});

it("prefills the vehicle with the current vehicle's VIN, and copies an opened offer under a new number", async () => {
  withExtensions(['saved-offers']);
  act(() => emit('vehicle', { Vin: 'WBA0000000000001X', VehicleInfo: { vin: null } } as unknown as CurrentVehicle));
  answerApi({
    'GET /api/Level4/Cart': () => [line('99110000001', { Id: 11001 })],
    'GET /api/Customer/get': () => customer,
    'GET /api/Offer': () => ({ Offers: [], Total: 0, Page: 1, PageSize: 10 }),
    'GET /api/Offer/:id': (_body: never, url: URL) => (url.pathname.endsWith('/8') ? { ...SAVED, Id: 8, Number: 'OF/2026/0008' } : SAVED),
    'POST /api/Offer/:id/Copy': () => ({ ...SAVED, Id: 8, Number: 'OF/2026/0008' }),
  });
  const user = userEvent.setup();
  const first = renderPage(<OfferPage />, '/offer');
  expect(await screen.findByLabelText('VIN or registration')).toHaveValue('WBA0000000000001X');
  first.unmount();

  renderPage(<OfferPage />, '/offer', '/offer?offer=7');
  expect(await screen.findByTestId('offer-number')).toHaveTextContent('OF/2026/0007');
  await user.click(screen.getByRole('button', { name: 'Copy offer' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/offer?offer=8'));
  expect(await screen.findByTestId('offer-number')).toHaveTextContent('OF/2026/0008');
});
