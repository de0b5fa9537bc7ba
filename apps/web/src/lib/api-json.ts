import { apiFetch, throwIfNotOk, type HttpMethod, type ResponseSchema } from '@/lib/api-client';

export interface JsonAnswer<T> {
  data: T;
  headers: Headers;
}

// Schemas carry zod (~22 KiB brotli). Code loads the schema it needs on demand from its area,
// `(await import('@stave/contracts/<area>')).SomeSchema`: one chunk per area, so a route fetches zod and its own
// area's schemas, never the whole library (an awaited area keeps every export of its index: docs/web.md § Bundle).
export type SchemaLoader<T> = () => Promise<ResponseSchema<T>>;

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

// One request whose answer is checked against a contracts schema. The schema is fetched in
// parallel with the request, so lazy loading costs no extra round trip.
export async function requestParsed<T>(
  method: HttpMethod,
  path: string,
  loadSchema: SchemaLoader<T>,
  options: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const schema = loadSchema();
  schema.catch(() => undefined); // a failed request reports first; the loader's failure then surfaces below
  const res = await apiFetch(method, path, options.body, { signal: options.signal, headers: options.headers });
  await throwIfNotOk(res);
  return { data: (await schema).parse(await readJson(res)), headers: res.headers };
}

export async function getParsed<T>(path: string, loadSchema: SchemaLoader<T>, signal?: AbortSignal): Promise<T> {
  return (await requestParsed('GET', path, loadSchema, { signal })).data;
}

// A call whose answer carries nothing the screen needs (204, or a message).
export async function send(method: HttpMethod, path: string, body?: unknown): Promise<void> {
  const res = await apiFetch(method, path, body);
  await throwIfNotOk(res);
}

export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
