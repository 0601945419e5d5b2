import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** What a layer of the API may not import (matched on the import's text, relative or not). */
const API_LAYERS = {
  data: { regex: '(^|/)data(/|$)', message: 'Routes call the domain (api/src/domain), never the data layer: see api/README.md, "Layers".' },
  db: {
    regex: '(^|/)db(/|$)',
    message: 'Only api/src/data uses the database (api/src/db); the Executor type and inTransaction come from api/src/data/executor.ts.',
  },
  kysely: { regex: '^kysely($|/)', message: 'Only api/src/data uses Kysely (queries and `sql` belong in the data layer).' },
};
const apiPatterns = (...layers) => layers;

/** A query built or run outside the data layer (the names Kysely starts or runs a query with). */
const QUERY_BUILDER_CALL = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|withRecursive|executeQuery|executeTakeFirst|executeTakeFirstOrThrow|transaction)$/]',
  message: 'Queries belong in api/src/data: call a data function.',
};

/** Front-end source: the shell, the remotes and the kernel. */
const FRONT_END_SOURCE = ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared-kernel/src/**/*.{ts,tsx}'];
const FRONT_END_TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**'];

const NOT_IN_AN_EFFECT =
  "Server data loads through a query (apiQuery in features/<feature>/api/<call>.ts, useApiQuery / useApiMutation from '@parts/shared-kernel/query'), not a hand-written effect.";
/** What gives away a loading effect: inside a useEffect/useLayoutEffect callback, a call to fetch or the http client, an AbortController, a promise chain or an await. */
const EFFECT = 'CallExpression[callee.name=/^use(Layout)?Effect$/]';
const LOADING_EFFECT_RULES = [
  `${EFFECT} CallExpression[callee.name='fetch']`,
  `${EFFECT} MemberExpression[object.name='http']`,
  `${EFFECT} NewExpression[callee.name='AbortController']`,
  `${EFFECT} CallExpression[callee.property.name=/^(then|catch|finally)$/]`,
  `${EFFECT} AwaitExpression`,
].map((selector) => ({ selector, message: NOT_IN_AN_EFFECT }));

/**
 * Tests wait for what they stand for (a request, a DOM state, a row, an event), never for a fixed
 * time: no waitForTimeout, no `new Promise((r) => setTimeout(r, n))`, no timers/promises, no
 * sleep(). A file on jest's fake timers (jest.useFakeTimers) is a test of time itself: its timers
 * are the clock it moves.
 */
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/test-support/**/*.{ts,tsx}', 'e2e/tests/**/*.ts', 'e2e/support/**/*.ts'];
const NOT_ON_FAKE_TIMERS = "Program:not(:has(CallExpression[callee.object.name='jest'][callee.property.name='useFakeTimers']))";
const FIXED_WAIT =
  'A test waits for what the time stood for (expect.poll, toPass, waitFor, findBy, waitForResponse, page.waitForFunction, an event), not for a fixed time.';
const FIXED_WAIT_RULES = [
  "CallExpression[callee.property.name='waitForTimeout']",
  // a timeout promise: the Promise's own resolve handed to a timer (a deadline's arrow that rejects is not one)
  `${NOT_ON_FAKE_TIMERS} NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']`,
  `${NOT_ON_FAKE_TIMERS} NewExpression[callee.name='Promise'] CallExpression[callee.property.name='setTimeout'][arguments.0.type='Identifier']`,
  'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]',
  "CallExpression[callee.name='sleep']",
].map((selector) => ({ selector, message: FIXED_WAIT }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Routing comes from '@parts/shared-kernel/router' (one shared router, only the part the apps use).",
            },
          ],
          patterns: [
            {
              group: ['**/remote-*/src/**', '@parts/remote-*', '@parts/host', '**/host/src/**'],
              message: 'Apps meet only through module federation and shared-kernel events.',
            },
          ],
        },
      ],
    },
  },
  {
    // the router facade itself and tests (which build their own routers) use react-router-dom
    files: ['shared-kernel/src/router.ts', '**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/remote-*/src/**', '@parts/remote-*', '@parts/host', '**/host/src/**'],
              message: 'Apps meet only through module federation and shared-kernel events.',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md "Server state": server data loads through a query declared in
    // features/<feature>/api/<call>.ts (apiQuery + useApiQuery from '@parts/shared-kernel/query'),
    // never by an effect that fetches, aborts and keeps loading flags by hand
    files: FRONT_END_SOURCE,
    ignores: FRONT_END_TESTS,
    rules: {
      'no-restricted-syntax': ['error', ...LOADING_EFFECT_RULES],
    },
  },
  {
    // TanStack Query only through the kernel's facade (one shared client, locale-keyed queries)
    files: FRONT_END_SOURCE,
    ignores: ['shared-kernel/src/query/**', 'shared-kernel/src/router.ts', ...FRONT_END_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Routing comes from '@parts/shared-kernel/router' (one shared router, only the part the apps use).",
            },
            {
              name: '@tanstack/react-query',
              message: "Server state comes from '@parts/shared-kernel/query' (one client for the shop, the locale in every key).",
            },
            {
              name: '@tanstack/query-core',
              message: "Server state comes from '@parts/shared-kernel/query' (one client for the shop, the locale in every key).",
            },
          ],
          patterns: [
            {
              group: ['**/remote-*/src/**', '@parts/remote-*', '@parts/host', '**/host/src/**'],
              message: 'Apps meet only through module federation and shared-kernel events.',
            },
          ],
        },
      ],
    },
  },
  {
    // every journey runs under the shop's CSP: its test fixture fails on a violation
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Journeys import test and expect from '../support/test' (it fails a journey on any CSP violation).",
            },
          ],
        },
      ],
    },
  },
  {
    // the API's layers (api/README.md, "Layers"): routes -> domain -> data. Only api/src/data (and
    // db/, the driver; demo/, the seed) may touch the database: the query builder, `sql`, kysely.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...apiPatterns(API_LAYERS.data, API_LAYERS.db, API_LAYERS.kysely)] }],
      'no-restricted-syntax': ['error', QUERY_BUILDER_CALL],
    },
  },
  {
    files: ['api/src/domain/**/*.ts', 'api/src/http/**/*.ts', 'api/src/auth/**/*.ts', 'api/src/mail/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...apiPatterns(API_LAYERS.db, API_LAYERS.kysely)] }],
      'no-restricted-syntax': ['error', QUERY_BUILDER_CALL],
    },
  },
  {
    files: TESTS,
    ignores: ['e2e/bench/**'],
    rules: {
      'no-restricted-syntax': ['error', ...FIXED_WAIT_RULES],
    },
  },
);
