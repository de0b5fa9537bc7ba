import { ALL_ROUTES, type HttpMethod, type RouteAuth, type RouteContract } from '@stave/contracts';

interface CompiledRoute {
  method: HttpMethod;
  pattern: RegExp;
  auth: RouteAuth;
}

function compile(route: RouteContract): CompiledRoute {
  const source = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method: route.method, pattern: new RegExp(`^${source}/?$`), auth: route.auth };
}

// How much a route needs a token, from the route contracts. A stale token must not lock a member
// out of signing in (the spec's client sends whatever token it holds), so the edge refuses a bad
// token only where one is required; routes without a contract yet count as required.
export class RouteAuthTable {
  private readonly routes: CompiledRoute[];

  constructor(routes: RouteContract[] = ALL_ROUTES) {
    // Literal paths before parameterised ones (/api/users/recommendations before /api/users/:id).
    this.routes = routes.map(compile).sort((a, b) => Number(a.pattern.source.includes('[^/]+')) - Number(b.pattern.source.includes('[^/]+')));
  }

  modeOf(method: string, url: string): RouteAuth {
    const path = url.split('?')[0] ?? '';
    const route = this.routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    return route?.auth ?? 'required';
  }
}
