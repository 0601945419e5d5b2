import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customer, fakeApi, line, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { OfferPage } from './OfferPage';

beforeAll(() => setUpApp());

function api() {
  return fakeApi({
    'GET /api/level4/cart': () => [
      line('99110000001', { Quantity: 3, Price: 40.39, OldPrice: 45.9 }),
      line('99340000001', { Quantity: 1, Price: 342.32, OldPrice: 389 }),
    ],
    'GET /api/customer/get': () => customer,
    'POST /api/shoppingcart/totals': () => totals(463.49),
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
    expect(discount).toHaveValue(100);
    expect(within(row).getByText('The customer discount is greater than yours.')).toBeInTheDocument();
    expect(screen.getByText("Your order is more expensive than your customer's.")).toBeInTheDocument();
  });

  it('forces the order discount negative, bounds it by the cart total and empties 0', async () => {
    api();
    renderPage(<OfferPage />, '/offer');
    const input = await screen.findByLabelText('Order Total Discount');
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(-20);
    expect(screen.getByTestId('client-total')).toHaveTextContent('506,70 zł');
    fireEvent.change(input, { target: { value: '-99999' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(-463.49);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(null);
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
