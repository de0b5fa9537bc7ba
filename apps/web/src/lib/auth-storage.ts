import { STORAGE_KEYS } from '@/lib/storage-keys';

// Storage can throw (Safari private mode, blocked cookies); treat that as "nothing stored".
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

function write(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return storage().getItem(key) === value;
  } catch {
    return false;
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

// Local storage first, then session storage.
export function readAuthToken(): string | null {
  return read(local, STORAGE_KEYS.authToken) ?? read(session, STORAGE_KEYS.authToken);
}

export function readStoredUserJson(): string | null {
  return read(local, STORAGE_KEYS.user) ?? read(session, STORAGE_KEYS.user);
}

// The debug tool's cookie (`authToken`, 86 400 s). The gateway accepts it for GET
// requests, so signing out must drop it too, or GET /api/user would sign the member back in.
export const AUTH_COOKIE_MAX_AGE_S = 86_400;

export function writeAuthCookie(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORAGE_KEYS.authToken}=${encodeURIComponent(token)}; Max-Age=${AUTH_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function hasAuthCookie(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${STORAGE_KEYS.authToken}=`));
}

export function clearAuthCookie(): void {
  document.cookie = `${STORAGE_KEYS.authToken}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function clearAuthToken(): void {
  remove(local, STORAGE_KEYS.authToken);
  remove(session, STORAGE_KEYS.authToken);
  remove(local, STORAGE_KEYS.restrictedToken);
  remove(session, STORAGE_KEYS.restrictedToken);
  clearAuthCookie();
}

// The stored token is a suspended member's (the login said `restricted`, or the server answered
// ACCOUNT_SUSPENDED). Kept with the token itself, so a later sign-in with a whole token is never taken for one.
export function markTokenRestricted(token: string): void {
  const storage = read(local, STORAGE_KEYS.authToken) === token ? local : session;
  write(storage, STORAGE_KEYS.restrictedToken, token);
}

export function isStoredTokenRestricted(): boolean {
  const token = readAuthToken();
  return token !== null && (read(local, STORAGE_KEYS.restrictedToken) ?? read(session, STORAGE_KEYS.restrictedToken)) === token;
}

export function clearStoredUser(): void {
  remove(local, STORAGE_KEYS.user);
  remove(session, STORAGE_KEYS.user);
}

export function clearAuthStorage(): void {
  clearAuthToken();
  clearStoredUser();
}

// A storage write/read test runs before login; when it fails the login is aborted.
export function canStoreAuth(): boolean {
  const probe = `stave:probe:${Date.now()}`;
  const ok = write(local, probe, probe) || write(session, probe, probe);
  remove(local, probe);
  remove(session, probe);
  return ok;
}

// Login stores the token and user. Local storage keeps the member signed in across
// tabs and restarts; session storage is the fallback where local storage is refused.
export function storeAuthSession(token: string, userJson: string): boolean {
  if (write(local, STORAGE_KEYS.authToken, token) && write(local, STORAGE_KEYS.user, userJson)) return true;
  remove(local, STORAGE_KEYS.authToken);
  remove(local, STORAGE_KEYS.user);
  return write(session, STORAGE_KEYS.authToken, token) && write(session, STORAGE_KEYS.user, userJson);
}

// Keeps the stored fallback user in step after a profile change, in whichever storage holds it.
export function updateStoredUserJson(userJson: string): void {
  if (read(local, STORAGE_KEYS.user) !== null) write(local, STORAGE_KEYS.user, userJson);
  if (read(session, STORAGE_KEYS.user) !== null) write(session, STORAGE_KEYS.user, userJson);
}

// 'Clear stored data': empties both storages (and the debug cookie).
export function clearAllBrowserStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Unavailable: nothing stored there.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Unavailable: nothing stored there.
  }
  clearAuthCookie();
}
