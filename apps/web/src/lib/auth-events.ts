// Window events that connect the API client (no React) with AuthProvider (React).
// WARNING: the names are part of the product's contract with its pages; other code and tests listen for them.
export const AUTH_EVENTS = {
  // A 401 arrived while a token was stored; the token has been cleared.
  tokenExpired: 'token-expired',
  // A 401/403 carried a recognised expiry message; the cached user must be emptied.
  sessionExpired: 'session-expired',
  // Login/registration stored a new token and user; re-read storage.
  authStateChanged: 'auth-state-changed',
  // Ours: the member chose to sign out and the logout call is about to go. What holds the session
  // open (the live socket) lets go first, so the revocation it causes ends nothing mid-render.
  signingOut: 'stave:signing-out',
  // Ours: the server answered ACCOUNT_SUSPENDED to the stored token, now marked restricted; the app
  // shows the suspended member's notice instead of its shell.
  accountRestricted: 'stave:account-restricted',
} as const;

export type AuthEventName = (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS];

export function emitAuthEvent(name: AuthEventName): void {
  window.dispatchEvent(new Event(name));
}
