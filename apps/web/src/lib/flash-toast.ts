import type { ToastInput } from '@/hooks/useToast';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// Login, registration and logout reload the page; their toasts would vanish with it.
// They are parked in session storage and shown once by the next page load.
export type FlashToast = Pick<ToastInput, 'title' | 'description' | 'variant' | 'duration'> & { title: string; description?: string };

export function queueFlashToast(input: FlashToast): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.flashToast, JSON.stringify(input));
  } catch {
    // Storage unavailable: the toast is simply not shown after the reload.
  }
}

export function takeFlashToast(): FlashToast | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.flashToast);
    if (!raw) return null;
    window.sessionStorage.removeItem(STORAGE_KEYS.flashToast);
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || typeof (parsed as { title?: unknown }).title !== 'string') return null;
    return parsed as FlashToast;
  } catch {
    return null;
  }
}
