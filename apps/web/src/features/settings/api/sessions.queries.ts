import { useQuery } from '@tanstack/react-query';
import { fetchSessions, fetchSignInAlerts } from './sessions.api';

export const sessionKeys = { list: ['sessions'] as const, alerts: ['sign-in-alerts'] as const };

export function useSessionsQuery() {
  return useQuery({ queryKey: sessionKeys.list, queryFn: ({ signal }) => fetchSessions(signal) });
}

export function useSignInAlertsQuery() {
  return useQuery({ queryKey: sessionKeys.alerts, queryFn: ({ signal }) => fetchSignInAlerts(signal) });
}
