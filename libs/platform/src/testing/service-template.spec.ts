import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The service template (docs/adding-a-service.md § The template and its test), held against every service under
// apps/: SQL only in a repository (or a migration), every event consumer in a consumers/ folder, and no domain
// importing another domain's repository (it asks that domain's service). Read as text, nothing is run.

const root = join(__dirname, '../../../..');
const services = readdirSync(join(root, 'apps')).filter((app) => app !== 'web' && statSync(join(root, 'apps', app, 'src')).isDirectory());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !/\.(int-|chaos-)?spec\.ts$/.test(name) ? [path] : [];
  });
}

const STATEMENT = /\.query\(|createQueryBuilder|\bqueryRows\s*[<(]|\bqueryOne\s*[<(]|[`'"]\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s/;

// "<service>/src/<domain>/…": the domain is the first folder under src/.
function domainOf(src: string, path: string): string {
  return relative(src, path).split(sep)[0]!;
}

function breaches(): string[] {
  const found: string[] = [];
  for (const service of services) {
    const src = join(root, 'apps', service, 'src');
    for (const path of sourceFiles(src)) {
      const file = relative(root, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      const sqlHome = /\.(repository|migration)\.ts$/.test(file) || file.includes('/migrations/');
      if (!sqlHome && STATEMENT.test(text)) found.push(`sql outside a repository: ${file}`);
      if (text.includes('@OnEvent(') && !file.includes('/consumers/')) found.push(`event consumer outside consumers/: ${file}`);
      for (const [, spec] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
        const target = normalize(join(dirname(path), spec!));
        if (target.endsWith('.repository') && domainOf(src, target) !== domainOf(src, path)) {
          found.push(`another domain's repository: ${file} -> ${relative(root, target).split(sep).join('/')}.ts`);
        }
      }
    }
  }
  return found;
}

describe('the service template', () => {
  const found = breaches();

  it('finds every service under apps/', () => {
    expect(services.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps SQL in repositories, consumers in consumers/, and each domain to its own repositories', () => {
    expect(found).toEqual([]);
  });
});
