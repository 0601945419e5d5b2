import { topic } from '@parts/shared-kernel/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@parts/shared-kernel';
import { fakeApi, prepareShop, renderShop, type FakeAnswer } from '../../test-support/shop-harness';
import { sanitizeHtml } from './sanitize';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
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
  let release: (answer: FakeAnswer) => void = () => undefined;
  const calls = fakeApi({ 'GET /api/Topic/get': () => new Promise<FakeAnswer>((resolve) => (release = resolve)) });
  const { container } = renderShop('/p/opening-hours');
  expect(await screen.findByText('Loading Page...')).toBeInTheDocument();
  release({ body: topic(9, 'opening-hours', 'Opening hours', { Body: HOSTILE_BODY }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Opening hours' })).toBeInTheDocument();
  expect(screen.getByText('Our opening hours')).toBeInTheDocument();
  expect(container.querySelector('main script')).toBeNull();
  expect(container.querySelector('main [onerror], main [onclick]')).toBeNull();
  expect(screen.getByRole('img', { name: 'Shop front' })).toBeInTheDocument();
  expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  expect(calls).toContain('GET /api/Topic/get?seName=opening-hours');
});

test('in Polish the loader reads "Ładowanie strony..."', async () => {
  await prepareShop({ token: null, locale: 'pl' });
  let release: (answer: FakeAnswer) => void = () => undefined;
  fakeApi({ 'GET /api/Topic/get': () => new Promise<FakeAnswer>((resolve) => (release = resolve)) });
  renderShop('/p/about-us');
  expect(await screen.findByText('Ładowanie strony...')).toBeInTheDocument();
  release({ body: topic(1, 'about-us', 'O nas', { Body: '<p>x</p>' }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument();
});

test('a page that cannot be loaded goes to /404', async () => {
  await prepareShop({ token: null, locale: 'en' });
  fakeApi({});
  renderShop('/p/no-such-page');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/404');
});

test('switching the language loads the page again in that language, the old text staying until the new one is there', async () => {
  await prepareShop({ token: null, locale: 'pl' });
  const titles: Record<string, string> = { pl: 'O nas', en: 'About us' };
  const languages: string[] = [];
  let release: () => void = () => undefined;
  fakeApi({ 'GET /api/Topic/get': () => ({ body: topic(1, 'about-us', titles[languages.at(-1) ?? 'pl'] ?? '', { Body: '<p>x</p>' }) }) });
  const answer = global.fetch;
  global.fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    languages.push((init?.headers as Record<string, string>)['Accept-Language'] ?? '');
    if (languages.length > 1) await new Promise<void>((resolve) => (release = resolve));
    return answer(input, init);
  }) as unknown as typeof fetch;
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
