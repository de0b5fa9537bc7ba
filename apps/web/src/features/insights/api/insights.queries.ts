import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReport, fetchReportList } from './insights.api';

export const insightsKeys = {
  root: ['insights'] as const,
  list: () => [...insightsKeys.root, 'list'] as const,
  report: (month: string) => [...insightsKeys.root, 'report', month] as const,
};

export function useReportListQuery(enabled: boolean) {
  return useQuery({ queryKey: insightsKeys.list(), queryFn: ({ signal }) => fetchReportList(signal), enabled, staleTime: 5 * 60_000 });
}

// The month shown stays up, dimmed, while another month's report comes.
export function useReportQuery(month: string | null, enabled: boolean) {
  return useQuery({
    queryKey: insightsKeys.report(month ?? ''),
    queryFn: ({ signal }) => fetchReport(month!, signal),
    enabled: enabled && month !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
