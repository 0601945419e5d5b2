const path = require('node:path');
const preset = require('../jest.preset.js');

// swiper (the category slider) ships ES modules as .mjs and extension-less CSS entries
module.exports = {
  ...preset,
  moduleNameMapper: {
    '^swiper/css(/.*)?$': path.join(__dirname, '..', 'types', 'empty-module.js'),
    ...preset.moduleNameMapper,
  },
  transform: {
    '^.+\\.m?(t|j)sx?$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.jest.json') }],
  },
};
