import { insightsSnapshotJob } from '@stave/domain';

// The month just ended, kept on the 1st (docs/insights.md § Snapshots). WARNING: the job's name,
// 'jobs-events.insights.snapshot', is stored with every queued run and with the schedule; renaming it strands them.
export const SnapshotInsightsJob = insightsSnapshotJob('jobs-events');
