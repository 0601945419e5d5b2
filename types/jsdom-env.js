/**
 * jsdom plus the web platform globals Node already has (fetch, Response, streams, TextEncoder...),
 * Node's own so that MSW (which intercepts Node's fetch) and the code under test speak the same
 * Request/Response/Blob; and MSW's Node build (`msw/node`) resolved by its default export
 * condition, not jsdom's 'browser' one.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'Blob',
  'File',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
];

class JsdomWithWebGlobals extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: { customExportConditions: [''], ...config.projectConfig.testEnvironmentOptions },
        },
      },
      context,
    );
    for (const name of NODE_GLOBALS) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithWebGlobals;
