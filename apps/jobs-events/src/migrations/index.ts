import { UserSummaries1700000000100 } from '@stave/platform';
import { JobBoard1732700000000 } from '../jobs/job-board.migration';
import { JobSearchValues1732800000000 } from '../jobs/job-search-values.migration';
import { JobsAndEvents1732600000000 } from '../jobs/jobs.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100, JobsAndEvents1732600000000, JobBoard1732700000000, JobSearchValues1732800000000];
