import { z } from 'zod';

// Analytics dashboard {profileViews, searchAppearances, messagesSent, connectionsGained,
// jobApplications} (default 0): each over the last 30 days, counted from the events the services emit.
export const ANALYTICS_METRICS = ['profileViews', 'searchAppearances', 'messagesSent', 'connectionsGained', 'jobApplications'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

const daily = z.array(z.number().int());

const counts = z.object({
  profileViews: z.number().int(),
  searchAppearances: z.number().int(),
  messagesSent: z.number().int(),
  connectionsGained: z.number().int(),
  jobApplications: z.number().int(),
});

export const AnalyticsDashboardSchema = counts.extend({
  // The 30 days before those: what the change is measured against.
  previous: counts,
  // One point a day, oldest first, for the last 90 days (UK dates).
  series: z.object({
    days: z.array(z.iso.date()),
    profileViews: daily,
    searchAppearances: daily,
    messagesSent: daily,
    connectionsGained: daily,
    jobApplications: daily,
  }),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboardSchema>;

// "basic analytics preview" (free): the last 30 days' profile views and search appearances.
export const AnalyticsPreviewSchema = z.object({ profileViews: z.number().int(), searchAppearances: z.number().int() });
export type AnalyticsPreview = z.infer<typeof AnalyticsPreviewSchema>;
