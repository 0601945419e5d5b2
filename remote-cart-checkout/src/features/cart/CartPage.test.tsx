import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocale, lastValue, setLocale } from '@parts/shared-kernel';
import {
  collectNotices,
  customer,
  answerApi,
  line,
  problem,
  referenceData,
  renderPage,
  setUpApp,
  totals,
} from '../../test-support/render-page';
import { brokenAnswer, freshQueryClient, server, publishReferenceData } from '@parts/shared-kernel/test-support';
import { readFileText } from '../csv-import/read-file-text';
import { CartPage } from './CartPage';

beforeAll(() => setUpApp());
afterEach(() => publishReferenceData(referenceData));

const baseRoutes = (cart: unknown[]) => ({
  'GET /api/Level4/Cart': () => cart,
  'GET /api/Customer/get': () => customer,
  'POST /api/ShoppingCart/Totals': () => totals(463.49),
  'GET /api/ShoppingList': () => [],
});

describe('cart page', () => {
  it('extension team: a Requester’s checkout button says it sends for approval; a Buyer’s is SPEC’s', async () => {
    publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions: ['team'] } });
    const role = { current: 'requester' as 'requester' | 'buyer' };
    answerApi({
      ...baseRoutes([line('99110000001')]),
      'GET /api/Team/Me': () => ({ EmployeeId: 4, Name: 'Anna Lada', Email: 'anna@example.com', Phone: '', Role: role.current }),
    });
    const { unmount } = renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('button', { name: 'Go to Checkout: send for approval' })).toBeInTheDocument();
    unmount();
    freshQueryClient();
    role.current = 'buyer';
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('button', { name: 'Go to Checkout' })).toBeInTheDocument();
  });

  it('shows the empty cart with Start Shopping and publishes cart:count 0', async () => {
    answerApi(baseRoutes([]));
    renderPage(<CartPage />, '/cart');
    expect(screen.getByText('Loading Cart...')).toBeInTheDocument();
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(lastValue('cart:count')).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Shopping List' })).not.toBeInTheDocument();
  });

  it('says when the cart cannot be loaded and tries again', async () => {
    let calls = 0;
    answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => {
        calls += 1;
        return calls === 1 ? problem(500, 'Database unavailable') : [line('99110000001')];
      },
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Your shopping cart is empty.')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '99110000001' })).toBeInTheDocument();
  });

  it('shows the lines only together with their totals the first time, so nothing below them is pushed down', async () => {
    let answerTotals: ((value: unknown) => void) | null = null;
    answerApi({
      ...baseRoutes([line('99110000001')]),
      'POST /api/ShoppingCart/Totals': () => new Promise((resolve) => (answerTotals = resolve)),
    });
    renderPage(<CartPage />, '/cart');
    // the lines and the customer are in; the totals are asked for and have not answered
    await waitFor(() => expect(answerTotals).not.toBeNull());
    expect(screen.getByText('Loading Cart...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '99110000001' })).not.toBeInTheDocument();
    answerTotals!(totals(45.9));
    expect(await screen.findByRole('heading', { name: '99110000001' })).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toBeInTheDocument();
  });

  it('waits for the totals on the first look also while the customer (which the totals need) is on its way', async () => {
    let answerCustomer: ((value: unknown) => void) | null = null;
    answerApi({
      ...baseRoutes([line('99110000001')]),
      'GET /api/Customer/get': () => new Promise((resolve) => (answerCustomer = resolve)),
    });
    renderPage(<CartPage />, '/cart');
    await waitFor(() => expect(answerCustomer).not.toBeNull());
    expect(screen.getByText('Loading Cart...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '99110000001' })).not.toBeInTheDocument();
    answerCustomer!(customer);
    expect(await screen.findByRole('heading', { name: '99110000001' })).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toBeInTheDocument();
  });

  it('asks the cart and the customer at once, then the totals with the first address as soon as both are in', async () => {
    let answerCart: (value: unknown) => void = () => undefined;
    const cart = [line('99110000001', { Quantity: 3 }), line('99340000001', { Price: 342.32, OldPrice: 389 })];
    const api = answerApi({ ...baseRoutes(cart), 'GET /api/Level4/Cart': () => new Promise((resolve) => (answerCart = resolve)) });
    renderPage(<CartPage />, '/cart');
    // the customer is asked while the cart has not answered; the totals wait for both
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/api/Level4/Cart', '/api/Customer/get']));
    answerCart(cart);
    expect(await screen.findByRole('heading', { name: '99110000001' })).toBeInTheDocument();
    await screen.findByTestId('order-total');
    expect(api.calls.map((c) => `${c.method} ${c.path}`).slice(0, 3)).toEqual([
      'GET /api/Level4/Cart',
      'GET /api/Customer/get',
      'POST /api/ShoppingCart/Totals',
    ]);
    expect(api.calls[2]?.body).toMatchObject({ ShippingAddressId: 1, BillingAddressId: 1 });
    expect(lastValue('cart:count')).toBe(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('463,49 zł');
    const row = screen.getAllByTestId('cart-line')[0]!;
    expect(within(row).getByText('Part 99110000001')).toBeInTheDocument();
    expect(within(row).getByText('121,17 zł')).toBeInTheDocument(); // sub total
    expect(within(row).getByText('12%')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price (net)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Checkout' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create Offer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeEnabled();
  });

  it('shows an answer that breaks the contract as the danger notification and a log line, never as a 0 zł line', async () => {
    const { Sku: _missing, ...product } = line('99110000001').Product;
    answerApi(baseRoutes([]));
    // a back end breaking the contract on purpose
    server.use(brokenAnswer('GET /api/Level4/Cart', [{ ...line('99110000001'), Product: product }]));
    const notices = collectNotices();
    // the expected log line is asserted below (exactly one, naming the call and the broken field), so it is not printed
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPage(<CartPage />, '/cart');
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(notices.filter((n) => n.kind === 'danger')).toEqual([
        expect.objectContaining({ kind: 'danger', message: 'Server or network error, please try later.' }),
      ]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toEqual(expect.stringContaining('GET /api/Level4/Cart'));
      expect(log.mock.calls[0]?.[0]).toEqual(expect.stringContaining('Product.Sku'));
      expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument();
      expect(screen.queryByText(/0,00\s*zł/)).not.toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });

  it('a language switch keeps the lines on screen, with no spinner, until they are in in the new language', async () => {
    let answerPolish: ((value: unknown) => void) | null = null;
    answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () =>
        currentLocale() === 'pl' ? new Promise((resolve) => (answerPolish = resolve)) : [line('99110000001', { Name: 'Brake pads' })],
    });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('Brake pads')).toBeInTheDocument();
    await screen.findByTestId('order-total');
    try {
      await act(async () => setLocale('pl'));
      await waitFor(() => expect(answerPolish).not.toBeNull());
      expect(screen.getByText('Brake pads')).toBeInTheDocument();
      // no spinner (the page's own <output> probe aside) and nothing busy
      expect(screen.queryAllByRole('status').filter((element) => element.tagName !== 'OUTPUT')).toEqual([]);
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      answerPolish!([line('99110000001', { Name: 'Klocki hamulcowe' })]);
      expect(await screen.findByText('Klocki hamulcowe')).toBeInTheDocument();
    } finally {
      await act(async () => setLocale('en'));
    }
  });

  it('hides net prices unless the store shows them', async () => {
    publishReferenceData({
      ...referenceData,
      config: { ...referenceData.config, general: { ...referenceData.config.general, showPriceNetto: false } },
    });
    answerApi(baseRoutes([line('99110000001')]));
    renderPage(<CartPage />, '/cart');
    await screen.findByRole('heading', { name: '99110000001' });
    expect(screen.queryByRole('columnheader', { name: 'Price (net)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Catalog price (net)' })).not.toBeInTheDocument();
  });

  it('blocks checkout while a product is unavailable', async () => {
    answerApi(baseRoutes([line('99110000001'), line('99110000002', { Price: 0 })]));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('Remove unavailable products to proceed checkout.')).toBeInTheDocument();
    expect(screen.getByText('Product temporarily unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-total')).not.toBeInTheDocument();
  });

  it("refuses what is not a whole number from 0 to 9999 (and says why), never reading '2,5' as 25, and sends a new quantity", async () => {
    const api = answerApi({
      ...baseRoutes([line('99340000001', { Id: 7 })]),
      'POST /api/ShoppingCart/UpdateItem': () => ({ Success: true }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 99340000001' });
    await user.clear(quantity);
    await user.type(quantity, '10000{Enter}');
    expect(quantity).toHaveAccessibleDescription('Enter a number from 0 to 9999');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // '2,5' is no whole number in English either: said, not read as 25
    await user.clear(quantity);
    await user.type(quantity, '2,5{Enter}');
    expect(quantity).toHaveAccessibleDescription('Enter a whole number, e.g. 12');
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/ShoppingCart/UpdateItem')?.body).toEqual({ ProductId: 7, Quantity: 3 }),
    );
    expect(api.calls.filter((c) => c.path === '/api/ShoppingCart/UpdateItem')).toHaveLength(1);
  });

  it('a quantity of 0 asks in place whether to remove the line: Enter, then Remove removes it', async () => {
    let cart = [line('99340000001', { Id: 7, Quantity: 2 }), line('99110000001', { Id: 1 })];
    const api = answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => cart,
      'POST /api/ShoppingCart/DeleteItem': () => {
        cart = cart.slice(1);
        return { Success: true };
      },
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 99340000001' });
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    const question = screen.getByRole('group', { name: 'Quantity 0: remove 99340000001 from the cart?' });
    // the keyboard goes on to the question; nothing is sent before the answer
    const remove = within(question).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Keep 2' })).toBeInTheDocument();
    expect(quantity).toHaveAccessibleDescription('Quantity 0: remove 99340000001 from the cart?');
    expect(api.calls.some((c) => /\/api\/ShoppingCart\/(UpdateItem|DeleteItem)/.test(c.path))).toBe(false);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '99340000001' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/api/ShoppingCart/DeleteItem')?.body).toEqual({ ProductId: 7, Quantity: 0 });
    expect(api.calls.some((c) => c.path === '/api/ShoppingCart/UpdateItem')).toBe(false);
    expect(screen.getByRole('heading', { name: '99110000001' })).toBeInTheDocument();
  });

  it('a quantity of 0 left with Tab asks too; Keep (or Escape) shows the quantity again with the focus back in the field', async () => {
    const api = answerApi(baseRoutes([line('99340000001', { Id: 7, Quantity: 2 })]));
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    let quantity = await screen.findByRole('textbox', { name: 'Quantity of 99340000001' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Keep 2' }));
    quantity = screen.getByRole('textbox', { name: 'Quantity of 99340000001' });
    expect(quantity).toHaveValue('2');
    expect(quantity).toHaveFocus();
    expect(screen.queryByRole('group', { name: /remove 99340000001/ })).not.toBeInTheDocument();
    // Escape in the question keeps too
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Quantity of 99340000001' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Quantity of 99340000001' })).toHaveFocus();
    expect(api.calls.some((c) => /\/api\/ShoppingCart\/(UpdateItem|DeleteItem)/.test(c.path))).toBe(false);
  });

  it("in Polish, '7,5' is refused in Polish (never 75) and the question is asked in Polish", async () => {
    answerApi(baseRoutes([line('99340000001', { Id: 7, Quantity: 2 })]));
    const user = userEvent.setup();
    await act(() => setLocale('pl'));
    try {
      renderPage(<CartPage />, '/cart');
      const quantity = await screen.findByRole('textbox', { name: 'Ilość 99340000001' });
      await user.clear(quantity);
      await user.type(quantity, '7,5{Enter}');
      expect(quantity).toHaveAccessibleDescription('Wpisz liczbę całkowitą, np. 12');
      await user.clear(quantity);
      await user.type(quantity, '0{Enter}');
      expect(screen.getByRole('group', { name: 'Ilość 0: usunąć 99340000001 z koszyka?' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zostaw 2 szt.' })).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en'));
    }
  });

  it('shows no shipping amount on the cart: chosen at checkout, and the total before shipping', async () => {
    answerApi(baseRoutes([line('99340000001', { Id: 7 })]));
    renderPage(<CartPage />, '/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByTestId('shipping-amount')).toHaveTextContent('chosen at checkout');
    expect(within(summary).getByText('Total excl. shipping')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('463,49 zł');
    expect(summary).not.toHaveTextContent(/0,00\s*zł/);
  });

  it('keeps the tools (quick add, CSV import, save as a list) together after the summary in the reading order, the export above the lines', async () => {
    answerApi(baseRoutes([line('99340000001', { Id: 7 })]));
    renderPage(<CartPage />, '/cart');
    const tools = await screen.findByRole('region', { name: 'Add and save' });
    // the export at the top, before the lines (in reach whatever the length of the cart)
    const exportCart = screen.getByRole('button', { name: 'Export cart' });
    expect(exportCart.compareDocumentPosition(screen.getAllByTestId('cart-line')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tools).getByRole('form', { name: 'Quick cart' })).toBeInTheDocument();
    expect(within(tools).getByRole('form', { name: /CSV/ })).toBeInTheDocument();
    expect(within(tools).getByRole('form', { name: 'Shopping List' })).toBeInTheDocument();
    // in the reading order: the lines, the summary with Go to Checkout, then the tools
    const checkout = screen.getByRole('button', { name: 'Go to Checkout' });
    expect(checkout.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a line asking for more than the stock, and shows the notice when the API sets a lower quantity', async () => {
    let quantity = 4;
    answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => [
        { ...line('99110000011', { Id: 11, Quantity: quantity }), Stock: 3 },
        { ...line('99110000001', { Id: 1 }), Stock: 131 },
      ],
      'POST /api/ShoppingCart/UpdateItem': () => {
        quantity = 3;
        return { Success: true, Notices: ['Only 3 in stock: the quantity was set to 3.'] };
      },
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const over = await screen.findByTestId('over-stock');
    expect(over).toHaveTextContent('More than the stock: only 3 in stock');
    expect(over.closest('[data-testid="cart-line"]')).toHaveAttribute('data-sku', '99110000011');
    expect(screen.getAllByTestId('over-stock')).toHaveLength(1);

    const field = screen.getByRole('textbox', { name: 'Quantity of 99110000011' });
    await user.clear(field);
    await user.type(field, '5{Enter}');
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: 'Only 3 in stock: the quantity was set to 3.' }));
    await waitFor(() => expect(screen.queryByTestId('over-stock')).not.toBeInTheDocument());
  });

  it('disables Go to Checkout while the cart updates, reading Loading Cart...', async () => {
    let release: (value: unknown) => void = () => undefined;
    answerApi({
      ...baseRoutes([line('99340000001', { Id: 7 })]),
      'POST /api/ShoppingCart/UpdateItem': () => new Promise((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'One more of 99340000001' }));
    const button = screen.getByRole('button', { name: 'Loading Cart...' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Updating Cart...')).toBeInTheDocument();
    release({ Success: true });
    expect(await screen.findByRole('button', { name: 'Go to Checkout' })).toBeEnabled();
  });

  it('shows a part withdrawn by a feed as withdrawn with its replacement (extension feeds); Take puts the replacement in its place', async () => {
    const replacement = { Id: 11001, Sku: '99110000001', Name: 'Oil filter element' };
    let cart = [
      { ...line('99110000007', { Id: 11007, Quantity: 2 }), Stock: 0, Withdrawn: { ReplacedBy: replacement } },
      line('99110000006'),
    ];
    const api = answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => cart,
      'POST /api/Level4/AddItem': () => {
        cart = [line('99110000001', { Id: 11001, Quantity: 2 }), ...cart];
        return [];
      },
      'POST /api/ShoppingCart/DeleteItem': () => {
        cart = cart.filter((kept) => kept.Product.Id !== 11007);
        return { Success: true };
      },
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const withdrawn = await screen.findByTestId('withdrawn');
    expect(withdrawn).toHaveTextContent('Withdrawn from the catalogue, replaced by 99110000001 Oil filter element.');
    // no stock mark beside it: the line says why it cannot be ordered
    expect(screen.queryByTestId('over-stock')).not.toBeInTheDocument();
    // not a line that can be ordered: checkout waits until it is gone
    expect(screen.getByText('Remove unavailable products to proceed checkout.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Checkout' })).not.toBeInTheDocument();
    await user.click(within(withdrawn).getByRole('button', { name: 'Take 99110000001 instead' }));
    expect(await screen.findByRole('button', { name: 'Go to Checkout' })).toBeInTheDocument();
    expect(screen.queryByTestId('withdrawn')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({ ProductId: 11001, Quantity: 2 });
    expect(api.calls.find((c) => c.path === '/api/ShoppingCart/DeleteItem')?.body).toEqual({ ProductId: 11007, Quantity: 0 });
    expect(notices).toContainEqual({ kind: 'success', message: '99110000001 is in the cart instead of 99110000007.' });
  });

  it('a withdrawn part without a replacement: said, no button', async () => {
    answerApi(baseRoutes([{ ...line('99110000013'), Withdrawn: { ReplacedBy: null } }]));
    renderPage(<CartPage />, '/cart');
    const withdrawn = await screen.findByTestId('withdrawn');
    expect(withdrawn).toHaveTextContent(/^Withdrawn from the catalogue\.$/);
    expect(within(withdrawn).queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes an item and says so', async () => {
    let cart = [line('99340000001', { Id: 7 })];
    const api = answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => cart,
      'POST /api/ShoppingCart/DeleteItem': () => {
        cart = [];
        return { Success: true };
      },
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: /Remove item/ }));
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/ShoppingCart/DeleteItem')?.body).toEqual({ ProductId: 7, Quantity: 0 });
    expect(notices).toContainEqual({ kind: 'success', message: 'Product removed from cart' });
    expect(lastValue('cart:count')).toBe(0);
  });

  it('asks before clearing the cart; Cancel keeps it', async () => {
    let cart = [line('99340000001', { Id: 7 })];
    const api = answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => cart,
      'POST /api/ShoppingCart/ClearCart': () => {
        cart = [];
        return { Success: true };
      },
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/ShoppingCart/ClearCart')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, clear the cart' }));
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/ShoppingCart/ClearCart')).toBe(true);
    expect(lastValue('cart:count')).toBe(0);
  });
});

describe('quick cart', () => {
  it('needs a part number, resolves it and adds it with quantity 1', async () => {
    const api = answerApi({
      ...baseRoutes([]),
      'POST /api/Level4Product/Find': () => ({ SimpleProduct: { Id: 41, Sku: '99340000001', Name: 'Brake pads' }, Boards: [] }),
      'POST /api/Level4/AddItem': () => ['Only 3 in stock: 1 added to the cart.'],
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toHaveValue('1');
    await user.type(screen.getByLabelText(/Part number/), '99340000001');
    expect(add).toBeEnabled();
    await user.click(add);
    // one message: the API's notice instead of 'Product added to cart'
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: 'Only 3 in stock: 1 added to the cart.' }));
    expect(notices).not.toContainEqual(expect.objectContaining({ message: 'Product added to cart' }));
    expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toEqual({
      marke: 'NS',
      produktart: 'PKW',
      ProductId: 41,
      Quantity: 1,
    });
  });
});

describe('changes ask again what they change', () => {
  it('a quick add shows the new line, its totals and the new cart count; saving a list asks the lists again', async () => {
    let cart: ReturnType<typeof line>[] = [];
    const api = answerApi({
      ...baseRoutes([]),
      'GET /api/Level4/Cart': () => cart,
      'POST /api/Level4Product/Find': () => ({ SimpleProduct: { Id: 41, Sku: '99340000001', Name: 'Brake pads' }, Boards: [] }),
      'POST /api/Level4/AddItem': () => {
        cart = [line('99340000001', { Id: 41 })];
        return [];
      },
      'POST /api/ShoppingList': (body) => ({ Id: 9, Name: (body as { Name: string }).Name, Items: [] }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '99340000001{Enter}');
    expect(await screen.findByRole('heading', { name: '99340000001' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('463,49 zł');
    expect(lastValue('cart:count')).toBe(1);
    const listsAsked = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/ShoppingList').length;
    await waitFor(() => expect(listsAsked()).toBe(1));
    await user.type(screen.getByLabelText(/List name/), 'Brakes');
    await user.click(screen.getByRole('button', { name: 'Save Cart' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/shopping-list'));
    expect(listsAsked()).toBe(2);
  });
});

describe('quick cart with a part that cannot be sold (issue 37, item 9)', () => {
  it("says the API's refusal, not 'Product added to cart', and keeps the cart's totals", async () => {
    const refusal = 'Product temporarily unavailable: not added to the cart.';
    answerApi({
      ...baseRoutes([line('99110000001', { Id: 7 })]),
      'POST /api/Level4Product/Find': () => ({ SimpleProduct: { Id: 42, Sku: '99110000002', Name: 'Oil filter housing' }, Boards: [] }),
      'POST /api/Level4/AddItem': () => [refusal],
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '99110000002{Enter}');
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: refusal }));
    expect(notices).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(await screen.findByTestId('order-total')).toBeInTheDocument();
  });
});

describe('quick cart with an unknown part number', () => {
  it('says next to the field that no products were found for that number, and adds nothing', async () => {
    const api = answerApi({ ...baseRoutes([]), 'POST /api/Level4Product/Find': () => ({ SimpleProduct: null, Boards: [] }) });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '12345{Enter}');
    const field = screen.getByLabelText(/Part number/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('No products found. Part number 12345 is not in the catalog.'));
    expect(notices).toEqual([]);
    expect(api.calls.some((c) => c.path === '/api/Level4/AddItem')).toBe(false);
    expect(field).toHaveValue('12345');
  });
});

describe('CSV import', () => {
  const file = (text: string) => new File([text], 'cart.csv', { type: 'text/csv' });

  it('is disabled without a file, shows taken and dropped rows and imports the taken ones', async () => {
    const api = answerApi({ ...baseRoutes([]), 'POST /api/Level4/cartFromCsv': () => [] });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const importButton = await screen.findByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const example = screen.getByRole('link', { name: 'Download example import' });
    expect(example).toHaveAttribute('href', '/cart.csv');
    // the hint and the link read as two sentences
    expect(example.parentElement).toHaveTextContent(/semicolon\. Download example import$/);
    await user.upload(screen.getByLabelText('CSV file'), file('\uFEFFSKU;Quantity\r\n99110000001;2\r\n;4\r\n99340000001;1\r\n'));
    expect(await screen.findByText('2 rows taken, 1 dropped.')).toBeInTheDocument();
    expect(screen.getByText('Dropped: no part number')).toBeInTheDocument();
    await user.click(importButton);
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Products added to cart' }));
    expect(api.calls.find((c) => c.path === '/api/Level4/cartFromCsv')?.body).toEqual([
      { sku: '99110000001', quantity: 2 },
      { sku: '99340000001', quantity: 1 },
    ]);
  });

  it('a part that cannot be sold: the refusal is said instead of "Products added to cart" (issue 37, item 9)', async () => {
    const refusal = 'SKU 99110000002: Product temporarily unavailable: not added to the cart.';
    answerApi({ ...baseRoutes([]), 'POST /api/Level4/cartFromCsv': () => [refusal] });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.upload(await screen.findByLabelText('CSV file'), file('sku;quantity\n99110000002;1\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: refusal }));
    expect(notices).not.toContainEqual(expect.objectContaining({ kind: 'success' }));
  });

  it('refuses 101 rows and files without the columns', async () => {
    const api = answerApi(baseRoutes([]));
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const input = await screen.findByLabelText('CSV file');
    const rows = Array.from({ length: 101 }, (_, i) => `9911${String(i).padStart(7, '0')},1`);
    await user.upload(input, file(['sku,quantity', ...rows].join('\n')));
    expect(await screen.findByText('Max 100 items.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.upload(input, file('part,qty\n99110000001,1\n'));
    expect(await screen.findByText('Wrong format, please download example import')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/Level4/cartFromCsv')).toBe(false);
  });
});

describe('cart export', () => {
  /** The browser's download: the file handed to an object URL and the name of the link clicked. */
  function catchDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };
    url.createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:cart';
    };
    url.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob && this.href === 'blob:cart') files.push({ name: this.download, blob });
    });
    return { files, restore: () => click.mockRestore() };
  }
  const today = () => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  };

  it('downloads cart-YYYY-MM-DD.csv, a file the CSV import takes back to the same lines', async () => {
    const downloads = catchDownloads();
    const api = answerApi({
      ...baseRoutes([line('99110000001', { Quantity: 3 }), line('99340000001', { Quantity: 1 })]),
      'POST /api/Level4/cartFromCsv': () => [],
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('button', { name: 'Export cart' }));
    downloads.restore();
    expect(downloads.files).toHaveLength(1);
    const [file] = downloads.files;
    expect(file?.name).toBe(`cart-${today()}.csv`);
    const bytes = new Uint8Array(await file!.blob.arrayBuffer());
    // UTF-8 with a BOM, then the import's header
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await readFileText(file!.blob)).split('\n')[0]).toBe('sku;quantity');
    // the same file, chosen in the import, imports the cart's lines unchanged
    await user.upload(screen.getByLabelText('CSV file'), new File([file!.blob], file!.name, { type: 'text/csv' }));
    expect(await screen.findByText('2 rows taken, 0 dropped.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Level4/cartFromCsv')?.body).toEqual([
        { sku: '99110000001', quantity: 3 },
        { sku: '99340000001', quantity: 1 },
      ]),
    );
  });

  it('is not offered for an empty cart', async () => {
    answerApi(baseRoutes([]));
    renderPage(<CartPage />, '/cart');
    await screen.findByText('Your shopping cart is empty.');
    expect(screen.queryByRole('button', { name: 'Export cart' })).not.toBeInTheDocument();
  });

  it('in Polish: Eksportuj koszyk downloads koszyk-YYYY-MM-DD.csv', async () => {
    const downloads = catchDownloads();
    answerApi(baseRoutes([line('99110000001', { Quantity: 2 })]));
    await act(async () => setLocale('pl'));
    try {
      const user = userEvent.setup();
      const view = renderPage(<CartPage />, '/cart');
      await user.click(await screen.findByRole('button', { name: 'Eksportuj koszyk' }));
      expect(downloads.files.map((f) => f.name)).toEqual([`koszyk-${today()}.csv`]);
      view.unmount();
    } finally {
      downloads.restore();
      await act(async () => setLocale('en'));
    }
  });
});

describe('save cart', () => {
  it("puts the number of the dealer's lists it reads on the header's badge", async () => {
    const list = (Id: number, Name: string) => ({ Id, Name, Items: [] });
    answerApi({ ...baseRoutes([line('99110000001')]), 'GET /api/ShoppingList': () => [list(1, 'Service kit'), list(2, 'Brakes')] });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('radio', { name: 'Update existing list' })).toBeInTheDocument();
    expect(lastValue('shopping-list:count')).toBe(2);
  });

  it('offers the toggle only when lists exist, and saves a new list by name', async () => {
    const lists: unknown[] = [];
    const api = answerApi({
      ...baseRoutes([line('99110000001')]),
      'GET /api/ShoppingList': () => lists,
      'POST /api/ShoppingList': (body) => {
        const list = { Id: 9, Name: (body as { Name: string }).Name, Items: [] };
        lists.push(list);
        return list;
      },
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await screen.findByRole('heading', { name: 'Shopping List' });
    expect(screen.queryByRole('radio', { name: 'Update existing list' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Cart' });
    expect(save).toBeDisabled();
    // the name input stops at the longest name the API takes
    expect(screen.getByLabelText(/List name/)).toHaveAttribute('maxLength', '100');
    await user.type(screen.getByLabelText(/List name/), 'Brakes for Mr Nowak');
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/shopping-list'));
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/ShoppingList')?.body).toEqual({ Name: 'Brakes for Mr Nowak' });
    expect(lastValue('shopping-list:count')).toBe(1);
  });

  it('shows a refused name under the field only (no notice repeating it) and stays', async () => {
    answerApi({
      ...baseRoutes([line('99110000001')]),
      'POST /api/ShoppingList': () =>
        problem(400, 'One or more validation errors occurred.', { Name: ['You already have a list with this name.'] }),
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/List name/), 'Service kit');
    await user.click(screen.getByRole('button', { name: 'Save Cart' }));
    expect(await screen.findByText('You already have a list with this name.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(notices).toEqual([]);
  });

  it('updates an existing list with the cart lines', async () => {
    const api = answerApi({
      ...baseRoutes([line('99110000001', { Quantity: 2 })]),
      'GET /api/ShoppingList': () => [{ Id: 4, Name: 'Service kit', Items: [] }],
      'PUT /api/ShoppingList/:id': () => ({ Id: 4, Name: 'Service kit', Items: [] }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.click(await screen.findByRole('radio', { name: 'Update existing list' }));
    const save = screen.getByRole('button', { name: 'Save Cart' });
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^List/), 'Service kit');
    await user.click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account/shopping-list'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ Items: [{ Sku: '99110000001', Quantity: 2 }] });
  });
});

describe('old part numbers (extension supersession)', () => {
  const withSupersession = () =>
    publishReferenceData({ ...referenceData, config: { ...referenceData.config, extensions: ['supersession'] } });
  const file = (text: string) => new File([text], 'cart.csv', { type: 'text/csv' });
  const replaced = [
    '99340000101 zastąpiony przez 99340000001 x1, 99340000002 x2',
    'SKU 99340000001: Na stanie tylko 16 szt.: dodano do koszyka 13.',
  ];

  it('quick add of an old number adds what the API resolves it to and shows what replaced what, with the stock notice', async () => {
    withSupersession();
    const api = answerApi({
      ...baseRoutes([]),
      'POST /api/Level4Product/Find': () => ({
        SimpleProduct: { Id: 1669, Sku: '99340000101', Name: 'Brake pads' },
        Boards: [],
        Supersession: { Replaces: [], ReplacedBy: [] },
      }),
      'POST /api/Level4/AddItem': () => replaced,
    });
    const notices = collectNotices();
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '99340000101{Enter}');
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: replaced.join(' · ') }));
    // the old part's own id: the API puts the kit in the cart, never the old number
    expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toMatchObject({ ProductId: 1669, Quantity: 1 });
  });

  it('CSV import shows every notice with the extension, only the first without it (as SPEC has it)', async () => {
    withSupersession();
    answerApi({ ...baseRoutes([]), 'POST /api/Level4/cartFromCsv': () => replaced });
    let notices = collectNotices();
    const user = userEvent.setup();
    const { unmount } = renderPage(<CartPage />, '/cart');
    await user.upload(await screen.findByLabelText('CSV file'), file('sku;quantity\n99340000101;1\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'info', message: replaced.join(' · ') }));
    unmount();

    publishReferenceData(referenceData);
    answerApi({
      ...baseRoutes([]),
      'POST /api/Level4/cartFromCsv': () => ['SKU 99110000011: Only 3 in stock: 3 added to the cart.', 'SKU 12345 not found'],
    });
    notices = collectNotices();
    renderPage(<CartPage />, '/cart');
    await user.upload(await screen.findByLabelText('CSV file'), file('sku;quantity\n99110000011;5\n12345;1\n99110000001;1\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    // three rows, two notices: one row went in as asked, so 'added' may be said
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', message: 'Products added to cart' }));
    expect(notices).toContainEqual({ kind: 'info', message: 'SKU 99110000011: Only 3 in stock: 3 added to the cart.' });
    expect(notices).not.toContainEqual(expect.objectContaining({ message: expect.stringContaining('12345') }));
  });
});

describe('a quantity typed replaces the one shown (issue 37, item 10)', () => {
  it('in a cart line: clicked twice, 3 typed and entered sends 3 (not 13); entered again, 4 typed sends 4', async () => {
    const api = answerApi({
      ...baseRoutes([line('99340000001', { Id: 7 })]),
      'POST /api/ShoppingCart/UpdateItem': () => ({ Success: true }),
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of 99340000001' });
    await user.click(quantity);
    await user.click(quantity);
    await user.keyboard('3{Enter}');
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/ShoppingCart/UpdateItem')?.body).toEqual({ ProductId: 7, Quantity: 3 }),
    );
  });

  it('in quick add: clicked twice, 3 typed adds 3 (not 13)', async () => {
    const api = answerApi({
      ...baseRoutes([]),
      'POST /api/Level4Product/Find': () => ({ SimpleProduct: { Id: 41, Sku: '99340000001', Name: 'Brake pads' }, Boards: [] }),
      'POST /api/Level4/AddItem': () => [],
    });
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    await user.type(await screen.findByLabelText(/Part number/), '99340000001');
    const quantity = screen.getByLabelText('Quantity');
    await user.click(quantity);
    await user.click(quantity);
    await user.keyboard('3');
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/Level4/AddItem')?.body).toMatchObject({ ProductId: 41, Quantity: 3 }),
    );
  });
});
