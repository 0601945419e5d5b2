import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, setLocale } from '@parts/shared-kernel';
import { answer, server } from '@parts/shared-kernel/test-support';
import { shopQueryClient } from '@parts/shared-kernel/query';
import type { Category } from '../categories/category-schemas';
import type { BoardListItem } from '../product/product-schemas';
import { vehicle } from '../../test-support/fixtures';
import { answerEntity, recordCalls, renderAt, setUpCatalog, type SentCall } from '../../test-support/catalog';
import { CategoryPage } from './CategoryPage';

const category = (Id: number, Name: string, ParentCategoryId: number): Category => ({
  Id,
  Name,
  ParentCategoryId,
  PictureId: null,
  ImageUrl: null,
  HasSubCategories: false,
});
const CATEGORIES: Record<string, Category> = {
  '10': category(10, 'Accessories and retrofit', 0),
  '11': category(11, 'Trailer hitch', 10),
  '12': category(12, 'Roof boxes', 10),
  // a sub-category with sub-categories of its own (Engine > Lubrication > Oil filter)
  '13': { ...category(13, 'Towing', 10), HasSubCategories: true },
};
const BOARDS: Record<string, BoardListItem[]> = {
  '11': [
    { Id: 501, Name: 'Trailer hitch, fixed', Sku: 'B-501', PictureUrl: '', Retrofit: false, GrafikId: 51, VehicleSpecific: true },
    { Id: 502, Name: 'Trailer hitch retrofit kit', Sku: 'B-502', PictureUrl: '', Retrofit: true, GrafikId: 52, VehicleSpecific: false },
  ],
  '10': [{ Id: 501, Name: 'Trailer hitch, fixed', Sku: 'B-501', PictureUrl: '', Retrofit: false, GrafikId: 51, VehicleSpecific: true }],
  '12': [],
};
/** What the API answers 'Grouped' (with the sub-categories) and 'GroupedSubCat' (filed in it only) for category 13. */
const TOWING = { Grouped: BOARDS['11']!, GroupedSubCat: [] };

let calls: SentCall[];
beforeAll(() => setUpCatalog());
beforeEach(() => {
  emit('auth:token', 'token-1');
  emit('vehicle', null);
  server.use(
    answerEntity('Category', CATEGORIES),
    answer('POST /api/Level4Product/Boards', ({ body }) => {
      const { id, searchType } = body as { id: number; searchType: 'Grouped' | 'GroupedSubCat' };
      return id === 13 ? TOWING[searchType] : (BOARDS[String(id)] ?? []);
    }),
    answer('POST /api/Level4Category/List', []),
    answer('GET /api/slider', []),
  );
  calls = recordCalls();
});

const renderCategory = (id: string) => renderAt(<CategoryPage />, { url: `/level4/category/${id}`, pattern: '/level4/category/:category' });

it("titles the page with the category's name, asks 'GroupedSubCat' boards of a sub-category, and hides retrofit boards until asked", async () => {
  const user = userEvent.setup();
  renderCategory('11');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trailer hitch' })).toBeInTheDocument();
  await screen.findByText('Trailer hitch, fixed');
  expect(calls.find((c) => c.path === '/api/Level4Product/Boards')?.body).toMatchObject({ id: 11, searchType: 'GroupedSubCat' });
  expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('HomeCatalogAccessories and retrofitTrailer hitch');
  // the category menu opens where the category is
  expect(screen.getByRole('heading', { level: 3, name: 'Accessories and retrofit' })).toBeInTheDocument();
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/Level4Category/List').at(-1)?.body).toMatchObject({ id: 10 }));
  expect(screen.queryByText('Trailer hitch retrofit kit')).not.toBeInTheDocument();
  const retrofit = screen.getByRole('checkbox', { name: /Show retrofit/ });
  expect(retrofit).toBeEnabled();
  await user.click(retrofit);
  expect(screen.getByText('Trailer hitch retrofit kit')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Trailer hitch, fixed/ })).toHaveAttribute('href', '/level4/product/501?hotspots=51&category=11');
});

it("asks 'Grouped' boards of a top category and disables 'Show retrofit' without retrofit boards", async () => {
  renderCategory('10');
  await screen.findByText('Trailer hitch, fixed');
  expect(calls.find((c) => c.path === '/api/Level4Product/Boards')?.body).toMatchObject({ id: 10, searchType: 'Grouped' });
  expect(screen.getByRole('checkbox', { name: /Show retrofit/ })).toBeDisabled();
});

it("lists the boards of a sub-category with sub-categories of its own ('All boards in ...'): asked 'Grouped'", async () => {
  renderCategory('13');
  expect(await screen.findByText('Trailer hitch, fixed')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/Level4Product/Boards')?.body).toMatchObject({ id: 13, searchType: 'Grouped' });
  expect(screen.queryByText('No Products in this categoy')).not.toBeInTheDocument();
});

it("shows the banners about the category or one above it first, then the general ones, never another category's", async () => {
  const slide = (Id: number, Description: string, Link: string) => ({
    Id,
    PictureUrl: `/backoffice/images/slides/${Id}.svg`,
    FullWidth: false,
    Description,
    ButtonText: '',
    Link,
  });
  server.use(
    answer('GET /api/slider', [
      slide(4, 'Brake parts in stock', '/level4/category/99'),
      slide(6, 'Parts hotline', '/p/contact'),
      slide(5, 'Retrofit trailer hitches', '/level4/category/10'),
    ]),
  );
  renderCategory('11');
  await screen.findByText('Trailer hitch, fixed');
  const banner = await screen.findByTestId('banner-slider');
  await waitFor(() => expect(banner).toHaveTextContent('Retrofit trailer hitches'));
  const shown = [...banner.querySelectorAll('p')].map((p) => p.textContent);
  expect(shown).toEqual(['Retrofit trailer hitches', 'Parts hotline']);
});

it("says 'No Products in this categoy' when there are no boards", async () => {
  renderCategory('12');
  expect(await screen.findByText('No Products in this categoy')).toBeInTheDocument();
});

it('falls back to the route parameter as title, and empties the current vehicle, when the category cannot be loaded', async () => {
  emit('vehicle', vehicle({ VehicleKeyList: ['serie:S200'] }));
  renderCategory('999');
  expect(screen.getByRole('heading', { level: 1, name: '999' })).toBeInTheDocument();
  await screen.findByText('The category could not be loaded.');
  await waitFor(() => expect(window.__partsEvents?.last.vehicle).toBeNull());
  // without a vehicle the category menu asks its list again: the page settles once it has answered
  await waitFor(() => {
    expect(screen.queryByText('Loading categories…')).not.toBeInTheDocument();
    expect(screen.getByText('No categories.')).toBeInTheDocument();
  });
  // every query the page asked, after it lost the vehicle, has answered
  await waitFor(() => expect(shopQueryClient().isFetching()).toBe(0));
  expect(calls.filter((c) => c.path === "/api/Category('999')")).toHaveLength(1); // not loaded again because the vehicle went
});

it('shows the boards 24 at a time', async () => {
  const user = userEvent.setup();
  BOARDS['12'] = Array.from({ length: 30 }, (_, i) => ({
    Id: 600 + i,
    Name: `Roof box ${i + 1}`,
    Sku: `B-${600 + i}`,
    PictureUrl: '',
    Retrofit: false,
    GrafikId: 600 + i,
    VehicleSpecific: false,
  }));
  renderCategory('12');
  await screen.findByText('Roof box 1');
  expect(screen.getAllByRole('link', { name: /Roof box/ })).toHaveLength(24);
  await user.click(screen.getByRole('button', { name: 'Show 6 more (6 left)' }));
  expect(screen.getAllByRole('link', { name: /Roof box/ })).toHaveLength(30);
  expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
  BOARDS['12'] = [];
});

it('a language switch loads the category, its boards and the menu again in that language, keeping the page until they answer', async () => {
  const polish: Record<string, string> = {
    'Trailer hitch': 'Hak holowniczy',
    'Accessories and retrofit': 'Akcesoria i doposażenie',
    'Trailer hitch, fixed': 'Hak holowniczy, stały',
  };
  let hold: Promise<void> = Promise.resolve();
  let release: () => void = () => undefined;
  // the answers in the language asked for; the Polish ones held until released
  const inLanguage = async <T extends { Name: string }>(request: Request, item: T): Promise<T> => {
    if (request.headers.get('Accept-Language') !== 'pl') return item;
    await hold;
    return { ...item, Name: polish[item.Name] ?? item.Name };
  };
  server.use(
    answerEntity('Category', (id, request) => inLanguage(request, CATEGORIES[id]!)),
    answer('POST /api/Level4Product/Boards', ({ body, request }) =>
      Promise.all(BOARDS[String((body as { id: number }).id)]!.map((board) => inLanguage(request, board))),
    ),
    answer('POST /api/Level4Category/List', async ({ request }) => [await inLanguage(request, category(11, 'Trailer hitch', 10))]),
  );
  renderCategory('11');
  await screen.findByText('Trailer hitch, fixed');
  expect(calls.every((call) => call.language === 'en')).toBe(true);

  hold = new Promise<void>((resolve) => (release = resolve));
  act(() => setLocale('pl'));
  await waitFor(() => expect(calls.some((call) => call.language === 'pl')).toBe(true));
  // until the Polish answers are in, the English page stays (no spinner, no empty list)
  expect(screen.getByText('Trailer hitch, fixed')).toBeInTheDocument();
  expect(screen.queryByText('Ładowanie tablic…')).toBeNull();
  release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hak holowniczy' })).toBeInTheDocument();
  expect(await screen.findByText('Hak holowniczy, stały')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Ścieżka' })).toHaveTextContent('Akcesoria i doposażenie');
  expect(screen.getByRole('heading', { level: 3, name: 'Akcesoria i doposażenie' })).toBeInTheDocument();
  act(() => setLocale('en'));
  await screen.findByRole('heading', { level: 1, name: 'Trailer hitch' });
});
