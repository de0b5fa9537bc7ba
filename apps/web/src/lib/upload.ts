import type { RoutePath } from '@stave/contracts';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { apiPath } from '@/lib/api-json';

// 'Upload failed: {status} - {body}'. The body's message is used when it is the
// standard error JSON, so people read 'Invalid file type' rather than raw JSON.
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Upload failed: ${status} - ${body}`);
    this.name = 'UploadError';
  }
}

// One file in a multipart form; the answer's JSON, or an UploadError with the server's words.
export async function postFile(route: RoutePath, field: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append(field, file);
  const res = await apiFetch('POST', apiPath(route), form);
  if (!res.ok) {
    if (res.status === 401) await throwIfNotOk(res); // clears an expired session first
    const text = await res.text().catch(() => '');
    let body = text || res.statusText;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') body = parsed.message;
    } catch {
      // Not JSON: keep the text.
    }
    throw new UploadError(res.status, body);
  }
  return res.json();
}
