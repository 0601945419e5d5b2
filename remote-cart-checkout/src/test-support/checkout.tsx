import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { customer, answerApi, line, renderPage, totals } from './render-page';
import { CheckoutPage } from '../features/checkout/CheckoutPage';

/**
 * The checkout's API for a test of its confirm step: one line in the cart, the dealer's address,
 * Courier DPD and bank transfer chosen, ConfirmCheckout placing order 100009.
 */
export function checkoutApi() {
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

/** The checkout opened and walked to its confirm step (the choices made). */
export async function toConfirmStep(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<CheckoutPage />, '/checkout');
  expect(await screen.findByRole('radio', { name: /Courier DPD/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Place order' });
}

/** What ConfirmCheckout was sent. */
export const confirmBody = (calls: { path: string; body: unknown }[]) =>
  calls.find((call) => call.path === '/api/ShoppingCart/ConfirmCheckout')?.body;
