import type { AppealDecision, CaseDecision, CreateReport } from '@stave/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportTarget } from '../report-target';
import { moderatorRoleKey } from './moderator-role';
import { decideAppeal, decideCase, fetchAppeals, fetchCases, fetchStanding, reportItem, sendAppeal, type CasesFilter } from './moderation.api';

export const moderationKeys = {
  root: ['moderation'] as const,
  role: () => moderatorRoleKey,
  cases: () => [...moderationKeys.root, 'cases'] as const,
  casesPage: (filter: CasesFilter) => [...moderationKeys.cases(), filter] as const,
  appeals: () => [...moderationKeys.root, 'appeals'] as const,
  appealsOf: (status: 'open' | 'decided') => [...moderationKeys.appeals(), status] as const,
  standing: () => [...moderationKeys.root, 'standing'] as const,
};

export function useReportMutation() {
  return useMutation({ mutationFn: ({ target, input }: { target: ReportTarget; input: CreateReport }) => reportItem(target, input) });
}

export function useCasesQuery(filter: CasesFilter, enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.casesPage(filter),
    queryFn: ({ signal }) => fetchCases(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// A decision moves the case from Open to Decided: both lists are read again, whatever the answer (a 409 says
// another moderator decided it first). Not awaited: the card that asked goes with the refetch, and its own callbacks
// (the toast) must run first.
export function useDecideCaseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: CaseDecision }) => decideCase(id, decision),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.cases() }),
  });
}

export function useAppealsQuery(status: 'open' | 'decided', enabled: boolean) {
  return useQuery({ queryKey: moderationKeys.appealsOf(status), queryFn: ({ signal }) => fetchAppeals(status, signal), enabled });
}

export function useDecideAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: AppealDecision }) => decideAppeal(id, decision),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.appeals() }),
  });
}

// The suspended member's notice reads it again when they come back to the tab (a lifted suspension then ends the
// session: 401, and the sign-in screen takes over).
export function useStandingQuery() {
  return useQuery({ queryKey: moderationKeys.standing(), queryFn: ({ signal }) => fetchStanding(signal), staleTime: 0, refetchOnWindowFocus: true });
}

export function useAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendAppeal(message),
    onSuccess: (standing) => queryClient.setQueryData(moderationKeys.standing(), standing),
  });
}
