import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// One registry per app: embedded mode runs seven apps in one process and prom-client's global
// registry would mix their series.
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly latency: Histogram<'method' | 'route'>;
  readonly dbQueries: Histogram<'method' | 'route'>;

  constructor(app: string, options: { processMetrics: boolean }) {
    this.registry.setDefaultLabels({ app });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.dbQueries = new Histogram({
      name: 'http_request_db_queries',
      help: 'Database statements per HTTP request',
      labelNames: ['method', 'route'],
      buckets: [0, 1, 2, 3, 5, 8, 13, 21],
      registers: [this.registry],
    });
  }

  // Services only (the gateway has no database): statements per request, where an N+1 shows first.
  recordDbQueries(method: string, route: string | undefined, count: number): void {
    this.dbQueries.observe({ method, route: route ?? 'unmatched' }, count);
  }

  // Called from each app's onResponse hook: the route pattern, not the URL, keeps cardinality bounded.
  recordResponse(method: string, route: string | undefined, status: number, elapsedMs: number): void {
    const label = route ?? 'unmatched';
    this.requests.inc({ method, route: label, status: String(status) });
    this.latency.observe({ method, route: label }, elapsedMs / 1000);
  }
}
