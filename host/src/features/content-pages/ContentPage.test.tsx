import { answer, callsMade, failure, heldAnswer, server, topic } from '@parts/shared-kernel/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@parts/shared-kernel';
import { prepareShop, renderShop } from '../../test-support/shop-harness';
import { sanitizeHtml } from './sanitize';

afterEach(() => jest.restoreAllMocks());

const HOSTILE_BODY =
  '<p>Our opening hours</p><script>window.__hacked = true</script>' +
  '<img src="x.png" onerror="window.__hacked = true" alt="Shop front">' +
  '<a href="javascript:alert(1)" onclick="window.__hacked = true">Map</a>';

test('the sanitiser removes scripts and every event handler attribute', () => {
  const clean = sanitizeHtml(HOSTILE_BODY);
  expect(clean).not.toMatch(/<script/i);
  expect(clean).not.toMatch(/onerror|onclick|javascript:/i);
  expect(clean).toContain('<p>Our opening hours</p>');
  expect(clean).toContain('alt="Shop front"');
});

test("a content page shows 'Loading Page...', then its title and a body with neither script nor onerror", async () => {
  await prepareShop({ token: null, locale: 'en' });
  const page = heldAnswer('GET /api/Topic/get', topic(9, 'opening-hours', 'Opening hours', { Body: HOSTILE_BODY }));
  server.use(page.handler);
  const { container } = renderShop('/p/opening-hours');
  expect(await screen.findByText('Loading Page...')).toBeInTheDocument();
  page.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Opening hours' })).toBeInTheDocument();
  expect(screen.getByText('Our opening hours')).toBeInTheDocument();
  expect(container.querySelector('main script')).toBeNull();
  expect(container.querySelector('main [onerror], main [onclick]')).toBeNull();
  expect(screen.getByRole('img', { name: 'Shop front' })).toBeInTheDocument();
  expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  expect(callsMade()).toContain('GET /api/Topic/get?seName=opening-hours');
});

test('in Polish the loader reads "Ładowanie strony..."', async () => {
  await prepareShop({ token: null, locale: 'pl' });
  const page = heldAnswer('GET /api/Topic/get', topic(1, 'about-us', 'O nas', { Body: '<p>x</p>' }));
  server.use(page.handler);
  renderShop('/p/about-us');
  expect(await screen.findByText('Ładowanie strony...')).toBeInTheDocument();
  page.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument();
});

test('a page that cannot be loaded goes to /404', async () => {
  await prepareShop({ token: null, locale: 'en' });
  server.use(failure('GET /api/Topic/get', 404, { title: 'Not found', status: 404 }, 'Not Found'));
  renderShop('/p/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/404');
});

test('switching the language loads the page again in that language, the old text staying until the new one is there', async () => {
  await prepareShop({ token: null, locale: 'pl' });
  const titles: Record<string, string> = { pl: 'O nas', en: 'About us' };
  const languages: string[] = [];
  let release: () => void = () => undefined;
  const englishReleased = new Promise<void>((resolve) => (release = resolve));
  server.use(
    answer('GET /api/Topic/get', async ({ request }) => {
      const language = request.headers.get('Accept-Language') ?? '';
      languages.push(language);
      if (languages.length > 1) await englishReleased;
      return topic(1, 'about-us', titles[language] ?? '', { Body: '<p>x</p>' });
    }),
  );
  renderShop('/p/about-us');
  expect(await screen.findByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument();

  act(() => setLocale('en'));
  await waitFor(() => expect(languages).toEqual(['pl', 'en']));
  // no spinner in between: the Polish page stays until the English one has answered
  expect(screen.getByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument();
  expect(screen.queryByText('Loading Page...')).toBeNull();
  release();
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
});
