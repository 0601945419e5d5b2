import { screen, within } from '@testing-library/react';
import { answer, callsMade, server } from '@parts/shared-kernel/test-support';
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
