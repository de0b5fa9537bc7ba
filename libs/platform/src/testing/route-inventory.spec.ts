import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Post } from '@nestjs/common';
import type { RouteContract } from '@stave/contracts';
import { Public } from '../auth/auth.decorators';
import { ActingFor, type Acting } from '../projections/team-memberships';
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
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

@Module({ imports: [ThingsModule] })
class AppModule {}

const contract = (method: 'GET' | 'POST', path: string, auth: RouteContract['auth']): RouteContract => ({
  method,
  path,
  auth,
  owner: 'social',
  summary: '',
  responses: {},
});

describe(declaredRoutes.name, () => {
  it('reads methods, paths, auth modes and X-Act-As from the controllers of imported modules', () => {
    expect(declaredRoutes([AppModule])).toEqual([
      { method: 'GET', path: '/api/things', auth: 'required', actsAs: false },
      { method: 'GET', path: '/api/things/all', auth: 'required', actsAs: false },
      { method: 'GET', path: '/api/things/:id', auth: 'none', actsAs: false },
      { method: 'POST', path: '/api/things/:id/like', auth: 'required', actsAs: true },
    ]);
  });
});

describe(compareRoutes.name, () => {
  it('names the routes only one side has, and the ones whose auth differs', () => {
    const contracts = [contract('GET', '/api/things', 'required'), contract('GET', '/api/things/:id', 'required'), contract('GET', '/api/gone', 'required')];

    expect(compareRoutes('social', declaredRoutes([AppModule]), contracts, ['GET /api/things/all'])).toEqual({
      withoutContract: ['POST /api/things/:id/like'],
      withoutController: ['GET /api/gone'],
      authDiffers: ['GET /api/things/:id: controller none, contract required'],
    });
  });
});
