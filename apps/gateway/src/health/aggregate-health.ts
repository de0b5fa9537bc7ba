import { request } from 'undici';
import { HealthSchema, type ServiceName } from '@stave/contracts';

export async function aggregateHealth(upstreams: Record<ServiceName, string>) {
  const entries = await Promise.all(
    (Object.entries(upstreams) as Array<[ServiceName, string]>).map(async ([service, base]) => {
      try {
        const response = await request(`${base}/health`, { headersTimeout: 3000, bodyTimeout: 3000 });
        const parsed = HealthSchema.safeParse(await response.body.json());
        if (!parsed.success) return [service, { status: 'down' as const, error: 'unreadable health answer' }] as const;
        return [service, parsed.data] as const;
      } catch (error) {
        return [service, { status: 'down' as const, error: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  const services = Object.fromEntries(entries);
  const status = entries.every(([, health]) => health.status === 'ok') ? ('ok' as const) : ('down' as const);
  return { status, services };
}
