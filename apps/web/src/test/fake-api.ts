// The network of a component spec: fetch answered by method and path with JSON, every request
// recorded. Components keep their real API modules and query hooks; only the wire is fake.

export interface RecordedRequest {
  method: string;
  // Path without the query string; `search` holds the query.
  path: string;
  search: URLSearchParams;
  headers: Headers;
  // The JSON body parsed (undefined: none; a FormData body is kept as it is).
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  // Beside Content-Type (a list's x-total-count and x-next-page).
  headers?: Record<string, string>;
}

// A fixed answer (JSON body, 200), or a function of the request. A pending promise holds the
// request open (loading states).
export type Responder = string | number | boolean | null | undefined | object | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

interface Route {
  method: string;
  path: string | RegExp;
  respond: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;
  once: boolean;
}

export interface FakeApi {
  // `path` is the pathname (exact string) or a RegExp tested against it.
  on(method: string, path: string | RegExp, answer: Responder, status?: number): FakeApi;
  // Answers the next matching request only, then falls back to the other routes.
  once(method: string, path: string | RegExp, answer: Responder, status?: number): FakeApi;
  // Requests that reached fetch, in order.
  readonly requests: RecordedRequest[];
  // Those of one method and path.
  requestsTo(method: string, path: string | RegExp): RecordedRequest[];
  // Requests no route answered (they were answered 404).
  readonly unhandled: RecordedRequest[];
  // The network is down: every request rejects as fetch does (TypeError).
  offline(down: boolean): void;
}

const matches = (route: Route, method: string, path: string) =>
  route.method === method && (typeof route.path === 'string' ? route.path === path : route.path.test(path));

function toResponder(answer: Responder, status: number): Route['respond'] {
  if (typeof answer === 'function') return answer as Route['respond'];
  return () => ({ status, body: answer });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

// Installs the fake on globalThis.fetch; restored by the returned api's owner (renderWithProviders'
// cleanup, or jest's fresh environment per file).
export function installFakeApi(): FakeApi {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const unhandled: RecordedRequest[] = [];
  let down = false;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin);
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    requests.push(request);
    if (down) throw new TypeError('Failed to fetch');
    const index = routes.findIndex((route) => matches(route, request.method, request.path));
    if (index === -1) {
      unhandled.push(request);
      return new Response(JSON.stringify({ message: `No fake answer for ${request.method} ${request.path}` }), { status: 404 });
    }
    const route = routes[index]!;
    if (route.once) routes.splice(index, 1);
    const answer = await route.respond(request);
    const status = answer.status ?? 200;
    const body = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  };

  const api: FakeApi = {
    on(method, path, answer, status = 200) {
      // Later routes win over earlier ones, so a spec can override a default.
      routes.unshift({ method: method.toUpperCase(), path, respond: toResponder(answer, status), once: false });
      return api;
    },
    once(method, path, answer, status = 200) {
      routes.unshift({ method: method.toUpperCase(), path, respond: toResponder(answer, status), once: true });
      return api;
    },
    requests,
    requestsTo: (method, path) => requests.filter((r) => matches({ method: method.toUpperCase(), path, respond: () => ({}), once: false }, r.method, r.path)),
    unhandled,
    offline(next) {
      down = next;
    },
  };
  return api;
}

// A response that never comes (the screen stays in its loading state).
export const never = (): Promise<FakeAnswer> => new Promise(() => undefined);
