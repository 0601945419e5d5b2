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
    // without the order's id there is nothing to open
    expect(screen.queryByRole('link', { name: 'View your order' })).not.toBeInTheDocument();
  });

  it('links to the placed order (issue 12, item 9)', () => {
    renderPage(<SuccessPage />, '/success', '/success?order=100006&id=42');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/orderdetails/42');
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Polish', async () => {
    await i18n.changeLanguage('pl');
    renderPage(<SuccessPage />, '/success', '/success?order=100007&id=43');
    expect(screen.getByRole('heading', { name: 'Sukces' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz zamówienie' })).toHaveAttribute('href', '/orderdetails/43');
    expect(screen.getByText('Numer Twojego zamówienia to 100007')).toBeInTheDocument();
  });
});
