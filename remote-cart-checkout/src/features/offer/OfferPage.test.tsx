import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@parts/shared-kernel';
import { customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { OfferPage } from './OfferPage';

beforeAll(() => setUpApp());
// what was typed is kept as a draft (a reload keeps it): each test starts without one
beforeEach(() => window.localStorage.clear());

function api() {
  return answerApi({
    'GET /api/Level4/Cart': () => [
      line('99110000001', { Quantity: 3, Price: 40.39, OldPrice: 45.9 }),
      line('99340000001', { Quantity: 1, Price: 342.32, OldPrice: 389 }),
    ],
    'GET /api/Customer/get': () => customer,
    'POST /api/ShoppingCart/Totals': () => totals(463.49),
  });
}

describe('offer page', () => {
  it('starts at catalogue prices and recalculates a row from its discount, clamped to 0..100', async () => {
    api();
    const user = userEvent.setup();
    renderPage(<OfferPage />, '/offer');
    const row = (await screen.findAllByTestId('offer-row'))[0]!;
    expect(screen.getByText('Auto Serwis Kowalski')).toBeInTheDocument();
    expect(within(row).getAllByText('45,90 zł')).toHaveLength(2); // catalogue and offered price
    expect(screen.getByTestId('client-total')).toHaveTextContent('526,70 zł'); // 137.70 + 389
    expect(screen.getByTestId('your-total')).toHaveTextContent('463,49 zł');

    const discount = within(row).getByLabelText('Discount % for 99110000001');
    await user.clear(discount);
    await user.type(discount, '10');
    expect(within(row).getByText('41,31 zł')).toBeInTheDocument();
    expect(within(row).getByText('123,93 zł')).toBeInTheDocument();
    expect(screen.queryByText('The customer discount is greater than yours.')).not.toBeInTheDocument();

    await user.clear(discount);
    await user.type(discount, '150');
    expect(discount).toHaveValue('100');
    expect(discount).toHaveAccessibleDescription(/Read as 100 \(allowed 0 to 100\)/);
    expect(within(row).getByText('The customer discount is greater than yours.')).toBeInTheDocument();
    expect(screen.getByText("Your order is more expensive than your customer's.")).toBeInTheDocument();
  });

  it('a discount typed into a field clicked twice replaces the one shown (issue 37, item 10)', async () => {
    api();
    const user = userEvent.setup();
    renderPage(<OfferPage />, '/offer');
    const row = (await screen.findAllByTestId('offer-row'))[0]!;
    const discount = within(row).getByLabelText('Discount % for 99110000001');
    expect(discount).toHaveValue('0');
    await user.click(discount);
    await user.click(discount);
    await user.keyboard('10');
    expect(discount).toHaveValue('10');
    expect(within(row).getByText('41,31 zł')).toBeInTheDocument();
  });

  it('forces the order discount negative, bounds it by the cart total and empties 0', async () => {
    api();
    renderPage(<OfferPage />, '/offer');
    const input = await screen.findByLabelText('Order Total Discount');
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('-20');
    expect(screen.getByTestId('client-total')).toHaveTextContent('506,70 zł');
    fireEvent.change(input, { target: { value: '-99999' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('-463.49');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('');
  });

  it("reads '7,5' as 7.5 % in Polish; in English it is refused and the row keeps its discount (never 75 %)", async () => {
    api();
    const user = userEvent.setup();
    await i18n.changeLanguage('pl');
    try {
      renderPage(<OfferPage />, '/offer');
      const row = (await screen.findAllByTestId('offer-row'))[0]!;
      const discount = within(row).getByLabelText(/99110000001/);
      await user.clear(discount);
      await user.type(discount, '7,5');
      // 45.90 - 7.5 % = 42.46; 3 x 42.46 = 127.38
      expect(within(row).getByText('42,46 zł')).toBeInTheDocument();
      expect(within(row).getByText('127,38 zł')).toBeInTheDocument();
      await user.tab();
      expect(discount).toHaveValue('7,5');
      await user.clear(discount);
      await user.type(discount, '7,5,3');
      expect(discount).toHaveAccessibleDescription('Wpisz liczbę, np. 7,5');
      expect(within(row).getByText('42,46 zł')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("in English '7,5' is said to be no number, and the row keeps its last discount", async () => {
    api();
    const user = userEvent.setup();
    renderPage(<OfferPage />, '/offer');
    const row = (await screen.findAllByTestId('offer-row'))[0]!;
    const discount = within(row).getByLabelText('Discount % for 99110000001');
    await user.clear(discount);
    await user.type(discount, '7,5');
    expect(discount).toHaveAccessibleDescription('Enter a number, e.g. 7.5');
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    // the row's discount stayed at what was last valid (7), not 75
    expect(within(row).getByTestId('offer-row-discount')).toHaveTextContent('7%');
  });

  it('needs a name before printing', async () => {
    api();
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    renderPage(<OfferPage />, '/offer');
    await user.click(await screen.findByRole('button', { name: 'Print Offer' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Name/), 'Offer for Mr Nowak');
    await user.click(screen.getByRole('button', { name: 'Print Offer' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Return to cart' })).toHaveAttribute('href', '/cart');
  });
});

describe('the printed offer (issue 12, item 7)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00'), advanceTimers: true });
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('names the dealer, the date, a number and the validity, with Polish number formats and the net/VAT split', async () => {
    await setUpApp();
    await i18n.changeLanguage('pl');
    api();
    renderPage(<OfferPage />, '/offer');
    const dealer = await screen.findByTestId('offer-dealer');
    // the company and the billing address of the signed-in dealer
    expect(dealer).toHaveTextContent('Auto Serwis Kowalski');
    expect(dealer).toHaveTextContent('Marszałkowska 1');
    expect(dealer).toHaveTextContent('00-001 Warszawa');
    expect(dealer).toHaveTextContent('Poland');
    expect(dealer).not.toHaveTextContent('Floriańska'); // not the shipping address
    expect(screen.getByTestId('offer-number')).toHaveTextContent('20261123-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oferta cenowa nr 20261123-1');
    expect(screen.getByText('23.11.2026')).toBeInTheDocument();
    expect(screen.getByTestId('offer-validity')).toHaveTextContent('Oferta ważna do 07.12.2026');

    const row = screen.getAllByTestId('offer-row')[0]!;
    fireEvent.change(within(row).getByLabelText('Rabat % dla 99110000001'), { target: { value: '10.5' } });
    expect(within(row).getByTestId('offer-row-discount').textContent).toBe('10,5\u00a0%');
    expect(within(row).getByText('Twój rabat: 12 %')).toBeInTheDocument();
    const orderDiscount = screen.getByLabelText('Rabat na całe zamówienie');
    fireEvent.change(orderDiscount, { target: { value: '50' } });
    fireEvent.blur(orderDiscount);
    expect(screen.getByTestId('offer-order-discount').textContent).toBe('-50,00\u00a0zł');

    // 3 x 41.08 (45.90 less 10.5 %) + 389 - 50 = 462.24 gross, all at 23 %
    expect(screen.getByTestId('client-total')).toHaveTextContent('462,24 zł');
    expect(screen.getByTestId('offer-net')).toHaveTextContent('375,80 zł');
    expect(screen.getByTestId('offer-vat')).toHaveTextContent('86,44 zł');
    expect(screen.getByText('VAT 23 %')).toBeInTheDocument();
    expect(screen.getByText('Razem brutto')).toBeInTheDocument();
  });

  it('speaks English too, and prints no net/VAT split when the store shows no net prices', async () => {
    await setUpApp({
      ...referenceData,
      config: { ...referenceData.config, general: { ...referenceData.config.general, showPriceNetto: false } },
    });
    api();
    renderPage(<OfferPage />, '/offer');
    expect(await screen.findByTestId('offer-validity')).toHaveTextContent('Offer valid until 07/12/2026');
    expect(screen.queryByTestId('offer-net')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offer-vat')).not.toBeInTheDocument();
  });

  it('a printed offer takes its number; the next offer gets the next one', async () => {
    await setUpApp();
    api();
    window.print = jest.fn();
    const { unmount } = renderPage(<OfferPage />, '/offer');
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Nowak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print Offer' }));
    await waitFor(() => expect(window.print).toHaveBeenCalled());
    expect(screen.getByTestId('offer-number')).toHaveTextContent('20261123-1');
    unmount();
    renderPage(<OfferPage />, '/offer');
    expect(await screen.findByTestId('offer-number')).toHaveTextContent('20261123-2');
  });
});
