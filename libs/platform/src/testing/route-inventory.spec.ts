import { describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import type { HttpMethod, RouteContract } from '@stave/contracts';
import { AllowSuspended, Public } from '../auth/auth.decorators';
import { Route } from '../http/route.decorator';
import { ZodPipe } from '../http/zod.pipe';
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
      { method: 'GET', path: '/api/things', auth: 'required', actsAs: false, allowSuspended: false, contracts: [], reads: [] },
      { method: 'GET', path: '/api/things/all', auth: 'required', actsAs: false, allowSuspended: false, contracts: [], reads: [] },
      { method: 'GET', path: '/api/things/:id', auth: 'none', actsAs: false, allowSuspended: false, contracts: [], reads: [] },
      { method: 'POST', path: '/api/things/:id/like', auth: 'required', actsAs: true, allowSuspended: false, contracts: [], reads: [] },
      { method: 'GET', path: '/api/things/mine', auth: 'required', actsAs: false, allowSuspended: true, contracts: [], reads: [] },
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
      schemaDiffers: [
        'GET /api/things/:id: the handler is not bound to its contract (@Route)',
        'GET /api/things/mine: the handler is not bound to its contract (@Route)',
        'GET /api/things: the handler is not bound to its contract (@Route)',
      ],
    });
  });

  it('names the handlers that validate anything but their contract: a pipe of their own, a part it does not declare, a part it declares left unread', () => {
    const json = (method: HttpMethod, path: string, parts: { params?: z.ZodObject; query?: z.ZodObject; body?: z.ZodType }): RouteContract => ({
      method,
      path,
      auth: 'required',
      owner: 'social',
      summary: '',
      responses: {},
      ...parts,
    });
    const bound = {
      create: json('POST', '/api/widgets', { body: z.object({ name: z.string() }) }),
      rename: json('PATCH', '/api/widgets/:id', { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) }),
      list: json('GET', '/api/widgets', { query: z.object({ page: z.string() }) }),
      one: json('GET', '/api/widgets/:id', { params: z.object({ id: z.string() }) }),
    };
    @Controller()
    class WidgetsController {
      @Route(bound.create)
      create(@Body(new ZodPipe(z.object({ other: z.string() }))) body: unknown) {
        return body;
      }

      @Route(bound.rename)
      rename(@Param('id') id: string, @Query() query: unknown, @Body() body: unknown) {
        return [id, query, body];
      }

      @Route(bound.list)
      list() {}

      @Route(bound.one)
      one(@Param('id') id: string) {
        return id;
      }
    }
    @Module({ controllers: [WidgetsController] })
    class WidgetsModule {}

    expect(compareRoutes('social', declaredRoutes([WidgetsModule]), Object.values(bound)).schemaDiffers).toEqual([
      'GET /api/widgets: the contract declares query, which the handler never reads (nothing validates it)',
      'PATCH /api/widgets/:id: the handler reads query, which the contract does not declare',
      "POST /api/widgets: body has a pipe of its own; the contract's schema validates it",
    ]);
  });
});
