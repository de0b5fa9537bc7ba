// Writes libs/contracts/src/paths/ (the route tables the web app calls with) from the route contracts.
// Usage: ./node_modules/.bin/node --experimental-transform-types libs/contracts/scripts/generate-paths.mjs
// Run it after adding, renaming or moving a route; route-paths.spec.ts fails until it has been (docs/web.md#calling-the-api).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';

// The contracts import without extensions (as the TypeScript compiler resolves them); Node needs them spelt out.
registerHooks({
  resolve(specifier, context, next) {
    if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return next(specifier + suffix, context);
        } catch {
          // not this one
        }
      }
    }
    return next(specifier, context);
  },
});

const { renderPathFiles } = await import('../src/api/route-paths.ts');
const dir = join(import.meta.dirname, '../src/paths');
mkdirSync(dir, { recursive: true });
const files = renderPathFiles();
for (const name of readdirSync(dir)) if (!(name in files)) rmSync(join(dir, name));
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
console.log(`wrote ${Object.keys(files).length} files to ${dir}`);
