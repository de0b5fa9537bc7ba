import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Post } from '@nestjs/common';
import type { RouteContract } from '@stave/contracts';
import { AllowSuspended, Public } from '../auth/auth.decorators';
import { ActingFor, type Acting } from '@stave/domain';
import { compareRoutes, declaredRoutes } from './route-inventory';

@Controller('api/things')
class ThingsController {
  @Get(['', 'all'])
  list() {}

  @Public()
  @Get(':id')
  one() {}

  @Post(':id/like')
  like(@ActingFor('post') acting: Acting) {
    return acting;
  }

  @AllowSuspended()
  @Get('mine')
  mine() {}
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

@Module({ imports: [ThingsModule] })
class AppModule {}

const contract = (method: 'GET' | 'POST', path: string, auth: RouteContract['auth'], more: Pick<RouteContract, 'allowSuspended'> = {}): RouteContract => ({
  method,
  path,
  auth,
  owner: 'social',
  summary: '',
  responses: {},
  ...more,
});

describe(declaredRoutes.name, () => {
  it('reads methods, paths, auth modes and X-Act-As from the controllers of imported modules', () => {
    expect(declaredRoutes([AppModule])).toEqual([
      { method: 'GET', path: '/api/things', auth: 'required', actsAs: false, allowSuspended: false },
      { method: 'GET', path: '/api/things/all', auth: 'required', actsAs: false, allowSuspended: false },
      { method: 'GET', path: '/api/things/:id', auth: 'none', actsAs: false, allowSuspended: false },
      { method: 'POST', path: '/api/things/:id/like', auth: 'required', actsAs: true, allowSuspended: false },
      { method: 'GET', path: '/api/things/mine', auth: 'required', actsAs: false, allowSuspended: true },
    ]);
  });
});

describe(compareRoutes.name, () => {
  it('names the routes only one side has, and the ones whose auth differs', () => {
    const contracts = [
      contract('GET', '/api/things', 'required', { allowSuspended: true }),
      contract('GET', '/api/things/:id', 'required'),
      contract('GET', '/api/things/mine', 'required'),
      contract('GET', '/api/gone', 'required'),
    ];

    expect(compareRoutes('social', declaredRoutes([AppModule]), contracts, ['GET /api/things/all'])).toEqual({
      withoutContract: ['POST /api/things/:id/like'],
      withoutController: ['GET /api/gone'],
      authDiffers: [
        'GET /api/things/:id: controller none, contract required',
        'GET /api/things/mine: a suspended member reaches the controller, the contract says otherwise',
        'GET /api/things: a suspended member does not reach the controller, the contract says otherwise',
      ],
    });
  });
});
