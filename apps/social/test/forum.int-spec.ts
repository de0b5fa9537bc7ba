import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  FORUM_CATEGORIES,
  FORUM_CATEGORY_INFO,
  FORUM_MESSAGES,
  MODERATION_MESSAGES,
  ModerationErrorCode,
  type ForumCategory,
  type ForumCategories,
  type ForumPostSummary,
} from '@stave/contracts';
import { eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// The community forum, on real Postgres and Kafka: threads by category, sorted by latest activity or
// newest, searched and tagged, paged; replies; blocks both ways; reports and moderators' decisions; the achievement.
// Threads of every test share one database: a list is narrowed to the test's own tag (or search word).
describe('social: forum', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  // A tag (and search word) no other test uses.
  const unique = () => `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const call = (member: Member, method: string, path: string, body?: unknown) => social.call(method, path, { token: member.token, body });
  const thread = (member: Member, overrides: { title?: string; content?: string; category?: ForumCategory; tags?: string[] } = {}) =>
    call(member, 'POST', '/api/forum/posts', { title: 'Which DI box?', content: 'For a bass rig, passive or active?', category: 'gear', ...overrides });
  const start = async (member: Member, overrides: Parameters<typeof thread>[1] = {}): Promise<number> => {
    const answer = await thread(member, overrides);
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const reply = (member: Member, postId: number, content = 'Active, every time') => call(member, 'POST', `/api/forum/posts/${postId}/comments`, { content });
  const list = (member: Member, query: string) => call(member, 'GET', `/api/forum/posts?${query}`);
  const ids = async (member: Member, query: string): Promise<number[]> => {
    const answer = await list(member, query);
    expect(answer.status).toBe(200);
    return answer.body.posts.map((post: ForumPostSummary) => post.id);
  };
  const categories = async (member: Member) => (await call(member, 'GET', '/api/forum/categories')).body as ForumCategories;
  const countIn = (all: ForumCategories, id: ForumCategory) => all.categories.find((category) => category.id === id)!;
  const block = async (blocker: Member, blocked: Member) => {
    await social.publish(
      'messaging.member.blocked.v1',
      blocker.id,
      { blockerId: blocker.id, blockedId: blocked.id, at: new Date().toISOString() },
      'messaging',
    );
    await eventually(
      async () => (await social.db.query(`SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 AND blocked`, [blocker.id, blocked.id])).rowCount,
    );
  };

  describe('threads', () => {
    it("starts a thread with the author's line, its tags lower-cased and deduplicated, and marks it the author's own", async () => {
      const [ada, ben] = [await social.member({ name: 'Ada Author', type: 'producer' }), await social.member()];

      const created = await thread(ada, { title: '  Which DI box?  ', tags: ['Bass', 'bass', 'DI', 'live-sound'] });
      const seen = await call(ben, 'GET', `/api/forum/posts/${created.body.id}`);

      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        title: 'Which DI box?',
        content: 'For a bass rig, passive or active?',
        excerpt: 'For a bass rig, passive or active?',
        category: 'gear',
        tags: ['bass', 'di', 'live-sound'],
        author: { id: ada.id, name: 'Ada Author', username: ada.username, type: 'producer', profileImage: null },
        replyCount: 0,
        lastActivityAt: created.body.createdAt,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        editedAt: null,
        isMine: true,
      });
      expect(seen.body).toEqual({ ...created.body, isMine: false });
    });

    it('shows the first words of a long thread in the list, and no author once the member has no summary (erased)', async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const tag = unique();
      const id = await start(ada, { content: `${'Long  words\nhere '.repeat(30)}end`, tags: [tag] });

      const [summary] = (await list(ben, `tag=${tag}`)).body.posts;
      await social.db.query(`DELETE FROM user_summaries WHERE id = $1`, [ada.id]);
      const orphan = await call(ben, 'GET', `/api/forum/posts/${id}`);

      expect(summary.excerpt).toMatch(/^Long words here Long words here .* Long…$/);
      expect(summary.excerpt.length).toBeLessThanOrEqual(201);
      expect(summary).not.toHaveProperty('content');
      expect(orphan.body.author).toBeNull();
    });

    it('lists by latest activity (a reply bumps an old thread) or newest first', async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const tag = unique();
      const first = await start(ada, { tags: [tag] });
      const second = await start(ada, { tags: [tag] });
      const third = await start(ben, { tags: [tag] });
      expect(await ids(ada, `tag=${tag}`)).toEqual([third, second, first]);

      const answer = await reply(ben, first);

      expect(answer.status).toBe(201);
      expect(await ids(ada, `tag=${tag}`)).toEqual([first, third, second]);
      expect(await ids(ada, `tag=${tag}&sort=active`)).toEqual([first, third, second]);
      expect(await ids(ada, `tag=${tag}&sort=newest`)).toEqual([third, second, first]);
      const bumped = (await call(ada, 'GET', `/api/forum/posts/${first}`)).body;
      expect(bumped).toMatchObject({ replyCount: 1, lastActivityAt: answer.body.createdAt });
      expect(Date.parse(bumped.lastActivityAt)).toBeGreaterThan(Date.parse(bumped.createdAt));
    });

    it('filters by category and counts every category’s threads with its latest activity', async () => {
      const ada = await social.member();
      const tag = unique();
      const before = await categories(ada);

      const gear = [await start(ada, { category: 'gear', tags: [tag] }), await start(ada, { category: 'gear', tags: [tag] })];
      const recording = await start(ada, { category: 'recording', tags: [tag] });
      const after = await categories(ada);

      expect(after.categories.map((category) => category.id)).toEqual([...FORUM_CATEGORIES]);
      expect(countIn(after, 'gear')).toMatchObject({ ...FORUM_CATEGORY_INFO.gear, threadCount: countIn(before, 'gear').threadCount + 2 });
      expect(countIn(after, 'recording').threadCount).toBe(countIn(before, 'recording').threadCount + 1);
      expect(countIn(after, 'business').threadCount).toBe(countIn(before, 'business').threadCount);
      const latestGear = (await call(ada, 'GET', `/api/forum/posts/${gear[1]}`)).body;
      expect(countIn(after, 'gear').lastActivityAt).toBe(latestGear.lastActivityAt);
      expect(await ids(ada, `tag=${tag}&category=gear`)).toEqual([gear[1], gear[0]]);
      expect(await ids(ada, `tag=${tag}&category=recording`)).toEqual([recording]);
      expect(await ids(ada, `tag=${tag}&category=education`)).toEqual([]);
    });

    it('searches titles and text where words start, every word, in any case; and finds by tag', async () => {
      const ada = await social.member();
      const word = unique();
      const inTitle = await start(ada, { title: `Fender ${word}caster or a Tele?`, content: 'Torn between two guitars' });
      const inText = await start(ada, { title: 'Amp question', content: `My ${word}amp hums on stage` });
      const tagged = await start(ada, { title: 'Tagged only', tags: [word] });
      await start(ada, { title: `Not x${word}`, content: 'the word starts later here' });

      expect(await ids(ada, `search=${word}`)).toEqual([inText, inTitle]);
      expect(await ids(ada, `search=${word.toUpperCase()}CASTER`)).toEqual([inTitle]);
      expect(await ids(ada, `search=${encodeURIComponent(`fender ${word}`)}`)).toEqual([inTitle]);
      expect(await ids(ada, `search=${encodeURIComponent(`stage ${word}`)}`)).toEqual([inText]);
      expect(await ids(ada, `search=${word}&sort=newest&category=recording`)).toEqual([]);
      expect(await ids(ada, `tag=${word.toUpperCase()}`)).toEqual([tagged]);
      expect((await list(ada, 'search=!!')).body).toEqual({ posts: [], total: 0, page: 1, limit: 20 });
    });

    it('pages with the total of the filter, also past the last page', async () => {
      const ada = await social.member();
      const tag = unique();
      const created: number[] = [];
      for (let i = 0; i < 5; i++) created.push(await start(ada, { title: `Thread ${i}`, tags: [tag] }));
      const newestFirst = [...created].reverse();

      const pages = await Promise.all([1, 2, 3, 4].map(async (page) => (await list(ada, `tag=${tag}&limit=2&page=${page}`)).body));

      expect(pages.map((page) => page.posts.map((post: ForumPostSummary) => post.id))).toEqual([
        newestFirst.slice(0, 2),
        newestFirst.slice(2, 4),
        newestFirst.slice(4),
        [],
      ]);
      expect(pages.map((page) => [page.total, page.page, page.limit])).toEqual([
        [5, 1, 2],
        [5, 2, 2],
        [5, 3, 2],
        [5, 4, 2],
      ]);
    });

    it.each([
      ['an empty title', { title: '   ' }, 'title', FORUM_MESSAGES.titleRequired],
      ['a long title', { title: 'x'.repeat(151) }, 'title', FORUM_MESSAGES.titleTooLong],
      ['no text', { content: '' }, 'content', FORUM_MESSAGES.contentRequired],
      ['too many tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', FORUM_MESSAGES.tooManyTags],
      ['a bad tag', { tags: ['ok', 'not ok!'] }, 'tags.1', FORUM_MESSAGES.invalidTag],
      ['an unknown category', { category: 'jazz' }, 'category', 'Choose a category'],
    ])('refuses a thread with %s (400 on the field)', async (_case, overrides, path, message) => {
      const ada = await social.member();

      const answer = await thread(ada, overrides as object);

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION', message, errors: [{ path, message }] });
      expect((await social.db.query(`SELECT 1 FROM forum_posts WHERE user_id = $1`, [ada.id])).rowCount).toBe(0);
    });

    it('refuses an empty reply, an unknown sort and a long search', async () => {
      const ada = await social.member();
      const id = await start(ada);

      const [empty, sort, search] = [await reply(ada, id, '  '), await list(ada, 'sort=hot'), await list(ada, `search=${'a'.repeat(101)}`)];

      expect(empty.body).toMatchObject({ message: FORUM_MESSAGES.replyRequired, errors: [{ path: 'content', message: FORUM_MESSAGES.replyRequired }] });
      expect([empty.status, sort.status, search.status]).toEqual([400, 400, 400]);
      expect(sort.body.errors).toEqual([expect.objectContaining({ path: 'sort' })]);
      expect(search.body.errors).toEqual([{ path: 'search', message: FORUM_MESSAGES.searchTooLong }]);
    });
  });

  describe('ownership', () => {
    it('lets only the author edit or delete a thread or a reply: 404 for anyone else, and nothing changes', async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const id = await start(ada, { title: 'Original', tags: ['gear'] });
      const adaReply = (await reply(ada, id, 'My own reply')).body;

      const attempts = [
        await call(ben, 'PATCH', `/api/forum/posts/${id}`, { title: 'Hijacked' }),
        await call(ben, 'PATCH', `/api/forum/posts/${id}`, {}),
        await call(ben, 'DELETE', `/api/forum/posts/${id}`),
        await call(ben, 'PATCH', `/api/forum/posts/${id}/comments/${adaReply.id}`, { content: 'Hijacked' }),
        await call(ben, 'DELETE', `/api/forum/posts/${id}/comments/${adaReply.id}`),
      ];

      expect(attempts.map((answer) => [answer.status, answer.body.message])).toEqual([
        [404, FORUM_MESSAGES.postNotFound],
        [404, FORUM_MESSAGES.postNotFound],
        [404, FORUM_MESSAGES.postNotFound],
        [404, FORUM_MESSAGES.commentNotFound],
        [404, FORUM_MESSAGES.commentNotFound],
      ]);
      expect((await call(ben, 'GET', `/api/forum/posts/${id}`)).body).toMatchObject({ title: 'Original', replyCount: 1, editedAt: null });
      expect((await call(ben, 'GET', `/api/forum/posts/${id}/comments`)).body.comments).toEqual([{ ...adaReply, isMine: false }]);
    });

    it("edits the author's thread and reply (marked edited only when something changed), and deletes them", async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const id = await start(ada, { title: 'Original', tags: ['gear'] });
      const adaReply = (await reply(ada, id, 'Draft reply')).body;
      await reply(ben, id, "Ben's reply");

      const unchanged = await call(ada, 'PATCH', `/api/forum/posts/${id}`, { title: 'Original' });
      const edited = await call(ada, 'PATCH', `/api/forum/posts/${id}`, { title: 'Edited', category: 'recording', tags: ['Mixing'] });
      const editedReply = await call(ada, 'PATCH', `/api/forum/posts/${id}/comments/${adaReply.id}`, { content: 'Final reply' });
      const removedReply = await call(ada, 'DELETE', `/api/forum/posts/${id}/comments/${adaReply.id}`);
      const afterReply = await call(ada, 'GET', `/api/forum/posts/${id}`);
      const removed = await call(ada, 'DELETE', `/api/forum/posts/${id}`);

      expect(unchanged.body).toMatchObject({ title: 'Original', tags: ['gear'], editedAt: null });
      expect(edited.body).toMatchObject({ title: 'Edited', category: 'recording', tags: ['mixing'], editedAt: expect.any(String), isMine: true });
      expect(editedReply.body).toMatchObject({ id: adaReply.id, content: 'Final reply', editedAt: expect.any(String), isMine: true });
      expect(removedReply.status).toBe(204);
      expect(afterReply.body.replyCount).toBe(1);
      expect(removed.status).toBe(204);
      expect((await call(ben, 'GET', `/api/forum/posts/${id}`)).status).toBe(404);
      expect((await call(ben, 'GET', `/api/forum/posts/${id}/comments`)).status).toBe(404);
      expect((await social.db.query(`SELECT 1 FROM forum_comments WHERE post_id = $1`, [id])).rowCount).toBe(0);
    });

    it('keeps the reply count true when a reply is deleted, and the thread’s latest activity where it was', async () => {
      const [ada, ben, cy] = [await social.member(), await social.member(), await social.member()];
      const id = await start(ada);
      const replies = [(await reply(ben, id, 'one')).body, (await reply(cy, id, 'two')).body, (await reply(ben, id, 'three')).body];
      const active = (await call(ada, 'GET', `/api/forum/posts/${id}`)).body.lastActivityAt;

      expect((await call(ben, 'DELETE', `/api/forum/posts/${id}/comments/${replies[2].id}`)).status).toBe(204);
      expect((await call(ben, 'DELETE', `/api/forum/posts/${id}/comments/${replies[2].id}`)).status).toBe(404);

      const after = (await call(ada, 'GET', `/api/forum/posts/${id}`)).body;
      const page = (await call(ada, 'GET', `/api/forum/posts/${id}/comments`)).body;
      const { rows } = await social.db.query(`SELECT count(*)::int AS n FROM forum_comments WHERE post_id = $1`, [id]);
      expect(after).toMatchObject({ replyCount: 2, lastActivityAt: active });
      expect(active).toBe(replies[2].createdAt);
      expect(rows[0].n).toBe(2);
      expect(page).toMatchObject({ total: 2, page: 1, limit: 50 });
      expect(page.comments.map((comment: { content: string; isMine: boolean }) => [comment.content, comment.isMine])).toEqual([
        ['one', false],
        ['two', false],
      ]);
    });

    it('pages replies oldest first', async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const id = await start(ada);
      for (const content of ['1', '2', '3']) await reply(ben, id, content);

      const pages = await Promise.all([1, 2, 3].map(async (page) => (await call(ben, 'GET', `/api/forum/posts/${id}/comments?limit=2&page=${page}`)).body));

      expect(pages.map((page) => [page.comments.map((comment: { content: string }) => comment.content), page.total])).toEqual([
        [['1', '2'], 3],
        [['3'], 3],
        [[], 3],
      ]);
      expect(pages[0].comments[0]).toMatchObject({ postId: id, isMine: true, author: { id: ben.id } });
    });
  });

  describe('blocks', () => {
    it("hides each member's threads and replies from the other, both ways, and refuses a reply to them", async () => {
      const [ada, ben, cy] = [await social.member(), await social.member(), await social.member()];
      const tag = unique();
      const adas = await start(ada, { category: 'business', tags: [tag] });
      const bens = await start(ben, { category: 'gigging', tags: [tag] });
      const cys = await start(cy, { category: 'gigging', tags: [tag] });
      await reply(ada, cys, 'Ada on Cy');
      await reply(ben, cys, 'Ben on Cy');

      await block(ada, ben);

      expect(await ids(ada, `tag=${tag}`)).toEqual([cys, adas]);
      expect(await ids(ben, `tag=${tag}`)).toEqual([cys, bens]);
      expect(await ids(cy, `tag=${tag}`)).toEqual([cys, bens, adas]);
      for (const [viewer, other] of [
        [ada, bens],
        [ben, adas],
      ] as const) {
        expect((await call(viewer, 'GET', `/api/forum/posts/${other}`)).status).toBe(404);
        expect((await call(viewer, 'GET', `/api/forum/posts/${other}/comments`)).status).toBe(404);
        expect((await reply(viewer, other)).status).toBe(404);
        expect((await call(viewer, 'POST', `/api/forum/posts/${other}/report`, { reason: 'spam' })).status).toBe(404);
      }
      const repliesSeenBy = async (viewer: Member) =>
        (await call(viewer, 'GET', `/api/forum/posts/${cys}/comments`)).body.comments.map((comment: { content: string }) => comment.content);
      expect(await repliesSeenBy(ada)).toEqual(['Ada on Cy']);
      expect(await repliesSeenBy(ben)).toEqual(['Ben on Cy']);
      expect(await repliesSeenBy(cy)).toEqual(['Ada on Cy', 'Ben on Cy']);
      const benReply = (await call(cy, 'GET', `/api/forum/posts/${cys}/comments`)).body.comments[1].id;
      expect((await call(ada, 'POST', `/api/forum/posts/${cys}/comments/${benReply}/report`, { reason: 'spam' })).status).toBe(404);
      expect(countIn(await categories(cy), 'gigging').threadCount - countIn(await categories(ada), 'gigging').threadCount).toBe(1);
      expect(countIn(await categories(cy), 'business').threadCount - countIn(await categories(ben), 'business').threadCount).toBe(1);
      expect((await social.db.query(`SELECT reply_count FROM forum_posts WHERE id = $1`, [bens])).rows[0].reply_count).toBe(0);
    });
  });

  describe('reports and moderation', () => {
    it('takes one report per member of a thread or reply they can see, never of their own', async () => {
      const [ada, ben] = [await social.member(), await social.member()];
      const id = await start(ada, { title: 'Cheap gear here', content: 'Visit my shop' });
      const adaReply = (await reply(ada, id, 'Buy now')).body.id;

      const first = await call(ben, 'POST', `/api/forum/posts/${id}/report`, { reason: 'spam', details: 'An advert' });
      const again = await call(ben, 'POST', `/api/forum/posts/${id}/report`, { reason: 'spam' });
      const own = await call(ada, 'POST', `/api/forum/posts/${id}/report`, { reason: 'spam' });
      const ofReply = await call(ben, 'POST', `/api/forum/posts/${id}/comments/${adaReply}/report`, { reason: 'scam' });
      const ofReplyAgain = await call(ben, 'POST', `/api/forum/posts/${id}/comments/${adaReply}/report`, { reason: 'scam' });
      const ownReply = await call(ada, 'POST', `/api/forum/posts/${id}/comments/${adaReply}/report`, { reason: 'scam' });
      const missing = await call(ben, 'POST', `/api/forum/posts/${id}/comments/2147483647/report`, { reason: 'scam' });

      expect([first.status, first.body]).toEqual([201, { reported: true, message: MODERATION_MESSAGES.reported }]);
      expect([again.status, again.body.code]).toEqual([409, ModerationErrorCode.AlreadyReported]);
      expect([own.status, own.body.code]).toEqual([400, ModerationErrorCode.ReportOwn]);
      expect([ofReply.status, ofReplyAgain.status, ownReply.status]).toEqual([201, 409, 400]);
      expect([missing.status, missing.body.message]).toEqual([404, FORUM_MESSAGES.commentNotFound]);
      const { rows } = await social.db.query(
        `SELECT payload -> 'payload' AS event FROM outbox
          WHERE name = 'social.report.filed.v1' AND key IN ($1, $2) AND payload -> 'payload' ->> 'reporterId' = $3 ORDER BY id`,
        [String(id), String(adaReply), String(ben.id)],
      );
      expect(rows.map((row) => row.event)).toEqual([
        expect.objectContaining({ kind: 'forum_post', itemId: id, subjectId: ada.id, reporterId: ben.id, reason: 'spam', details: 'An advert' }),
        expect.objectContaining({ kind: 'forum_comment', itemId: adaReply, subjectId: ada.id, reporterId: ben.id, reason: 'scam', excerpt: 'Buy now' }),
      ]);
      expect(rows[0].event.excerpt).toBe('Cheap gear here\n\nVisit my shop');
    });

    it("applies a moderator's decision: a thread goes with its replies, a reply leaves its thread one fewer", async () => {
      const [ada, ben, cy] = [await social.member(), await social.member(), await social.member()];
      const removedThread = await start(ada, { title: 'Spam' });
      await reply(ben, removedThread, 'Under the spam');
      const kept = await start(cy);
      const badReply = (await reply(ben, kept, 'Offensive')).body.id;
      await reply(cy, kept, 'Fine');
      const decision = (kind: 'forum_post' | 'forum_comment', itemId: number, subjectId: number) => ({
        caseId: 1,
        kind,
        itemId,
        subjectId,
        action: 'remove' as const,
        removeItem: true,
        until: null,
        decidedAt: new Date().toISOString(),
      });

      await social.publish('identity.moderation.decided.v1', removedThread, decision('forum_post', removedThread, ada.id));
      await social.publish('identity.moderation.decided.v1', badReply, decision('forum_comment', badReply, ben.id));

      await eventually(async () => (await call(cy, 'GET', `/api/forum/posts/${removedThread}`)).status === 404);
      await eventually(async () => (await call(cy, 'GET', `/api/forum/posts/${kept}`)).body.replyCount === 1);
      expect((await social.db.query(`SELECT 1 FROM forum_comments WHERE post_id = $1`, [removedThread])).rowCount).toBe(0);
      expect((await call(cy, 'GET', `/api/forum/posts/${kept}/comments`)).body.comments.map((comment: { content: string }) => comment.content)).toEqual([
        'Fine',
      ]);
    });
  });

  describe('achievement', () => {
    it('awards first_forum_post for the first thread, once', async () => {
      const ada = await social.member();
      const first = await start(ada);
      await start(ada);
      expect((await call(ada, 'DELETE', `/api/forum/posts/${first}`)).status).toBe(204);
      await start(ada);

      const achievements = (await call(ada, 'GET', '/api/achievements')).body.filter((a: { type: string }) => a.type === 'first_forum_post');
      const { rows } = await social.db.query(
        `SELECT 1 FROM outbox WHERE name = 'social.achievement.awarded.v1' AND payload -> 'payload' ->> 'type' = 'first_forum_post' AND key = $1`,
        [String(ada.id)],
      );

      expect(achievements).toEqual([expect.objectContaining({ title: 'Community Voice', level: 1, metadata: { forumPostId: first } })]);
      expect(rows).toHaveLength(1);
      expect((await call(ada, 'POST', '/api/achievements/check')).body).toEqual([]);
    });
  });
});
