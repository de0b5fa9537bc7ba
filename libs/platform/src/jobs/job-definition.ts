import type { z } from 'zod';
import type { Transaction } from '../database/transaction';

// How a job's queue retries a failed run, and how long one may take. Applied to the queue at every
// boot, so a change here reaches jobs already queued.
export interface JobQueueOptions {
  // Runs after the first failure; then the job is kept as `failed` (pgboss.job) and logged as an error.
  retryLimit?: number;
  // Seconds before the first retry; with retryBackoff, doubled (with jitter) each time up to retryDelayMax.
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  // A run still going after this many seconds is failed (and retried); its `signal` is aborted.
  expireInSeconds?: number;
}

export interface JobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> {
  readonly name: N;
  readonly schema: S;
  readonly queue: Required<Pick<JobQueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>> & JobQueueOptions;
}

export type JobData<J extends JobDefinition> = z.output<J['schema']>;

// What a handler gets beside the payload.
export interface JobContext {
  id: string;
  name: string;
  // 1 for the first run, 2 for the first retry...
  attempt: number;
  // Aborted when the service stops (after the grace period) or the run expires: a long handler
  // checks it between steps and returns early; what it has not done is done by the next run.
  signal: AbortSignal;
}

export interface SendJobOptions {
  // Not before then: a Date, an ISO string, or a number of seconds from now.
  startAfter?: Date | string | number;
  // Throttling: with both, at most one job per key in each window of singletonSeconds; a second
  // send in the window answers null instead of an id.
  singletonKey?: string;
  singletonSeconds?: number;
  priority?: number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  // Written in this transaction: the job exists if and only if the transaction commits (a reminder
  // for the thing the transaction creates).
  tx?: Transaction;
}

const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

// Platform defaults: a failed run is retried 3 times, after about 10 s, doubling each time (with jitter).
const QUEUE_DEFAULTS = { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 15 * 60 };

// Names a background job and its payload; handled by a @JobHandler method and sent with
// BackgroundJobs.send. The name is `<service>.<domain>.<what>`, e.g. 'social.media.sweep-unattached'.
// WARNING: THE NAME IS STORED WITH EVERY QUEUED JOB AND WITH ITS SCHEDULE. RENAMING IT STRANDS THE
// JOBS ALREADY QUEUED UNDER THE OLD NAME (nothing works that queue any more). To rename, add the new
// name and keep a handler on the old one until its queue is empty. Changing the payload schema is a
// migration too: jobs already queued still carry the old shape (add optional fields only).
export function defineJob<const N extends string, S extends z.ZodType>(name: N, schema: S, queue: JobQueueOptions = {}): JobDefinition<N, S> {
  if (!JOB_NAME.test(name)) throw new Error(`job name "${name}" must be <service>.<domain>.<what> in lower case (a-z, 0-9, '-')`);
  const options = { ...QUEUE_DEFAULTS, ...queue };
  // pg-boss refuses a maximum delay without backoff.
  if (!options.retryBackoff) delete (options as JobQueueOptions).retryDelayMax;
  return { name, schema, queue: options };
}
