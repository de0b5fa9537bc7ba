import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The walls between features (docs/web.md#feature-boundaries), measured by scripts/feature-imports.mjs over every
// static, type-only and dynamic import: ESLint's no-restricted-imports sees no dynamic import() and no cycle.
interface Edge {
  from: string;
  specifier: string;
  kind: 'static' | 'type' | 'dynamic';
  to: string;
  internal: boolean;
}
interface Walls {
  crossFeature: Edge[];
  sharedToFeatures: Edge[];
  appToFeatures: Edge[];
  cycles: { features: string[]; loops: string[][] }[];
}

const walls: Walls = JSON.parse(execFileSync(process.execPath, [join(__dirname, '../../scripts/feature-imports.mjs'), '--json'], { encoding: 'utf8' }));
const line = (edge: Edge) => `${edge.from} → ${edge.specifier}`;

describe('the walls between features', () => {
  it('lets features reach one another only through their public entries, dynamic imports included', () => {
    expect(walls.crossFeature.filter((edge) => edge.internal).map(line)).toEqual([]);
  });

  it('keeps components/, lib/ and hooks/ free of features', () => {
    expect(walls.sharedToFeatures.map(line)).toEqual([]);
  });

  it('lets the app reach features only through their public entries and its lazy route table', () => {
    expect(walls.appToFeatures.filter((edge) => edge.internal).map(line)).toEqual([]);
  });

  it('has no cycle between features', () => {
    expect(walls.cycles.map((cycle) => cycle.features)).toEqual([]);
  });
});
