import type { RouteContract, RouteGroup } from '@stave/contracts';
import type { RouteAnswer, RouteBodyIn, RouteParamsIn, RoutePath, RouteQueryIn } from '@stave/contracts/paths/route-path';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import type { JsonAnswer } from '@/lib/api-json';

// The API client (docs/web.md § Calling the API): a call names its route by the generated table
// (`MESSAGING_PATHS.send` from `@stave/contracts/paths/messaging`), never by a path typed here. The path is built from
// the table at once, so the request starts while the area's contracts (zod and the schemas) load; the answer is then
// parsed with the route's own response schema.

// A path or query value is text on the wire: a number or a boolean is sent as its text.
type UrlValues<T> = { [K in keyof T]: T[K] extends string | undefined ? T[K] | number | boolean : T[K] };
type Params<C> = RouteParamsIn<C> extends undefined ? { params?: undefined } : { params: UrlValues<RouteParamsIn<C>> };
type Query<C> = RouteQueryIn<C> extends undefined ? { query?: undefined } : { query?: UrlValues<RouteQueryIn<C>> };
type Body<C> = RouteBodyIn<C> extends undefined ? { body?: undefined } : { body: RouteBodyIn<C> };
export type CallParts<C> = Params<C> & Query<C> & Body<C> & { signal?: AbortSignal; headers?: Record<string, string> };

// The area's keyed contracts, loaded on demand: `() => import('@stave/contracts/messaging').then((m) => m.MESSAGING)`.
export type AreaLoader = () => Promise<RouteGroup>;

// The route's path with its params in place (each encoded), and its query (empty values left out).
export function urlOf(route: RoutePath, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.key}: no ${name} for ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function contractAt(group: RouteGroup, key: string): RouteContract {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], group);
  if (!found) throw new Error(`no contract at ${key}`);
  return found as RouteContract;
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function callRoute<C extends RouteContract>(route: RoutePath<C>, parts: CallParts<C>, area: AreaLoader): Promise<JsonAnswer<RouteAnswer<C>>> {
  const contract = area().then((group) => contractAt(group, route.key));
  contract.catch(() => undefined); // a failed request reports first; the loader's failure then surfaces below
  const res = await apiFetch(route.method, urlOf(route, parts.params, parts.query), parts.body, { signal: parts.signal, headers: parts.headers });
  await throwIfNotOk(res);
  const schema = (await contract).responses[res.status];
  const body = await readJson(res);
  const data = schema && 'parse' in schema ? schema.parse(body) : body;
  return { data: data as RouteAnswer<C>, headers: res.headers };
}
