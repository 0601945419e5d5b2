import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { setLocale } from '@parts/shared-kernel';
import { customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CheckoutPage } from '../checkout/CheckoutPage';

/**
 * Extension vor in the checkout's confirm step (issue 40, item 5): the dealer marks the order
 * 'vehicle off road' and ConfirmCheckout carries Vor; without the extension there is no checkbox and
 * the request carries none.
 */

beforeEach(async () => {
  await setUpApp();
});
afterEach(() => setLocale('en'));

const withExtension = (on: boolean) =>
  publishReferenceData({ ...referenceData, config: { ...referenceData.config, ...(on ? { extensions: ['vor'] } : {}) } });

function api() {
  return answerApi({
    'GET /api/Level4/Cart': () => [line('99340000001', { Price: 342.32 })],
    'GET /api/Customer/get': () => customer,
    'GET /api/ShoppingCart/ShippingAddress': () => ({
      ExistingAddresses: customer.Addresses,
      NewAddressPreselected: false,
      PickupPoints: [],
      PickUpInStore: false,
      AllowPickUpInStore: false,
      PickUpInStoreOnly: false,
    }),
    'GET /api/ShoppingCart/ShippingMethods': () => ({
      ShippingMethods: [
        { Name: 'Courier DPD', Fee: 19.9, Description: '', Selected: true, ShippingRateComputationMethodSystemName: 'Shipping.FixedRate' },
      ],
      Warnings: [],
    }),
    'GET /api/ShoppingCart/PaymentMethods': () => ({
      PaymentMethods: [
        {
          Name: 'Bank transfer',
          Fee: 0,
          Description: '',
          PaymentMethodSystemName: 'Payments.BankTransfer',
          AvailableShipments: ['Courier DPD'],
          Selected: true,
        },
      ],
    }),
    'POST /api/ShoppingCart/Totals': () => totals(362.22),
    'POST /api/ShoppingCart/ConfirmCheckout': () => ({ Success: true, PlacedOrder: { Id: 9, OrderNumber: '100009' }, Errors: [] }),
  });
}

async function toConfirmStep(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<CheckoutPage />, '/checkout');
  expect(await screen.findByRole('radio', { name: /Courier DPD/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Place order' });
}

const confirmBody = (calls: { path: string; body: unknown }[]) =>
  calls.find((call) => call.path === '/api/ShoppingCart/ConfirmCheckout')?.body;

describe('a VOR order in the checkout', () => {
  it('goes with the order when the dealer marks it', async () => {
    withExtension(true);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    const vor = screen.getByRole('checkbox', { name: 'Vehicle off road (VOR): urgent order' });
    expect(vor).not.toBeChecked();
    expect(vor).toHaveAccessibleDescription(/confirms or cancels each line, never backorders it/);
    await user.click(vor);
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).toMatchObject({ Vor: true, TermsOfServiceOnOrderConfirmPage: true });
  });

  it('sends no Vor for an order not marked', async () => {
    withExtension(true);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('Vor');
  });

  it('speaks Polish in the Polish shop', async () => {
    withExtension(true);
    api();
    setLocale('pl');
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await screen.findByRole('radio', { name: /Courier DPD/ });
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('radio', { name: /Bank transfer/ });
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('checkbox', { name: 'Pojazd unieruchomiony (VOR): zamówienie pilne' })).toBeInTheDocument();
  });

  it('is absent when the back end does not list the extension', async () => {
    withExtension(false);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    expect(screen.queryByRole('checkbox', { name: /VOR/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('Vor');
  });
});
