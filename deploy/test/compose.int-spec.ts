import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GatewayEnvSchema } from '../../apps/gateway/src/config';
import { parseConfig } from '../../libs/platform/src/config/config';
import { SERVICE_SCHEMAS } from './app-schemas';

// deploy/docker-compose.yml as docker-compose resolves it (Debian's 1.29 runs without an engine): valid for the
// tool, and every app's environment one its own configuration schema accepts, wired for the cluster.
const deploy = join(__dirname, '..');
const SERVICES = SERVICE_SCHEMAS;
const INFRA = ['postgres', 'kafka', 'redis', 's3'];

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: Array<{ published: number; target: number }>;
  stop_grace_period?: string;
}

function compose(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync('docker-compose', ['-f', 'docker-compose.yml', ...args], {
    cwd: deploy,
    encoding: 'utf8',
    // Only what the test gives: a developer's own POSTGRES_PASSWORD must not make a check pass.
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  if (run.error) throw new Error(`docker-compose could not run (apt-get install docker-compose): ${run.error.message}`);
  return run;
}

function resolved(): { services: Record<string, ComposeService>; volumes: Record<string, unknown> } {
  const run = compose(['--env-file', '.env.example', 'config']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return parse(run.stdout);
}

const environmentOf = (service: ComposeService) => Object.fromEntries(Object.entries(service.environment ?? {}).map(([key, value]) => [key, value ?? '']));

describe('deploy/docker-compose.yml', () => {
  it('is valid for docker-compose with the example settings, and names what is missing without them', () => {
    expect(compose(['--env-file', '.env.example', 'config', '-q'])).toMatchObject({ status: 0, stderr: '' });

    const bare = compose(['config', '-q']);
    expect(bare.status).not.toBe(0);
    expect(bare.stderr).toMatch(/set POSTGRES_PASSWORD in deploy\/\.env/);
  });

  it('gives every app an environment its configuration schema accepts, in cluster mode', () => {
    const { services } = resolved();
    for (const [name, schema] of Object.entries(SERVICES)) {
      const env = environmentOf(services[name]!);
      const config = parseConfig(schema, env, name) as Record<string, unknown>;
      expect({ name, ...pick(config, ['HOST', 'PORT', 'EVENT_BUS', 'KAFKA_BROKERS', 'STORAGE_DRIVER', 'REDIS_URL', 'JWKS_URL']) }).toEqual({
        name,
        HOST: '0.0.0.0',
        PORT: 8080,
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: ['kafka:9092'],
        STORAGE_DRIVER: 's3',
        REDIS_URL: 'redis://redis:6379',
        JWKS_URL: 'http://identity:8080/.well-known/jwks.json',
      });
      expect(new URL(String(config.DATABASE_URL)).host).toBe('postgres:5432');
      expect(new URL(String(config.S3_ENDPOINT)).hostname).toBe('s3');
      expect(env.APP).toBe(name);
    }
    const gateway = parseConfig(GatewayEnvSchema, environmentOf(services.gateway!), 'gateway');
    expect(environmentOf(services.gateway!).APP).toBe('gateway');
    // The gateway reaches each service by its compose name on the port the services listen on (one instance each
    // here; a scaled-out service lists several).
    expect([gateway.IDENTITY_URL, gateway.SOCIAL_URL, gateway.MESSAGING_URL, gateway.JOBS_EVENTS_URL, gateway.MARKETPLACE_URL, gateway.BILLING_URL]).toEqual(
      Object.keys(SERVICES).map((name) => [`http://${name}:8080`]),
    );
    expect(gateway).toMatchObject({ HOST: '0.0.0.0', PORT: 8080, REDIS_URL: 'redis://redis:6379', WEB_DIST_DIR: '/app/apps/web/dist' });
    expect(services.gateway!.ports).toEqual([{ published: 3000, target: 8080 }]);
  });

  it('runs every app of the workspace, each checked here against its own schema', () => {
    const { services } = resolved();
    const apps = readdirSync(join(deploy, '../apps')).filter((dir) => existsSync(join(deploy, '../apps', dir, 'src/main.ts')));
    const run = Object.entries(services).filter(([, service]) => service.environment?.APP);
    expect(run.map(([name]) => name).sort()).toEqual(apps.sort());
    expect(Object.keys(SERVICES).sort()).toEqual(apps.filter((app) => app !== 'gateway').sort());
  });

  it('starts nothing before what it needs answers its health check, and keeps data on volumes', () => {
    const { services, volumes } = resolved();
    for (const name of [...INFRA, ...Object.keys(SERVICES), 'gateway']) {
      expect({ name, healthcheck: Boolean(services[name]?.healthcheck?.test?.length) }).toEqual({ name, healthcheck: true });
    }
    for (const name of Object.keys(SERVICES)) {
      expect({ name, depends_on: services[name]!.depends_on }).toEqual({
        name,
        depends_on: Object.fromEntries(INFRA.map((infra) => [infra, { condition: 'service_healthy' }])),
      });
      // One image for all, built from the repository's Dockerfile; long enough to drain on SIGTERM (the apps stop within 15 s).
      expect(services[name]).toMatchObject({ image: 'stave:local', stop_grace_period: '30s' });
    }
    expect(Object.keys(services.gateway!.depends_on ?? {}).sort()).toEqual(['redis', ...Object.keys(SERVICES)].sort());
    expect(Object.values(services.gateway!.depends_on ?? {}).every((dependency) => dependency.condition === 'service_healthy')).toBe(true);
    expect(Object.keys(volumes).sort()).toEqual(['kafka-data', 'postgres-data', 'redis-data', 's3-data']);
    for (const name of INFRA) expect(services[name]!.volumes?.some((volume) => volume.startsWith(`${name}-data:`))).toBe(true);
  });

  it('holds no secret of its own: every credential comes from deploy/.env', () => {
    const text = readFileSync(join(deploy, 'docker-compose.yml'), 'utf8');
    for (const key of ['POSTGRES_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'JWT_PRIVATE_KEY_PEM', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SERIAL_HASH_KEY']) {
      const lines = text.split('\n').filter((candidate) => new RegExp(`\\b${key}:`).test(candidate));
      expect({ key, set: lines.length > 0 }).toEqual({ key, set: true });
      for (const line of lines) expect(line).toMatch(new RegExp(`\\$\\{${key}:[-?]`));
    }
  });
});

function pick(object: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}
