import { afterAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_ENVELOPE_BYTES, POST_MEDIA_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES, type RouteContract } from '@stave/contracts';
import { proxyRoutes } from './route-table';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

// The table is the contracts: the same router the gateway uses, answering with the owner.
async function routerOf(routes = proxyRoutes()) {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  apps.push(app);
  for (const route of routes) app.route({ method: route.method, url: route.path, handler: async () => ({ service: route.service, auth: route.auth }) });
  await app.ready();
  return async (method: string, url: string) => {
    const answer = await app.inject({ method: method as 'GET', url });
    return answer.statusCode === 404 ? null : (answer.json() as { service: string; auth: string });
  };
}

describe(proxyRoutes.name, () => {
  it.each([
    ['GET', '/api/user', 'identity'],
    ['PATCH', '/api/user/profile', 'identity'],
    ['POST', '/api/user/profile-picture', 'identity'],
    ['POST', '/api/login', 'identity'],
    ['GET', '/api/users?search=bass', 'identity'],
    ['GET', '/api/users/42', 'identity'],
    ['GET', '/api/users/42/', 'identity'],
    ['POST', '/api/users/42/follow', 'social'],
    ['GET', '/api/users/recommendations', 'social'],
    ['GET', '/api/user/network-stats', 'social'],
    ['GET', '/api/referrals/validate/abc', 'identity'],
    ['GET', '/uploads/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.webp', 'identity'],
    ['GET', '/media/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.mp3', 'social'],
    ['POST', '/api/posts/media', 'social'],
    ['GET', '/api/feed/posts', 'social'],
    ['POST', '/api/posts/7/like', 'social'],
    ['GET', '/api/connection-requests/sent', 'social'],
    ['GET', '/api/messages/unread-count', 'messaging'],
    ['GET', '/api/jobs/active/count', 'jobs-events'],
    ['GET', '/api/events?when=past', 'jobs-events'],
    ['POST', '/api/events/12/rsvp', 'jobs-events'],
    ['GET', '/api/events/feed/abc', 'jobs-events'],
    ['POST', '/api/events/image', 'jobs-events'],
    ['GET', '/event-images/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.webp', 'jobs-events'],
    ['GET', '/api/collaborations?genre=Rock&genre=Jazz', 'jobs-events'],
    ['POST', '/api/collaborations/demo', 'jobs-events'],
    ['GET', '/demos/0b8f7c2e-5a55-4d4e-9a43-1f3c2b1a0d9e.mp3', 'jobs-events'],
    ['GET', '/api/marketplace/categories', 'marketplace'],
    ['GET', '/api/marketplace/listings/my', 'marketplace'],
    ['PATCH', '/api/marketplace/listings/9', 'marketplace'],
  ])('sends %s %s to %s', async (method, url, service) => {
    const route = await routerOf();

    expect((await route(method, url))?.service).toBe(service);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['PUT', '/api/user'],
    ['GET', '/api/user/stats'], // the gateway's own (composed), not forwarded
    ['GET', '/health'],
  ])('forwards nothing for %s %s', async (method, url) => {
    const route = await routerOf();

    expect(await route(method, url)).toBeNull();
  });

  it('streams uploads up to the file limit plus the form envelope, and buffers JSON up to 1 MiB', () => {
    const byPath = new Map(proxyRoutes().map((route) => [`${route.method} ${route.path}`, route.body]));

    expect(byPath.get('POST /api/posts')).toEqual({ kind: 'buffered', maxBytes: JSON_BODY_LIMIT_BYTES });
    expect(byPath.get('POST /api/posts/media')).toEqual({ kind: 'streamed', maxBytes: POST_MEDIA_MAX_BYTES.video + MULTIPART_ENVELOPE_BYTES });
    expect(byPath.get('POST /api/user/profile-picture')).toEqual({ kind: 'streamed', maxBytes: PROFILE_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES });
  });

  it('refuses a table where two services claim the same route', () => {
    const claim = (owner: 'social' | 'identity'): RouteContract => ({ method: 'GET', path: '/api/x', owner, auth: 'required', summary: 'x', responses: {} });

    expect(() => proxyRoutes([claim('social'), claim('identity')])).toThrow('GET /api/x is claimed by both social and identity');
  });
});
