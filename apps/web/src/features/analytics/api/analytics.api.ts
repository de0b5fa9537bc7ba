// Analytics (/api/analytics/dashboard, pro/business only;: the basic preview for everyone).
import type { AnalyticsDashboard, AnalyticsPreview } from '@stave/contracts';
import { getParsed } from '@/lib/api-json';

const dashboardSchema = async () => (await import('@stave/contracts/analytics')).AnalyticsDashboardSchema;
const previewSchema = async () => (await import('@stave/contracts/analytics')).AnalyticsPreviewSchema;

export const fetchDashboard = (signal?: AbortSignal): Promise<AnalyticsDashboard> => getParsed('/api/analytics/dashboard', dashboardSchema, signal);
export const fetchPreview = (signal?: AbortSignal): Promise<AnalyticsPreview> => getParsed('/api/analytics/preview', previewSchema, signal);
