import { server } from '@parts/shared-kernel/test-support';
import { screen, within } from '@testing-library/react';
import { prepareShop, renderShop, shopSettled, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

test('the footer shows copyright, version 1.9.0, the stage, all rights reserved and three columns of content pages', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(...signedInShop());
  renderShop('/');
  await shopSettled();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Parts Shop`);
  expect(footer).toHaveTextContent('version 1.9.0');
  expect(footer).toHaveTextContent('stage: test');
  expect(footer).toHaveTextContent('All rights reserved');
  const columns = within(footer).getAllByRole('navigation');
  expect(columns).toHaveLength(3);
  expect(within(columns[0]!).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/p/about-us');
  expect(within(columns[1]!).getByRole('link', { name: 'Shipping and returns' })).toHaveAttribute('href', '/p/shipping-returns');
  expect(within(columns[2]!).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/p/privacy-notice');
});

test('the footer names the stage in Polish on the Polish screen', async () => {
  await prepareShop({ token: 'tok', locale: 'pl' });
  server.use(...signedInShop());
  renderShop('/');
  await shopSettled();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('środowisko: testowe');
});
