// The web app's component specs (*.spec.tsx): swc with TSX and React's automatic runtime, to
// CommonJS like the rest of the unit lane. Vite's `import.meta.env` has no CommonJS meaning, so it
// reads process.env instead (unset in tests: the app falls back to the page origin and defaults).
const { createTransformer } = require('@swc/jest');
const fs = require('node:fs');
const path = require('node:path');

const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../.swcrc'), 'utf8'));
const swc = createTransformer({
  ...swcrc,
  swcrc: false,
  jsc: {
    ...swcrc.jsc,
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
});

module.exports = {
  process(source, filename, options) {
    return swc.process(source.replaceAll('import.meta.env', 'process.env'), filename, options);
  },
  getCacheKey(source, filename, options) {
    return swc.getCacheKey(source.replaceAll('import.meta.env', 'process.env'), filename, options);
  },
};
