import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '@stave/platform';
import { eventually } from '@stave/platform/testing';
import { ExpireBoostsJob } from '../src/boosts/jobs/expire-boosts.job';
import { SocialUnderTest, type Member } from './harness';

// Boosted posts: Pro and Business only, refused on the server; Pro's 2 a calendar month
// (UK time), held when boosts race; Business unlimited.
describe('social: boosted posts', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => social.call(method, path, { token: member.token, body });
  const post = async (member: Member, content = 'Three nights at the Band on the Wall next month') =>
    (await call(member, 'POST', '/api/posts', { content })).body.id as number;
  const boost = (member: Member, postId: number, days?: number) => call(member, 'POST', '/api/boosted-posts', { postId, ...(days ? { days } : {}) });

  it('refuses free members on every boost call, whatever the client does', async () => {
    const free = await social.member();
    const postId = await post(free);
    for (const answer of [await boost(free, postId), await call(free, 'GET', '/api/boosted-posts'), await call(free, 'GET', '/api/boosted-posts/analytics')]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    }
  });

  it("boosts a Pro member's own posts, 2 a month — one at a time however they race — and the next month again", async () => {
    const [pro, other] = [await social.member({ subscriptionTier: 'pro' }), await social.member()];
    const [first, second, third] = [await post(pro), await post(pro), await post(pro)];

    const boosted = await boost(pro, first);
    expect(boosted.status).toBe(201);
    expect(boosted.body).toMatchObject({ postId: first, isActive: true, boostType: 'standard', postExcerpt: expect.stringContaining('Band on the Wall') });
    expect(Date.parse(boosted.body.endDate) - Date.parse(boosted.body.startDate)).toBe(7 * 86_400_000);
    expect((await boost(pro, first)).body).toMatchObject({ code: 'ALREADY_BOOSTED' });
    expect((await boost(pro, await post(other))).status).toBe(404);
    expect((await boost(pro, second, 31)).body.message).toBe('Boost for 1 to 30 days');

    // The second and the third race for the last boost of the month.
    const raced = await Promise.all([boost(pro, second, 3), boost(pro, third, 3)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(raced.find((answer) => answer.status === 403)!.body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED', usage: { currentCount: 2, limit: 2 } });
    expect((await call(pro, 'GET', '/api/boosted-posts/analytics')).body).toMatchObject({ currentMonthCount: 2, limit: 2, remaining: 0 });
    expect((await call(pro, 'GET', '/api/boosted-posts')).body.map((row: { isActive: boolean }) => row.isActive)).toEqual([true, true]);

    // Next month (UK time): the quota is whole again.
    const clock = social.service.app.get(Clock, { strict: false });
    const now = new Date();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2)));
    expect((await call(pro, 'GET', '/api/boosted-posts/analytics')).body).toMatchObject({ currentMonthCount: 0, remaining: 2 });
    const loser = raced.findIndex((answer) => answer.status === 403) === 0 ? second : third;
    expect((await boost(pro, loser)).status).toBe(201);
  });

  it('gives Business members unlimited boosts', async () => {
    const business = await social.member({ subscriptionTier: 'business' });
    for (let i = 0; i < 3; i++) expect((await boost(business, await post(business, `Studio day ${i}`))).status).toBe(201);
    expect((await call(business, 'GET', '/api/boosted-posts/analytics')).body).toMatchObject({ currentMonthCount: 3, limit: -1, remaining: -1 });
  });

  it("mixes an active boost into non-followers' feeds as promoted, one in every 10, never to its author or followers, and counts each showing", async () => {
    const [author, reader, follower] = [await social.member({ subscriptionTier: 'pro' }), await social.member(), await social.member()];
    await call(follower, 'POST', `/api/users/${author.id}/follow`);
    const boostedPost = await post(author, 'Selling out fast: our Manchester show on Friday');
    expect((await boost(author, boostedPost)).status).toBe(201);
    // The earlier tests' boosts end, so this is the one boost running.
    await social.db.query(`UPDATE boosted_posts SET is_active = false WHERE post_id <> $1`, [boostedPost]);
    // The reader's own feed: 19 posts of their own.
    for (let i = 0; i < 19; i++) await post(reader, `Practice log ${i}`);
    const feed = (member: Member) => call(member, 'GET', '/api/posts?limit=20');

    const page = (await feed(reader)).body as Array<{ id: number; isPromoted: boolean }>;
    const promoted = page.filter((item) => item.id === boostedPost);
    expect(promoted).toHaveLength(1);
    expect(page.findIndex((item) => item.id === boostedPost)).toBe(9);
    expect(promoted[0]!.isPromoted).toBe(true);
    expect(page.filter((item) => item.isPromoted)).toHaveLength(1);

    // Across a block, either way, it is never promoted (blocks come from messaging's events).
    const [blocker, blockedByAuthor] = [await social.member(), await social.member()];
    for (const member of [blocker, blockedByAuthor]) for (let i = 0; i < 19; i++) await post(member, `Notes ${i}`);
    const at = new Date().toISOString();
    await social.publish('messaging.member.blocked.v1', blocker.id, { blockerId: blocker.id, blockedId: author.id, at }, 'messaging');
    await social.publish('messaging.member.blocked.v1', author.id, { blockerId: author.id, blockedId: blockedByAuthor.id, at }, 'messaging');
    await eventually(
      async () =>
        (await social.db.query(`SELECT count(*)::int AS n FROM blocks WHERE blocked_id IN ($1, $2)`, [author.id, blockedByAuthor.id])).rows[0].n === 2,
    );
    for (const member of [blocker, blockedByAuthor]) expect((await feed(member)).body.filter((item: { isPromoted: boolean }) => item.isPromoted)).toEqual([]);

    // The follower sees it as a post they follow, not promoted; the author, never promoted.
    const followerPage = (await feed(follower)).body as Array<{ id: number; isPromoted: boolean }>;
    expect(followerPage.filter((item) => item.isPromoted)).toEqual([]);
    expect((await feed(author)).body.filter((item: { isPromoted: boolean }) => item.isPromoted)).toEqual([]);
    await eventually(async () => (await call(author, 'GET', '/api/boosted-posts')).body[0].viewsGenerated === 1);

    // The reader's like is engagement the boost brought; the follower's is not.
    await call(follower, 'POST', `/api/posts/${boostedPost}/like`);
    await call(reader, 'POST', `/api/posts/${boostedPost}/like`);
    await eventually(async () => (await call(author, 'GET', '/api/boosted-posts')).body[0].engagementBoost === 1);
    await call(reader, 'POST', `/api/posts/${boostedPost}/comments`, { content: 'See you there!' });
    await eventually(async () => (await call(author, 'GET', '/api/boosted-posts')).body[0].engagementBoost === 2);

    // Its end date passes: the expiry job stops it, and no feed promotes it.
    await social.db.query(`UPDATE boosted_posts SET start_date = now() - interval '8 days', end_date = now() - interval '1 day' WHERE post_id = $1`, [
      boostedPost,
    ]);
    await social.service.app.get(ExpireBoostsJob, { strict: false }).run({}, {} as never);
    expect((await social.db.query(`SELECT is_active FROM boosted_posts WHERE post_id = $1`, [boostedPost])).rows[0].is_active).toBe(false);
    expect((await call(author, 'GET', '/api/boosted-posts')).body[0]).toMatchObject({ isActive: false });
    expect(((await feed(reader)).body as Array<{ isPromoted: boolean }>).filter((item) => item.isPromoted)).toEqual([]);
  });
});
