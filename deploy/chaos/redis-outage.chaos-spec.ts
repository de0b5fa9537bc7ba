import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PrivateRedis, eventually, uniqueName } from '@stave/platform/testing';
import { ClusterUnderTest } from './cluster';
import { Workload } from './workload';

// docs/reliability.md#redis-down: Redis (a server of the test's own, shared by every process of the cluster) is SIGKILLed and comes
// back empty. Meanwhile members who were already using Stave go on reading, posting, liking and messaging
// (each process judges their tokens by what it checked while Redis answered, less the revocations announced
// since: docs/platform.md § Redis outage); realtime falls back to polling (no ticket for a socket; the thread
// read over REST has the new message); signing in fails closed (its rate limit cannot count), as does a token
// no process has seen; public pages answer. When Redis is back, everything works again without a restart.
describe('a Redis outage', () => {
  let redis: PrivateRedis;
  let cluster: ClusterUnderTest;
  let workload: Workload;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    cluster = await ClusterUnderTest.start({ instances: {}, gateways: 1, env: { REDIS_URL: redis.url } });
    workload = new Workload(cluster, uniqueName('redis').replace(/_/g, '').slice(0, 20));
  }, 120_000);

  afterAll(async () => {
    await workload?.close();
    await cluster?.stop();
    await redis?.stop();
  });

  it('keeps members who were signed in working, degrades realtime to polling, fails sign-in closed, and recovers by itself', async () => {
    await workload.join(2);
    const [ada, bea] = workload.members as [(typeof workload.members)[0], (typeof workload.members)[0]];
    const credentials = { email: `${workload.tag}.2@example.com`, password: 'Correct-Horse-42' };
    const newcomer = await workload.call<{ token: string }>({ home: 0 }, 'POST', '/api/register', {
      ...credentials,
      username: `${workload.tag}_2`,
      type: 'producer',
      name: 'Never Seen',
    });
    expect(newcomer.status).toBe(201);
    // Ada and Bea use the site for a moment before Redis goes.
    for (let round = 0; round < 2; round++) {
      for (const member of [ada, bea]) {
        expect((await workload.call(member, 'GET', '/api/posts')).status).toBe(200);
        expect((await workload.call(member, 'GET', `/api/messages/${member.conversationId}?since=0`)).status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const post = await workload.call(bea, 'POST', '/api/posts', { content: `${workload.tag} before the outage` });
    expect(post.status).toBe(201);

    await redis.kill();
    const during = {
      feed: (await workload.call(ada, 'GET', '/api/posts')).status,
      post: (await workload.call(ada, 'POST', '/api/posts', { content: `${workload.tag} written while Redis is down` })).status,
      like: (await workload.call(ada, 'POST', `/api/posts/${post.json.id}/like`)).status,
      message: (await workload.call(ada, 'POST', '/api/messages', { conversationId: ada.conversationId, content: `${workload.tag} sent while Redis is down` }))
        .status,
      polled: (await workload.thread(bea)).some((message) => message.content === `${workload.tag} sent while Redis is down`),
      socketTicket: (await workload.call(ada, 'POST', '/api/realtime/ticket')).status,
      signIn: (await workload.call({ home: 0 }, 'POST', '/api/login', credentials)).status,
      publicProfile: (await workload.call({ home: 0 }, 'GET', `/api/users/${ada.id}`)).status,
      tokenNeverSeen: (await workload.call({ home: 0, token: newcomer.json.token }, 'GET', '/api/posts')).status,
      // A logout that cannot be recorded is refused, not lost: the token stays valid and says so.
      logout: (await workload.call(bea, 'POST', '/api/logout')).status,
    };
    expect(during).toEqual({
      feed: 200,
      post: 201,
      like: 200,
      message: 201,
      polled: true,
      socketTicket: 503,
      signIn: 503,
      publicProfile: 200,
      tokenNeverSeen: 503,
      logout: 503,
    });

    await redis.startAgain();
    await eventually(async () => (await workload.call({ home: 0, token: newcomer.json.token }, 'GET', '/api/posts')).status === 200, 20_000, 250);
    expect((await workload.call({ home: 0 }, 'POST', '/api/login', credentials)).status).toBe(200);
    expect((await workload.call(ada, 'POST', '/api/realtime/ticket')).status).toBe(201);
  }, 180_000);
});
