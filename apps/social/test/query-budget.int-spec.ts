import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DB_QUERIES_HEADER } from '@stave/platform';
import { eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// docs/reliability.md#polling-storm "at most k queries per request": every list the client polls or pages costs the
// same few statements whether it holds one item or twenty (no N+1), within a stated budget.
describe('social: statements per request', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const statements = async (member: Member, path: string) => {
    const response = await social.call('GET', path, { token: member.token });
    expect(response.status).toBe(200);
    return Number(response.headers.get(DB_QUERIES_HEADER));
  };

  it('reads every list in a fixed number of statements, however long it is', async () => {
    // Business: the premium reads (analytics, boosts without a monthly cap, matching) are on its plan.
    const reader = await social.member({ subscriptionTier: 'business' });
    const others: Member[] = [];
    let postId = 0;
    let threadId = 0;
    // One of everything, then twenty: the counts must not move.
    const grow = async (to: number) => {
      while (others.length < to) {
        const other = await social.member({ skills: ['Mixing'], genres: ['Soul'] });
        others.push(other);
        await social.call('POST', `/api/users/${other.id}/follow`, { token: reader.token });
        postId = (await social.call('POST', '/api/posts', { token: other.token, body: { content: `Session ${others.length} #Soul` } })).body.id;
        await social.call('POST', `/api/posts/${postId}/like`, { token: reader.token });
        await social.call('POST', `/api/posts/${postId}/save`, { token: reader.token });
        await social.call('POST', `/api/posts/${postId}/comments`, { token: other.token, body: { content: 'first' } });
        await social.call('POST', `/api/users/${reader.id}/follow`, { token: other.token });
        await social.call('POST', '/api/connections', { token: other.token, body: { receiverId: reader.id } });
        const own = (await social.call('POST', '/api/posts', { token: reader.token, body: { content: `My session ${others.length}` } })).body.id;
        expect((await social.call('POST', '/api/boosted-posts', { token: reader.token, body: { postId: own, days: 7 } })).status).toBe(201);
        const forumThread = { title: `Session ${others.length}`, content: 'Which mic for vocals?', category: 'recording', tags: ['vocals'] };
        threadId = (await social.call('POST', '/api/forum/posts', { token: other.token, body: forumThread })).body.id;
        await social.call('POST', `/api/forum/posts/${threadId}/comments`, { token: reader.token, body: { content: 'An SM7B' } });
        await social.call('POST', `/api/forum/posts/${threadId}/comments`, { token: other.token, body: { content: 'Thanks' } });
      }
      await eventually(async () => (await social.call('GET', '/api/notifications/unread-count', { token: reader.token })).body.count >= to);
      // Once the reader's feed is materialised, new posts reach it by the fan-out consumer, which runs
      // beside the notification consumers: wait for it too, or a short page costs a statement more.
      await eventually(async () => {
        const { rows } = await social.db.query(
          `SELECT EXISTS (SELECT 1 FROM member_feeds WHERE owner_id = $1) AS warm,
                  (SELECT count(*)::int FROM feed_entries e JOIN posts p ON p.id = e.post_id WHERE e.owner_id = $1 AND p.user_id <> $1) AS pushed`,
          [reader.id],
        );
        return !rows[0].warm || rows[0].pushed >= to;
      });
    };
    const routes = () => [
      '/api/posts',
      '/api/posts/saved',
      `/api/posts/user/${others[0]!.id}`,
      `/api/posts/${postId}`,
      `/api/posts/${postId}/comments`,
      '/api/posts/trending',
      '/api/posts/hashtags',
      '/api/posts/hashtag/soul',
      '/api/connections',
      '/api/connection-requests/sent',
      '/api/connection-requests/received',
      '/api/user/network-stats',
      '/api/users/recommendations',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/notifications/preferences',
      '/api/achievements',
      '/api/achievements/unviewed',
      `/api/achievements/${reader.id}`,
      '/api/boosted-posts',
      '/api/boosted-posts/analytics',
      '/api/analytics/dashboard',
      '/api/ai-matching/suggestions',
      '/api/ai-matching/preferences',
      '/api/forum/categories',
      '/api/forum/posts',
      '/api/forum/posts?category=recording&sort=newest&tag=vocals&search=which%20mic',
      `/api/forum/posts/${threadId}`,
      `/api/forum/posts/${threadId}/comments`,
    ];
    const measure = async () => {
      await statements(reader, '/api/posts'); // the first read materialises the feed
      // Suggestions are computed when stale: make them so, to count the computing read as well as the stored one
      // (after a first read, which saves the preferences derived from the profile).
      await statements(reader, '/api/ai-matching/suggestions');
      await social.db.query(`UPDATE ai_matching_preferences SET last_matched_at = NULL WHERE user_id = $1`, [reader.id]);
      const counts: Record<string, number> = {};
      for (const path of routes()) counts[path.replace(/\d+/g, ':id')] = await statements(reader, path);
      counts['/api/ai-matching/suggestions (stored)'] = await statements(reader, '/api/ai-matching/suggestions');
      return counts;
    };

    await grow(1);
    const one = await measure();
    await grow(20);
    const twenty = await measure();

    // The home feed: one prepared statement for a full page, and whether any boost runs, asked at most every
    // 5 s (with none running, no promotion query); a short one also asks whether older posts were
    // left out of the window, and a visit is recorded at most hourly (3 at worst). Premium reads first ask the
    // member's plan. Suggestions computed on the read score every candidate in one transaction of set-based
    // statements (a dozen, however many candidates); stored ones are one read after the plan and freshness. A forum
    // thread's replies are the thread (is it there for the reader?) and then the page with its total.
    const budget: Record<string, number> = {
      '/api/posts': 3,
      '/api/posts/:id/comments': 2,
      '/api/boosted-posts': 2,
      '/api/boosted-posts/analytics': 2,
      '/api/analytics/dashboard': 2,
      '/api/ai-matching/preferences': 2,
      '/api/ai-matching/suggestions': 12,
      '/api/ai-matching/suggestions (stored)': 3,
      '/api/forum/posts/:id/comments': 2,
    };
    const overBudget = (counts: Record<string, number>) => Object.entries(counts).filter(([path, count]) => count > (budget[path] ?? 1));
    expect(overBudget(one)).toEqual([]);
    expect(overBudget(twenty)).toEqual([]);
    expect(twenty['/api/posts']).toBeLessThanOrEqual(2);
    expect({ ...twenty, '/api/posts': 0 }).toEqual({ ...one, '/api/posts': 0 });
  });
});
