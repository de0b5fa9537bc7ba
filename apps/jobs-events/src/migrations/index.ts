import { UserSummaries1700000000100 } from '@stave/platform';
import { JobsAndEvents1732600000000 } from '../jobs/jobs.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100, JobsAndEvents1732600000000];
