import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { setLocale } from '@parts/shared-kernel';
import { customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CheckoutPage } from '../checkout/CheckoutPage';

/**
 * Extension order-reference in the checkout's confirm step: the dealer's own reference (up to 50
 * characters, one line) goes with the order; without the extension there is no field and the
 * request carries none.
 */

beforeEach(async () => {
  await setUpApp();
});
afterEach(() => setLocale('en'));

const withExtension = (on: boolean) =>
  publishReferenceData({ ...referenceData, config: { ...referenceData.config, ...(on ? { extensions: ['order-reference'] } : {}) } });

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

describe("the dealer's own reference in the checkout", () => {
  it('goes with the order, trimmed, when given; over 50 characters or with a tab it is said at the field and not sent', async () => {
    withExtension(true);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    const field = screen.getByRole('textbox', { name: 'Your reference (PO number)' });
    expect(screen.getByText(/50 characters left/)).toBeInTheDocument();

    await user.click(field);
    await user.paste('x'.repeat(51)); // typed key by key, 51 renders of the checkout outran the test's time on a loaded machine
    expect(await screen.findByText('At most 50 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(confirmBody(calls)).toBeUndefined();

    await user.clear(field);
    await user.type(field, 'ZZ/2026{Tab}');
    await user.click(field);
    await user.paste('\t1');
    expect(await screen.findByText(/Only one line of ordinary characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(confirmBody(calls)).toBeUndefined();

    await user.clear(field);
    await user.click(field);
    await user.paste('  ZZ/2026/0917 hala B ');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).toMatchObject({ CustomerReference: 'ZZ/2026/0917 hala B', TermsOfServiceOnOrderConfirmPage: true });
  });

  it('is optional: an order without one sends no CustomerReference', async () => {
    withExtension(true);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('CustomerReference');
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
    const field = await screen.findByRole('textbox', { name: 'Twój numer referencyjny (nr zamówienia zakupu)' });
    expect(screen.getByText(/Pozostało 50 znaków/)).toBeInTheDocument();
    await user.click(field);
    await user.paste('x'.repeat(51));
    expect(await screen.findByText('Najwyżej 50 znaków')).toBeInTheDocument();
  });

  it('is absent when the back end does not list the extension', async () => {
    withExtension(false);
    const calls = api().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    expect(screen.queryByRole('textbox', { name: /reference/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('CustomerReference');
  });
});
