// Analytics (/api/analytics/dashboard, pro/business only;: the basic preview for everyone).
import type { AnalyticsDashboard, AnalyticsPreview } from '@stave/contracts';
import { ANALYTICS } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const dashboardSchema = async () => (await import('@stave/contracts/analytics')).AnalyticsDashboardSchema;
const previewSchema = async () => (await import('@stave/contracts/analytics')).AnalyticsPreviewSchema;

export const fetchDashboard = (signal?: AbortSignal): Promise<AnalyticsDashboard> => apiData(ANALYTICS.dashboard, dashboardSchema, { signal });
export const fetchPreview = (signal?: AbortSignal): Promise<AnalyticsPreview> => apiData(ANALYTICS.preview, previewSchema, { signal });
