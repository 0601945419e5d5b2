import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    // the API's layers: SQL only in the data layer (api/src/data; db/ holds the driver, demo/ the seed)
    files: ['api/src/routes/**/*.ts', 'api/src/domain/**/*.ts', 'api/src/http/**/*.ts', 'api/src/auth/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(one|all|run)$/][callee.object.name='sql']", message: 'SQL belongs in api/src/data.' },
      ],
    },
  },
);
