/** Tests of the build and deploy commands: the real scripts on a temporary deploy/ folder. */
const path = require('node:path');

module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.jest.json') }],
  },
  testTimeout: 60000,
};
