import { answer, server, topic } from '@parts/shared-kernel/test-support';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareShop, renderShop, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

test("'Back' goes back in history and 'Return to home' goes to /", async () => {
  const user = userEvent.setup();
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>x</p>' })), ...signedInShop());
  renderShop('/nowhere', { initialEntries: ['/p/about-us', '/nowhere'] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('Sorry, the page you are looking for cannot be found.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/p/about-us');
});

test("'Return to home' leads to the home page", async () => {
  const user = userEvent.setup();
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/nowhere');
  await user.click(screen.getByRole('link', { name: 'Return to home' }));
  expect(screen.getByTestId('location').textContent).toBe('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' })).toBeInTheDocument();
});

test("opened in a fresh tab, 'Back' has nowhere to go back to and goes home", async () => {
  const user = userEvent.setup();
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/nowhere');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('location').textContent).toBe('/');
});
