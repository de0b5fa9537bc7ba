import { apiUrl } from '@/lib/api-client';

// Uploaded files come back as /uploads/… paths; they are served by the API origin.
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/') ? apiUrl(path) : path;
}

// The CSP allows images from our own origin (and data:/blob:) only, so a link to an image on
// another site would be refused by the browser. Such images are shown as a styled tile with a
// link instead of a broken <img>.
export function isDisplayableImage(path: string | null | undefined): boolean {
  const url = mediaUrl(path);
  if (!url) return false;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin || parsed.protocol === 'data:' || parsed.protocol === 'blob:';
  } catch {
    return false;
  }
}
