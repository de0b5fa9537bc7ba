import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AssignerProtocol, Kafka, logLevel, type Admin } from 'kafkajs';
import { Client } from 'pg';
import { SERVICE_NAMES, type ServiceName } from '@stave/contracts';
import { databaseUrl } from '@stave/platform';
import { dropDatabase, eventually, freePort, requireEnv, serviceTestEnv } from '@stave/platform/testing';

const root = resolve(__dirname, '../..');
type AppName = ServiceName | 'gateway';

// One app process as the image runs it (`node apps/<app>/dist/main.js`), on a port it keeps across
// restarts, so the gateways' address lists stay true.
export class AppProcess {
  private child?: ChildProcess;
  private stderr = '';
  // Set when the cluster is torn down: a start still pending then (a test that timed out mid-restart) ends
  // instead of leaving a process running into the next suite.
  private retired = false;
  readonly url: string;

  constructor(
    readonly name: string,
    readonly app: AppName,
    readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${env.PORT}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.retired) throw new Error(`${this.name} not started: its cluster was stopped`);
    const main = join(root, `apps/${this.app}/dist/main.js`);
    if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build; npm test builds before this lane)`);
    this.stderr = '';
    const child = spawn(process.execPath, [main], { env: { ...this.env, PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    this.child = child;
    const probe = this.app === 'gateway' ? '/health/gateway' : '/health';
    // A process that has not exited is still starting: the wait ends when it answers, dies or its cluster is
    // stopped. The cap is only for a hang (a slow, shared box takes several times the usual box's few seconds
    // with 15 processes starting at once).
    const deadline = Date.now() + 120_000;
    for (;;) {
      const failure = this.retired
        ? 'its cluster was stopped'
        : !this.running
          ? `exited with ${child.exitCode ?? child.signalCode}`
          : Date.now() > deadline
            ? 'no healthy answer in 120 s'
            : null;
      if (failure) throw new Error(`${this.name} did not come up: ${failure}\n${this.stderr}`);
      if ((await fetch(`${this.url}${probe}`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  // The cluster's teardown: killed, and never started again.
  async retire(): Promise<void> {
    this.retired = true;
    await this.stop('SIGKILL');
  }

  // SIGKILL: no goodbye to the broker, the database or the sockets. SIGTERM: the graceful stop.
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<{ code: number | null; signal: string | null; stderr: string }> {
    const child = this.child;
    if (!child || !this.running) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, stderr: this.stderr };
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signalCode) => resolve({ code, signal: signalCode })),
    );
    child.kill(signal);
    return { ...(await exited), stderr: this.stderr };
  }
}

export interface ClusterShape {
  // Instances per service (1 unless given) and gateways.
  instances: Partial<Record<ServiceName, number>>;
  gateways: number;
  // Settings every process gets (another Redis, say).
  env?: Record<string, string>;
}

// The whole cluster as separate processes on the real Kafka, Postgres, Redis and S3 of deploy/local:
// a database and a consumer group per service (shared by its instances, as in production), the
// gateways given every instance's address.
export class ClusterUnderTest {
  readonly services = new Map<ServiceName, AppProcess[]>();
  readonly gateways: AppProcess[] = [];
  readonly admin: Admin;
  private readonly databases = new Map<ServiceName, { url: string; name: string; group: string }>();
  private readonly clients: Client[] = [];

  private constructor() {
    const kafka = new Kafka({ clientId: 'chaos-admin', brokers: requireEnv('KAFKA_BROKERS').split(','), logLevel: logLevel.NOTHING });
    this.admin = kafka.admin();
  }

  static async start(shape: ClusterShape): Promise<ClusterUnderTest> {
    const cluster = new ClusterUnderTest();
    await cluster.admin.connect();
    const identityPort = await freePort();
    const jwks = `http://127.0.0.1:${identityPort}/.well-known/jwks.json`;
    for (const service of SERVICE_NAMES) {
      const base = serviceTestEnv(service, { JWKS_URL: jwks, LOG_LEVEL: 'warn', TRUSTED_PROXIES: '127.0.0.1', ...shape.env });
      cluster.databases.set(service, { url: base.DATABASE_URL!, name: base.DATABASE_NAME!, group: base.EVENT_CONSUMER_GROUP! });
      const count = shape.instances[service] ?? 1;
      const instances: AppProcess[] = [];
      for (let i = 0; i < count; i++) {
        const port = service === 'identity' && i === 0 ? identityPort : await freePort();
        instances.push(new AppProcess(`${service}#${i + 1}`, service, { ...base, PORT: String(port) }));
      }
      cluster.services.set(service, instances);
    }
    // Identity first (its database holds the signing key the others verify with), then the rest at once.
    const [identity, ...others] = SERVICE_NAMES.map((service) => cluster.services.get(service)!);
    for (const instance of identity!) await instance.start();
    await Promise.all(others.flat().map((instance) => instance.start()));

    const urls = (service: ServiceName) =>
      cluster.services
        .get(service)!
        .map((instance) => instance.url)
        .join(',');
    for (let i = 0; i < shape.gateways; i++) {
      cluster.gateways.push(
        new AppProcess(`gateway#${i + 1}`, 'gateway', {
          PORT: String(await freePort()),
          IDENTITY_URL: urls('identity'),
          SOCIAL_URL: urls('social'),
          MESSAGING_URL: urls('messaging'),
          JOBS_EVENTS_URL: urls('jobs-events'),
          MARKETPLACE_URL: urls('marketplace'),
          BILLING_URL: urls('billing'),
          JWKS_URL: jwks,
          REDIS_URL: requireEnv('REDIS_URL'),
          RATE_LIMIT_API_MAX: '100000',
          RATE_LIMIT_AUTH_MAX: '1000',
          LOG_LEVEL: 'warn',
          ...shape.env,
        }),
      );
    }
    await Promise.all(cluster.gateways.map((gateway) => gateway.start()));
    return cluster;
  }

  instance(service: ServiceName, index: number): AppProcess {
    return this.services.get(service)![index]!;
  }

  allProcesses(): AppProcess[] {
    return [...[...this.services.values()].flat(), ...this.gateways];
  }

  consumerGroup(service: ServiceName): string {
    return this.databases.get(service)!.group;
  }

  // A connection to a service's own database, for the checks a test makes after the workload.
  async db(service: ServiceName): Promise<Client> {
    const { url, name } = this.databases.get(service)!;
    const client = new Client({ connectionString: databaseUrl(url, name) });
    await client.connect();
    this.clients.push(client);
    return client;
  }

  // The group's members and the partitions each holds, as the coordinator sees them now.
  async groupMembers(service: ServiceName): Promise<{ state: string; members: Array<{ clientHost: string; partitions: number }> }> {
    const {
      groups: [group],
    } = await this.admin.describeGroups([this.consumerGroup(service)]);
    return {
      state: group!.state,
      members: group!.members.map((member) => {
        const decoded = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
        return { clientHost: member.clientHost, partitions: Object.values(decoded?.assignment ?? {}).reduce((sum, list) => sum + list.length, 0) };
      }),
    };
  }

  // Waits until the group is stable with `members` members, each holding partitions when there are several.
  async untilGroupIs(service: ServiceName, members: number, timeoutMs = 45_000): Promise<void> {
    await eventually(
      async () => {
        const group = await this.groupMembers(service);
        return group.state === 'Stable' && group.members.length === members && group.members.every((member) => member.partitions > 0);
      },
      timeoutMs,
      100,
    );
  }

  // Every group has consumed everything on the topics it reads, and no outbox holds an unsent event.
  async untilQuiet(timeoutMs = 60_000): Promise<void> {
    const dbs = await Promise.all(SERVICE_NAMES.map((service) => this.db(service)));
    await eventually(
      async () => {
        for (const db of dbs) {
          const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`);
          if (rows[0].n > 0) return false;
        }
        for (const service of SERVICE_NAMES) {
          for (const { topic, partitions } of await this.admin.fetchOffsets({ groupId: this.consumerGroup(service) })) {
            const ends = await this.admin.fetchTopicOffsets(topic);
            for (const { partition, offset } of partitions) {
              // -1: nothing committed since the group joined at the topic's end (EVENT_START_FROM=latest).
              const end = Number(ends.find((entry) => entry.partition === partition)?.high ?? 0);
              if (Number(offset) !== -1 && Number(offset) < end) return false;
            }
          }
        }
        return true;
      },
      timeoutMs,
      250,
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.allProcesses().map((process) => process.retire()));
    await Promise.all(this.clients.map((client) => client.end().catch(() => undefined)));
    await this.admin.disconnect();
    for (const { url, name } of this.databases.values()) await dropDatabase(url, name);
  }
}
