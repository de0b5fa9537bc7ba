import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import { FileStorage } from '@stave/platform';
import { eventually, findMemberId, findMemberText, mediaFixture } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

interface ExportPart {
  dataKey: string;
  files: { key: string; name: string }[];
  document: Record<string, unknown> & { memberId: number };
}

// Data rights in social, on real Postgres, Kafka and S3: identity's export request answered with the member's part, and
// an erasure (delivered as two events, a duplicate) leaving no trace of the member while others' posts, counters and
// notifications stay right.
describe('social: data rights', () => {
  let social: SocialUnderTest;
  let storage: FileStorage;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    storage = social.service.app.get(FileStorage);
  });

  afterAll(async () => {
    await social?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => social.call(method, path, { token: member.token, body });
  const upload = async (member: Member) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(mediaFixture('tone.mp3'))], { type: 'audio/mpeg' }), 'tone.mp3');
    const answer = await social.call('POST', '/api/posts/media', { token: member.token, body: form });
    expect(answer.status).toBe(201);
    return answer.body.mediaUrl as string;
  };
  const post = async (member: Member, content: string, mediaUrl?: string) => {
    const answer = await call(member, 'POST', '/api/posts', { content, mediaUrl });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const keyOf = (mediaUrl: string) => mediaUrl.slice(1);
  const feedIds = async (member: Member) => (await call(member, 'GET', '/api/posts')).body.map((item: { id: number }) => item.id) as number[];
  const rows = async (sql: string, params: unknown[]) => (await social.db.query(sql, params)).rows;
  // Every event the service has written is on Kafka: nothing in flight can bring a row back after an erasure.
  const settled = () => eventually(async () => (await rows(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`, []))[0].n === 0);

  async function exportOf(member: Member): Promise<ExportPart> {
    const exportId = randomUUID();
    await social.publish('identity.export.requested.v1', member.id, { exportId, userId: member.id, requestedAt: new Date().toISOString() });
    const payload = await eventually(
      async () =>
        (
          await rows(
            `SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'social.export.part-ready.v1' AND payload -> 'payload' ->> 'exportId' = $1`,
            [exportId],
          )
        )[0]?.payload as { dataKey: string; files: ExportPart['files']; service: string; userId: number } | undefined,
    );
    expect(payload).toMatchObject({ service: 'social', userId: member.id });
    const stored = await storage.get(payload.dataKey);
    const text = Buffer.concat((await stored!.body.toArray()) as Buffer[]).toString('utf8');
    return { dataKey: payload.dataKey, files: payload.files, document: JSON.parse(text) };
  }

  it("exports the member's posts, media, engagement, network and bell, and nothing private of another member", async () => {
    const [ada, ben, cy] = [await social.member({ name: 'Ada Export' }), await social.member({ name: 'Ben Other' }), await social.member()];
    const adaMedia = await upload(ada);
    const adaPost = await post(ada, `Tracking today with @${ben.username} #Tape`, adaMedia);
    const pendingMedia = await upload(ada);
    const benPost = await post(ben, 'Ben on bass');
    await call(ada, 'POST', `/api/posts/${benPost}/like`);
    await call(ada, 'POST', `/api/posts/${benPost}/save`);
    await call(ada, 'POST', `/api/posts/${benPost}/view`);
    const comment = (await call(ada, 'POST', `/api/posts/${benPost}/comments`, { content: 'Lovely tone' })).body.id as number;
    await call(ada, 'POST', `/api/users/${ben.id}/follow`);
    await call(ben, 'POST', `/api/users/${ada.id}/follow`);
    await call(ben, 'POST', `/api/posts/${adaPost}/comments`, { content: 'Nice one' });
    const declined = (await call(ada, 'POST', '/api/connections', { receiverId: cy.id, message: 'Jam sometime?' })).body.id as number;
    await call(cy, 'PUT', `/api/connection-requests/${declined}/decline`);
    const accepted = (await call(ben, 'POST', '/api/connections', { receiverId: ada.id, message: 'Connect?' })).body.id as number;
    await call(ada, 'PUT', `/api/connection-requests/${accepted}/accept`);
    await call(ada, 'PUT', `/api/users/${cy.id}/mute`);
    // Ben's own business: whom he muted, what he asked a third member.
    await call(ben, 'PUT', `/api/users/${ada.id}/mute`);
    await call(ben, 'POST', '/api/connections', { receiverId: cy.id, message: 'A private note for Cy only' });
    await call(ada, 'POST', `/api/posts/${benPost}/report`, { reason: 'spam' });
    await call(ada, 'PUT', '/api/notifications/preferences', { jobs: false });
    const adaThread = (
      await call(ada, 'POST', '/api/forum/posts', { title: 'Tape or digital?', content: 'For a jazz trio', category: 'recording', tags: ['Tape'] })
    ).body.id as number;
    const benThread = (await call(ben, 'POST', '/api/forum/posts', { title: 'Ben’s private musings', content: 'Only Ben wrote this', category: 'general' }))
      .body.id as number;
    const adaReply = (await call(ada, 'POST', `/api/forum/posts/${benThread}/comments`, { content: 'Ada answers Ben' })).body.id as number;
    await call(ben, 'POST', `/api/forum/posts/${adaThread}/comments`, { content: 'Ben answers Ada' });
    await eventually(async () => (await rows(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'comment'`, [ada.id])).length > 0);
    await eventually(async () => (await rows(`SELECT 1 FROM achievements WHERE user_id = $1 AND type = 'first_post'`, [ada.id])).length > 0);
    // The accepted connection reaches the dashboard's counts through its own consumer: the export must not race it.
    await eventually(async () => (await rows(`SELECT 1 FROM member_activity_daily WHERE user_id = $1 AND metric = 'connectionsGained'`, [ada.id])).length > 0);

    const part = await exportOf(ada);

    const doc = part.document;
    expect(doc.memberId).toBe(ada.id);
    expect(doc.posts).toEqual([
      expect.objectContaining({
        id: adaPost,
        content: `Tracking today with @${ben.username} #Tape`,
        mediaUrl: adaMedia,
        mediaType: 'audio',
        mediaFile: `posts/${adaPost}.mp3`,
        comments: 1,
        hashtags: ['Tape'],
        mentionedUserIds: [ben.id],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      }),
    ]);
    expect(part.files).toEqual(
      expect.arrayContaining([
        { key: keyOf(adaMedia), name: `posts/${adaPost}.mp3` },
        { key: keyOf(pendingMedia), name: `uploads/${keyOf(pendingMedia).split('/')[1]}` },
      ]),
    );
    expect(part.files).toHaveLength(2);
    expect(await storage.exists(keyOf(adaMedia))).toBe(true);
    expect(doc.comments).toEqual([expect.objectContaining({ id: comment, postId: benPost, content: 'Lovely tone' })]);
    expect(doc.forumThreads).toEqual([
      {
        id: adaThread,
        title: 'Tape or digital?',
        content: 'For a jazz trio',
        category: 'recording',
        tags: ['tape'],
        replyCount: 1,
        lastActivityAt: expect.any(String),
        createdAt: expect.any(String),
        editedAt: null,
      },
    ]);
    expect(doc.forumReplies).toEqual([{ id: adaReply, threadId: benThread, content: 'Ada answers Ben', createdAt: expect.any(String), editedAt: null }]);
    expect(doc.likes).toEqual([{ postId: benPost, likedAt: expect.any(String) }]);
    expect(doc.savedPosts).toEqual([{ postId: benPost, savedAt: expect.any(String) }]);
    expect(doc.postViews).toEqual([{ postId: benPost, day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }]);
    expect(doc.following).toEqual([{ memberId: ben.id, username: ben.username, followedAt: expect.any(String) }]);
    expect(doc.followers).toEqual([{ memberId: ben.id, username: ben.username, followedAt: expect.any(String) }]);
    expect(doc.connections).toEqual([{ memberId: ben.id, username: ben.username, connectedAt: expect.any(String) }]);
    // Cy's 'no' is Cy's: the sender's copy says only that the request is closed.
    expect(doc.connectionRequests).toEqual([
      expect.objectContaining({ id: declined, direction: 'sent', memberId: cy.id, status: 'closed', message: 'Jam sometime?', updatedAt: null }),
      expect.objectContaining({ id: accepted, direction: 'received', memberId: ben.id, username: ben.username, status: 'accepted', message: 'Connect?' }),
    ]);
    expect(doc.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'comment', relatedId: adaPost, message: expect.stringContaining('Ben Other') })]),
    );
    expect(doc.mutes).toEqual([{ memberId: cy.id, username: cy.username, mutedAt: expect.any(String) }]);
    expect(doc.notificationPreferences).toMatchObject({ likes: true, comments: true, jobs: false, updatedAt: expect.any(String) });
    expect(doc.achievements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'first_post', metadata: { postId: adaPost } }),
        expect.objectContaining({ type: 'first_forum_post', metadata: { forumPostId: adaThread } }),
      ]),
    );
    expect(doc.reports).toEqual([{ kind: 'post', itemId: benPost, reason: 'spam', reportedAt: expect.any(String) }]);
    expect(doc.activity).toEqual([{ metric: 'connectionsGained', day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), count: 1 }]);
    expect(doc).toMatchObject({ boosts: [], matches: [], matchingPreferences: null });
    const text = JSON.stringify(doc);
    expect(text).not.toContain('A private note for Cy only');
    expect(text).not.toContain('rejected');
    expect(text).not.toContain('Ben on bass');
    expect(text).not.toContain('Only Ben wrote this');
    expect(text).not.toContain('Ben answers Ada');
  });

  it('erases a member everywhere, twice harmlessly, keeping the counters and notifications of the others right', async () => {
    const handle = `erin_${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    const erin = await social.member({ id: randomInt(1_000_000_000, 2_000_000_000), username: handle, name: 'Erin Gone' });
    const [olly, tam] = [await social.member({ name: 'Olly Stays' }), await social.member({ name: 'Tam Third' })];
    await call(olly, 'POST', `/api/users/${erin.id}/follow`);
    await feedIds(olly);
    const ollyMedia = await upload(olly);
    const ollyPost = await post(olly, `Great session with @${handle}`, ollyMedia);
    const erinMedia = await upload(erin);
    const erinPost = await post(erin, 'Erin’s last take', erinMedia);
    const erinPending = await upload(erin);
    await eventually(async () => (await feedIds(olly)).includes(erinPost));
    // Olly on Erin's post (goes with it); Tam and then Erin on Olly's (Erin's part comes off).
    await call(olly, 'POST', `/api/posts/${erinPost}/like`);
    await call(olly, 'POST', `/api/posts/${erinPost}/save`);
    await call(olly, 'POST', `/api/posts/${erinPost}/comments`, { content: 'Beautiful' });
    await call(olly, 'POST', `/api/posts/${erinPost}/report`, { reason: 'other' });
    await call(tam, 'POST', `/api/posts/${ollyPost}/like`);
    await call(tam, 'POST', `/api/posts/${ollyPost}/comments`, { content: 'Tam was here' });
    await call(tam, 'POST', `/api/users/${olly.id}/follow`);
    await call(tam, 'PUT', `/api/users/${erin.id}/mute`);
    await call(erin, 'POST', `/api/posts/${ollyPost}/like`);
    await call(erin, 'POST', `/api/posts/${ollyPost}/save`);
    await call(erin, 'POST', `/api/posts/${ollyPost}/view`);
    await call(erin, 'POST', `/api/posts/${ollyPost}/comments`, { content: 'First!' });
    await call(erin, 'POST', `/api/posts/${ollyPost}/comments`, { content: 'Second!' });
    await call(erin, 'POST', `/api/posts/${ollyPost}/report`, { reason: 'spam' });
    await call(erin, 'POST', `/api/users/${olly.id}/follow`);
    await call(erin, 'PUT', `/api/users/${tam.id}/mute`);
    await call(erin, 'PUT', '/api/notifications/preferences', { events: false });
    const request = (await call(erin, 'POST', '/api/connections', { receiverId: olly.id })).body.id as number;
    await call(olly, 'PUT', `/api/connection-requests/${request}/accept`);
    await call(erin, 'POST', '/api/connections', { receiverId: tam.id, message: 'Hi Tam' });
    // The forum: Erin's thread with Olly's reply (goes with it); Tam's and then Erin's replies on Olly's thread (Erin's
    // come off its count); reports of Erin's thread and reply (go), and one Erin filed.
    const forumThread = async (member: Member, title: string) =>
      (await call(member, 'POST', '/api/forum/posts', { title, content: `${title}, the text`, category: 'gigging' })).body.id as number;
    const forumReply = async (member: Member, thread: number, content: string) =>
      (await call(member, 'POST', `/api/forum/posts/${thread}/comments`, { content })).body.id as number;
    const erinThread = await forumThread(erin, 'Erin on the road');
    const ollyThread = await forumThread(olly, 'Olly asks about vans');
    await forumReply(olly, erinThread, 'Olly on Erin');
    await forumReply(tam, ollyThread, 'Tam on Olly');
    const erinReply = await forumReply(erin, ollyThread, 'Erin on Olly');
    await forumReply(erin, ollyThread, 'Erin again');
    await call(olly, 'POST', `/api/forum/posts/${erinThread}/report`, { reason: 'spam' });
    await call(tam, 'POST', `/api/forum/posts/${ollyThread}/comments/${erinReply}/report`, { reason: 'harassment' });
    await call(erin, 'POST', `/api/forum/posts/${ollyThread}/report`, { reason: 'other' });
    await social.db.query(`INSERT INTO boosted_posts (user_id, post_id, end_date) VALUES ($1, $2, now() + interval '7 days')`, [erin.id, erinPost]);
    await social.db.query(`INSERT INTO ai_matching_preferences (user_id, genres) VALUES ($1, '{jazz}')`, [erin.id]);
    await social.db.query(
      `INSERT INTO ai_matches (user_id, matched_user_id, match_score, match_reason) VALUES ($1, $2, 80, '["Both into jazz"]'), ($2, $1, 80, '["Both into jazz"]')`,
      [erin.id, olly.id],
    );
    await social.db.query(`INSERT INTO member_activity_daily (user_id, metric, day, count) VALUES ($1, 'profileViews', current_date, 3)`, [erin.id]);
    const ollyLines = () =>
      rows(
        `SELECT type, count, actor_ids AS "actorIds", related_id AS "relatedId", message FROM notifications
          WHERE user_id = $1 AND type IN ('like', 'comment', 'follow') ORDER BY type`,
        [olly.id],
      );
    await eventually(async () => (await ollyLines()).every((line) => line.actorIds[0] === erin.id) && (await ollyLines()).length === 3);
    await eventually(async () => (await rows(`SELECT 1 FROM achievements WHERE user_id = $1`, [erin.id])).length > 0);
    await settled();
    expect(await findMemberId(social.db, erin.id)).not.toEqual([]);
    // Her name is copied into text for others: Tam's and Olly's bell lines, and the events that announced them.
    expect(await findMemberText(social.db, 'Erin Gone')).toEqual(
      expect.arrayContaining([
        { table: 'notifications', column: 'message', rows: expect.any(Number) },
        { table: 'outbox', column: 'payload', rows: expect.any(Number) },
      ]),
    );

    const erasures = [
      await social.publish('identity.user.erased.v1', erin.id, { userId: erin.id, erasedAt: new Date().toISOString() }),
      await social.publish('identity.user.erased.v1', erin.id, { userId: erin.id, erasedAt: new Date().toISOString() }),
    ];
    await eventually(async () => (await rows(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[])`, [erasures]))[0].n === 2);

    expect(await findMemberId(social.db, erin.id)).toEqual([]);
    expect(await findMemberText(social.db, 'Erin Gone')).toEqual([]);
    expect([await storage.exists(keyOf(erinMedia)), await storage.exists(keyOf(erinPending))]).toEqual([false, false]);
    expect(await storage.exists(keyOf(ollyMedia))).toBe(true);
    expect((await call(olly, 'GET', `/api/posts/${erinPost}`)).status).toBe(404);
    expect(await feedIds(olly)).toEqual([ollyPost]);
    // Olly's post: Tam's like and comment are all that is left; the text still says what Olly wrote; a view is an
    // anonymous tally and stays counted.
    expect((await call(olly, 'GET', `/api/posts/${ollyPost}`)).body).toMatchObject({
      likes: 1,
      comments: 1,
      views: 1,
      content: `Great session with @${handle}`,
      mentions: [],
    });
    expect((await call(olly, 'GET', `/api/posts/${ollyPost}/comments`)).body.map((c: { content: string }) => c.content)).toEqual(['Tam was here']);
    // Olly's grouped lines now name Tam, one member each.
    expect(await ollyLines()).toEqual([
      expect.objectContaining({ type: 'comment', count: 1, actorIds: [tam.id], message: expect.stringMatching(/^Tam Third commented on/) }),
      expect.objectContaining({ type: 'follow', count: 1, actorIds: [tam.id], relatedId: tam.id, message: 'Tam Third started following you' }),
      expect.objectContaining({ type: 'like', count: 1, actorIds: [tam.id], message: expect.stringMatching(/^Tam Third liked/) }),
    ]);
    expect((await call(olly, 'GET', '/api/user/network-stats')).body).toEqual({ connections: 0, following: 0, followers: 1 });
    expect(await rows(`SELECT kind, item_id AS "itemId" FROM content_reports WHERE reporter_id = ANY($1)`, [[olly.id, tam.id]])).toEqual([]);
    // Olly's thread: Tam's reply is all that is left of its replies; Erin's thread went with Olly's reply on it.
    expect((await call(olly, 'GET', `/api/forum/posts/${erinThread}`)).status).toBe(404);
    expect((await call(olly, 'GET', `/api/forum/posts/${ollyThread}`)).body.replyCount).toBe(1);
    expect((await call(olly, 'GET', `/api/forum/posts/${ollyThread}/comments`)).body.comments.map((c: { content: string }) => c.content)).toEqual([
      'Tam on Olly',
    ]);
    expect(await rows(`SELECT matched_user_id FROM ai_matches WHERE user_id = $1`, [olly.id])).toEqual([]);
    const after = await exportOf(erin);
    expect(after.files).toEqual([]);
    expect(after.document).toMatchObject({
      posts: [],
      comments: [],
      forumThreads: [],
      forumReplies: [],
      likes: [],
      following: [],
      followers: [],
      notifications: [],
      notificationPreferences: null,
      achievements: [],
    });
  });
});
