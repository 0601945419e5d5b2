import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { setLocale } from '@parts/shared-kernel';
import { checkoutApi, confirmBody, toConfirmStep } from '../../test-support/checkout';
import { referenceData, renderPage, setUpApp } from '../../test-support/render-page';
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

describe('a VOR order in the checkout', () => {
  it('goes with the order when the dealer marks it', async () => {
    withExtension(true);
    const calls = checkoutApi().calls;
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
    const calls = checkoutApi().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('Vor');
  });

  it('speaks Polish in the Polish shop', async () => {
    withExtension(true);
    checkoutApi();
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
    const calls = checkoutApi().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    expect(screen.queryByRole('checkbox', { name: /VOR/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('Vor');
  });
});
