const os = require('node:os');

/**
 * `pnpm test:unit`: every package's unit, component and API tests. As many workers as cores (jest's
 * default leaves one core to its own process, which on a 2-core machine means one test file at a
 * time); JEST_WORKERS sets another number.
 */
module.exports = {
  projects: [
    '<rootDir>/contract',
    '<rootDir>/shared-kernel',
    '<rootDir>/host',
    '<rootDir>/remote-catalog',
    '<rootDir>/remote-cart-checkout',
    '<rootDir>/remote-account',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
  maxWorkers: Number(process.env.JEST_WORKERS) || os.availableParallelism(),
  // a global option: jest ignores the api project's own testTimeout when run from here (the API
  // tests start real servers and hash at the production scrypt cost); `--testTimeout` still wins
  testTimeout: 20000,
};
