/** Jest settings every front-end package uses: ts-jest, jsdom, CSS modules as identity maps. */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'types', 'jsdom-env.js'),
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
    // ES-module-only packages (swiper; rettime, until-async, deferred-promise under MSW)
    '^.+\\.mjs$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'types', 'empty-module.js'),
    '\\.(svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'types', 'empty-module.js'),
  },
  // the one network of every front-end test: MSW typed by the contract (shared-kernel test-support)
  setupFilesAfterEnv: [
    path.join(__dirname, 'types', 'jest-setup.ts'),
    path.join(__dirname, 'shared-kernel', 'src', 'test-support', 'jest-setup.ts'),
  ],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(swiper|ssr-window|dom7|rettime|until-async|@open-draft))'],
};
