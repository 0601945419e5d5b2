/** API tests: the real server through inject() on a real temporary SQLite file per test file. */
const tsJest = (extra) => [
  'ts-jest',
  {
    // type checking is `tsc --noEmit -p .`; here only transpile, to CommonJS for jest
    tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, types: ['node', 'jest'], ...extra },
    diagnostics: false,
  },
];

/** ESM-only packages under fastify (jest's module loader cannot require() them): transpiled too. */
const ESM_ONLY = ['content-disposition', 'cookie'];
const esmOnly = `(${ESM_ONLY.join('|')})`;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': tsJest({}),
    [`/node_modules/${esmOnly}/.+\\.js$`]: tsJest({ allowJs: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/${esmOnly}@[^/]+/node_modules/)?${esmOnly}/)`],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000, // a hang guard (see the root jest.config.js)
};
