import { z } from 'zod';

// The devices signed in to an account: each sign-in is a session until it signs out, is signed out
// from another, or its token expires (24 h).
export const SessionSchema = z.object({
  id: z.number().int(),
  // 'Chrome on macOS', from the browser's user agent; 'Unknown device' when it says nothing we know.
  device: z.string(),
  ipAddress: z.string().nullable(),
  // The country of that address at sign-in ('United Kingdom'; DB-IP's IP-to-Country Lite), null when not known.
  place: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  // The session this request came from.
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEnded = z.infer<typeof SessionsEndedSchema>;

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  endedOne: 'Signed out of that session',
  endedOthers: 'Signed out of every other session',
} as const;

// Mail the member when a sign-in comes from a device and address none of their sessions had before (on unless
// turned off).
export const SignInAlertsSchema = z.object({ enabled: z.boolean({ error: 'Choose on or off' }) });
export type SignInAlerts = z.infer<typeof SignInAlertsSchema>;
