import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { APP_CONFIG, type ServiceEnv } from '../config/config';
import { queryRows } from '../database/query-rows';
import { isOpenTransaction, type Transaction } from '../database/transaction';
import { findDecoratedMethods } from '../kernel/decorated-methods';
import { LOGGER, SERVICE_NAME } from '../kernel/tokens';
import type { JobContext, JobData, JobDefinition, SendJobOptions } from './job-definition';
import { JOB_HANDLER_METADATA, type JobHandlerRegistration } from './job-handler.decorator';

type PgBossModule = typeof import('pg-boss');
type PgBoss = InstanceType<PgBossModule['PgBoss']>;
type PgBossDb = import('pg-boss').Db;
type PgBossJob = import('pg-boss').JobWithMetadata<unknown>;
type PgBossResult = import('pg-boss').JobResult;

interface Handler {
  job: JobDefinition;
  concurrency: number;
  schedule?: string;
  source: string;
  fn: (data: unknown, job: JobContext) => Promise<unknown>;
}

// pg-boss's own tables live in this schema of the service's database.
export const JOBS_SCHEMA = 'pgboss';
// Its own small pool: polling, claims and completions. Handlers use the service's DataSource.
const POOL_SIZE = 3;
// How long a stopping service waits for runs in progress (runServiceMain exits after 15 s); runs
// still going then are failed, to be retried by the next instance, and their `signal` is aborted.
const STOP_GRACE_MS = 10_000;

// Delayed and recurring work (reminders, expiries, retries, reconciliation) on pg-boss, in the
// service's own Postgres database: the same in both modes, durable, and shared safely by every
// instance of the service. Handlers are @JobHandler methods, found at boot like @OnEvent ones.
@Injectable()
export class BackgroundJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private boss?: PgBoss;
  private handled = new Set<string>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    // Injected so that the database exists (and is migrated) before pg-boss connects to it.
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: ServiceEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  // Queues a job of this service (one it has a @JobHandler for). The payload is checked against the
  // job's schema here, so a bad one fails the caller rather than the job. Answers the job's id, or
  // null when throttled (singletonKey).
  async send<J extends JobDefinition>(job: J, data: JobData<J>, options: SendJobOptions = {}): Promise<string | null> {
    if (!this.handled.has(job.name)) throw new Error(`no @JobHandler for ${job.name} in ${this.service}: nothing would run it`);
    const boss = this.started();
    const payload = job.schema.parse(data) as object;
    const { tx, ...sendOptions } = options;
    return boss.send(job.name, payload, tx ? { ...sendOptions, db: transactionDb(tx) } : sendOptions);
  }

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.handlers();
    this.handled = new Set(handlers.map((h) => h.job.name));
    // A service without jobs opens no pool and runs no timers.
    if (!handlers.length) return;
    const { PgBoss } = await import('pg-boss');
    const enabled = this.config.JOBS_ENABLED;
    const url = (this.dataSource.options as { url: string }).url;
    const boss = new PgBoss({
      connectionString: url,
      schema: JOBS_SCHEMA,
      max: POOL_SIZE,
      application_name: `${new URL(url).pathname.slice(1)}:jobs`,
      instanceName: this.service,
      // JOBS_ENABLED=false: this instance neither fires schedules nor maintains the tables.
      schedule: enabled,
      supervise: enabled,
      openTelemetry: { enabled: false },
    });
    // pg-boss's errors can carry the pg client itself: only what says what went wrong is logged.
    boss.on('error', (error) => {
      const { message, code, queue } = error as Error & { code?: string; queue?: string };
      this.logger.error({ err: { message, code }, queue }, 'background jobs: pg-boss error');
    });
    boss.on('warning', (warning) => this.logger.warn({ warning: warning.data }, `background jobs: ${warning.message}`));
    await boss.start({ attempts: 3 });
    this.boss = boss;
    try {
      // Created once, then brought in line with the definition (pg-boss keeps a queue's first options).
      for (const { job } of handlers) {
        await boss.createQueue(job.name, job.queue);
        await boss.updateQueue(job.name, job.queue);
      }
      if (!enabled) {
        this.logger.info({ schema: JOBS_SCHEMA, handlers: handlers.length }, 'background jobs: sending only (JOBS_ENABLED=false)');
        return;
      }
      await this.syncSchedules(boss, handlers);
      for (const handler of handlers) {
        // One job per fetch; each run settles its own job (a bad payload must not be retried).
        await boss.work(handler.job.name, { localConcurrency: handler.concurrency, batchSize: 1, includeMetadata: true, perJobResults: true }, (jobs) =>
          Promise.all(jobs.map((job) => this.run(handler, job))),
        );
      }
    } catch (error) {
      // A failed boot leaves nothing polling behind it.
      this.boss = undefined;
      await boss.stop({ graceful: false });
      throw error;
    }
    this.logger.info(
      { schema: JOBS_SCHEMA, jobs: handlers.map((h) => (h.schedule ? `${h.job.name} (${h.schedule})` : h.job.name)) },
      'background jobs started',
    );
  }

  // Runs in progress get STOP_GRACE_MS to finish; before the DataSource closes (onApplicationShutdown).
  async beforeApplicationShutdown(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }

  private handlers(): Handler[] {
    const handlers: Handler[] = [];
    for (const found of findDecoratedMethods<JobHandlerRegistration>(this.discovery, this.scanner, JOB_HANDLER_METADATA)) {
      const { job, options } = found.metadata;
      const source = `${found.className}.${found.method}`;
      // One database per service: the prefix keeps a copied handler from quietly working another's name.
      if (!job.name.startsWith(`${this.service}.`)) throw new Error(`${source}: job ${job.name} must be named ${this.service}.<domain>.<what>`);
      const twin = handlers.find((h) => h.job.name === job.name);
      if (twin) throw new Error(`job ${job.name} is handled by both ${twin.source} and ${source}`);
      if (options.schedule && !job.schema.safeParse({}).success) throw new Error(`${source}: recurring job ${job.name} must accept {} as its payload`);
      handlers.push({ job, concurrency: options.concurrency ?? 1, schedule: options.schedule, source, fn: found.fn });
    }
    return handlers;
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('background jobs are not running (the service is starting or stopping)');
    return this.boss;
  }

  // The schedules are the code's: one per recurring handler, and none left for a job no longer
  // recurring (it would keep queueing runs nobody does).
  private async syncSchedules(boss: PgBoss, handlers: Handler[]): Promise<void> {
    const wanted = new Map(handlers.filter((h) => h.schedule).map((h) => [h.job.name, h.schedule!]));
    for (const schedule of await boss.getSchedules()) {
      if (!wanted.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
    }
    // `once`: an occurrence missed while the service was down runs when it is back.
    for (const [name, cron] of wanted) await boss.schedule(name, cron, {}, { tz: 'UTC', missed: 'once' });
  }

  private async run(handler: Handler, job: PgBossJob): Promise<PgBossResult> {
    const log = { job: job.name, jobId: job.id, attempt: job.retryCount + 1 };
    const parsed = handler.job.schema.safeParse(job.data);
    if (!parsed.success) {
      // Retrying cannot fix a payload: failed for good, without running the handler.
      this.logger.error({ ...log, issues: parsed.error.issues }, 'background job has an invalid payload; not run');
      return { id: job.id, status: 'deadletter', output: { error: `invalid payload: ${parsed.error.message}` } };
    }
    const started = Date.now();
    try {
      await handler.fn(parsed.data, { id: job.id, name: job.name, attempt: job.retryCount + 1, signal: job.signal });
      this.logger.debug({ ...log, ms: Date.now() - started }, 'background job done');
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      this.logger[final ? 'error' : 'warn']({ ...log, err: error }, final ? 'background job failed for good' : 'background job failed; will retry');
      return { id: job.id, status: 'failed', output: { error: error instanceof Error ? error.message : String(error) } };
    }
  }
}

// pg-boss's statements on the caller's transaction.
function transactionDb(tx: Transaction): PgBossDb {
  if (!isOpenTransaction(tx)) throw new Error('BackgroundJobs.send: `tx` must be an open transaction');
  return { executeSql: async (text, values) => ({ rows: await queryRows(tx, text, values) }) };
}
