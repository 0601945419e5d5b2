/**
 * index.html's boot script preloads the opened page's remote code from its own small route list
 * (it runs before any bundle). That list must say what the route table says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_PATHS } from '@parts/shared-kernel';
import { ROUTES } from '../features/routing/routes';
import { EARLY_PAGE_CALLS } from './preload';

type BootRoute = [path: string, guard: string, remote: string, module: string];

function bootRoutes(): BootRoute[] {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const json = /<script id="boot-routes" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no boot-routes list');
  return JSON.parse(json) as BootRoute[];
}

test("every remote page of the route table is in index.html's boot list with its guard, remote and module", () => {
  const expected: BootRoute[] = ROUTES.flatMap((route): BootRoute[] => {
    if ('remote' in route.page) return [[route.path, route.guard, route.page.remote, route.page.module.replace(/^\.\//, '')]];
    // the home page shows the catalogue search; /success shows the order's success page
    if (route.page.host === 'home') return [[route.path, route.guard, 'catalog', 'CatalogSearch']];
    if (route.page.host === 'success-check') return [[route.path, route.guard, 'cart_checkout', 'SuccessPage']];
    return [];
  });
  expect([...bootRoutes()].sort()).toEqual([...expected].sort());
});

test('the boot script falls back to the login page and the home page by position', () => {
  const routes = bootRoutes();
  expect(routes[0]).toEqual(['/login', 'guest', 'account', 'LoginPage']);
  expect(routes[4]).toEqual(['/', 'signed-in', 'catalog', 'CatalogSearch']);
});

test("index.html's frame list names every path of the route table with its guard and layout, in the table's order", () => {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const json = /<script id="boot-layouts" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no boot-layouts list');
  expect(JSON.parse(json)).toEqual(ROUTES.map((route) => [route.path, route.guard, route.layout]));
});

test("index.html's boot script sends the reference data's calls the kernel makes", () => {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const json = /<script id="boot-reference" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no boot-reference list');
  expect(JSON.parse(json)).toEqual([...REFERENCE_DATA_PATHS]);
});

test("index.html's boot script sends the calls of a page's first sight that the host asks for ahead (its slides)", () => {
  const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const json = /<script id="boot-page-calls" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no boot-page-calls list');
  expect(JSON.parse(json)).toEqual(EARLY_PAGE_CALLS);
});
