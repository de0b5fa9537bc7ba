import type { ListingView } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { MARKETPLACE } from '@stave/contracts/paths';
import { apiUrl, throwIfNotOk } from '@/lib/api-client';
import { apiPath } from '@/lib/api-json';
import { readAuthToken } from '@/lib/auth-storage';

// MARKETPLACE.addPhotos, multipart field `images`. fetch() reports no upload
// progress, so this one call goes through XMLHttpRequest and its upload.onprogress (a bar
// per photo). A refusal is read as any other answer (throwIfNotOk: the server's message and code,
// and a 401 ends the session as usual). `actAs`: the listing was just created as that business, so its
// photos go up as the business too.
export function uploadListingPhoto(
  listingId: number,
  file: File,
  onProgress: (fraction: number) => void,
  { signal, actAs }: { signal?: AbortSignal; actAs?: number | null } = {},
): Promise<ListingView> {
  return new Promise<ListingView>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(apiPath(MARKETPLACE.addPhotos, { params: { id: listingId } })));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readAuthToken();
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('X-Auth-Token', token);
    }
    for (const [name, value] of Object.entries(actAsHeaders(actAs) ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError('Network error while uploading'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'text/plain' },
      });
      throwIfNotOk(response)
        .then(async () => {
          onProgress(1);
          const { ListingViewSchema } = await import('@stave/contracts/marketplace');
          resolve(ListingViewSchema.parse(JSON.parse(xhr.responseText)));
        })
        .catch(reject);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('images', file, file.name);
    xhr.send(form);
  });
}
