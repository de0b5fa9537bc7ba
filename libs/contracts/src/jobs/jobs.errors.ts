import { JobsErrorCode, type ErrorDefinition } from '../error-codes';
import { COLLABORATION_MESSAGES } from './collaborations.schemas';
import { EVENT_MESSAGES } from './events.schemas';
import { JOB_MESSAGES } from './jobs.schemas';

export const JOBS_ERRORS: Record<JobsErrorCode, ErrorDefinition> = {
  [JobsErrorCode.JobNotFound]: { kind: 'not_found', message: JOB_MESSAGES.jobNotFound },
  [JobsErrorCode.ApplicationNotFound]: { kind: 'not_found', message: JOB_MESSAGES.applicationNotFound },
  [JobsErrorCode.OwnJob]: { kind: 'validation', message: JOB_MESSAGES.ownJob },
  [JobsErrorCode.AlreadyApplied]: { kind: 'conflict', message: JOB_MESSAGES.alreadyApplied },
  [JobsErrorCode.JobClosed]: { kind: 'conflict', message: JOB_MESSAGES.jobClosed },
  [JobsErrorCode.ExpiryInPast]: { kind: 'validation', message: JOB_MESSAGES.expiryInPast },
  [JobsErrorCode.EventNotFound]: { kind: 'not_found', message: EVENT_MESSAGES.eventNotFound },
  [JobsErrorCode.EventEndInPast]: { kind: 'validation', message: EVENT_MESSAGES.endInPast },
  [JobsErrorCode.EventOver]: { kind: 'conflict', message: EVENT_MESSAGES.eventOver },
  [JobsErrorCode.EventCancelled]: { kind: 'conflict', message: EVENT_MESSAGES.cancelled },
  [JobsErrorCode.CalendarFeedNotFound]: { kind: 'not_found', message: EVENT_MESSAGES.feedNotFound },
  [JobsErrorCode.CollaborationNotFound]: { kind: 'not_found', message: COLLABORATION_MESSAGES.notFound },
  [JobsErrorCode.OwnCollaboration]: { kind: 'validation', message: COLLABORATION_MESSAGES.ownCollaboration },
  [JobsErrorCode.CollaborationClosed]: { kind: 'conflict', message: COLLABORATION_MESSAGES.closed },
};
