import { Controller, Get, Module, Res, type DynamicModule } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ALL_ROUTES, GATEWAY, buildOpenApi } from '@stave/contracts';
import { APP_CONFIG, Public, Route } from '@stave/platform';
import type { GatewayEnv } from './config';
import { CachedHealth } from './health/aggregate-health';

@Controller()
@Public()
class GatewayController {
  private openApi?: ReturnType<typeof buildOpenApi>;

  constructor(private readonly cachedHealth: CachedHealth) {}

  @Route(GATEWAY.health)
  async health(@Res() reply: FastifyReply): Promise<void> {
    const health = await this.cachedHealth.get();
    reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  }

  // The gateway's own readiness: it is up and routing. Unlike /health it does not fail when a service is down,
  // so an orchestrator keeps the gateway in rotation and the services that answer stay reachable (the Helm
  // chart's readiness probe for the gateway).
  @Get('health/gateway')
  gatewayHealth(@Res() reply: FastifyReply): void {
    reply.status(200).header('cache-control', 'no-store').send({ status: 'ok', service: 'gateway' });
  }

  // Generated from the zod contracts every service validates with, so it cannot drift from them.
  @Get('api/docs')
  docs() {
    this.openApi ??= buildOpenApi(ALL_ROUTES, { title: 'Stave API', version: '1' });
    return this.openApi;
  }
}

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayEnv, health: CachedHealth): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [GatewayController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CachedHealth, useValue: health },
      ],
    };
  }
}
