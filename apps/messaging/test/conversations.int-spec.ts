import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EVENT_SCHEMAS, MESSAGE_MAX_LENGTH } from '@stave/contracts';
import { Clock } from '@stave/platform';
import { ServiceWithMembers, eventually, userSnapshot, type Member } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// Messaging as in the cluster: its own database, members and connections arriving as identity's and
// social's events on Kafka, every call through its real guard.
describe('messaging: conversations', () => {
  let messaging: ServiceWithMembers;

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService);
  });

  afterAll(async () => {
    await messaging?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => messaging.call(method, path, { token: member.token, body });
  const start = async (from: Member, to: Member) => (await call(from, 'POST', '/api/messages/start', { otherUserId: to.id })).body.id as number;
  const send = (from: Member, conversationId: number, content: string) => call(from, 'POST', '/api/messages', { conversationId, content });
  const inbox = async (member: Member, box = 'inbox') =>
    (await call(member, 'GET', `/api/messages/conversations?box=${box}`)).body as Array<Record<string, unknown>>;
  let requestIds = 1_000_000;
  const connect = async (a: Member, b: Member) => {
    const requestId = ++requestIds;
    await messaging.publish('social.connection.accepted.v1', requestId, { requestId, senderId: a.id, receiverId: b.id }, 'social');
    await eventually(
      async () => (await messaging.db.query(`SELECT 1 FROM member_connections WHERE member_id = $1 AND other_id = $2 AND connected`, [a.id, b.id])).rowCount,
    );
  };
  const pro = () => messaging.member({ subscriptionTier: 'pro' });

  describe('starting and sending', () => {
    it('finds one conversation per pair, whoever starts it, and answers the thread in the spec’s shape', async () => {
      const [ada, bea] = [await messaging.member({ name: 'Ada Lovelace', profileImage: '/uploads/ada.webp' }), await messaging.member({ name: 'Bea' })];
      await connect(ada, bea);

      const first = await call(bea, 'POST', '/api/messages/start', { otherUserId: ada.id });
      const again = await call(ada, 'POST', '/api/messages/start', { otherUserId: bea.id });
      const sent = await send(bea, first.body.id, '  Fancy a session on Friday?  ');
      const reply = await send(ada, first.body.id, 'Yes!');
      const thread = await call(ada, 'GET', `/api/messages/${first.body.id}`);
      const list = await inbox(bea);

      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ sender_id: bea.id, content: 'Fancy a session on Friday?', isRead: false, readAt: null, deleted: false });
      expect(thread.body.map((message: { content: string }) => message.content)).toEqual(['Fancy a session on Friday?', 'Yes!']);
      expect(list[0]).toMatchObject({
        id: first.body.id,
        otherUserId: ada.id,
        other_user_name: 'Ada Lovelace',
        other_user_picture: '/uploads/ada.webp',
        last_message: 'Yes!',
        last_message_time: reply.body.created_at,
        unreadCount: 1,
        isRequest: false,
      });
    });

    it('gives 20 simultaneous starts from both sides one conversation', async () => {
      const [ada, bea] = [await messaging.member(), await messaging.member()];

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? call(ada, 'POST', '/api/messages/start', { otherUserId: bea.id }) : call(bea, 'POST', '/api/messages/start', { otherUserId: ada.id }),
        ),
      );

      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const { rows } = await messaging.db.query(
        `SELECT count(*)::int AS n FROM conversations WHERE participant_a_id = least($1::int, $2::int) AND participant_b_id = greatest($1::int, $2::int)`,
        [ada.id, bea.id],
      );
      expect(rows[0].n).toBe(1);
    });

    it('refuses oneself (400), an unknown member (404), an empty or over-long message with the spec’s text', async () => {
      const ada = await messaging.member();
      const bea = await messaging.member();
      const id = await start(ada, bea);

      const self = await call(ada, 'POST', '/api/messages/start', { otherUserId: ada.id });
      const unknown = await call(ada, 'POST', '/api/messages/start', { otherUserId: 2_147_000_000 });
      const blank = await send(ada, id, ' \n\t ');
      const long = await send(ada, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
      const noRecipient = await call(ada, 'POST', '/api/messages/start', {});

      expect(self.status).toBe(400);
      expect(unknown.status).toBe(404);
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual([{ path: 'content', message: 'Message is empty' }]);
      expect(long.status).toBe(400);
      expect(noRecipient.body.errors).toEqual([{ path: 'otherUserId', message: 'No recipient selected' }]);
      expect((await send(ada, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    });
  });

  describe("another member's conversation", () => {
    it('answers 404 to a third member for every call that names it, and changes nothing', async () => {
      const [ada, bea, eve] = [await messaging.member(), await messaging.member(), await messaging.member()];
      const id = await start(ada, bea);
      const message = (await send(ada, id, 'private')).body;

      const attempts = [
        await call(eve, 'GET', `/api/messages/${id}`),
        await call(eve, 'GET', `/api/messages/${id}?since=0`),
        await send(eve, id, 'let me in'),
        await call(eve, 'PUT', `/api/messages/${id}/read`),
        await call(eve, 'PUT', `/api/messages/${id}/accept`),
        await call(eve, 'PUT', `/api/messages/${id}/decline`),
        await call(eve, 'POST', `/api/messages/${id}/report`, { reason: 'nosy' }),
        await call(eve, 'DELETE', `/api/messages/${id}/${message.id}`),
        // Bea takes part, but the message is Ada's.
        await call(bea, 'DELETE', `/api/messages/${id}/${message.id}`),
      ];

      expect(attempts.map((attempt) => attempt.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
      expect(attempts[0]!.body.code).toBe('CONVERSATION_NOT_FOUND');
      const { rows } = await messaging.db.query(`SELECT content, is_read, deleted_at FROM messages WHERE conversation_id = $1`, [id]);
      expect(rows).toEqual([{ content: 'private', is_read: false, deleted_at: null }]);
      expect((await messaging.db.query(`SELECT 1 FROM conversation_reports WHERE conversation_id = $1`, [id])).rowCount).toBe(0);
      expect(await inbox(eve)).toEqual([]);
    });
  });

  describe('reporting a conversation', () => {
    it('keeps the report as written and files the other member in the moderation queue once, their latest words as the excerpt', async () => {
      const [ada, bea] = [await pro(), await pro()];
      await connect(ada, bea);
      const id = await start(ada, bea);
      for (const content of ['Hi Ada', 'Send me your bank details', 'Now']) await send(bea, id, content);
      await send(ada, id, 'No thanks');

      expect(await call(ada, 'POST', `/api/messages/${id}/report`, { reason: 'Asking for money' })).toMatchObject({ status: 201 });
      // Again: kept here too, and still one report of Bea in the queue.
      expect((await call(ada, 'POST', `/api/messages/${id}/report`, {})).status).toBe(201);

      expect((await messaging.db.query(`SELECT reason FROM conversation_reports WHERE conversation_id = $1 ORDER BY id`, [id])).rows).toEqual([
        { reason: 'Asking for money' },
        { reason: '' },
      ]);
      const { rows } = await messaging.db.query(`SELECT payload -> 'payload' AS report FROM outbox WHERE name = 'messaging.report.filed.v1' AND key = $1`, [
        String(bea.id),
      ]);
      expect(rows.map((row) => row.report)).toEqual([
        expect.objectContaining({
          kind: 'member',
          itemId: bea.id,
          subjectId: bea.id,
          reporterId: ada.id,
          reason: 'other',
          details: 'Asking for money',
          excerpt: 'Hi Ada\nSend me your bank details\nNow',
        }),
      ]);
    });
  });

  describe('threads', () => {
    it('pages newest first in reading order, catches up with ?since=, marks read and deletes for both', async () => {
      const [ada, bea] = [await pro(), await pro()];
      await connect(ada, bea);
      const id = await start(ada, bea);
      const sent = [];
      for (let i = 1; i <= 5; i++) sent.push((await send(i % 2 ? ada : bea, id, `m${i}`)).body);

      const newest = await call(ada, 'GET', `/api/messages/${id}?limit=2`);
      const older = await call(ada, 'GET', `/api/messages/${id}?limit=2&before=${newest.headers.get('x-next-cursor')}`);
      const since = await call(bea, 'GET', `/api/messages/${id}?since=${sent[1]!.id}`);
      const read = await call(bea, 'PUT', `/api/messages/${id}/read`);
      const deleted = await call(ada, 'DELETE', `/api/messages/${id}/${sent[4]!.id}`);
      const seenByBea = await call(bea, 'GET', `/api/messages/${id}`);

      expect(newest.body.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
      expect(older.body.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
      expect(since.body.map((m: { content: string }) => m.content)).toEqual(['m3', 'm4', 'm5']);
      expect(read.body).toMatchObject({ conversationId: id, marked: 3 });
      expect(deleted.status).toBe(204);
      const byContent = Object.fromEntries(seenByBea.body.map((m: { id: number }) => [m.id, m]));
      expect(byContent[sent[0]!.id]).toMatchObject({ isRead: true, readAt: read.body.readAt });
      expect(byContent[sent[1]!.id]).toMatchObject({ isRead: false, readAt: null });
      expect(byContent[sent[4]!.id]).toMatchObject({ content: 'Message deleted', deleted: true });
      expect((await inbox(bea))[0]).toMatchObject({ last_message: 'Message deleted', unreadCount: 0 });
      const { rows } = await messaging.db.query(`SELECT content FROM messages WHERE id = $1`, [sent[4]!.id]);
      expect(rows[0].content).toBe('');
    });

    it("counts the member's unread messages for the badge, never their own, a request's or a deleted one", async () => {
      const [ada, bea, stranger] = [await pro(), await pro(), await pro()];
      await connect(ada, bea);
      const withBea = await start(bea, ada);
      await send(bea, withBea, 'one');
      await send(bea, withBea, 'two');
      const gone = (await send(bea, withBea, 'three')).body;
      await call(bea, 'DELETE', `/api/messages/${withBea}/${gone.id}`);
      await send(ada, withBea, 'mine');
      await send(stranger, await start(stranger, ada), 'a request');

      expect((await call(ada, 'GET', '/api/messages/unread-count')).body).toEqual({ count: 2 });
    });
  });

  describe('message requests', () => {
    it("puts a first message from someone not connected in the recipient's Requests; accepting moves it to the inbox", async () => {
      const [fan, star] = [await pro(), await pro()];
      const id = await start(fan, star);
      await send(fan, id, 'Big fan, can we collaborate?');

      expect(await inbox(star)).toEqual([]);
      expect(await inbox(star, 'requests')).toEqual([expect.objectContaining({ id, isRequest: true, last_message: 'Big fan, can we collaborate?' })]);
      expect(await inbox(fan)).toEqual([expect.objectContaining({ id, isRequest: false })]);

      const accepted = await call(star, 'PUT', `/api/messages/${id}/accept`);
      expect(accepted.body).toMatchObject({ id, isRequest: false });
      expect(await inbox(star, 'requests')).toEqual([]);
      expect(await inbox(star)).toEqual([expect.objectContaining({ id })]);
    });

    it('takes no new conversation from a non-connection when the recipient allows connections only, and keeps those started', async () => {
      const [fan, star, friend, early] = [await pro(), await pro(), await pro(), await pro()];
      await connect(star, friend);
      const before = await start(early, star);
      expect((await call(star, 'GET', '/api/messages/preferences')).body).toEqual({ allowFrom: 'everyone' });

      expect((await call(star, 'PUT', '/api/messages/preferences', { allowFrom: 'connections' })).body).toEqual({ allowFrom: 'connections' });
      expect((await call(star, 'PUT', '/api/messages/preferences', { allowFrom: 'nobody' })).status).toBe(400);

      const refused = await call(fan, 'POST', '/api/messages/start', { otherUserId: star.id });
      expect([refused.status, refused.body]).toEqual([
        403,
        { message: 'This member only takes messages from their connections', code: 'MESSAGES_CONNECTIONS_ONLY' },
      ]);
      // A conversation started before the change cannot open with a first message now either.
      expect((await send(early, before, 'Hi!')).body.code).toBe('MESSAGES_CONNECTIONS_ONLY');
      // A connection may; the recipient may always start one themselves.
      expect((await send(friend, await start(friend, star), 'Hi friend')).status).toBe(201);
      expect((await send(star, await start(star, fan), 'Thanks for following')).status).toBe(201);

      await call(star, 'PUT', '/api/messages/preferences', { allowFrom: 'everyone' });
      expect((await send(early, before, 'Hi again')).status).toBe(201);
    });

    it('hides a declined request from the recipient and tells the sender nothing', async () => {
      const [fan, star] = [await pro(), await pro()];
      const id = await start(fan, star);
      await send(fan, id, 'Hello?');

      expect((await call(star, 'PUT', `/api/messages/${id}/decline`)).status).toBe(204);
      const more = await send(fan, id, 'Still there?');

      expect(more.status).toBe(201);
      expect(await inbox(star)).toEqual([]);
      expect(await inbox(star, 'requests')).toEqual([]);
      expect((await call(star, 'GET', '/api/messages/unread-count')).body).toEqual({ count: 0 });
      expect(await inbox(fan)).toEqual([expect.objectContaining({ id, last_message: 'Still there?', isRequest: false })]);
    });

    it('sends a first message between connections to the inbox, and moves a waiting request there once they connect', async () => {
      const [ada, bea, cat] = [await pro(), await pro(), await pro()];
      await connect(ada, bea);
      await send(ada, await start(ada, bea), 'Hi connection');
      const waiting = await start(cat, ada);
      await send(cat, waiting, 'Hi stranger');
      expect(await inbox(ada, 'requests')).toEqual([expect.objectContaining({ id: waiting })]);

      await connect(ada, cat);

      expect(await inbox(ada, 'requests')).toEqual([]);
      expect((await inbox(ada)).map((conversation) => conversation.otherUserId).sort()).toEqual([bea.id, cat.id].sort());
    });

    it('takes a request in when the recipient replies', async () => {
      const [fan, star] = [await pro(), await pro()];
      const id = await start(fan, star);
      await send(fan, id, 'Hi');
      await send(star, id, 'Hi back');

      expect(await inbox(star)).toEqual([expect.objectContaining({ id, isRequest: false })]);
    });
  });

  describe('blocking', () => {
    it('stops new messages both ways and keeps the thread readable until unblocked', async () => {
      const [ada, bea] = [await pro(), await pro()];
      await connect(ada, bea);
      const id = await start(ada, bea);
      await send(ada, id, 'before');

      expect((await call(bea, 'POST', '/api/messages/blocks', { userId: ada.id })).status).toBe(200);
      const fromBlocked = await send(ada, id, 'after');
      const fromBlocker = await send(bea, id, 'after');
      const startAgain = await call(ada, 'POST', '/api/messages/start', { otherUserId: bea.id });
      const thread = await call(ada, 'GET', `/api/messages/${id}`);
      const list = await call(bea, 'GET', '/api/messages/blocks');

      expect([fromBlocked.status, fromBlocker.status, startAgain.status]).toEqual([403, 403, 403]);
      expect(fromBlocked.body.code).toBe('MEMBER_BLOCKED');
      expect(thread.body.map((m: { content: string }) => m.content)).toEqual(['before']);
      expect(list.body).toEqual([expect.objectContaining({ userId: ada.id })]);
      expect((await call(bea, 'POST', '/api/messages/blocks', { userId: bea.id })).status).toBe(400);

      expect((await call(bea, 'DELETE', `/api/messages/blocks/${ada.id}`)).status).toBe(204);
      expect((await send(ada, id, 'after')).status).toBe(201);
    });
  });

  describe("the free tier's 5 new conversations a month", () => {
    const opened = async (member: Member, count: number) => {
      for (let i = 0; i < count; i++) {
        const other = await messaging.member();
        const answer = await send(member, await start(member, other), `hello ${i}`);
        if (answer.status !== 201) return answer;
      }
      return null;
    };

    it('refuses the 6th with USAGE_LIMIT_EXCEEDED and its usage, still allows replies, and resets with the London month', async () => {
      const clock = messaging.service.app.get(Clock);
      const now = jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-31T12:00:00.000Z'));
      try {
        const free = await messaging.member();
        const writer = await pro();
        const theirs = await start(writer, free);
        await send(writer, theirs, 'Are you free for a gig?');

        expect(await opened(free, 5)).toBeNull();
        const sixth = await opened(free, 1);
        const reply = await send(free, theirs, 'Yes, I am');
        const usage = await call(free, 'GET', '/api/messages/usage');

        expect(sixth?.status).toBe(403);
        expect(sixth?.body).toMatchObject({ code: 'USAGE_LIMIT_EXCEEDED', usage: { currentCount: 5, limit: 5 } });
        expect(sixth?.body.message).toEqual(expect.any(String));
        expect(reply.status).toBe(201);
        expect(usage.body).toEqual({ currentCount: 5, limit: 5, remaining: 0, resetsAt: '2026-03-31T23:00:00.000Z' });

        // 00:30 on 1 April in London (BST) is still 31 March in UTC: a new month all the same.
        now.mockReturnValue(new Date('2026-03-31T23:30:00.000Z'));
        expect(await opened(free, 1)).toBeNull();
        expect((await call(free, 'GET', '/api/messages/usage')).body).toMatchObject({ currentCount: 1, remaining: 4 });
      } finally {
        now.mockRestore();
      }
    });

    it('lets only one of several simultaneous first messages take the last opening', async () => {
      const free = await messaging.member();
      await opened(free, 4);
      const others = await Promise.all(Array.from({ length: 4 }, () => messaging.member()));
      const ids = await Promise.all(others.map((other) => start(free, other)));

      const answers = await Promise.all(ids.map((id) => send(free, id, 'first!')));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403]);
    });

    it('lifts the cap when a move to pro arrives as an event, and reports unlimited as -1', async () => {
      const free = await messaging.member();
      await opened(free, 5);
      expect((await opened(free, 1))?.status).toBe(403);

      await messaging.updateMember(userSnapshot(free.id, { version: 1, username: free.username, subscriptionTier: 'pro' }), ['subscriptionTier']);
      await eventually(async () => (await messaging.db.query(`SELECT 1 FROM user_summaries WHERE id = $1 AND subscription_tier = 'pro'`, [free.id])).rowCount);

      expect(await opened(free, 1)).toBeNull();
      expect((await call(free, 'GET', '/api/messages/usage')).body).toMatchObject({ currentCount: 6, limit: -1, remaining: null });
    });
  });

  describe('events', () => {
    it('announces a started conversation and every message sent, without their text', async () => {
      const [ada, bea] = [await pro(), await pro()];
      const id = await start(ada, bea);
      await send(ada, id, 'secret words');
      await send(bea, id, 'more secrets');

      const { rows } = await messaging.db.query(`SELECT name, payload FROM outbox WHERE key = $1 ORDER BY id`, [String(id)]);
      expect(rows.map((row) => row.name)).toEqual(['messaging.conversation.started.v1', 'messaging.message.sent.v1', 'messaging.message.sent.v1']);
      expect(JSON.stringify(rows)).not.toContain('secret');
      expect(rows[1].payload.payload).toMatchObject({ conversationId: id, senderId: ada.id, recipientId: bea.id, opensConversation: true });
    });

    it('announces a block and its lifting once each, so other services can leave blocked members out', async () => {
      const [ada, bea] = [await pro(), await pro()];
      for (let i = 0; i < 2; i++) expect((await call(ada, 'POST', '/api/messages/blocks', { userId: bea.id })).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await call(ada, 'DELETE', `/api/messages/blocks/${bea.id}`)).status).toBe(204);

      const { rows } = await messaging.db.query(`SELECT name, key, payload FROM outbox WHERE name LIKE 'messaging.member.%' AND key = $1 ORDER BY id`, [
        String(ada.id),
      ]);
      expect(rows.map((row) => row.name)).toEqual(['messaging.member.blocked.v1', 'messaging.member.unblocked.v1']);
      const [blocked, unblocked] = rows.map((row) => EVENT_SCHEMAS['messaging.member.blocked.v1'].parse(row.payload.payload));
      expect(blocked).toMatchObject({ blockerId: ada.id, blockedId: bea.id });
      expect(Date.parse(unblocked!.at)).toBeGreaterThan(Date.parse(blocked!.at));
    });

    it('announces a message sent in one statement (an open conversation) as the full path does', async () => {
      const [ada, bea] = [await pro(), await pro()];
      const id = await start(ada, bea);
      await send(ada, id, 'first');
      const waiting = await send(ada, id, 'again, while the request waits');
      const takenIn = await send(bea, id, 'reply, which takes the request in');
      const usual = await send(ada, id, 'the usual message');
      const reply = await send(bea, id, 'and back');
      // The usual message is one statement (so is one more into a waiting request); a reply that takes
      // a request in goes the whole way, after the one statement found it could not.
      expect([waiting, takenIn, usual, reply].map((answer) => Number(answer.headers.get('x-db-queries')))).toEqual([1, 7, 1, 1]);

      const { rows } = await messaging.db.query(`SELECT name, payload, headers FROM outbox WHERE key = $1 ORDER BY id`, [String(id)]);
      const sent = rows.filter((row) => row.name === 'messaging.message.sent.v1');
      expect(sent).toHaveLength(5);
      for (const row of sent) expect(() => EVENT_SCHEMAS['messaging.message.sent.v1'].parse(row.payload.payload)).not.toThrow();
      expect(sent[1].payload.payload).toMatchObject({ messageId: waiting.body.id, senderId: ada.id, recipientId: bea.id, opensConversation: false });
      expect(sent[3].payload.payload).toEqual({
        messageId: usual.body.id,
        conversationId: id,
        senderId: ada.id,
        recipientId: bea.id,
        opensConversation: false,
        sentAt: usual.body.created_at,
      });
      expect(sent[4].payload.payload).toMatchObject({ messageId: reply.body.id, senderId: bea.id, recipientId: ada.id, sentAt: reply.body.created_at });
      expect(sent[3].payload).toMatchObject({ name: 'messaging.message.sent.v1', producer: 'messaging', key: String(id) });
      expect(new Set(sent.map((row) => row.payload.id)).size).toBe(5);
      expect(JSON.stringify(rows)).not.toContain('usual');
      // Published: the statement sends no NOTIFY; the process wakes its own relay once it has committed.
      await eventually(async () => (await messaging.db.query(`SELECT 1 FROM outbox WHERE key = $1 AND sent_at IS NULL`, [String(id)])).rowCount === 0, 5_000);
      // The thread reads them in the order they were sent, and the conversation shows the last.
      const thread = await call(ada, 'GET', `/api/messages/${id}`);
      expect(thread.body.map((m: { content: string }) => m.content).slice(-2)).toEqual(['the usual message', 'and back']);
      const list = await call(ada, 'GET', '/api/messages/conversations');
      expect(list.body.find((c: { id: number }) => c.id === id)).toMatchObject({ last_message: 'and back', last_message_time: reply.body.created_at });
    });
  });
});
