/** Contract tests: each entity's API schema and form schema accept and refuse the same inputs. */
const path = require('node:path');

module.exports = {
  displayName: 'contract',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.jest.json') }],
  },
};
