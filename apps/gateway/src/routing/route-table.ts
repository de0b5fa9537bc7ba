import { ALL_ROUTES, bodyLimitOf, type HttpMethod, type RouteAuth, type RouteContract, type ServiceName } from '@stave/contracts';

// A route the gateway forwards, as its contract declares it (libs/contracts): the owner service,
// how much a token matters, and how the body travels. JSON bodies (≤ 1 MiB) are read whole at the
// edge before a service connection is taken, so a slow client never holds one; uploads stream
// through, on their own smaller pool of connections.
export interface ProxyRoute {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  auth: RouteAuth;
  body: { kind: 'buffered' | 'streamed'; maxBytes: number };
}

export function proxyRoutes(contracts: RouteContract[] = ALL_ROUTES): ProxyRoute[] {
  const seen = new Map<string, string>();
  const routes: ProxyRoute[] = [];
  for (const contract of contracts) {
    const key = `${contract.method} ${contract.path}`;
    const owner = seen.get(key);
    if (owner && owner !== contract.owner) throw new Error(`${key} is claimed by both ${owner} and ${contract.owner}`);
    seen.set(key, contract.owner);
    // The gateway's own routes (/health, the composed /api/user/stats) are answered here.
    if (contract.owner === 'gateway' || owner) continue;
    routes.push({
      method: contract.method,
      path: contract.path,
      service: contract.owner,
      auth: contract.auth,
      body: { kind: contract.multipart ? 'streamed' : 'buffered', maxBytes: bodyLimitOf(contract) },
    });
  }
  return routes;
}
