import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ANALYTICS_ROUTES, BOOST_ROUTES, FORUM_ROUTES, MATCHING_ROUTES, SOCIAL_ROUTES, type RouteContract } from '@stave/contracts';
import { eventually, fuzzRoutes } from '@stave/platform/testing';
import { SocialUnderTest } from './harness';

// docs/reliability.md#schema-fuzz over every social route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('social: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    // The owner is on the Business plan, so the premium routes (analytics, boosts) are fuzzed past their gate.
    const [owner, other, third, fourth, fifth] = [
      await social.member({ subscriptionTier: 'business' }),
      await social.member(),
      await social.member(),
      await social.member(),
      await social.member(),
    ];
    const post = await social.call('POST', '/api/posts', { token: owner.token, body: { content: 'Fuzzing #Stave with @nobody' } });
    const comment = await social.call('POST', `/api/posts/${post.body.id}/comments`, { token: owner.token, body: { content: 'first' } });
    const received = await social.call('POST', '/api/connections', { token: other.token, body: { receiverId: owner.id } });
    const toDecline = await social.call('POST', '/api/connections', { token: fourth.token, body: { receiverId: owner.id } });
    const sent = await social.call('POST', '/api/connections', { token: owner.token, body: { receiverId: third.id } });
    // A member to contact through matching, and a producer the owner is suggested (then declines).
    const [sixth, seventh] = [await social.member(), await social.member({ type: 'producer' })];
    await social.call('PUT', '/api/ai-matching/preferences', { token: owner.token, body: { lookingFor: ['producer'] } });
    const toDeclineMatch = seventh.id;
    // Forum threads and replies: the owner's to read, edit and delete; another member's to report.
    const forumThread = async (member: typeof owner) =>
      (
        await social.call('POST', '/api/forum/posts', {
          token: member.token,
          body: { title: 'Fuzzing the forum', content: 'Threads and replies', category: 'gear' },
        })
      ).body.id as number;
    const forumReply = async (member: typeof owner, thread: number) =>
      (await social.call('POST', `/api/forum/posts/${thread}/comments`, { token: member.token, body: { content: 'A reply' } })).body.id as number;
    const ownThread = await forumThread(owner);
    const othersThread = await forumThread(other);
    const forum = { thread: ownThread, reply: await forumReply(owner, ownThread), othersThread, othersReply: await forumReply(other, othersThread) };
    const notification = await eventually(async () => (await social.call('GET', '/api/notifications', { token: owner.token })).body[0]);
    const achievement = await eventually(async () => (await social.call('GET', '/api/achievements', { token: owner.token })).body[0]);
    const ids: Record<string, string> = {
      post: String(post.body.id),
      commentId: String(comment.body.id),
      user: String(other.id),
      owner: String(owner.id),
      received: String(received.body.id),
      toDecline: String(toDecline.body.id),
      sent: String(sent.body.id),
      notification: String(notification.id),
      achievement: String(achievement.id),
    };
    const fillPath = (route: RouteContract, name: string): string => {
      if (route.path.startsWith('/api/forum/')) {
        const theirs = route.path.endsWith('/report');
        return String(name === 'commentId' ? (theirs ? forum.othersReply : forum.reply) : theirs ? forum.othersThread : forum.thread);
      }
      if (name === 'commentId') return ids.commentId!;
      if (name === 'file') return 'missing.webp';
      if (route.path.startsWith('/api/posts/user/') || route.path === '/api/achievements/:id') return ids.owner!;
      if (route.path.startsWith('/api/posts/')) return ids.post!;
      if (route.path.startsWith('/api/users/') || route.path.startsWith('/api/connections/')) return ids.user!;
      if (route.path === '/api/connection-requests/:id') return ids.sent!;
      if (route.path.startsWith('/api/ai-matching/')) return String(toDeclineMatch);
      if (route.path.endsWith('/decline')) return ids.toDecline!;
      if (route.path.startsWith('/api/connection-requests/')) return ids.received!;
      if (route.path.startsWith('/api/notifications/')) return ids.notification!;
      if (route.path.startsWith('/api/achievements/')) return ids.achievement!;
      throw new Error(`no id for ${route.path} :${name}`);
    };
    const realBody = (route: RouteContract) =>
      route.path === '/api/connections'
        ? { receiverId: fifth.id }
        : route.path === '/api/boosted-posts'
          ? { postId: post.body.id }
          : route.path === '/api/ai-matching/contact'
            ? { matchedUserId: sixth.id }
            : undefined;
    // Deletions last, a post's or thread's own at the very end, so what the other routes name is still there.
    const order = (route: RouteContract) => (route.method !== 'DELETE' ? 0 : route.path === '/api/posts/:id' || route.path === '/api/forum/posts/:id' ? 2 : 1);
    const routes = [...SOCIAL_ROUTES, ...ANALYTICS_ROUTES, ...BOOST_ROUTES, ...MATCHING_ROUTES, ...FORUM_ROUTES]
      .filter((route) => route.owner === 'social')
      .sort((a, b) => order(a) - order(b));

    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: social.url,
      routes,
      token: owner.token,
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    });

    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    // Not a run of refusals only: every route took some requests (the file is missing on purpose,
    // and a multipart upload has no JSON form).
    expect(neverSucceeded).toEqual(['GET /media/:file', 'POST /api/posts/media']);
    expect((await social.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
