import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@stave/contracts';
import { isRouteContract, type RouteContract, type RouteGroup } from '@stave/contracts';

// The schema-free tables of method and path per area (libs/contracts/src/paths/route-path.ts), generated from the keyed
// contracts. This test fails when one is out of date; `UPDATE_PATHS=1` and the same command rewrites them:
//   UPDATE_PATHS=1 ./node_modules/.bin/node --experimental-vm-modules node_modules/jest/bin/jest.js libs/platform/src/testing/route-paths --selectProjects unit
const src = join(__dirname, '../../../contracts/src');
const here = join(src, 'paths');

// Every keyed contract object the library exports (MESSAGING, IDENTITY, …): an object whose leaves are routes.
function keyedContracts(): Array<[string, RouteGroup]> {
  const isGroup = (value: unknown): value is RouteGroup =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).length > 0 &&
    Object.values(value).every((entry) => typeof entry === 'object' && entry !== null && (isRouteContract(entry as RouteContract) || isGroup(entry)));
  const found: Array<[string, RouteGroup]> = [];
  for (const [name, value] of Object.entries(contracts as Record<string, unknown>))
    if (/^[A-Z][A-Z_]*$/.test(name) && isGroup(value)) found.push([name, value]);
  return found.sort(([a], [b]) => a.localeCompare(b));
}

// Where the object is declared (`export const NAME = defineRoutes(`), for the generated file's type import.
function sourceOf(name: string, dir = src): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = sourceOf(name, path);
      if (found) return found;
    } else if (entry.name.endsWith('.routes.ts') || entry.name === 'routes.ts') {
      if (readFileSync(path, 'utf8').includes(`export const ${name} = defineRoutes(`)) return path.replace(/\.ts$/, '');
    }
  }
  return null;
}

function render(name: string, group: RouteGroup): string {
  const body = (node: RouteGroup, at: string[], indent: string): string =>
    Object.entries(node)
      .map(([key, entry]) => {
        const path = [...at, key];
        if (isRouteContract(entry)) return `${indent}${key}: p<typeof R.${path.join('.')}>('${path.join('.')}', '${entry.method}', '${entry.path}'),`;
        return `${indent}${key}: {\n${body(entry, path, `${indent}  `)}\n${indent}},`;
      })
      .join('\n');
  const source = sourceOf(name);
  if (!source) throw new Error(`${name}: no "export const ${name} = defineRoutes(" under libs/contracts/src`);
  const from = relative(here, source).replace(/\\/g, '/');
  return [
    `// Generated from ${name} by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's`,
    `// method and path, without its schemas (route-path.ts). Do not edit.`,
    `import type { ${name} as R } from '${from.startsWith('.') ? from : `./${from}`}';`,
    `import { routePath as p } from './route-path';`,
    ``,
    `export const ${name}_PATHS = {`,
    body(group, [], '  '),
    `} as const;`,
    ``,
  ].join('\n');
}

describe('route path tables', () => {
  it('match the contracts they are generated from', () => {
    const stale: string[] = [];
    for (const [name, group] of keyedContracts()) {
      const file = join(here, `${name.toLowerCase().replace(/_/g, '-')}.ts`);
      const expected = render(name, group);
      let actual = '';
      try {
        actual = readFileSync(file, 'utf8');
      } catch {
        // missing: stale
      }
      if (actual === expected) continue;
      if (process.env.UPDATE_PATHS === '1') writeFileSync(file, expected);
      else stale.push(relative(src, file));
    }
    expect(stale).toEqual([]);
  });
});
