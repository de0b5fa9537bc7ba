// The Helm chart (deploy/helm/stave), checked without a cluster: helm-java (Helm's Go library, from Maven
// Central) lints it and renders it with the default values and with everything switched on; every rendered
// object is validated against its Kubernetes schema (kubernetes-models), with no unknown field let through,
// and checked for what the apps need: probes, resources, drain time, secrets by reference only, the env each
// app's config schema requires, selectors and ports that meet.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { parseConfig } from '../../libs/platform/src/config/config';
import { APP_SCHEMAS } from './app-schemas';

const ROOT = path.resolve(__dirname, '../..');
const CHART = path.join(ROOT, 'deploy/helm/stave');
const RENDER_TOOL = path.join(ROOT, 'deploy/helm/tools/HelmRender.java');
const ALL_ON_VALUES = path.join(CHART, 'ci/all-on-values.yaml');
// A recent Kubernetes: helm-java's `template` otherwise assumes v1.20, which the chart's kubeVersion refuses.
const KUBE_VERSION = '1.33.0';
const RELEASE = 'stave';

// Every app the image can run (APP).
const APPS = Object.keys(APP_SCHEMAS);

// Credentials: only ever from a Secret. A variable whose name looks like one counts too.
const SECRET_VARS = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'JWT_PRIVATE_KEY_PEM',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SERIAL_HASH_KEY',
];
const SECRET_NAME = /SECRET|PASSWORD|PASSWD|PRIVATE|TOKEN|CREDENTIAL|_KEY$|_KEY_ID$/;
// Stand-ins for what the referenced Secrets would hold, to parse each app's env as the app would.
const FAKE_SECRET_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://stave:pw@postgres:5432/postgres',
  REDIS_URL: 'redis://:pw@redis:6379',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  JWT_PRIVATE_KEY_PEM: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n',
  SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  SERIAL_HASH_KEY: 'k'.repeat(32),
};

type Obj = Record<string, unknown>;
// The parts of the rendered objects the assertions read (the schemas check the rest).
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec: Obj;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
interface Deployment extends K8sObject {
  spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
}

// ---------------------------------------------------------------- helm-java

const exec = promisify(execFile);
let javaClassPath = '';

/** Runs deploy/helm/tools/HelmRender.java. */
async function helm(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec('java', ['-cp', javaClassPath, RENDER_TOOL, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string };
    if (typeof e.code !== 'number') throw error; // java did not run
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** The manifests `helm template` renders; a failure or any warning (values that do not merge, ...) is an error. */
async function render(args: string[]): Promise<K8sObject[]> {
  const { code, stdout, stderr } = await helm(['template', CHART, '--name', RELEASE, '--kube-version', KUBE_VERSION, ...args]);
  if (code !== 0 || stderr) throw new Error(`helm template ${args.join(' ')} exited ${code}:\n${stderr}`);
  return parseManifests(stdout);
}

function parseManifests(text: string): K8sObject[] {
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length || doc.warnings.length) throw new Error(`unparsable YAML: ${[...doc.errors, ...doc.warnings].map((e) => e.message).join('; ')}`);
    const value = doc.toJS() as K8sObject | null;
    if (value) objects.push(value);
  }
  return objects;
}

// ---------------------------------------------------------------- schemas

type ValidateFunc = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };

// kubernetes-models/<group>/<version>/<Kind> and the compiled schema behind it (_schemas/IoK8sApi<Group><Version><Kind>).
// By file: the package exports only `import` conditions, which jest's resolver (CommonJS here) does not match.
const MODELS = path.join(ROOT, 'node_modules/kubernetes-models');
function modelPaths(apiVersion: string, kind: string) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const groupName = group ? cap(group.split('.')[0]!) : 'Core';
  return {
    model: path.join(MODELS, group ?? '', version!, `${kind}.js`),
    schema: path.join(MODELS, '_schemas', `IoK8sApi${groupName}${cap(version!)}${kind}.js`),
  };
}

async function validateWithModel(object: K8sObject): Promise<void> {
  const { model } = modelPaths(object.apiVersion, object.kind);
  const mod = (await import(model)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = mod[object.kind];
  if (!Model) throw new Error(`${model} exports no ${object.kind}`);
  new Model(object).validate();
}

async function schemaOf(object: K8sObject): Promise<ValidateFunc> {
  const { schema } = modelPaths(object.apiVersion, object.kind);
  return ((await import(schema)) as { validate: ValidateFunc }).validate;
}

/**
 * Fields the schema does not know. The Kubernetes schemas allow any extra property (so does their compiled
 * validator), but the validator reads every property the schema defines, and enumerates the keys only of
 * free-form maps (labels, annotations, resource quantities). So the object is handed to it behind proxies
 * that record what it reads: a key it never read, in an object whose keys it never listed, is unknown to
 * the schema (a misspelling the API server would drop or refuse).
 */
function unknownFields(validate: ValidateFunc, object: unknown): string[] {
  const nodes: Array<{ path: string; keys: string[]; read: Set<string>; listed: boolean }> = [];
  const wrap = (value: unknown, at: string): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const node = { path: at, keys: Array.isArray(value) ? [] : Object.keys(value), read: new Set<string>(), listed: false };
    if (!Array.isArray(value)) nodes.push(node);
    const target = Array.isArray(value)
      ? value.map((item, i) => wrap(item, `${at}/${i}`))
      : Object.fromEntries(Object.entries(value as Obj).map(([key, item]) => [key, wrap(item, `${at}/${key}`)]));
    return new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === 'string') node.read.add(key);
        return Reflect.get(t, key, receiver);
      },
      has(t, key) {
        if (typeof key === 'string') node.read.add(key);
        return Reflect.has(t, key);
      },
      ownKeys(t) {
        node.listed = true;
        return Reflect.ownKeys(t);
      },
    });
  };
  const valid = validate(wrap(object, ''));
  if (!valid) return (validate.errors ?? []).map((e) => `invalid ${e.instancePath}: ${e.message}`);
  const unknown = nodes.filter((n) => !n.listed).flatMap((n) => n.keys.filter((key) => !n.read.has(key)).map((key) => `${n.path}/${key}`));
  // Inside an unknown field nothing is read: name the field, not everything under it.
  return unknown.filter((field) => !unknown.some((outer) => field.startsWith(`${outer}/`)));
}

// ---------------------------------------------------------------- what the chart must honour

/** How long an app may take to stop after SIGTERM: the timer after which its main exits anyway. */
function drainSeconds(): number {
  const mains = ['libs/platform/src/bootstrap/run-service-main.ts', 'apps/gateway/src/main.ts'];
  const timers = mains.map((file) => {
    const match = /setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    if (!match) throw new Error(`${file}: no shutdown timer found; update drainSeconds() with where the apps' drain time lives now`);
    return Number(match[1]!.replace(/_/g, '')) / 1000;
  });
  return Math.max(...timers);
}

function requiredKeys(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
}

const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
const named = <T extends K8sObject>(objects: K8sObject[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name) as T | undefined;
const appName = (app: string) => `${RELEASE}-${app}`;
const selects = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
const preStopSeconds = (c: Container) => {
  const stop = c.lifecycle?.preStop;
  if (stop?.sleep) return stop.sleep.seconds;
  const cmd = stop?.exec?.command ?? [];
  return cmd[0] === 'sleep' ? Number(cmd[1]) : 0;
};

// ---------------------------------------------------------------- the test

const renders: Record<'default' | 'allOn', K8sObject[]> = { default: [], allOn: [] };
let lint = { code: -1, stdout: '', stderr: '' };

beforeAll(async () => {
  // Resolves deploy/local/helm/pom.xml into .testinfra/helm/lib once (cached by the pom's hash).
  const infra = (await import(path.join(ROOT, 'deploy/local/infra.mjs'))) as { ensureJars(kind: string): Promise<string> };
  javaClassPath = path.join(await infra.ensureJars('helm'), '*');
  [lint, renders.default, renders.allOn] = await Promise.all([helm(['lint', CHART]), render([]), render(['--values', ALL_ON_VALUES])]);
}, 120_000);

describe('deploy/helm/stave', () => {
  it('lints clean: no error and no warning (strict)', () => {
    // Only "[INFO] Chart.yaml: icon is recommended" may remain: Stave has no icon at a public URL.
    const problems = `${lint.stdout}${lint.stderr}`
      .split('\n')
      .filter(Boolean)
      .filter((line) => !line.startsWith('[INFO]'));
    expect({ code: lint.code, problems }).toEqual({ code: 0, problems: [] });
  });

  it('the apps in the chart are the apps in the repository', () => {
    const inRepo = fs.readdirSync(path.join(ROOT, 'apps')).filter((dir) => fs.existsSync(path.join(ROOT, 'apps', dir, 'src/main.ts')));
    expect(inRepo.sort()).toEqual([...APPS].sort());
  });

  it('the strict check finds a misspelled field at any depth, and passes free-form maps', async () => {
    const deployment = named<Deployment>(renders.allOn, 'Deployment', appName('social'))!;
    const validate = await schemaOf(deployment);
    expect(unknownFields(validate, deployment)).toEqual([]);
    const misspell = (edit: (d: Obj & Deployment) => void) => {
      const copy = structuredClone(deployment) as Obj & Deployment;
      edit(copy);
      return unknownFields(validate, copy);
    };
    expect(misspell((d) => ((d.spec as Obj).selectr = d.spec.selector))).toEqual(['/spec/selectr']);
    expect(misspell((d) => ((d.metadata as Obj).lables = {}))).toEqual(['/metadata/lables']);
    expect(misspell((d) => ((d.spec.template.spec.containers[0]!.readinessProbe!.httpGet as Obj).pth = '/health'))).toEqual([
      '/spec/template/spec/containers/0/readinessProbe/httpGet/pth',
    ]);
    expect(misspell((d) => ((d.spec.template.spec.containers[0]!.securityContext as Obj).readOnlyRootFileSystem = true))).toEqual([
      '/spec/template/spec/containers/0/securityContext/readOnlyRootFileSystem',
    ]);
    // Every kind the chart renders: its validator reads the fields it knows, so a stranger stands out.
    for (const kind of new Set(renders.allOn.map((o) => o.kind))) {
      const object = structuredClone(renders.allOn.find((o) => o.kind === kind)!);
      object.spec.notAField = true;
      expect({ kind, unknown: unknownFields(await schemaOf(object), object) }).toEqual({ kind, unknown: ['/spec/notAField'] });
    }
    // Maps of arbitrary keys are not fields: a new label or a new resource name is fine.
    expect(
      misspell((d) => {
        d.spec.template.metadata.labels['example.com/team'] = 'music';
        d.spec.template.spec.containers[0]!.resources!.limits!['ephemeral-storage'] = '1Gi';
      }),
    ).toEqual([]);
  });

  for (const [label, values] of [
    ['default values', 'default'],
    ['everything on', 'allOn'],
  ] as const) {
    describe(label, () => {
      const objects = () => renders[values];

      it('renders only objects valid against their Kubernetes schema, with no unknown field', async () => {
        expect(objects().length).toBeGreaterThan(0);
        const problems: string[] = [];
        for (const object of objects()) {
          const id = `${object.kind} ${object.metadata?.name}`;
          try {
            await validateWithModel(object);
          } catch (error) {
            problems.push(`${id}: ${(error as Error).message}`);
            continue;
          }
          problems.push(...unknownFields(await schemaOf(object), object).map((field) => `${id}: unknown field ${field}`));
        }
        expect(problems).toEqual([]);
      });

      it('holds no Secret and no credential value', () => {
        expect(byKind(objects(), 'Secret')).toEqual([]);
        const problems: string[] = [];
        for (const d of byKind(objects(), 'Deployment') as Deployment[]) {
          for (const c of d.spec.template.spec.containers) {
            for (const v of c.env ?? []) {
              const secret = SECRET_VARS.includes(v.name) || SECRET_NAME.test(v.name);
              if (secret && (v.value !== undefined || !v.valueFrom?.secretKeyRef)) problems.push(`${d.metadata.name}: ${v.name} is not a secretKeyRef`);
              if (v.value && /:\/\/[^/@\s]*:[^/@\s]*@|-----BEGIN|\b(sk|rk)_(test|live)_|\bwhsec_/.test(v.value)) {
                problems.push(`${d.metadata.name}: ${v.name} carries what looks like a credential`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      });

      it('has a Deployment, a Service and a PodDisruptionBudget per app (and an autoscaler when on)', () => {
        for (const app of APPS) {
          expect(named(objects(), 'Deployment', appName(app))).toBeDefined();
          expect(named(objects(), 'Service', appName(app))).toBeDefined();
          expect(named(objects(), 'PodDisruptionBudget', appName(app))).toBeDefined();
          if (values === 'allOn') expect(named(objects(), 'HorizontalPodAutoscaler', appName(app))).toBeDefined();
        }
        if (values === 'default') expect(byKind(objects(), 'HorizontalPodAutoscaler')).toEqual([]);
        expect(byKind(objects(), 'Deployment')).toHaveLength(APPS.length);
      });

      it('runs each app with readiness on /health (the gateway on its own), a liveness probe, resources, a non-root read-only container', () => {
        for (const app of APPS) {
          const d = named<Deployment>(objects(), 'Deployment', appName(app))!;
          const pod = d.spec.template.spec;
          expect(pod.containers).toHaveLength(1);
          const c = pod.containers[0]!;
          const env = Object.fromEntries((c.env ?? []).map((v) => [v.name, v.value]));
          expect(env.APP).toBe(app);
          const port = c.ports?.find((p) => p.name === c.readinessProbe?.httpGet?.port || p.containerPort === c.readinessProbe?.httpGet?.port);
          // The gateway's /health is every service's: its own readiness is /health/gateway (apps/gateway/src/app.module.ts).
          expect(c.readinessProbe?.httpGet?.path).toBe(app === 'gateway' ? '/health/gateway' : '/health/ready');
          expect(port).toBeDefined();
          expect(env.PORT).toBe(String(port!.containerPort));
          expect(c.livenessProbe).toBeDefined();
          expect(c.resources?.requests?.cpu).toBeDefined();
          expect(c.resources?.requests?.memory).toBeDefined();
          expect(c.resources?.limits?.memory).toBeDefined();
          expect(pod.securityContext?.runAsNonRoot).toBe(true);
          expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
          expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
          expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
        }
      });

      it("gives each pod the time to drain: terminationGracePeriodSeconds covers the preStop sleep and the app's own stop", () => {
        const drain = drainSeconds();
        for (const d of byKind(objects(), 'Deployment') as Deployment[]) {
          const pod = d.spec.template.spec;
          const needed = preStopSeconds(pod.containers[0]!) + drain;
          expect({ name: d.metadata.name, enough: (pod.terminationGracePeriodSeconds ?? 30) >= needed }).toEqual({ name: d.metadata.name, enough: true });
        }
      });

      it('gives each app every variable its config schema requires, and an env its schema accepts', () => {
        for (const app of APPS) {
          const c = named<Deployment>(objects(), 'Deployment', appName(app))!.spec.template.spec.containers[0]!;
          const env: Record<string, string> = {};
          for (const v of c.env ?? []) {
            if (v.value !== undefined) env[v.name] = v.value;
            else if (v.valueFrom?.secretKeyRef) {
              expect({ app, secret: v.name, known: v.name in FAKE_SECRET_VALUES }).toEqual({ app, secret: v.name, known: true });
              env[v.name] = FAKE_SECRET_VALUES[v.name]!;
            }
          }
          const schema = APP_SCHEMAS[app]!;
          const missing = requiredKeys(schema).filter((key) => !(key in env));
          expect({ app, missing }).toEqual({ app, missing: [] });
          // As the app's main parses process.env at boot (ConfigError naming each bad variable).
          expect(() => parseConfig(schema, env, app)).not.toThrow();
          if (env.MAIL_TRANSPORT === 'smtp') expect(env.SMTP_URL).toBeDefined();
        }
      });

      it("wires the gateway to every service's Service, and the services to identity's keys", () => {
        const services = byKind(objects(), 'Service');
        const gatewayEnv = named<Deployment>(objects(), 'Deployment', appName('gateway'))!.spec.template.spec.containers[0]!.env ?? [];
        const urls = Object.fromEntries(gatewayEnv.filter((v) => v.name.endsWith('_URL') && v.value).map((v) => [v.name, new URL(v.value!)]));
        const jwks = (byKind(objects(), 'Deployment') as Deployment[])
          .flatMap((d) => d.spec.template.spec.containers[0]!.env ?? [])
          .filter((v) => v.name === 'JWKS_URL');
        for (const app of APPS.filter((a) => a !== 'gateway')) {
          const url = urls[`${app.toUpperCase().replace('-', '_')}_URL`];
          expect(url?.hostname).toBe(appName(app));
          const service = named(services, 'Service', appName(app))!;
          const ports = (service.spec.ports as Array<{ port: number }>).map((p) => p.port);
          expect(ports).toContain(Number(url!.port || 80));
        }
        for (const v of jwks) expect(new URL(v.value!).hostname).toBe(appName('identity'));
      });

      it('selects pods consistently: each Service, PodDisruptionBudget and autoscaler meets exactly its own Deployment, on a port it serves', () => {
        const deployments = byKind(objects(), 'Deployment') as Deployment[];
        for (const d of deployments) {
          expect(selects(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
        }
        const podsOf = (selector: Record<string, string>) =>
          deployments.filter((d) => selects(selector, d.spec.template.metadata.labels)).map((d) => d.metadata.name);
        for (const service of byKind(objects(), 'Service')) {
          const selector = service.spec.selector as Record<string, string>;
          expect(podsOf(selector)).toEqual([service.metadata.name]);
          const container = named<Deployment>(objects(), 'Deployment', service.metadata.name)!.spec.template.spec.containers[0]!;
          for (const p of service.spec.ports as Array<{ targetPort: string | number }>) {
            const served = container.ports?.some((cp) => cp.name === p.targetPort || cp.containerPort === p.targetPort);
            expect({ service: service.metadata.name, targetPort: p.targetPort, served }).toEqual({
              service: service.metadata.name,
              targetPort: p.targetPort,
              served: true,
            });
          }
        }
        for (const pdb of byKind(objects(), 'PodDisruptionBudget')) {
          expect(podsOf((pdb.spec.selector as { matchLabels: Record<string, string> }).matchLabels)).toEqual([pdb.metadata.name]);
        }
        for (const hpa of byKind(objects(), 'HorizontalPodAutoscaler')) {
          const target = hpa.spec.scaleTargetRef as { kind: string; name: string };
          expect(target.kind).toBe('Deployment');
          expect(named(objects(), 'Deployment', target.name)).toBeDefined();
          // The autoscaler owns the replica count: a Deployment that set it would be reset on every upgrade.
          expect(named<Deployment>(objects(), 'Deployment', target.name)!.spec.replicas).toBeUndefined();
          expect(hpa.spec.minReplicas as number).toBeLessThanOrEqual(hpa.spec.maxReplicas as number);
        }
      });

      it('routes the Ingress to the gateway, with websocket timeouts (and TLS when on)', () => {
        const ingresses = byKind(objects(), 'Ingress');
        if (values === 'default') {
          expect(ingresses).toEqual([]);
          return;
        }
        expect(ingresses).toHaveLength(1);
        const ingress = ingresses[0]!;
        const gateway = named(objects(), 'Service', appName('gateway'))!;
        const gatewayPorts = gateway.spec.ports as Array<{ name: string; port: number }>;
        type Rule = {
          host: string;
          http: { paths: Array<{ path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }> };
        };
        const rules = ingress.spec.rules as Rule[];
        const paths = rules.flatMap((r) => r.http.paths);
        expect(paths.map((p) => p.path)).toContain('/');
        for (const p of paths) {
          expect(p.backend.service.name).toBe(gateway.metadata.name);
          expect(gatewayPorts.some((gp) => gp.name === p.backend.service.port.name || gp.port === p.backend.service.port.number)).toBe(true);
        }
        const annotations = ingress.metadata.annotations ?? {};
        for (const key of ['nginx.ingress.kubernetes.io/proxy-read-timeout', 'nginx.ingress.kubernetes.io/proxy-send-timeout']) {
          expect({ key, seconds: Number(annotations[key]) >= 3600 }).toEqual({ key, seconds: true });
        }
        const tls = ingress.spec.tls as Array<{ hosts: string[]; secretName: string }>;
        expect(tls[0]!.secretName).toBeTruthy();
        expect(tls.flatMap((t) => t.hosts)).toEqual(rules.map((r) => r.host));
      });
    });
  }
});
