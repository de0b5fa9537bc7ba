import { describe, expect, it } from '@jest/globals';
import { ALL_ROUTES, SOCIAL } from '@stave/contracts';
import { compareRoutes, declaredRoutes } from '@stave/platform/testing';
import { socialService } from './app.module';

// A route is written once, as its contract in libs/contracts (which the gateway routes by and /api/docs
// documents); the controller method is bound to it with @Route. This keeps them the same route.
describe('social routes', () => {
  it('has a contract for every controller route and a controller for every contract, with the same auth, bound to its contract (@Route) and reading what it declares', () => {
    expect(compareRoutes('social', declaredRoutes(socialService.modules({} as never)), ALL_ROUTES)).toEqual({
      withoutContract: [],
      withoutController: [],
      authDiffers: [],
      schemaDiffers: [],
    });
  });

  // These validated their member or record id with the posts' PostIdParamsSchema, whatever the contract said.
  it.each([
    ['GET /api/users/:id/follow', SOCIAL.followStatus],
    ['POST /api/users/:id/follow', SOCIAL.follow],
    ['GET /api/users/:id/mute', SOCIAL.muteStatus],
    ['PUT /api/users/:id/mute', SOCIAL.mute],
    ['DELETE /api/users/:id/mute', SOCIAL.unmute],
    ['GET /api/posts/user/:id', SOCIAL.byAuthor],
    ['DELETE /api/connections/:id', SOCIAL.removeConnection],
    ['PUT /api/connection-requests/:id/accept', SOCIAL.acceptRequest],
    ['PUT /api/connection-requests/:id/decline', SOCIAL.declineRequest],
    ['DELETE /api/connection-requests/:id', SOCIAL.withdrawRequest],
    ['POST /api/notifications/:id/read', SOCIAL.markNotificationRead],
    ['GET /api/achievements/:id', SOCIAL.memberAchievements],
    ['POST /api/achievements/:id/mark-viewed', SOCIAL.markAchievementViewed],
  ])("%s validates its params with its contract's schema", (route, contract) => {
    const served = declaredRoutes(socialService.modules({} as never)).find((each) => `${each.method} ${each.path}` === route);
    expect(served?.contracts).toEqual([contract]);
    expect(served?.reads).toContainEqual({ part: 'params', pipes: 0 });
  });
});
