/** `pnpm test:unit`: every package's unit, component and API tests. */
module.exports = {
  projects: ['<rootDir>/contract', '<rootDir>/shared-kernel', '<rootDir>/host', '<rootDir>/remote-catalog', '<rootDir>/remote-cart-checkout', '<rootDir>/remote-account', '<rootDir>/api', '<rootDir>/scripts'],
};
