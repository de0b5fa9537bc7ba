import type { JobContext, JobData, JobDefinition } from './job-definition';

export const JOB_HANDLER_METADATA = 'stave:job-handler';

export interface JobHandlerOptions {
  // Runs of this job at once in this process (default 1); every instance of the service adds its own.
  concurrency?: number;
  // Recurring: a cron expression in UTC ('*/15 * * * *'), one run per occurrence across all
  // instances. The payload of a scheduled run is `{}`, so the job's schema must accept it.
  schedule?: string;
}

export interface JobHandlerRegistration {
  job: JobDefinition;
  options: JobHandlerOptions;
}

type HandlerMethod<J extends JobDefinition> = (data: JobData<J>, job: JobContext) => Promise<void>;

// Declares the method that runs a job, on any provider:
//   @JobHandler(SWEEP_UNATTACHED_MEDIA, { schedule: '*/15 * * * *' })
//   async run(data, job) {}
// The payload is parsed with the job's schema first: one that does not parse fails the job for good
// without calling the method (jobs can be written from outside this process). A method that throws
// fails this run; the queue retries it (JobQueueOptions). Runs may repeat (a retry after a crash), so
// a handler is idempotent.
export function JobHandler<J extends JobDefinition>(job: J, options: JobHandlerOptions = {}) {
  return (target: object, propertyKey: string | symbol, _descriptor: TypedPropertyDescriptor<HandlerMethod<J>>): void => {
    if (Reflect.getMetadata(JOB_HANDLER_METADATA, target, propertyKey)) throw new Error(`${String(propertyKey)} already handles a job`);
    Reflect.defineMetadata(JOB_HANDLER_METADATA, { job, options } satisfies JobHandlerRegistration, target, propertyKey);
  };
}
