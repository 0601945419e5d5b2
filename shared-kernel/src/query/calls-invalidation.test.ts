/**
 * Derived from the table of calls (@parts/contract/calls): a mutation of any app must invalidate
 * (or mark stale) every query that reads what its call changes. Each api module
 * (`features/<feature>/api/<call>.ts`) declares its queries (`declareQuery`: key prefix and the
 * calls sent) and its mutations (`calls`, `invalidates`); this test loads every app's api modules
 * and the kernel's queries and checks each mutation against each query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CALLS, type CallName, type Resource } from '@parts/contract/calls';
import type { QueryKey } from '@tanstack/react-query';
import * as kernelQueries from '.';
import * as kernelShoppingLists from '../shopping-lists';
import * as kernelCart from '../cart';
import * as kernel from '..';
import * as kernelSlider from '../banner-slider';

const ROOT = join(__dirname, '..', '..', '..');
const APPS = ['host', 'remote-catalog', 'remote-cart-checkout', 'remote-account', 'shared-kernel'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test-support' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = APPS.flatMap((app) => sources(join(ROOT, app, 'src')));
const apiModules = files.filter((file) => /\/features\/[^/]+\/api\/[^/]+\.ts$/.test(file));

interface DeclaredQuery {
  where: string;
  key: QueryKey;
  reads: readonly CallName[];
}
interface DeclaredMutation {
  where: string;
  calls: readonly CallName[];
  invalidates: readonly QueryKey[];
  marksStale: readonly QueryKey[];
}

const isCallList = (value: unknown): value is CallName[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string' && name in CALLS);
const isQuery = (value: unknown): value is { key: QueryKey; reads: CallName[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { key?: unknown }).key) &&
  isCallList((value as { reads?: unknown }).reads);
const isMutation = (value: unknown): value is { calls: CallName[]; invalidates: QueryKey[]; marksStale?: QueryKey[] } =>
  typeof value === 'object' &&
  value !== null &&
  isCallList((value as { calls?: unknown }).calls) &&
  Array.isArray((value as { invalidates?: unknown }).invalidates);

function declarations(): { queries: DeclaredQuery[]; mutations: DeclaredMutation[] } {
  const queries: DeclaredQuery[] = [];
  const mutations: DeclaredMutation[] = [];
  const modules: [string, Record<string, unknown>][] = [
    ['@parts/shared-kernel', kernel],
    ['@parts/shared-kernel/banner-slider', kernelSlider],
    ['@parts/shared-kernel/query', kernelQueries],
    ['@parts/shared-kernel/shopping-lists', kernelShoppingLists],
    ['@parts/shared-kernel/cart', kernelCart],
    ...apiModules.map((file): [string, Record<string, unknown>] => [
      relative(ROOT, file),
      jest.requireActual<Record<string, unknown>>(file),
    ]),
  ];
  for (const [module, exported] of modules) {
    for (const [name, value] of Object.entries(exported)) {
      if (isQuery(value)) queries.push({ where: `${module} ${name}`, key: value.key, reads: value.reads });
      if (isMutation(value))
        mutations.push({
          where: `${module} ${name}`,
          calls: value.calls,
          invalidates: value.invalidates,
          marksStale: value.marksStale ?? [],
        });
    }
  }
  return { queries, mutations };
}

const under = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
const resources = (calls: readonly CallName[], side: 'reads' | 'changes'): Set<Resource> =>
  new Set(calls.flatMap((call): readonly Resource[] => CALLS[call][side]));

describe('mutations and the queries they change (derived from the table of calls)', () => {
  const { queries, mutations } = declarations();

  it('finds the declared queries and mutations of every app', () => {
    expect(queries.map((query) => query.where)).toEqual(
      expect.arrayContaining([
        '@parts/shared-kernel REFERENCE_DATA',
        '@parts/shared-kernel/banner-slider SLIDES',
        '@parts/shared-kernel/query CUSTOMER',
        '@parts/shared-kernel/shopping-lists SHOPPING_LISTS',
        '@parts/shared-kernel/cart CART_LINES',
        'remote-account/src/features/orders/api/list-orders.ts ORDERS',
      ]),
    );
    expect(mutations.map((mutation) => mutation.where)).toEqual(
      expect.arrayContaining([
        'remote-cart-checkout/src/features/checkout/api/confirm-checkout.ts confirmCheckoutMutation',
        'remote-catalog/src/features/cart/api/add-cart-item.ts addCartItemMutation',
      ]),
    );
  });

  it("invalidates, in every mutation, each query that reads what the mutation's call changes", () => {
    const missed: string[] = [];
    for (const mutation of mutations) {
      const changed = resources(mutation.calls, 'changes');
      for (const query of queries) {
        const read = [...resources(query.reads, 'reads')].filter((resource) => changed.has(resource));
        if (read.length === 0) continue;
        const covered = [...mutation.invalidates, ...mutation.marksStale].some((prefix) => under(query.key, prefix));
        if (!covered)
          missed.push(
            `${mutation.where} (${mutation.calls.join(', ')}) changes ${read.join(', ')} read by ${query.where} ${JSON.stringify(query.key)}`,
          );
      }
    }
    expect(missed).toEqual([]);
  });

  it('declares every query and mutation of the apps in an api module (none escapes the check above)', () => {
    const queryNames = new Set(queries.map((query) => query.where.split(' ')[1]));
    const mutationNames = new Set(mutations.map((mutation) => mutation.where.split(' ')[1]));
    const undeclared: string[] = [];
    for (const file of files.filter((path) => !path.endsWith(join('query', 'options.ts')))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bapiQuery\(\s*(?:keyed\(\s*)?(\w+)/g)) {
        if (!queryNames.has(match[1]!)) undeclared.push(`${relative(ROOT, file)}: apiQuery(${match[1]}`);
      }
      for (const match of text.matchAll(/\buseApiMutation\(\s*(?:\{\s*\.\.\.)?(\w+)/g)) {
        if (!mutationNames.has(match[1]!)) undeclared.push(`${relative(ROOT, file)}: useApiMutation(${match[1]}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
