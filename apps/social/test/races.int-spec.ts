import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SocialUnderTest, type Member } from './harness';

// Requests that meet: a deletion under engagement, toggles sent in parallel, two members asking
// each other at once. Every answer must be a success or the documented 404/409, and every counter
// must equal its rows afterwards.
describe('social: concurrent requests', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const count = async (sql: string, params: unknown[]) => (await social.db.query(sql, params)).rows[0].n as number;

  describe('deleting a post while others engage with it', () => {
    it('answers them 404 (never a 500), and the counters of a post beside it equal its rows', async () => {
      const author = await social.member();
      const fans = await Promise.all(Array.from({ length: 8 }, () => social.member()));
      const statuses: Array<[string, number, string]> = [];
      const engage = (fan: Member, postId: number) =>
        [
          ['like', () => social.call('POST', `/api/posts/${postId}/like`, { token: fan.token })],
          ['save', () => social.call('POST', `/api/posts/${postId}/save`, { token: fan.token })],
          ['view', () => social.call('POST', `/api/posts/${postId}/view`, { token: fan.token })],
          ['comment', () => social.call('POST', `/api/posts/${postId}/comments`, { token: fan.token, body: { content: 'nice' } })],
        ] as const;

      for (let round = 0; round < 6; round++) {
        const doomed = (await social.call('POST', '/api/posts', { token: author.token, body: { content: `going soon ${round}` } })).body.id;
        const kept = (await social.call('POST', '/api/posts', { token: author.token, body: { content: `staying ${round}` } })).body.id;
        const calls = fans.flatMap((fan) => [...engage(fan, doomed), ...engage(fan, kept)]);
        const answers = calls.map(async ([kind, call]) => {
          const response = await call();
          statuses.push([kind, response.status, response.text.slice(0, 120)]);
          return response;
        });
        // The deletion lands among the ~30 requests to the doomed post.
        await new Promise((resolve) => setTimeout(resolve, round * 3));
        const deleted = await social.call('DELETE', `/api/posts/${doomed}`, { token: author.token });
        await Promise.all(answers);

        expect(deleted.status).toBe(204);
        for (const table of ['post_likes', 'saved_posts', 'post_comments', 'post_views']) {
          expect(await count(`SELECT count(*)::int AS n FROM ${table} WHERE post_id = $1`, [doomed])).toBe(0);
        }
        const { rows } = await social.db.query(`SELECT likes, comments, views FROM posts WHERE id = $1`, [kept]);
        expect(rows[0]).toEqual({
          likes: await count(`SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1`, [kept]),
          comments: await count(`SELECT count(*)::int AS n FROM post_comments WHERE post_id = $1`, [kept]),
          views: await count(`SELECT count(*)::int AS n FROM post_views WHERE post_id = $1`, [kept]),
        });
        expect(rows[0]).toEqual({ likes: fans.length, comments: fans.length, views: fans.length });
      }

      expect(statuses.filter(([, status]) => ![200, 201, 204, 404].includes(status))).toEqual([]);
      for (const [, , text] of statuses.filter(([, status]) => status === 404)) {
        expect(JSON.parse(text)).toEqual({ message: 'Post not found', code: 'POST_NOT_FOUND' });
      }
    });
  });

  describe('deleting posts while members follow their author', () => {
    it('answers every follow toggle 200: a post deleted mid-backfill is left out, not a foreign-key 500', async () => {
      const author = await social.member();
      const fans = await Promise.all(Array.from({ length: 6 }, () => social.member()));
      // Warm feeds, so a follow copies the author's recent posts into them (the backfill).
      await Promise.all(fans.map((fan) => social.call('GET', '/api/posts', { token: fan.token })));
      const statuses: number[] = [];

      for (let round = 0; round < 8; round++) {
        const posts = await Promise.all(
          Array.from({ length: 10 }, (_, i) => social.call('POST', '/api/posts', { token: author.token, body: { content: `round ${round} post ${i}` } })),
        );
        const follows = fans.map((fan) =>
          social.call('POST', `/api/users/${author.id}/follow`, { token: fan.token }).then((answer) => statuses.push(answer.status)),
        );
        await Promise.all(posts.map((post) => social.call('DELETE', `/api/posts/${post.body.id}`, { token: author.token })));
        await Promise.all(follows);
      }

      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(await count(`SELECT count(*)::int AS n FROM feed_entries e LEFT JOIN posts p ON p.id = e.post_id WHERE p.id IS NULL`, [])).toBe(0);
    });
  });

  describe('toggles sent in parallel', () => {
    it('answers 20 follow toggles with 10 follows and 10 unfollows, and ends not following', async () => {
      const [fan, star] = [await social.member(), await social.member()];

      const answers = await Promise.all(Array.from({ length: 20 }, () => social.call('POST', `/api/users/${star.id}/follow`, { token: fan.token })));

      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((answer) => answer.body.following === true)).toHaveLength(10);
      expect(answers.filter((answer) => answer.body.following === false)).toHaveLength(10);
      const rows = await count(`SELECT count(*)::int AS n FROM user_follows WHERE follower_id = $1 AND following_id = $2`, [fan.id, star.id]);
      expect(rows).toBe(0);
      expect((await social.call('GET', '/api/user/network-stats', { token: star.token })).body.followers).toBe(
        await count(`SELECT count(*)::int AS n FROM user_follows WHERE following_id = $1`, [star.id]),
      );
      const events = await social.db.query(`SELECT name FROM outbox WHERE name LIKE 'social.follow.%' AND key = $1`, [String(star.id)]);
      expect(events.rows.filter((row) => row.name === 'social.follow.created.v1')).toHaveLength(10);
      expect(events.rows.filter((row) => row.name === 'social.follow.removed.v1')).toHaveLength(10);
    });

    it('answers 21 follow toggles from several followers with the state each produced', async () => {
      const star = await social.member();
      const fans = await Promise.all(Array.from({ length: 3 }, () => social.member()));

      const answers = await Promise.all(
        fans.flatMap((fan) => Array.from({ length: 7 }, () => social.call('POST', `/api/users/${star.id}/follow`, { token: fan.token }))),
      );

      expect(answers.filter((answer) => answer.body.following === true)).toHaveLength(3 * 4);
      expect((await social.call('GET', '/api/user/network-stats', { token: star.token })).body.followers).toBe(3);
      expect(await count(`SELECT count(*)::int AS n FROM user_follows WHERE following_id = $1`, [star.id])).toBe(3);
    });

    it('answers 20 save toggles with 10 saves and 10 unsaves, and ends not saved', async () => {
      const [author, reader] = [await social.member(), await social.member()];
      const postId = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'save me' } })).body.id;

      const answers = await Promise.all(Array.from({ length: 20 }, () => social.call('POST', `/api/posts/${postId}/save`, { token: reader.token })));

      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((answer) => answer.body.saved === true)).toHaveLength(10);
      expect(answers.filter((answer) => answer.body.saved === false)).toHaveLength(10);
      expect(await count(`SELECT count(*)::int AS n FROM saved_posts WHERE post_id = $1`, [postId])).toBe(0);
      expect((await social.call('GET', '/api/posts/saved', { token: reader.token })).body).toEqual([]);
    });

    it('answers parallel likes and unlikes with the state and the true count', async () => {
      const author = await social.member();
      const fans = await Promise.all(Array.from({ length: 10 }, () => social.member()));
      const postId = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'like me' } })).body.id;
      const likes = () => count(`SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1`, [postId]);

      const liked = await Promise.all(fans.flatMap((fan) => [1, 2].map(() => social.call('POST', `/api/posts/${postId}/like`, { token: fan.token }))));
      const afterLikes = await likes();
      const unliked = await Promise.all(fans.flatMap((fan) => [1, 2].map(() => social.call('DELETE', `/api/posts/${postId}/like`, { token: fan.token }))));

      expect(liked.every((answer) => answer.status === 200 && answer.body.liked === true && answer.body.likes >= 1 && answer.body.likes <= 10)).toBe(true);
      expect(Math.max(...liked.map((answer) => answer.body.likes))).toBe(10);
      expect(afterLikes).toBe(10);
      expect(unliked.every((answer) => answer.status === 200 && answer.body.liked === false)).toBe(true);
      expect(Math.min(...unliked.map((answer) => answer.body.likes))).toBe(0);
      expect(await likes()).toBe(0);
      expect((await social.call('GET', `/api/posts/${postId}`, { token: author.token })).body.likes).toBe(0);
    });
  });

  describe('two members asking each other', () => {
    const request = (from: Member, to: Member) => social.call('POST', '/api/connections', { token: from.token, body: { receiverId: to.id } });
    const pendingBetween = (a: Member, b: Member) =>
      count(
        `SELECT count(*)::int AS n FROM connection_requests WHERE status = 'pending' AND ((sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1))`,
        [a.id, b.id],
      );
    const expectConnected = async (a: Member, b: Member) => {
      expect((await social.call('GET', '/api/connections', { token: a.token })).body.map((c: { id: number }) => c.id)).toEqual([b.id]);
      expect((await social.call('GET', '/api/connections', { token: b.token })).body.map((c: { id: number }) => c.id)).toEqual([a.id]);
      for (const member of [a, b]) {
        expect((await social.call('GET', '/api/user/network-stats', { token: member.token })).body).toEqual({ connections: 1, following: 1, followers: 1 });
      }
      expect(await pendingBetween(a, b)).toBe(0);
    };

    it("connects them when the second asks while the first's request is pending, as if it were accepted", async () => {
      const [ada, sam] = [await social.member({ name: 'Ada' }), await social.member({ name: 'Sam' })];
      const first = await request(ada, sam);

      const second = await request(sam, ada);

      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ id: first.body.id, senderId: ada.id, receiverId: sam.id, status: 'accepted' });
      await expectConnected(ada, sam);
      const events = await social.db.query(`SELECT payload FROM outbox WHERE name = 'social.connection.accepted.v1' AND key = $1`, [String(first.body.id)]);
      expect(events.rows.map((row) => row.payload.payload)).toEqual([{ requestId: first.body.id, senderId: ada.id, receiverId: sam.id }]);
      expect((await request(sam, ada)).body.code).toBe('ALREADY_CONNECTED');
    });

    it('connects them when both ask at the same moment: one request, accepted, never two pending or a 500', async () => {
      const pairs = await Promise.all(Array.from({ length: 6 }, async () => [await social.member(), await social.member()] as const));

      const answers = await Promise.all(pairs.map(([a, b]) => Promise.all([request(a, b), request(b, a)])));

      for (const [index, [a, b]] of pairs.entries()) {
        expect(answers[index]!.map((answer) => answer.status).sort()).toEqual([200, 201]);
        await expectConnected(a, b);
        const accepted = await count(
          `SELECT count(*)::int AS n FROM connection_requests WHERE status = 'accepted' AND ((sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1))`,
          [a.id, b.id],
        );
        expect(accepted).toBe(1);
      }
    });

    it('announces a removed connection with the request that made it', async () => {
      const [ada, sam] = [await social.member(), await social.member()];
      const sent = await request(ada, sam);
      await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: sam.token });

      const removed = await social.call('DELETE', `/api/connections/${ada.id}`, { token: sam.token });
      const again = await social.call('DELETE', `/api/connections/${ada.id}`, { token: sam.token });

      expect([removed.status, again.status]).toEqual([204, 404]);
      const { rows } = await social.db.query(`SELECT key, payload FROM outbox WHERE name = 'social.connection.removed.v1' AND key = $1`, [
        String(sent.body.id),
      ]);
      expect(rows.map((row) => row.payload.payload)).toEqual([{ requestId: sent.body.id, removerId: sam.id, otherId: ada.id }]);
    });
  });
});
