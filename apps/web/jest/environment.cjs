// jsdom, plus the fetch-era globals Node has and jsdom lacks (Response, Headers, TextEncoder…):
// the app's API client builds and reads Response objects, which the specs' fake fetch answers with.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'TransformStream', 'structuredClone', 'BroadcastChannel'];

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (this.global[name] === undefined) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
