import { screen, waitFor, within } from '@testing-library/react';
import { prefetchSlides } from '@parts/shared-kernel/banner-slider';
import { SliderType } from '@parts/shared-kernel';
import { answer, callsMade, failure, server } from '@parts/shared-kernel/test-support';
import { prepareShop, renderShop, signedInShop } from '../../test-support/shop-harness';

afterEach(() => jest.restoreAllMocks());

test('home: the catalogue search area, then the HomePage slider and a card per branch office', async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(
    answer('GET /api/slider', [
      {
        Id: 1,
        PictureUrl: '/backoffice/images/slides/1.svg',
        FullWidth: true,
        Description: 'Spring service',
        ButtonText: '',
        Link: '/backoffice/promo',
      },
    ]),
    ...signedInShop(),
  );
  renderShop('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' })).toBeInTheDocument();
  const slider = await screen.findByTestId('banner-slider');
  expect(within(slider).getAllByRole('link', { name: 'More Details' })[0]).toHaveAttribute('target', '_blank');
  expect(callsMade()).toContain('GET /api/slider?sliderType=0');
  const search = screen.getByRole('region', { name: 'Catalog search' });
  // VIN first (issue 26): the catalogue search comes before the slider, which never pushes it down
  expect(search.compareDocumentPosition(slider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const cards = screen.getAllByTestId('warehouse-card');
  expect(cards).toHaveLength(2); // the central warehouse is not a branch office
  const [krakow, gdansk] = cards as [HTMLElement, HTMLElement];
  expect(within(krakow).getByRole('heading', { name: 'Kraków' })).toBeInTheDocument();
  expect(krakow.querySelector('img')).toHaveAttribute('src', '/backoffice/images/warehouses/2.svg');
  expect(within(krakow).getByRole('link', { name: 'Visit website: Kraków' })).toHaveAttribute('href', 'https://krakow.example.com');
  expect(within(krakow).getByRole('link', { name: 'krakow@example.com' })).toHaveAttribute('href', 'mailto:krakow@example.com');
  // no image: the logo; no URL: the default site; no e-mail: no mailto link
  expect(gdansk.querySelector('img')).toHaveAttribute('src', '/backoffice/images/logo.svg?lang=en');
  expect(within(gdansk).getByRole('link', { name: 'Visit website: Gdańsk' })).toHaveAttribute('href', 'https://www.example.com');
  expect(within(gdansk).queryByRole('link', { name: /@/ })).toBeNull();
});

test("home: slides that cannot be loaded show SPEC 8's notification and no slider", async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(failure('GET /api/slider', 503, { title: 'Slides are resting', status: 503 }, 'Service Unavailable'), ...signedInShop());
  renderShop('/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Service Unavailable');
  expect(alert).toHaveTextContent('Slides are resting');
  expect(screen.getAllByTestId('warehouse-card')).toHaveLength(2);
  expect(screen.queryByTestId('banner-slider')).toBeNull();
  expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
});

test("home: slides asked for ahead that failed show SPEC 8's notification once the page is there", async () => {
  await prepareShop({ token: 'tok', locale: 'en' });
  server.use(failure('GET /api/slider', 503, { title: 'Slides are resting', status: 503 }, 'Service Unavailable'), ...signedInShop());
  prefetchSlides(SliderType.HomePage);
  await waitFor(() => expect(callsMade()).toContain('GET /api/slider?sliderType=0'));
  renderShop('/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Service Unavailable');
  expect(screen.getAllByTestId('warehouse-card')).toHaveLength(2);
  expect(screen.queryByTestId('banner-slider')).toBeNull();
});
