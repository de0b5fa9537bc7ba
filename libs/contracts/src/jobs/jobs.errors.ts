import { JobsErrorCode, type ErrorDefinition } from '../error-codes';
import { JOB_MESSAGES } from './jobs.schemas';

export const JOBS_ERRORS: Record<JobsErrorCode, ErrorDefinition> = {
  [JobsErrorCode.JobNotFound]: { kind: 'not_found', message: JOB_MESSAGES.jobNotFound },
  [JobsErrorCode.ApplicationNotFound]: { kind: 'not_found', message: JOB_MESSAGES.applicationNotFound },
  [JobsErrorCode.OwnJob]: { kind: 'validation', message: JOB_MESSAGES.ownJob },
  [JobsErrorCode.AlreadyApplied]: { kind: 'conflict', message: JOB_MESSAGES.alreadyApplied },
  [JobsErrorCode.JobClosed]: { kind: 'conflict', message: JOB_MESSAGES.jobClosed },
  [JobsErrorCode.ExpiryInPast]: { kind: 'validation', message: JOB_MESSAGES.expiryInPast },
};
