import type { RouteAnswer, RouteContract, RoutePath } from '@stave/contracts';
import type { z } from 'zod';
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
async function requestParsed<T>(method: HttpMethod, path: string, loadSchema: SchemaLoader<T>, options: RequestInput): Promise<JsonAnswer<T>> {
  const schema = loadSchema();
  schema.catch(() => undefined); // a failed request reports first; the loader's failure then surfaces below
  const res = await apiFetch(method, path, options.body, { signal: options.signal, headers: options.headers });
  await throwIfNotOk(res);
  return { data: (await schema).parse(await readJson(res)), headers: res.headers };
}

// A list repeats its key (?genre=jazz&genre=folk).
type QueryValue = string | number | boolean | undefined | null | readonly string[];

function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// The typed client (docs/web.md#calling-the-api): a call names its route from the generated tables
// (`import { JOBS } from '@stave/contracts/paths'`, a string the build inlines), and what it sends is typed from that
// route's contract: its path's params (substituted, encoded), its query (a list repeats its key) and its body. A
// call that reads the answer names the schema it is parsed with, from the route's area, loaded while the request is in
// flight; the compiler holds that schema to the route's successful answer.
type ParamsInput<C> = C extends { params: infer P extends z.ZodObject } ? { params: { [K in keyof z.output<P>]: string | number } } : { params?: never };
type QueryInput<C> = C extends { query: infer Q extends z.ZodObject } ? { query?: { [K in keyof z.input<Q>]?: QueryValue } } : { query?: never };
type BodyInput<C> = C extends { body: infer B extends z.ZodType }
  ? undefined extends z.input<B>
    ? { body?: z.input<B> }
    : { body: z.input<B> }
  : C extends { multipart: object }
    ? { body: FormData }
    : { body?: never };
// A route written by a helper typed as any RouteContract (IDENTITY.portfolio.*) says only that it is a route.
type Untyped<C> = C extends { path: infer P } ? (string extends P ? true : false) : true;
type LooseInput = { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown };
export type PathInput<C> = Untyped<C> extends true ? Omit<LooseInput, 'body'> : ParamsInput<C> & QueryInput<C>;
// signOut: the sign-out call itself, sent while every other call is held (lib/api-client.ts).
type SendInput = { signal?: AbortSignal; headers?: Record<string, string>; signOut?: boolean };
export type RouteInput<C> = (Untyped<C> extends true ? LooseInput : PathInput<C> & BodyInput<C>) & SendInput;
type RequestInput = LooseInput & SendInput;
type Answer<C> = Untyped<C> extends true ? unknown : RouteAnswer<C>;
// The input may be left out when nothing in it is required.
type Args<I> = object extends I ? [input?: I] : [input: I];

const methodOf = (route: string) => route.slice(0, route.indexOf(' ')) as HttpMethod;

// The route's path with its params and query: what a call requests, and the address of a file (an image, a download).
export function apiPath<C extends RouteContract>(route: RoutePath<C>, ...[input]: Args<PathInput<C>>): string {
  return pathOf(route, (input ?? {}) as LooseInput);
}

function pathOf(route: string, { params, query }: LooseInput): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  return query ? withQuery(path, query) : path;
}

// The answer, checked against `loadSchema`, with its headers (paging).
export function apiCall<C extends RouteContract, T extends Answer<C>>(
  route: RoutePath<C>,
  loadSchema: SchemaLoader<T>,
  ...[input]: Args<RouteInput<C>>
): Promise<JsonAnswer<T>> {
  const options = (input ?? {}) as RequestInput;
  return requestParsed(methodOf(route), pathOf(route, options), loadSchema, options);
}

// The answer, checked against `loadSchema`.
export async function apiData<C extends RouteContract, T extends Answer<C>>(
  route: RoutePath<C>,
  loadSchema: SchemaLoader<T>,
  ...args: Args<RouteInput<C>>
): Promise<T> {
  return (await apiCall(route, loadSchema, ...args)).data;
}

// A call whose answer carries nothing the screen needs (204, or a message).
export async function apiSend<C extends RouteContract>(route: RoutePath<C>, ...args: Args<RouteInput<C>>): Promise<void> {
  await throwIfNotOk(await apiResponse(route, ...args));
}

// The raw response, never thrown on its status: for a file, or an answer whose refusal the screen reads itself.
export function apiResponse<C extends RouteContract>(route: RoutePath<C>, ...[input]: Args<RouteInput<C>>): Promise<Response> {
  const options = (input ?? {}) as RequestInput;
  return apiFetch(methodOf(route), pathOf(route, options), options.body, { signal: options.signal, headers: options.headers, signOut: options.signOut });
}
