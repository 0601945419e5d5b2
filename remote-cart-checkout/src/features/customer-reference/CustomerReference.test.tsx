import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishReferenceData } from '@parts/shared-kernel/test-support';
import { setLocale } from '@parts/shared-kernel';
import { checkoutApi, confirmBody, toConfirmStep } from '../../test-support/checkout';
import { referenceData, renderPage, setUpApp } from '../../test-support/render-page';
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

describe("the dealer's own reference in the checkout", () => {
  it('goes with the order, trimmed, when given; over 50 characters or with a tab it is said at the field and not sent', async () => {
    withExtension(true);
    const calls = checkoutApi().calls;
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
    const calls = checkoutApi().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('CustomerReference');
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
    const field = await screen.findByRole('textbox', { name: 'Twój numer referencyjny (nr zamówienia zakupu)' });
    expect(screen.getByText(/Pozostało 50 znaków/)).toBeInTheDocument();
    await user.click(field);
    await user.paste('x'.repeat(51));
    expect(await screen.findByText('Najwyżej 50 znaków')).toBeInTheDocument();
  });

  it('is absent when the back end does not list the extension', async () => {
    withExtension(false);
    const calls = checkoutApi().calls;
    const user = userEvent.setup();
    await toConfirmStep(user);
    expect(screen.queryByRole('textbox', { name: /reference/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100009'));
    expect(confirmBody(calls)).not.toHaveProperty('CustomerReference');
  });
});
