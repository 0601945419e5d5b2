import { answer, server, topic } from '@parts/shared-kernel/test-support';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@parts/shared-kernel';
import { prepareShop, referenceData, renderShop, shopSettled, signedInShop } from '../../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

async function signedInHome(options: Parameters<typeof prepareShop>[0] = {}) {
  await prepareShop({ token: 'tok', locale: 'en', ...options });
  server.use(...signedInShop());
  renderShop('/');
  await shopSettled();
  return screen.getByRole('banner');
}

test('the topic carousel links every content page to /p/{SeName}', async () => {
  const header = await signedInHome();
  const carousel = await within(header).findByRole('navigation', { name: 'Information pages' });
  expect(
    within(carousel)
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href')),
  ).toEqual(expect.arrayContaining(['/p/about-us', '/p/shipping-returns', '/p/privacy-notice']));
});

test('top-menu content pages show in the main navigation, unless hidden topics is configured', async () => {
  let header = await signedInHome();
  let nav = within(header).getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/p/about-us');
  expect(within(nav).getByRole('link', { name: 'Shipping and returns' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Privacy notice' })).toBeNull();

  cleanup();
  header = await signedInHome({ reference: referenceData({ hiddenTopics: true }) });
  nav = within(header).getByRole('navigation', { name: 'Main navigation' });
  expect(within(nav).queryByRole('link', { name: 'About us' })).toBeNull();
  expect(within(nav).getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
});

test('the badges show the cart lines and shopping lists loaded at start, and follow later changes', async () => {
  const header = await signedInHome();
  expect(await within(header).findByRole('link', { name: 'Cart: 2 items' })).toHaveAttribute('href', '/cart');
  expect(within(header).getByRole('link', { name: 'Shopping lists: 1' })).toHaveAttribute('href', '/my-account/shopping-list');
  act(() => emit('cart:count', 5));
  expect(within(header).getByTestId('cart-count')).toHaveTextContent('5');
  act(() => emit('shopping-list:count', 3));
  expect(within(header).getByTestId('shopping-list-count')).toHaveTextContent('3');
});

test('the part-number search opens the product route found by part number', async () => {
  const user = userEvent.setup();
  const header = await signedInHome();
  const search = within(header).getByRole('search', { name: 'Search by part number' });
  const button = within(search).getByRole('button', { name: /search/i });
  expect(button).toBeDisabled();
  await user.type(within(search).getByLabelText('Part number'), ' 99110000001 {Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/level4/product/99110000001?by=sku&vehicleSpecific=true');
  // the number stays in the field, to correct or search again
  expect(within(search).getByLabelText('Part number')).toHaveValue(' 99110000001 ');
});

test('the actions menu opens from the keyboard, lists the actions and closes with Escape', async () => {
  const user = userEvent.setup();
  const header = await signedInHome();
  const toggle = within(header).getByRole('button', { name: /Actions/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(header).getByRole('link', { name: 'Catalog search' })).toHaveFocus();
  expect(within(header).getByRole('link', { name: 'Create offer' })).toHaveAttribute('href', '/offer');
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  await user.click(toggle);
  await user.click(within(header).getByRole('link', { name: 'Order history' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/my-account/order-history');
});

test('a guest on a content page sees Log in instead of the cart, lists and account', async () => {
  await prepareShop({ token: null, locale: 'en' });
  server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>x</p>' })));
  renderShop('/p/about-us');
  await shopSettled();
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(within(header).queryByTestId('cart-count')).toBeNull();
  expect(within(header).queryByRole('search')).toBeNull();
});

test('the header hides on scroll down and comes back compact on scroll up, in full at the top (issue 12, item 6)', async () => {
  const header = await signedInHome();
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      // the header reads the position in the next animation frame: the frame asked after it runs after it
      await new Promise((frame) => window.requestAnimationFrame(frame));
    });
  };
  await scrollTo(400);
  expect(header).toHaveAttribute('data-hidden', 'true');
  expect(header).toHaveAttribute('data-compact', 'false');
  await scrollTo(300);
  expect(header).toHaveAttribute('data-hidden', 'false');
  expect(header).toHaveAttribute('data-compact', 'true');
  await scrollTo(0);
  expect(header).toHaveAttribute('data-hidden', 'false');
  expect(header).toHaveAttribute('data-compact', 'false');
});
