import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import type { Health } from '@stave/contracts';
import { Public } from '../auth/auth.decorators';
import { EventBus } from '../events/event-bus';
import { EventsLifecycle } from '../events/events.lifecycle';
import { OutboxRelay } from '../events/outbox-relay';
import { SERVICE_NAME } from '../kernel/tokens';
import { AppMetrics } from '../metrics/metrics';
import { RedisHealth } from '../redis/redis.ports';

async function check(fn: () => Promise<unknown>, timeoutMs = 2000): Promise<Health['checks'][string]> {
  const started = performance.now();
  try {
    await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs).unref())]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}

@Controller()
@Public()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly redis: RedisHealth,
    private readonly metrics: AppMetrics,
    private readonly relay: OutboxRelay,
    private readonly events: EventsLifecycle,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get('health')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [database, bus, redis] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1')),
      check(() => this.bus.ping()),
      check(() => this.redis.ping()),
    ]);
    const checks = { database, [this.bus.kind]: bus, redis };
    const body: Health = {
      status: Object.values(checks).every((c) => c.status === 'up') ? 'ok' : 'down',
      service: this.service,
      checks,
    };
    reply
      .status(body.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  }

  // Readiness (Kubernetes takes an unready pod out of its Service): only the database, without which this service
  // can serve nothing. Kafka and Redis outages are ridden out (events wait in the outbox; docs/operations.md), so
  // they must not take every pod of every service out of rotation at once; /health still reports them.
  @Get('health/ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const database = await check(() => this.dataSource.query('SELECT 1'));
    reply
      .status(database.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: database.status === 'up' ? 'ok' : 'down', service: this.service, checks: { database } });
  }

  @Get('metrics')
  async metricsText(@Res() reply: FastifyReply): Promise<void> {
    const [backlog, lag] = await Promise.all([this.relay.backlog().catch(() => -1), this.events.lag().catch(() => -1)]);
    const extra = [
      '# HELP outbox_backlog Outbox rows committed but not yet published',
      '# TYPE outbox_backlog gauge',
      `outbox_backlog{app="${this.service}"} ${backlog}`,
      '# HELP event_consumer_lag Messages on subscribed topics not yet processed by this service',
      '# TYPE event_consumer_lag gauge',
      `event_consumer_lag{app="${this.service}"} ${lag}`,
      '',
    ].join('\n');
    reply.header('content-type', this.metrics.registry.contentType).send((await this.metrics.registry.metrics()) + extra);
  }
}
