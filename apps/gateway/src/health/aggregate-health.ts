import type { Logger } from 'pino';
import { request } from 'undici';
import { HealthSchema, type GatewayHealth, type ServiceName } from '@stave/contracts';

// Every service's /health, asked of each of its instances in parallel; a service is up when one of
// its instances is (the others' trouble is logged, and each instance's /metrics tells the rest). What
// went wrong is logged here, never sent: /health answers anyone, and an error text names hosts,
// ports and drivers.
export async function aggregateHealth(upstreams: Record<ServiceName, readonly string[]>, logger: Logger): Promise<GatewayHealth> {
  const entries = await Promise.all(
    (Object.entries(upstreams) as Array<[ServiceName, readonly string[]]>).map(async ([service, origins]) => {
      const answers = await Promise.all(origins.map((origin) => instanceHealth(service, origin, logger)));
      return [service, answers.find((answer) => answer.status === 'ok') ?? answers[0]!] as const;
    }),
  );
  const services = Object.fromEntries(entries);
  const status = entries.every(([, health]) => health.status === 'ok') ? ('ok' as const) : ('down' as const);
  return { status, services };
}

async function instanceHealth(service: ServiceName, base: string, logger: Logger): Promise<GatewayHealth['services'][ServiceName]> {
  try {
    const response = await request(`${base}/health`, { headersTimeout: 3000, bodyTimeout: 3000 });
    const parsed = HealthSchema.safeParse(await response.body.json());
    if (!parsed.success) throw new Error('unreadable health answer');
    const checks = Object.fromEntries(
      Object.entries(parsed.data.checks).map(([name, check]) => {
        if (check.error) logger.warn({ service, instance: base, check: name, error: check.error }, 'health check down');
        return [name, { status: check.status, latencyMs: check.latencyMs }];
      }),
    );
    return { ...parsed.data, checks };
  } catch (error) {
    logger.warn({ service, instance: base, error: error instanceof Error ? error.message : String(error) }, 'service health unreachable');
    return { status: 'down' as const };
  }
}

// /health is asked by load balancers, probes and anyone else, as often as they like: the answer is
// computed at most once per `ttlMs`, and callers arriving while it is computed share that work.
export class CachedHealth {
  private current?: { at: number; value: Promise<GatewayHealth> };

  constructor(
    private readonly compute: () => Promise<GatewayHealth>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<GatewayHealth> {
    const now = Date.now();
    if (!this.current || now - this.current.at >= this.ttlMs) this.current = { at: now, value: this.compute() };
    return this.current.value;
  }
}
