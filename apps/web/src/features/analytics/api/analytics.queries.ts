import { useQuery } from '@tanstack/react-query';
import { fetchDashboard, fetchPreview } from './analytics.api';

export const analyticsKeys = {
  root: ['analytics'] as const,
  dashboard: () => [...analyticsKeys.root, 'dashboard'] as const,
  preview: () => [...analyticsKeys.root, 'preview'] as const,
};

// The dashboard's data call is made only for pro and business members.
export function useDashboardQuery(enabled: boolean) {
  return useQuery({ queryKey: analyticsKeys.dashboard(), queryFn: ({ signal }) => fetchDashboard(signal), enabled });
}

export function usePreviewQuery(enabled: boolean) {
  return useQuery({ queryKey: analyticsKeys.preview(), queryFn: ({ signal }) => fetchPreview(signal), enabled });
}
