import { type DynamicModule, Injectable, type INestApplicationContext, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type ServiceEnv } from '../config/config';
import { databaseUrl, openDataSource } from '../database/database';
import { asTransaction } from '../database/transaction';
import { LOGGER, SERVICE_NAME } from '../kernel/tokens';
import { dropDatabase, eventually, requireEnv, testLogger, uniqueName } from '../testing/infra';
import { BackgroundJobs, JOBS_SCHEMA } from './background-jobs';
import { defineJob, type JobContext } from './job-definition';
import { JobHandler } from './job-handler.decorator';

// Fast retries: the worker polls every 2 s, so each retry costs about that.
const fast = { retryDelay: 0, retryBackoff: false } as const;
const ECHO = defineJob('jobs-spec.test.echo', z.object({ text: z.string().min(1), times: z.number().int().default(1) }), fast);
const FLAKY = defineJob('jobs-spec.test.flaky', z.object({ failures: z.number().int() }), { ...fast, retryLimit: 2 });
const SLOW = defineJob('jobs-spec.test.slow', z.object({ ms: z.number().int() }), fast);
const TICK = defineJob('jobs-spec.test.tick', z.object({}), fast);

const runs: { job: string; data: unknown; attempt: number; at: number }[] = [];
const runsOf = (name: string) => runs.filter((run) => run.job === name);

@Injectable()
class TestJobs {
  @JobHandler(ECHO, { concurrency: 2 })
  async echo(data: { text: string; times: number }, job: JobContext): Promise<void> {
    runs.push({ job: job.name, data, attempt: job.attempt, at: Date.now() });
  }

  @JobHandler(FLAKY)
  async flaky(data: { failures: number }, job: JobContext): Promise<void> {
    runs.push({ job: job.name, data, attempt: job.attempt, at: Date.now() });
    if (job.attempt <= data.failures) throw new Error(`failure ${job.attempt}`);
  }

  // Stops early when its signal is aborted; a retry is quick.
  @JobHandler(SLOW)
  async slow(data: { ms: number }, job: JobContext): Promise<void> {
    runs.push({ job: job.name, data, attempt: job.attempt, at: Date.now() });
    await sleep(job.attempt > 1 ? 1 : data.ms, undefined, { signal: job.signal }).catch(() => undefined);
    runs.push({ job: `${job.name}:${job.signal.aborted ? 'aborted' : 'done'}`, data, attempt: job.attempt, at: Date.now() });
  }

  @JobHandler(TICK, { schedule: '* * * * *' })
  async tick(_data: object, job: JobContext): Promise<void> {
    runs.push({ job: job.name, data: {}, attempt: job.attempt, at: Date.now() });
  }
}

// BackgroundJobs as the kernel wires it, with this spec's handlers, on a database of its own.
async function startApp(dataSource: DataSource, enabled = true): Promise<INestApplicationContext> {
  @Module({})
  class JobsSpecModule {}
  const root: DynamicModule = {
    module: JobsSpecModule,
    imports: [DiscoveryModule],
    providers: [
      { provide: APP_CONFIG, useValue: { JOBS_ENABLED: enabled } as ServiceEnv },
      { provide: LOGGER, useValue: testLogger },
      { provide: SERVICE_NAME, useValue: 'jobs-spec' },
      { provide: DataSource, useValue: dataSource },
      BackgroundJobs,
      TestJobs,
    ],
  };
  return NestFactory.createApplicationContext(root, { logger: false });
}

describe('background jobs: pg-boss in the service database (real Postgres)', () => {
  const baseUrl = requireEnv('DATABASE_URL');
  const database = uniqueName('stave_test_jobs');
  let dataSource: DataSource;
  let db: Client;
  let app: INestApplicationContext | undefined;
  let jobs: BackgroundJobs;

  const jobRow = async (id: string) => {
    const { rows } = await db.query(`SELECT state, retry_count AS "retryCount", output FROM ${JOBS_SCHEMA}.job WHERE id = $1`, [id]);
    return rows[0] as { state: string; retryCount: number; output: { error?: string } | null } | undefined;
  };
  const settled = (id: string, state: string, timeoutMs = 20_000) => eventually(async () => (await jobRow(id))?.state === state && jobRow(id), timeoutMs, 100);

  beforeAll(async () => {
    dataSource = await openDataSource({ url: baseUrl, database, poolSize: 4, entities: [], migrations: [], logger: testLogger });
    db = new Client({ connectionString: databaseUrl(baseUrl, database) });
    await db.connect();
    app = await startApp(dataSource);
    jobs = app.get(BackgroundJobs);
  });

  afterAll(async () => {
    await app?.close();
    await db?.end();
    await dataSource?.destroy();
    await dropDatabase(baseUrl, database);
  });

  it('creates its tables in the pgboss schema of the service database, one queue per handled job', async () => {
    const { rows } = await db.query(`SELECT name, retry_limit AS "retryLimit" FROM ${JOBS_SCHEMA}.queue WHERE name LIKE 'jobs-spec.%' ORDER BY name`);
    expect(rows).toEqual([
      { name: ECHO.name, retryLimit: 3 },
      { name: FLAKY.name, retryLimit: 2 },
      { name: SLOW.name, retryLimit: 3 },
      { name: TICK.name, retryLimit: 3 },
    ]);
  });

  it('runs a sent job with its payload, once', async () => {
    const id = await jobs.send(ECHO, { text: 'hello', times: 1 });

    await settled(id!, 'completed');
    expect(runsOf(ECHO.name)).toEqual([{ job: ECHO.name, data: { text: 'hello', times: 1 }, attempt: 1, at: expect.any(Number) }]);
  });

  it('refuses a bad payload at send, before anything is queued', async () => {
    await expect(jobs.send(ECHO, { text: '', times: 1 })).rejects.toThrow(/too_small|at least/i);
  });

  it('fails a job whose payload does not parse for good, without running the handler or retrying', async () => {
    // Written from outside this process (another version, a hand-made row): only the schema stands guard.
    const { PgBoss } = await import('pg-boss');
    const outsider = new PgBoss({ connectionString: databaseUrl(baseUrl, database), schema: JOBS_SCHEMA, schedule: false, supervise: false, migrate: false });
    outsider.on('error', () => undefined);
    await outsider.start();
    const before = runsOf(ECHO.name).length;
    let id: string | null;
    let defaulted: string | null;
    try {
      id = await outsider.send(ECHO.name, { text: 42 });
      // Without the defaulted field: the handler gets the parsed payload, default applied.
      defaulted = await outsider.send(ECHO.name, { text: 'no times' });
    } finally {
      await outsider.stop({ graceful: false });
    }

    const failed = await settled(id!, 'failed');
    expect(failed).toMatchObject({ retryCount: 0, output: { error: expect.stringContaining('invalid payload') } });
    await settled(defaulted!, 'completed');
    expect(runsOf(ECHO.name).slice(before)).toEqual([{ job: ECHO.name, data: { text: 'no times', times: 1 }, attempt: 1, at: expect.any(Number) }]);
  });

  it('retries a failing run up to the retry limit, then keeps the job as failed', async () => {
    const recovers = await jobs.send(FLAKY, { failures: 2 });
    const keepsFailing = await jobs.send(FLAKY, { failures: 99 });

    await settled(recovers!, 'completed', 30_000);
    const failed = await settled(keepsFailing!, 'failed', 30_000);
    const attempts = (failures: number) =>
      runsOf(FLAKY.name)
        .filter((run) => (run.data as { failures: number }).failures === failures)
        .map((run) => run.attempt);
    expect(attempts(2)).toEqual([1, 2, 3]);
    expect(attempts(99)).toEqual([1, 2, 3]); // the first run and retryLimit (2) retries
    expect(failed).toMatchObject({ retryCount: 2, output: { error: 'failure 3' } });
  }, 40_000);

  it('holds a delayed job until its time, and writes a job in a transaction only if it commits', async () => {
    const rolledBack = dataSource.transaction(async (tx) => {
      await jobs.send(ECHO, { text: 'rolled back', times: 1 }, { tx: asTransaction(tx) });
      throw new Error('the change that wanted the job failed');
    });
    await expect(rolledBack).rejects.toThrow('the change that wanted the job failed');
    const sentAt = Date.now();
    const id = await dataSource.transaction((tx) => jobs.send(ECHO, { text: 'later', times: 2 }, { tx: asTransaction(tx), startAfter: 3 }));

    await settled(id!, 'completed');
    const later = runsOf(ECHO.name).find((run) => (run.data as { text: string }).text === 'later');
    expect(later!.at - sentAt).toBeGreaterThanOrEqual(2900);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND data->>'text' = 'rolled back'`, [ECHO.name]);
    expect(rows[0].n).toBe(0);
  });

  it('throttles by singletonKey: one job per key and window', async () => {
    const first = await jobs.send(ECHO, { text: 'once a minute', times: 1 }, { singletonKey: 'member-7', singletonSeconds: 60 });
    const second = await jobs.send(ECHO, { text: 'once a minute', times: 1 }, { singletonKey: 'member-7', singletonSeconds: 60 });

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });

  it('schedules a recurring job from its handler, in UTC, and runs it', async () => {
    const { rows } = await db.query(`SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule`);

    expect(rows).toEqual([{ name: TICK.name, cron: '* * * * *', timezone: 'UTC' }]);
    // The schedule is written after pg-boss's first cron pass: the next one (30 s later) sends the
    // occurrence of its minute.
    await eventually(async () => runsOf(TICK.name).length > 0, 45_000, 100);
  }, 50_000);

  it('an instance with JOBS_ENABLED=false sends but runs nothing; the others run what it sent', async () => {
    const sender = await startApp(dataSource, false);
    try {
      const id = await sender.get(BackgroundJobs).send(ECHO, { text: 'from a sending-only instance', times: 1 });

      await settled(id!, 'completed');
      expect(runsOf(ECHO.name).some((run) => (run.data as { text: string }).text === 'from a sending-only instance')).toBe(true);
    } finally {
      await sender.close();
    }
    // Its boot did not touch the schedules of the instances that run jobs.
    const { rows } = await db.query(`SELECT name FROM ${JOBS_SCHEMA}.schedule`);
    expect(rows).toEqual([{ name: TICK.name }]);
  });

  it('on shutdown lets a run in progress finish; one still running after the grace period is failed and retried by the next instance', async () => {
    const finishes = await jobs.send(SLOW, { ms: 1500 });
    await eventually(async () => runsOf(SLOW.name).some((run) => (run.data as { ms: number }).ms === 1500), 10_000, 50);

    await app!.close();
    app = undefined;

    expect(runsOf(`${SLOW.name}:done`).some((run) => (run.data as { ms: number }).ms === 1500)).toBe(true);
    expect((await jobRow(finishes!))?.state).toBe('completed');

    app = await startApp(dataSource);
    jobs = app.get(BackgroundJobs);
    const overruns = await jobs.send(SLOW, { ms: 12_000 });
    await eventually(async () => runsOf(SLOW.name).some((run) => (run.data as { ms: number }).ms === 12_000), 10_000, 50);
    const closing = Date.now();

    await app.close();

    expect(Date.now() - closing).toBeLessThan(11_500); // the 10 s grace, not the whole run
    expect(runsOf(`${SLOW.name}:aborted`)).toHaveLength(1);
    expect((await jobRow(overruns!))?.state).toBe('retry');
    app = await startApp(dataSource);
    jobs = app.get(BackgroundJobs);
    await eventually(async () => runsOf(SLOW.name).filter((run) => (run.data as { ms: number }).ms === 12_000).length === 2, 10_000, 100);
  }, 60_000);
});
