import { STORAGE_KEYS } from '@/lib/storage-keys';

// Remembers the last page a signed-in member opened in this tab, so a later visit can return
// there; the 404 page forgets it so Go Home really lands on /.
export function rememberPath(path: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.lastPath, path);
  } catch {
    // Session storage unavailable: nothing to remember.
  }
}

export function forgetRememberedPath(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.lastPath);
  } catch {
    // Session storage unavailable: nothing to forget.
  }
}
