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

const local = () => window.localStorage;
const session = () => window.sessionStorage;

// Spec §7: local storage first, then session storage.
export function readAuthToken(): string | null {
  return read(local, STORAGE_KEYS.authToken) ?? read(session, STORAGE_KEYS.authToken);
}

export function readStoredUserJson(): string | null {
  return read(local, STORAGE_KEYS.user) ?? read(session, STORAGE_KEYS.user);
}

export function clearAuthToken(): void {
  remove(local, STORAGE_KEYS.authToken);
  remove(session, STORAGE_KEYS.authToken);
}

export function clearStoredUser(): void {
  remove(local, STORAGE_KEYS.user);
  remove(session, STORAGE_KEYS.user);
}

export function clearAuthStorage(): void {
  clearAuthToken();
  clearStoredUser();
}
