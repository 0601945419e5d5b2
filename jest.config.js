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
  // a global option: jest ignores the api project's own testTimeout when run from here; `--testTimeout`
  // still wins. A guard against a hang, not a speed check: in `pnpm test` jest shares 2 cores with
  // the build and the journeys, and there a hook that takes 2 s alone (checkout.test.ts: a server, two
  // logins, three finds) once took over 20 s (stop 37's CI)
  testTimeout: 60000,
};
