import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// deploy/docker/Dockerfile read as Docker reads it (no engine on our machines to build it): the stages, what
// the image runs as, and that every app and library of the workspace is in it, so a new one cannot be forgotten.
const root = join(__dirname, '../..');

interface Stage {
  name: string;
  from: string;
  instructions: Array<{ op: string; args: string }>;
}

function stages(): Stage[] {
  const text = readFileSync(join(root, 'deploy/docker/Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const result: Stage[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match || line.trim().startsWith('#')) continue;
    const [, op, args] = match as unknown as [string, string, string];
    if (op === 'FROM') {
      const [from, , name] = args.split(/\s+/);
      result.push({ name: name ?? `#${result.length}`, from: from!, instructions: [] });
    } else result.at(-1)?.instructions.push({ op, args });
  }
  return result;
}

// The workspace's packages, as package.json's workspaces find them.
const packages = (dir: 'apps' | 'libs') => readdirSync(join(root, dir)).filter((name) => existsSync(join(root, dir, name, 'package.json')));

describe('deploy/docker/Dockerfile', () => {
  const all = stages();
  const stage = (name: string) => all.find((candidate) => candidate.name === name)!;
  const runs = (name: string) =>
    stage(name)
      .instructions.filter((i) => i.op === 'RUN')
      .map((i) => i.args);
  const copies = (name: string) =>
    stage(name)
      .instructions.filter((i) => i.op === 'COPY')
      .map((i) => i.args);
  const servers = [...packages('apps').filter((name) => name !== 'web')];
  const libraries = packages('libs');

  it('builds in stages and ships only the last: production dependencies, the builds, nothing of the sources', () => {
    expect(all.map((s) => s.name)).toEqual(['manifests', 'build', 'runtime-deps', 'runtime']);
    expect(stage('build').from).toBe('manifests');
    expect(stage('runtime-deps').from).toBe('manifests');
    expect(runs('build').join('\n')).toMatch(/npm ci[\s\S]*nx run-many -t build/);
    expect(runs('runtime-deps')).toEqual([expect.stringMatching(/^npm ci --omit=dev\b/)]);
    // The runtime stage copies built files only: no `COPY . .`, no sources, dependencies from the production install.
    const runtime = copies('runtime');
    expect(runtime.every((args) => args.startsWith('--from='))).toBe(true);
    expect(runtime).toContain('--from=runtime-deps /app/node_modules node_modules');
    expect(runtime.filter((args) => args.includes('node_modules')).every((args) => args.startsWith('--from=runtime-deps'))).toBe(true);
    expect(runtime.some((args) => /\/src\b/.test(args))).toBe(false);
  });

  it('has every app and library of the workspace in the image (web as its built files only)', () => {
    expect(servers).toEqual(expect.arrayContaining(['identity', 'social', 'messaging', 'jobs-events', 'marketplace', 'billing', 'gateway']));
    const manifests = copies('manifests');
    const runtime = copies('runtime');
    for (const dir of [...servers.map((name) => `apps/${name}`), ...libraries.map((name) => `libs/${name}`)]) {
      expect({ dir, manifest: manifests.includes(`${dir}/package.json ${dir}/`) }).toEqual({ dir, manifest: true });
      expect({
        dir,
        runtime: [`--from=build /app/${dir}/package.json ${dir}/`, `--from=build /app/${dir}/dist ${dir}/dist`].every((c) => runtime.includes(c)),
      }).toEqual({
        dir,
        runtime: true,
      });
    }
    // The web app's dependencies are compiled into its files: its manifest joins the build only.
    expect(manifests.some((args) => args.startsWith('apps/web/'))).toBe(false);
    expect(copies('build')).toContain('apps/web/package.json apps/web/');
    expect(runtime).toContain('--from=build /app/apps/web/dist apps/web/dist');
  });

  it('runs as a user, not root, checks /health, and lets the app receive SIGTERM itself', () => {
    const runtime = stage('runtime').instructions;
    expect(runtime.filter((i) => i.op === 'USER').map((i) => i.args)).toEqual(['node']);
    expect(runtime.find((i) => i.op === 'HEALTHCHECK')?.args).toMatch(/\/health/);
    expect(runtime.find((i) => i.op === 'CMD')?.args).toMatch(/exec node apps\/\$\{APP/);
    expect(runtime.find((i) => i.op === 'ENV')?.args).toMatch(/NODE_ENV=production/);
  });

  it('is built from a context that leaves out what the build makes again', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.git', 'node_modules', '**/node_modules', '**/dist', '.data', '.testinfra']));
  });
});
