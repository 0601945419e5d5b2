import { screen } from '@testing-library/react';
import { i18n } from '@parts/shared-kernel';
import { renderPage, setUpApp } from '../../test-support/render-page';
import { SuccessPage } from './SuccessPage';

beforeAll(() => setUpApp());
afterEach(() => i18n.changeLanguage('en'));

describe('success page', () => {
  it('shows the order number and the way home', async () => {
    renderPage(<SuccessPage />, '/success', '/success?order=100006');
    expect(screen.getByRole('heading', { name: 'Success' })).toBeInTheDocument();
    expect(screen.getByText('Your order # is 100006')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    renderPage(<SuccessPage />, '/success', '/success?order=100007');
    expect(screen.getByRole('heading', { name: 'Sukces' })).toBeInTheDocument();
    expect(screen.getByText('Numer Twojego zamówienia to 100007')).toBeInTheDocument();
  });
});
