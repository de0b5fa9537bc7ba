// Where the member is signed in: the list, and signing one or all the others out.
import type { Session, SessionsEnded } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const listSchema = async () => {
  const { SessionSchema } = await import('@stave/contracts/identity');
  return SessionSchema.array();
};
const endedSchema = async () => (await import('@stave/contracts/identity')).SessionsEndedSchema;

export const fetchSessions = (signal?: AbortSignal): Promise<Session[]> => getParsed('/api/user/sessions', listSchema, signal);

export const endSession = async (id: number): Promise<SessionsEnded> => (await requestParsed('DELETE', `/api/user/sessions/${id}`, endedSchema)).data;

export const endOtherSessions = async (): Promise<SessionsEnded> => (await requestParsed('POST', '/api/user/sessions/sign-out-others', endedSchema)).data;

const alertsSchema = async () => (await import('@stave/contracts/identity')).SignInAlertsSchema;

export const fetchSignInAlerts = async (signal?: AbortSignal): Promise<boolean> => (await getParsed('/api/user/sign-in-alerts', alertsSchema, signal)).enabled;

export const setSignInAlerts = async (enabled: boolean): Promise<boolean> =>
  (await requestParsed('PUT', '/api/user/sign-in-alerts', alertsSchema, { body: { enabled } })).data.enabled;
