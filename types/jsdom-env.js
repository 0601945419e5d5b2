/** jsdom plus the web platform globals Node already has (fetch, Response, TextEncoder...). */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithWebGlobals extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'AbortController', 'AbortSignal']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithWebGlobals;
