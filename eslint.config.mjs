import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** What a layer of the API may not import (matched on the import's text, relative or not). */
const API_LAYERS = {
  data: { regex: '(^|/)data(/|$)', message: 'Routes call the domain (api/src/domain), never the data layer: see api/README.md, "Layers".' },
  db: { regex: '(^|/)db(/|$)', message: 'Only api/src/data uses the database (api/src/db); the Executor type and inTransaction come from api/src/data/executor.ts.' },
  kysely: { regex: '^kysely($|/)', message: 'Only api/src/data uses Kysely (queries and `sql` belong in the data layer).' },
};
const apiPatterns = (...layers) => layers;

/** A query built or run outside the data layer (the names Kysely starts or runs a query with). */
const QUERY_BUILDER_CALL = {
  selector:
    'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|withRecursive|executeQuery|executeTakeFirst|executeTakeFirstOrThrow|transaction)$/]',
  message: 'Queries belong in api/src/data: call a data function.',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '**/.data/**', '**/@mf-types/**', '**/*.js', '**/*.mjs'],
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
            { name: 'react-router-dom', message: "Routing comes from '@parts/shared-kernel/router' (one shared router, only the part the apps use)." },
          ],
          patterns: [
            { group: ['**/remote-*/src/**', '@parts/remote-*', '@parts/host', '**/host/src/**'], message: 'Apps meet only through module federation and shared-kernel events.' },
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
            { group: ['**/remote-*/src/**', '@parts/remote-*', '@parts/host', '**/host/src/**'], message: 'Apps meet only through module federation and shared-kernel events.' },
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
        { paths: [{ name: '@playwright/test', message: "Journeys import test and expect from '../support/test' (it fails a journey on any CSP violation)." }] },
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
    files: ['api/src/domain/**/*.ts', 'api/src/http/**/*.ts', 'api/src/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...apiPatterns(API_LAYERS.db, API_LAYERS.kysely)] }],
      'no-restricted-syntax': ['error', QUERY_BUILDER_CALL],
    },
  },
);
