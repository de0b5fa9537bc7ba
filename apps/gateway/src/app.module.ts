import { Controller, Get, Inject, Module, Res, type DynamicModule } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ALL_ROUTES, buildOpenApi } from '@stave/contracts';
import { APP_CONFIG, Public } from '@stave/platform';
import { upstreams, type GatewayEnv } from './config';
import { aggregateHealth } from './health/aggregate-health';

@Controller()
@Public()
class GatewayController {
  private openApi?: ReturnType<typeof buildOpenApi>;

  constructor(@Inject(APP_CONFIG) private readonly config: GatewayEnv) {}

  @Get('health')
  async health(@Res() reply: FastifyReply): Promise<void> {
    const health = await aggregateHealth(upstreams(this.config));
    reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
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
  static forRoot(config: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [GatewayController],
      providers: [{ provide: APP_CONFIG, useValue: config }],
    };
  }
}
