import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_FORM_FIELDS } from '@parts/contract/address';
import { currentLocale, lastValue, setLocale } from '@parts/shared-kernel';
import { freshQueryClient, publishReferenceData } from '@parts/shared-kernel/test-support';
import { collectNotices, customer, answerApi, line, referenceData, renderPage, setUpApp, totals } from '../../test-support/render-page';
import { CheckoutPage } from './CheckoutPage';

beforeAll(() => setUpApp());

const payments = [
  {
    Name: 'Bank transfer',
    Fee: 0,
    Description: '',
    PaymentMethodSystemName: 'Payments.BankTransfer',
    AvailableShipments: ['Courier DPD', 'Pallet freight'],
    Selected: true,
  },
  {
    Name: 'Cash on delivery',
    Fee: 9,
    Description: '',
    PaymentMethodSystemName: 'Payments.CashOnDelivery',
    AvailableShipments: ['Courier DPD'],
    Selected: false,
  },
  {
    Name: 'Pay at pickup',
    Fee: 0,
    Description: '',
    PaymentMethodSystemName: 'Payments.PayAtPickup',
    AvailableShipments: [],
    Selected: false,
  },
];

const shippingAddressData = {
  ExistingAddresses: customer.Addresses,
  NewAddressPreselected: false,
  PickupPoints: [
    {
      Id: 1,
      Name: 'Warszawa',
      Description: '',
      Default: true,
      Fee: 0,
      Address: { Address1: 'Magazynowa 1', City: 'Warszawa', ZipPostalCode: '00-100', CountryId: 1, CountryName: 'Poland' },
    },
    { Id: 2, Name: 'Kraków', Description: '', Default: false, Fee: 0, Address: null },
  ],
  PickUpInStore: false,
  AllowPickUpInStore: true,
  PickUpInStoreOnly: false,
};

function api(over: Record<string, (body: unknown) => unknown> = {}) {
  return answerApi({
    'GET /api/Level4/Cart': () => [line('99340000001', { Price: 342.32 })],
    'GET /api/Customer/get': () => customer,
    'GET /api/ShoppingCart/ShippingAddress': () => shippingAddressData,
    'GET /api/ShoppingCart/ShippingMethods': () => ({
      ShippingMethods: [
        { Name: 'Courier DPD', Fee: 19.9, Description: '', Selected: true, ShippingRateComputationMethodSystemName: 'Shipping.FixedRate' },
        {
          Name: 'Pallet freight',
          Fee: 149,
          Description: '',
          Selected: false,
          ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        },
      ],
      Warnings: [],
    }),
    'GET /api/ShoppingCart/PaymentMethods': () => ({ PaymentMethods: payments }),
    'POST /api/ShoppingCart/Totals': () => totals(362.22),
    ...over,
  });
}

describe('checkout wizard', () => {
  it('sends an empty cart back to /cart', async () => {
    api({ 'GET /api/Level4/Cart': () => [] });
    renderPage(<CheckoutPage />, '/checkout');
    // the cart, the customer and the shipping data are asked at once; the empty cart's answer decides
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'), { timeout: 5000 });
  });

  it('preselects the stored shipping address and the Selected method, and filters payment methods by it', async () => {
    const api_ = api();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    expect(await screen.findByRole('radio', { name: /Floriańska 2/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Courier DPD/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Payment/ })).toBeDisabled(); // headers only go back
    await waitFor(() => expect(api_.calls.some((c) => c.path.startsWith('/api/ShoppingCart/ShippingMethods?addressId=2'))).toBe(true));
    expect(api_.calls.some((c) => c.path === '/api/ShoppingCart/PaymentMethods?countryId=1')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay at pickup/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Marszałkowska 1/ })).toBeChecked(); // billing default
    await user.click(screen.getByRole('button', { name: 'Use address from shipping' }));
    expect(screen.getAllByRole('radio', { name: /Floriańska 2/ })[0]).toBeChecked();

    // back to shipping via the header, choose the pallet: cash on delivery goes away
    await user.click(screen.getByRole('button', { name: /Shipping/ }));
    await user.click(screen.getByRole('radio', { name: /Pallet freight/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api_.calls.filter((c) => c.path === '/api/ShoppingCart/Totals').at(-1)?.body).toMatchObject({
        ShippingMethodName: 'Pallet freight',
        ShippingAddressId: 2,
        BillingAddressId: 2,
        PaymentMethodSystemName: 'Payments.BankTransfer',
      }),
    );
  });

  it('offers only pickup payment methods for pickup, with the default point, and places the order once', async () => {
    let confirmed = 0;
    const api_ = api({
      'POST /api/ShoppingCart/ConfirmCheckout': () => {
        confirmed += 1;
        return { Success: true, PlacedOrder: { Id: 8, OrderNumber: '100006' }, Errors: [] };
      },
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    expect(screen.getByRole('radio', { name: /^Warszawa/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Courier DPD/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /Pay at pickup/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Bank transfer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use address from shipping' })).not.toBeInTheDocument();
    // the one method pickup offers (not flagged Selected) is chosen for the dealer: Next at once (issue 27)
    expect(screen.getByRole('radio', { name: /Pay at pickup/ })).toBeChecked();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await user.click(next);

    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /terms/ });
    await user.click(terms);
    await user.click(terms);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.click(terms);
    await user.type(screen.getByLabelText(/Order note/), 'Please call first');
    await user.dblClick(place);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/success?order=100006&id=8'));
    expect(confirmed).toBe(1);
    expect(api_.calls.find((c) => c.path === '/api/ShoppingCart/ConfirmCheckout')?.body).toEqual({
      BillingAddressId: 1,
      ShippingAddressId: '',
      ShippingMethodName: '',
      ShippingRateComputationMethodSystemName: 'Pickup.PickupInStore',
      PickUpInStoreId: 1,
      PaymentMethodSystemName: 'Payments.PayAtPickup',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: 'Please call first',
    });
    expect(notices).toContainEqual({ kind: 'success', message: 'Your order was successfully placed' });
    expect(lastValue('cart:count')).toBe(0);
  });

  it('extension team: an order sent for approval empties the cart, says so and shows the approvals', async () => {
    api({
      'POST /api/ShoppingCart/ConfirmCheckout': () => ({ Success: true, PlacedOrder: null, Errors: [], AwaitingApproval: { Id: 4 } }),
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/approvals'));
    expect(notices).toContainEqual({ kind: 'success', message: 'Your order was sent for approval' });
    expect(notices.some((notice) => notice.kind === 'danger')).toBe(false);
    expect(lastValue('cart:count')).toBe(0);
  });

  it('extension team: a Requester’s checkout says the order goes for approval and its button sends it; a Buyer’s places it', async () => {
    publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions: ['team'] } });
    try {
      const role = { current: 'requester' as 'requester' | 'buyer' };
      api({
        'GET /api/Team/Me': () => ({ EmployeeId: 4, Name: 'Anna Lada', Email: 'anna@example.com', Phone: '', Role: role.current }),
      });
      const user = userEvent.setup();
      const { unmount } = renderPage(<CheckoutPage />, '/checkout');
      expect(
        await screen.findByText(
          'Your order will be sent for approval: an administrator or a buyer of your company approves it before it is placed.',
        ),
      ).toBeInTheDocument();
      await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: 'Next' }));
      expect(screen.getByRole('button', { name: 'Send for approval' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
      unmount();

      freshQueryClient();
      role.current = 'buyer';
      renderPage(<CheckoutPage />, '/checkout');
      await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: 'Next' }));
      expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
      expect(screen.queryByText(/sent for approval/)).not.toBeInTheDocument();
    } finally {
      // nothing on screen while the reference data changes back
      cleanup();
      publishReferenceData(referenceData);
    }
  });

  it('shows no shipping amount before a method is chosen: "to be chosen" and the total before shipping, then the amount', async () => {
    const shippingTotals = { ...totals(362.22), Shipping: 19.9 };
    const api_ = api({
      'POST /api/ShoppingCart/Totals': (body: unknown) =>
        (body as { ShippingMethodName: string }).ShippingMethodName ? shippingTotals : totals(342.32),
      // a new address has no method until it is saved
      'GET /api/ShoppingCart/ShippingAddress': () => ({ ...shippingAddressData, NewAddressPreselected: true }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByTestId('order-total')).toHaveTextContent('342,32 zł'));
    expect(within(summary).getByTestId('shipping-amount')).toHaveTextContent('to be chosen');
    expect(within(summary).getByText('Total excl. shipping')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent(/0,00\s*zł/);
    // an existing address with its Selected method: the amount and the order total
    await user.click(screen.getByRole('radio', { name: /Floriańska 2/ }));
    expect(await screen.findByRole('radio', { name: /Courier DPD/ })).toBeChecked();
    const after = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(after).getByTestId('shipping-amount')).toHaveTextContent('19,90 zł'));
    expect(within(after).getByText('Order Total')).toBeInTheDocument();
    expect(api_.calls.filter((c) => c.path === '/api/ShoppingCart/Totals').at(-1)?.body).toMatchObject({
      ShippingMethodName: 'Courier DPD',
    });
  });

  it('shows pickup as a chosen shipping (its amount, 0 included)', async () => {
    api({ 'POST /api/ShoppingCart/Totals': () => totals(342.32) });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByTestId('shipping-amount')).toHaveTextContent('0,00 zł'));
    expect(within(summary).getByText('Order Total')).toBeInTheDocument();
  });

  it('links the terms to the terms content page in a new tab, and shows the total beside Place order', async () => {
    api();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await screen.findByRole('radio', { name: /Courier DPD/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const link = screen.getByRole('link', { name: /terms of service/ });
    expect(link).toHaveAttribute('href', '/p/conditions-of-use');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('terms of service (opens in a new tab)');
    // the checkbox is still named by its label, the link inside it
    expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).not.toBeChecked();
    const bar = screen.getByTestId('place-order-bar');
    expect(within(bar).getByTestId('place-order-total')).toHaveTextContent('Total 362,22 zł');
    expect(within(bar).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('says when no payment method fits the shipping, and shows refused orders', async () => {
    api({ 'GET /api/ShoppingCart/PaymentMethods': () => ({ PaymentMethods: payments.slice(0, 2) }) });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('No payment methods available for selected shipping. Go back and select different shipping option.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('creates a new address first, then uses it for shipping', async () => {
    const created = {
      ...customer.Addresses[0]!,
      Id: 9,
      City: 'Praha',
      Address1: 'Václavské náměstí 1',
      ZipPostalCode: '110 00',
      CountryId: 3,
      CountryName: 'Czech Republic',
      StateProvinceId: null,
      StateProvinceName: null,
    };
    // the API keeps the new address: the checkout's existing addresses answer it from then on
    let added: (typeof created)[] = [];
    const api_ = api({
      'POST /api/Customer/AddAddress': () => {
        added = [created];
        return created;
      },
      'GET /api/ShoppingCart/ShippingAddress': () => ({ ...shippingAddressData, ExistingAddresses: [...customer.Addresses, ...added] }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'New address' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save and use this address' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/First name/), 'Jan');
    await user.type(screen.getByLabelText(/Last name/), 'Kowalski');
    await user.type(screen.getByLabelText(/^Address$/), 'Václavské náměstí 1');
    await user.type(screen.getByLabelText(/postal code/i), '110 00');
    await user.type(screen.getByLabelText(/City/), 'Praha');
    await user.selectOptions(screen.getByLabelText(/Country/), 'Czech Republic');
    expect(screen.getByLabelText(/State/)).toBeDisabled();
    await user.type(screen.getByLabelText(/Phone/), '+420 1');
    await user.click(screen.getByRole('button', { name: 'Save and use this address' }));
    expect(await screen.findByRole('radio', { name: /Praha/ })).toBeChecked();
    const sent = api_.calls.find((c) => c.path === '/api/Customer/AddAddress')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ FirstName: 'Jan', City: 'Praha', CountryId: 3, StateProvinceId: '', Email: 'dealer@example.com' });
    expect(sent).not.toHaveProperty('mainEmail');
    await waitFor(() => expect(api_.calls.some((c) => c.path === '/api/ShoppingCart/ShippingMethods?addressId=9')).toBe(true));
    expect(api_.calls.some((c) => c.path === '/api/ShoppingCart/PaymentMethods?countryId=3')).toBe(true);
  });

  it("asks the address fields in the shop's one order, starting in the store's country (issue 12, item 9)", async () => {
    api();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: 'New address' }));
    const form = screen.getByRole('group', { name: 'New address' });
    const ids = Array.from(form.querySelectorAll('input, select')).map((control) => control.id);
    expect(ids).toEqual(ADDRESS_FORM_FIELDS.map((name) => `new-address-${name}`));
    expect(within(form).getByLabelText(/Country/)).toHaveDisplayValue('Poland');
  });

  it('joins the errors of a refused order with a comma', async () => {
    api({
      'POST /api/ShoppingCart/ConfirmCheckout': () => ({
        Success: false,
        PlacedOrder: null,
        Errors: ['Terms of service are not accepted.', 'Billing address is missing.'],
      }),
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await screen.findByRole('radio', { name: /Courier DPD/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(notices).toContainEqual({ kind: 'danger', message: 'Terms of service are not accepted., Billing address is missing.' }),
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('a language switch loads the names again in that language, keeping the chosen shipping and payment methods', async () => {
    const polish: Record<string, string> = {
      'Courier DPD': 'Kurier DPD',
      'Pallet freight': 'Przesyłka paletowa',
      'Bank transfer': 'Przelew',
      'Cash on delivery': 'Za pobraniem',
      'Pay at pickup': 'Płatność przy odbiorze',
      'Part 99340000001': 'Część 99340000001',
      Poland: 'Polska',
    };
    // the fake API answers in the language the client asks for (its Accept-Language)
    const inLanguage = (name: string) => (currentLocale() === 'pl' ? (polish[name] ?? name) : name);
    const api_ = api({
      'GET /api/Level4/Cart': () => [line('99340000001', { Price: 342.32, Name: inLanguage('Part 99340000001') })],
      'GET /api/ShoppingCart/ShippingMethods': () => ({
        ShippingMethods: ['Courier DPD', 'Pallet freight'].map((name, index) => ({
          Name: inLanguage(name),
          Fee: 19.9,
          Description: '',
          Selected: index === 0,
          ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
        })),
        Warnings: [],
      }),
      'GET /api/ShoppingCart/PaymentMethods': () => ({
        PaymentMethods: payments.map((method) => ({
          ...method,
          Name: inLanguage(method.Name),
          AvailableShipments: method.AvailableShipments.map(inLanguage),
        })),
      }),
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('radio', { name: /Pallet freight/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();

    act(() => setLocale('pl'));
    expect(await screen.findByRole('radio', { name: /Przelew/ })).toBeChecked();
    const languages = api_.calls.map((call) => call.language);
    expect(languages).toContain('pl');
    await user.click(screen.getByRole('button', { name: /Dostawa/ }));
    expect(screen.getByRole('radio', { name: /Przesyłka paletowa/ })).toBeChecked();
    await waitFor(() =>
      expect(api_.calls.filter((c) => c.path === '/api/ShoppingCart/Totals').at(-1)?.body).toMatchObject({
        ShippingMethodName: 'Przesyłka paletowa',
        PaymentMethodSystemName: 'Payments.BankTransfer',
      }),
    );
    act(() => setLocale('en'));
    expect(await screen.findByRole('radio', { name: /Pallet freight/ })).toBeChecked();
  });
});
