import { insightsSnapshotJob } from '@stave/domain';

// The month just ended, kept on the 1st (docs/insights.md § Snapshots). WARNING: the job's name,
// 'marketplace.insights.snapshot', is stored with every queued run and with the schedule; renaming it strands them.
export const SnapshotInsightsJob = insightsSnapshotJob('marketplace');
