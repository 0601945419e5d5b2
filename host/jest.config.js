const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  // the first test of a file compiles the lazy pages it opens
  testTimeout: 60000, // a hang guard (see the root jest.config.js)
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // swiper's style sheets are imported by package path ('swiper/css'), not by a .css name
    '^swiper/css(/.*)?$': path.join(__dirname, '..', 'types', 'empty-module.js'),
  },
  transform: {
    ...preset.transform,
    // swiper (header topic carousel, banner slider) ships ES modules as .mjs
    '^.+\\.mjs$': ['ts-jest', { tsconfig: path.join(__dirname, '..', 'tsconfig.jest.json') }],
  },
};
