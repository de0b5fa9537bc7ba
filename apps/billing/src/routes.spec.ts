import { describe, expect, it } from '@jest/globals';
import { ALL_ROUTES } from '@stave/contracts';
import { compareRoutes, declaredRoutes } from '@stave/platform/testing';
import { billingService } from './app.module';

// A route is written once, as its contract in libs/contracts (which the gateway routes by and /api/docs
// documents); the controller method is bound to it with @Route. This keeps them the same route.
describe('billing routes', () => {
  it('has a contract for every controller route and a controller for every contract, with the same auth, bound to its contract (@Route) and reading what it declares', () => {
    expect(compareRoutes('billing', declaredRoutes(billingService.modules({} as never)), ALL_ROUTES)).toEqual({
      withoutContract: [],
      withoutController: [],
      authDiffers: [],
      schemaDiffers: [],
    });
  });
});
