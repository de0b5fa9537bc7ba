import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, userSnapshot } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

describe('social: posts, feed, engagement, follows', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    // A low threshold so "big author" merging is exercised with a handful of followers.
    social = await SocialUnderTest.start({ FEED_PUSH_MAX_FOLLOWERS: '3' });
  });

  afterAll(async () => {
    await social?.stop();
  });

  const post = (member: Member, content: string) => social.call('POST', '/api/posts', { token: member.token, body: { content } });
  const feedIds = async (member: Member, query = '') =>
    (await social.call('GET', `/api/posts${query}`, { token: member.token })).body.map((item: { id: number }) => item.id);
  const follow = (follower: Member, followed: Member) => social.call('POST', `/api/users/${followed.id}/follow`, { token: follower.token });

  describe('publishing', () => {
    it("reads #hashtags and @mentions, shows the author's view and puts the post in their feed at once", async () => {
      const [author, mentioned] = [await social.member({ name: 'Ada Author', type: 'producer' }), await social.member()];

      const created = await post(author, `Tracking today #StudioSession #UKMusic with @${mentioned.username.toUpperCase()}!`);

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        userId: author.id,
        type: 'update',
        hashtags: ['StudioSession', 'UKMusic'],
        mentionedUsers: [mentioned.id],
        likes: 0,
        comments: 0,
        views: 0,
        isLiked: false,
        isSaved: false,
        isFollowing: false,
        author: { id: author.id, name: 'Ada Author', type: 'producer', profileImage: null },
      });
      expect(await feedIds(author)).toEqual([created.body.id]);
      const { rows } = await social.db.query(`SELECT payload FROM outbox WHERE name = 'social.post.published.v1' AND key = $1`, [String(created.body.id)]);
      expect(rows[0].payload.payload).toMatchObject({ authorId: author.id, mentionedUserIds: [mentioned.id] });
    });

    it.each([
      ['', 'Post content is required'],
      ['   \n ', 'Post content is required'],
      ['x'.repeat(5001), 'Posts can be at most 5000 characters'],
    ])('refuses %j', async (content, message) => {
      const author = await social.member();

      const response = await post(author, content);

      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ path: 'content', message }]);
    });

    it('lets only the author edit or delete, and a deleted post leaves saves and feeds', async () => {
      const [author, other] = [await social.member(), await social.member()];
      const created = await post(author, 'first draft');
      await social.call('POST', `/api/posts/${created.body.id}/save`, { token: other.token });

      const foreignEdit = await social.call('PATCH', `/api/posts/${created.body.id}`, { token: other.token, body: { content: 'hijacked' } });
      const foreignDelete = await social.call('DELETE', `/api/posts/${created.body.id}`, { token: other.token });
      const edit = await social.call('PATCH', `/api/posts/${created.body.id}`, { token: author.token, body: { content: 'final #Mix' } });
      const remove = await social.call('DELETE', `/api/posts/${created.body.id}`, { token: author.token });

      expect(foreignEdit.status).toBe(404);
      expect(foreignDelete.status).toBe(404);
      expect(edit.body).toMatchObject({ content: 'final #Mix', hashtags: ['Mix'] });
      expect(remove.status).toBe(204);
      expect((await social.call('GET', '/api/posts/saved', { token: other.token })).body).toEqual([]);
      expect(await feedIds(author)).toEqual([]);
    });
  });

  describe('home feed', () => {
    it("fans a post out to followers' feeds, newest first, paged by cursor", async () => {
      const [author, reader] = [await social.member(), await social.member()];
      await feedIds(reader); // the reader is active: their feed is materialised and receives pushes
      await follow(reader, author);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await post(author, `post ${i}`)).body.id);

      await eventually(async () => (await feedIds(reader)).length === 5);
      const first = await social.call('GET', '/api/posts?limit=2', { token: reader.token });
      const second = await social.call('GET', `/api/posts?limit=2&before=${first.headers.get('x-next-cursor')}`, { token: reader.token });

      expect(await feedIds(reader)).toEqual([...ids].reverse());
      expect(first.body.map((item: { id: number }) => item.id)).toEqual([ids[4], ids[3]]);
      expect(second.body.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
      expect(first.body[0]).toMatchObject({ isFollowing: true });
      // The spec client's other feed keys answer the same feed.
      expect(await feedIds(reader, '/feed')).toEqual([...ids].reverse());
      expect((await social.call('GET', '/api/feed/posts', { token: reader.token })).body.map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    });

    it("builds a returning member's feed from who they follow, and a follow brings the member's recent posts", async () => {
      const [author, newcomer] = [await social.member(), await social.member()];
      const older = (await post(author, 'before you followed')).body.id;

      await follow(newcomer, author);
      const afterFollow = await feedIds(newcomer);
      await follow(newcomer, author);
      const afterUnfollow = await feedIds(newcomer);

      expect(afterFollow).toEqual([older]);
      expect(afterUnfollow).toEqual([]);
    });

    it("merges a big author's posts at read time instead of pushing them", async () => {
      const star = await social.member();
      const fans = [await social.member(), await social.member(), await social.member(), await social.member()];
      for (const fan of fans) {
        await feedIds(fan);
        await follow(fan, star);
      }

      const hit = (await post(star, 'new single out now')).body.id;

      await eventually(async () => (await social.db.query(`SELECT 1 FROM big_authors WHERE user_id = $1`, [star.id])).rowCount);
      const { rows } = await social.db.query(`SELECT count(*)::int AS n FROM feed_entries WHERE post_id = $1 AND owner_id <> $2`, [hit, star.id]);
      expect(rows[0].n).toBe(0);
      for (const fan of fans) expect(await feedIds(fan)).toContain(hit);
    });

    it("interleaves a big author's posts with pushed ones in time order on every page", async () => {
      const [star, friend] = [await social.member(), await social.member()];
      const fans = [await social.member(), await social.member(), await social.member(), await social.member()];
      for (const fan of fans) {
        await feedIds(fan);
        await follow(fan, star);
      }
      const [reader] = fans;
      await follow(reader!, friend); // friend stays small: pushed
      const ids: number[] = [];
      // star, friend, friend, star, friend, star: pages of two must weave the merged and pushed posts.
      for (const author of [star, friend, friend, star, friend, star]) ids.push((await post(author, 'weave')).body.id);
      await eventually(async () => (await social.db.query(`SELECT 1 FROM big_authors WHERE user_id = $1`, [star.id])).rowCount);
      await eventually(async () => (await social.db.query(`SELECT count(*)::int AS n FROM feed_entries WHERE owner_id = $1`, [reader!.id])).rows[0].n >= 3);

      const pages: number[][] = [];
      let before = '';
      for (let i = 0; i < 4; i++) {
        const page = await social.call('GET', `/api/posts?limit=2${before ? `&before=${before}` : ''}`, { token: reader!.token });
        pages.push(page.body.map((item: { id: number }) => item.id));
        before = page.headers.get('x-next-cursor') ?? '';
        if (!before) break;
      }

      expect(pages.flat()).toEqual([...ids].reverse());
      expect(pages[0]).toEqual([ids[5], ids[4]]);
    });

    it('shows a rename on existing posts once identity announces it, ignoring older versions', async () => {
      const author = await social.member({ name: 'Old Name' });
      const created = await post(author, 'hello');
      const snapshot = userSnapshot(author.id, {
        version: 2,
        username: author.username,
        name: 'New Name',
        type: 'producer',
        profileImage: '/uploads/0b6c2a7e-1111-4222-8333-944455556666.webp',
      });

      await social.updateMember(snapshot, ['name', 'profileImage']);
      await social.updateMember(snapshot, ['name', 'profileImage']);
      await social.updateMember({ ...snapshot, version: 1, name: 'Stale Name' }, ['name']);

      await eventually(async () => (await social.call('GET', `/api/posts/${created.body.id}`, { token: author.token })).body.author.name === 'New Name', 5000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const view = await social.call('GET', `/api/posts/${created.body.id}`, { token: author.token });
      expect(view.body.author).toMatchObject({ name: 'New Name', profileImage: snapshot.profileImage });
    });

    it('reads past the materialised window to the end of a trimmed feed, and never fills in a feed behind its fan-out', async () => {
      const [author, reader] = [await social.member(), await social.member()];
      await feedIds(reader);
      await follow(reader, author);
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push((await post(author, `old ${i}`)).body.id);
      const entries = async () => (await social.db.query(`SELECT count(*)::int AS n FROM feed_entries WHERE owner_id = $1`, [reader.id])).rows[0].n;
      await eventually(async () => (await entries()) === 6); // the fan-out is done: nothing arrives later
      // Keep only the newest two in the window: entries not there yet (fan-out behind) stay out...
      await social.db.query(`DELETE FROM feed_entries WHERE owner_id = $1 AND post_id = ANY($2)`, [reader.id, ids.slice(0, 4)]);
      const behind = await feedIds(reader);
      // ...while entries a trim took are read past, by the pull query.
      await social.db.query(`UPDATE member_feeds SET truncated = true WHERE owner_id = $1`, [reader.id]);

      expect(behind).toEqual([ids[5], ids[4]]);
      const first = await social.call('GET', '/api/posts?limit=4', { token: reader.token });
      const rest = await social.call('GET', `/api/posts?limit=4&before=${first.headers.get('x-next-cursor')}`, { token: reader.token });

      expect([...first.body, ...rest.body].map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    });

    it('refuses a malformed cursor', async () => {
      const member = await social.member();

      expect((await social.call('GET', '/api/posts?before=%%%', { token: member.token })).status).toBe(400);
    });
  });

  describe('engagement', () => {
    it('counts twenty parallel likes by one member once, and unlikes', async () => {
      const [author, fan] = [await social.member(), await social.member()];
      const created = await post(author, 'like me');

      const likes = await Promise.all(Array.from({ length: 20 }, () => social.call('POST', `/api/posts/${created.body.id}/like`, { token: fan.token })));
      const view = await social.call('GET', `/api/posts/${created.body.id}`, { token: fan.token });
      const unlike = await social.call('DELETE', `/api/posts/${created.body.id}/like`, { token: fan.token });

      expect(likes.every((response) => response.status === 200 && response.body.liked === true)).toBe(true);
      expect(view.body).toMatchObject({ likes: 1, isLiked: true });
      expect(unlike.body).toEqual({ liked: false, message: 'Post unliked', likes: 0 });
      const { rows } = await social.db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = 'social.post.liked.v1' AND key = $1`, [
        String(created.body.id),
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('toggles a save and lists saved posts', async () => {
      const [author, reader] = [await social.member(), await social.member()];
      const created = await post(author, 'keep this');

      const saved = await social.call('POST', `/api/posts/${created.body.id}/save`, { token: reader.token });
      const list = await social.call('GET', '/api/posts/saved', { token: reader.token });
      const unsaved = await social.call('POST', `/api/posts/${created.body.id}/save`, { token: reader.token });

      expect(saved.body).toEqual({ saved: true, message: 'Post saved' });
      expect(list.body.map((item: { id: number; isSaved: boolean }) => [item.id, item.isSaved])).toEqual([[created.body.id, true]]);
      expect(unsaved.body.saved).toBe(false);
    });

    it('takes trimmed comments with their author, and lets only the commenter delete one', async () => {
      const [author, commenter] = [await social.member(), await social.member({ name: 'Cee Commenter' })];
      const created = await post(author, 'thoughts?');

      const blank = await social.call('POST', `/api/posts/${created.body.id}/comments`, { token: commenter.token, body: { content: '   ' } });
      const comment = await social.call('POST', `/api/posts/${created.body.id}/comments`, { token: commenter.token, body: { content: '  great mix  ' } });
      const foreign = await social.call('DELETE', `/api/posts/${created.body.id}/comments/${comment.body.id}`, { token: author.token });
      const list = await social.call('GET', `/api/posts/${created.body.id}/comments`, { token: author.token });
      const own = await social.call('DELETE', `/api/posts/${created.body.id}/comments/${comment.body.id}`, { token: commenter.token });

      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Comment cannot be empty');
      expect(comment.body).toMatchObject({ content: 'great mix', author: { name: 'Cee Commenter' }, user: { name: 'Cee Commenter' } });
      expect(foreign.status).toBe(404);
      expect(list.body).toHaveLength(1);
      expect(own.status).toBe(204);
      expect((await social.call('GET', `/api/posts/${created.body.id}`, { token: author.token })).body.comments).toBe(0);
    });

    it("counts a view once a day per member, never the author's own", async () => {
      const [author, viewer] = [await social.member(), await social.member()];
      const created = await post(author, 'look');

      for (const member of [author, viewer, viewer]) await social.call('POST', `/api/posts/${created.body.id}/view`, { token: member.token });

      expect((await social.call('GET', `/api/posts/${created.body.id}`, { token: author.token })).body.views).toBe(1);
    });

    it('answers 404 for engagement with a missing post', async () => {
      const member = await social.member();

      for (const [method, path] of [
        ['POST', 'like'],
        ['DELETE', 'like'],
        ['POST', 'save'],
        ['POST', 'view'],
        ['GET', 'comments'],
      ] as const) {
        expect((await social.call(method, `/api/posts/987654321/${path}`, { token: member.token })).status).toBe(404);
      }
    });

    it('computes trending posts and popular hashtags from engagement', async () => {
      const [author, fan] = [await social.member(), await social.member()];
      const tag = `Tag${Date.now().toString(36)}`;
      const hot = await post(author, `hot take #${tag}`);
      await post(author, `quiet one #${tag.toLowerCase()}`);
      await social.call('POST', `/api/posts/${hot.body.id}/like`, { token: fan.token });
      await social.call('POST', `/api/posts/${hot.body.id}/comments`, { token: fan.token, body: { content: 'yes' } });

      const trending = await social.call('GET', '/api/posts/trending', { token: fan.token });
      const hashtags = await social.call('GET', '/api/posts/hashtags', { token: fan.token });

      expect(trending.body.map((item: { id: number }) => item.id)).toContain(hot.body.id);
      expect(hashtags.body).toContainEqual({ tag, count: 2 });
    });
  });

  describe('follows', () => {
    it('toggles, never follows oneself, and refuses an unknown member', async () => {
      const [follower, followed] = [await social.member(), await social.member()];

      const self = await follow(follower, follower);
      const unknown = await social.call('POST', '/api/users/1999999999/follow', { token: follower.token });
      const on = await follow(follower, followed);
      const off = await follow(follower, followed);

      expect(self.status).toBe(400);
      expect(unknown.status).toBe(404);
      expect(on.body).toEqual({ following: true, message: 'You are now following this member' });
      expect(off.body.following).toBe(false);
    });
  });
});
