/**
 * Nothing jumps on the home page: the slider's box is there (busy, shaped like a slide) before its
 * slides arrive, and it goes only when there are none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { answer, heldAnswer, server } from '@parts/shared-kernel/test-support';
import { prepareShop, renderShop, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

const SLIDE = {
  Id: 1,
  PictureUrl: '/backoffice/images/slides/1.svg',
  FullWidth: true,
  Description: 'Spring service',
  ButtonText: '',
  Link: '/level4',
};

test('while the slides are on their way the slider keeps its place busy, then shows the first slide there', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  const slides = heldAnswer('GET /api/slider', [SLIDE, { ...SLIDE, Id: 2, Description: 'Brake parts' }]);
  server.use(slides.handler, ...signedInShop());
  const { container } = renderShop('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' });
  const placeholder = container.querySelector('[data-skeleton="banner-slider"][aria-busy="true"]');
  expect(placeholder).not.toBeNull();
  expect(within(placeholder as HTMLElement).getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByTestId('banner-slider')).toBeNull();

  slides.release();
  const slider = await screen.findByTestId('banner-slider');
  expect(within(slider).getByText('Spring service')).toBeVisible();
  // the second slide waits beside the first, out of reach until the carousel moves
  expect(within(slider).getByText('Brake parts').closest('[aria-hidden="true"]')).not.toBeNull();
  expect(container.querySelector('[data-skeleton="banner-slider"]')).toBeNull();
});

test('with no slides the slider leaves no box behind', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(answer('GET /api/slider', []), ...signedInShop());
  const { container } = renderShop('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' });
  await waitFor(() => expect(container.querySelector('[data-skeleton="banner-slider"]')).toBeNull());
  expect(screen.queryByTestId('banner-slider')).toBeNull();
});
