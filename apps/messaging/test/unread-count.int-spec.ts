import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { callApi, eventually, ServiceWithMembers, type Member } from '@stave/platform/testing';
import type { QueryRunner } from 'typeorm';
import { messagingService } from '../src/app.module';
import { UnreadCounts1737200000000 } from '../src/conversations/unread-counts.migration';

// The dashboard's Messages counter and the inbox's per-conversation counts, on messaging's own database (real
// Postgres), behind its real guard. The counts are kept by the statements that change a message (docs/messaging.md §
// Unread counts); every test here compares what is kept with a count of the messages themselves.
describe('messaging: unread count', () => {
  let messaging: ServiceWithMembers;

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService);
  });

  afterAll(async () => {
    await messaging?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => messaging.call(method, path, { token: member.token, body });
  const start = async (from: Member, to: Member) => (await call(from, 'POST', '/api/messages/start', { otherUserId: to.id })).body.id as number;
  const send = async (from: Member, conversationId: number, content: string) => {
    const sent = await call(from, 'POST', '/api/messages', { conversationId, content });
    expect(sent.status).toBe(201);
    return sent.body as { id: number };
  };
  const read = async (member: Member, conversationId: number) => expect((await call(member, 'PUT', `/api/messages/${conversationId}/read`)).status).toBe(200);
  const unreadCount = async (member: Member) => (await call(member, 'GET', '/api/messages/unread-count')).body.count as number;
  const pro = () => messaging.member({ subscriptionTier: 'pro' });

  // What is kept and what a count of the messages gives, wherever they differ: each member's total (their inbox, so not
  // a request waiting for them) and each side of each conversation (what the other side sent that is unread and not
  // deleted). Empty when every count is right.
  const miscounted = async () => {
    const { rows } = await messaging.db.query(`
      WITH sides AS (
        SELECT c.id, s.member, s.kept, c.request_for IS DISTINCT FROM s.member AS in_inbox,
               (SELECT count(*)::int FROM messages m
                 WHERE m.conversation_id = c.id AND m.sender_id IS DISTINCT FROM s.member AND NOT m.is_read AND m.deleted_at IS NULL) AS counted
          FROM conversations c
         CROSS JOIN LATERAL (VALUES (c.participant_a_id, c.unread_a), (c.participant_b_id, c.unread_b)) s (member, kept)
         WHERE s.member IS NOT NULL
      ), totals AS (
        SELECT member, sum(counted) FILTER (WHERE in_inbox)::int AS counted FROM sides GROUP BY member
      )
      SELECT 'conversation ' || id || ', member ' || member AS what, kept, counted FROM sides WHERE kept <> counted
      UNION ALL
      SELECT 'member ' || coalesce(t.member, u.member_id), coalesce(u.messages, 0), coalesce(t.counted, 0)
        FROM totals t FULL JOIN unread_counts u ON u.member_id = t.member
       WHERE coalesce(u.messages, 0) <> coalesce(t.counted, 0)`);
    return rows;
  };

  it("counts the unread messages others sent the member, never their own, a read one or someone else's", async () => {
    const [one, two, three] = [await pro(), await pro(), await pro()];
    const ours = await start(two, one);
    const theirs = await start(two, three);
    await send(two, ours, 'unread to one');
    await send(two, ours, 'another');
    await send(one, ours, 'sent by one');
    await send(three, theirs, "not one's");
    await send(two, theirs, 'read by three');
    await read(three, theirs);

    const forOne = await call(one, 'GET', '/api/messages/unread-count');
    const signedOut = await callApi(`${messaging.url}/api/messages/unread-count`, 'GET');

    expect(forOne.body).toEqual({ count: 2 });
    expect(await unreadCount(three)).toBe(0);
    expect(signedOut.status).toBe(401);
    expect(await miscounted()).toEqual([]);
  });

  it('keeps every count equal to a recount while members send, read and delete in parallel', async () => {
    // A busy member with eight conversations: four in her inbox, four requests to her (two she takes in meanwhile).
    const hub = await pro();
    const others = await Promise.all(Array.from({ length: 8 }, () => pro()));
    const conversations = await Promise.all(others.map((other, i) => (i < 4 ? start(hub, other) : start(other, hub))));
    await Promise.all(others.map((other, i) => send(i < 4 ? hub : other, conversations[i]!, 'hello')));
    await Promise.all(others.slice(0, 4).map((other, i) => send(other, conversations[i]!, 'hello back')));

    for (let round = 0; round < 4; round++) {
      const sent: Array<{ from: Member; conversationId: number; id: number }> = [];
      const sendAll = others.map(async (other, i) => {
        for (let n = 0; n < 3; n++)
          sent.push({ from: other, conversationId: conversations[i]!, id: (await send(other, conversations[i]!, `r${round} n${n}`)).id });
      });
      const readAll = others.map(async (_, i) => {
        for (let n = 0; n < 2; n++) await call(hub, 'PUT', `/api/messages/${conversations[i]!}/read`);
      });
      const replies = others.slice(0, 4).map((other, i) => send(hub, conversations[i]!, `reply ${round}`).then(() => read(other, conversations[i]!)));
      const accepts = round === 1 ? [call(hub, 'PUT', `/api/messages/${conversations[4]!}/accept`), send(hub, conversations[5]!, 'taken in')] : [];
      await Promise.all([...sendAll, ...readAll, ...replies, ...accepts]);
      // Some of this round's messages taken back, some of them already read, in parallel with more reads.
      await Promise.all([
        ...sent.filter((_, n) => n % 4 === 0).map(({ from, conversationId, id }) => call(from, 'DELETE', `/api/messages/${conversationId}/${id}`)),
        ...conversations.slice(0, 2).map((id) => call(hub, 'PUT', `/api/messages/${id}/read`)),
      ]);

      expect(await miscounted()).toEqual([]);
    }

    const inbox = (await call(hub, 'GET', '/api/messages/conversations?box=inbox&limit=50')).body as Array<{ unreadCount: number }>;
    const { rows } = await messaging.db.query(`SELECT messages FROM unread_counts WHERE member_id = $1`, [hub.id]);
    expect(await unreadCount(hub)).toBe(rows[0]?.messages ?? 0);
    expect(inbox.reduce((sum, conversation) => sum + conversation.unreadCount, 0)).toBe(await unreadCount(hub));
  });

  it('counts the messages already there when the migration runs', async () => {
    const [ada, bea, cat] = [await pro(), await pro(), await pro()];
    // Ada asked for the conversation with Bea, so Bea's messages are no request; Cat's are.
    const ours = await start(ada, bea);
    const request = await start(cat, ada);
    await send(bea, ours, 'before the counts');
    await send(cat, request, 'a request');
    const migration = new UnreadCounts1737200000000();
    const queryRunner = { query: (sql: string) => messaging.db.query(sql) } as unknown as QueryRunner;
    await messaging.db.query('BEGIN');
    await migration.down(queryRunner);
    // What a version without the counts wrote meanwhile: more messages, one read, one deleted, a request taken in.
    await messaging.db.query(
      `INSERT INTO messages (conversation_id, sender_id, content, is_read, deleted_at) VALUES
         (${ours}, ${bea.id}, 'unread', false, NULL), (${ours}, ${bea.id}, 'read', true, NULL), (${ours}, ${bea.id}, 'deleted', false, now()),
         (${ours}, ${ada.id}, 'from ada', false, NULL), (${request}, ${cat.id}, 'another', false, NULL)`,
    );
    await messaging.db.query(`UPDATE conversations SET request_for = NULL WHERE id = ${request}`);

    await migration.up(queryRunner);
    await messaging.db.query('COMMIT');

    expect(await unreadCount(ada)).toBe(4);
    expect(await unreadCount(bea)).toBe(1);
    expect(await miscounted()).toEqual([]);
  });

  it("moves a request's unread messages into the count when it is taken in, and keeps a declined one out", async () => {
    const [star, fan, other, friend] = [await pro(), await pro(), await pro(), await pro()];
    const accepted = await start(fan, star);
    const declined = await start(other, star);
    const connected = await start(friend, star);
    for (const [from, id] of [
      [fan, accepted],
      [fan, accepted],
      [other, declined],
      [friend, connected],
    ] as const)
      await send(from, id, 'hello?');
    expect(await unreadCount(star)).toBe(0);

    await call(star, 'PUT', `/api/messages/${accepted}/accept`);
    await call(star, 'PUT', `/api/messages/${declined}/decline`);
    await send(other, declined, 'still there?');
    // Connecting (social's event) takes the friend's request in too.
    await messaging.publish('social.connection.accepted.v1', 9_000_001, { requestId: 9_000_001, senderId: friend.id, receiverId: star.id }, 'social');
    await eventually(async () => (await unreadCount(star)) === 3);

    expect(await unreadCount(star)).toBe(3);
    expect(await miscounted()).toEqual([]);
  });
});
