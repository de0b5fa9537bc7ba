// Where the member is signed in: the list, and signing one or all the others out.
import type { Session, SessionsEnded } from '@stave/contracts';
import { IDENTITY } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const listSchema = async () => {
  const { SessionSchema } = await import('@stave/contracts/identity');
  return SessionSchema.array();
};
const endedSchema = async () => (await import('@stave/contracts/identity')).SessionsEndedSchema;

export const fetchSessions = (signal?: AbortSignal): Promise<Session[]> => apiData(IDENTITY.sessions, listSchema, { signal });

export const endSession = async (id: number): Promise<SessionsEnded> => apiData(IDENTITY.endSession, endedSchema, { params: { id } });

export const endOtherSessions = async (): Promise<SessionsEnded> => apiData(IDENTITY.endOtherSessions, endedSchema);

const alertsSchema = async () => (await import('@stave/contracts/identity')).SignInAlertsSchema;

export const fetchSignInAlerts = async (signal?: AbortSignal): Promise<boolean> => (await apiData(IDENTITY.signInAlerts, alertsSchema, { signal })).enabled;

export const setSignInAlerts = async (enabled: boolean): Promise<boolean> =>
  (await apiData(IDENTITY.setSignInAlerts, alertsSchema, { body: { enabled } })).enabled;
