import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, findMemberId, type Member } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// Data rights in messaging on real infrastructure: identity's export request answered with the member's part in storage,
// and an erasure (twice, as a redelivered or repeated event would) leaving the other members' conversations readable,
// with the erased member shown as 'Former member'.
describe('messaging: data rights', () => {
  let messaging: ServiceWithMembers;

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService);
  });

  afterAll(async () => {
    await messaging?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => messaging.call(method, path, { token: member.token, body });
  const start = async (from: Member, to: Member) => {
    const answer = await call(from, 'POST', '/api/messages/start', { otherUserId: to.id });
    expect([200, 201]).toContain(answer.status);
    return answer.body.id as number;
  };
  const send = async (from: Member, conversationId: number, content: string) => {
    const answer = await call(from, 'POST', '/api/messages', { conversationId, content });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };
  const member = (id?: number) => messaging.member(id === undefined ? { subscriptionTier: 'pro' } : { id, subscriptionTier: 'pro' });
  // The relay has sent every event so far (an erasure purges sent rows naming the member; unsent ones are delivered).
  const relayed = () => eventually(async () => (await messaging.db.query(`SELECT 1 FROM outbox WHERE sent_at IS NULL`)).rowCount === 0);

  it('writes the member’s conversations, both sides’ messages, their blocks, preferences and reports as their export part', async () => {
    const [ada, bea, cal, dan] = [await member(), await member(), await member(), await member()];
    const withBea = await start(ada, bea);
    await send(ada, withBea, 'Fancy a session on Friday?');
    const reply = await send(bea, withBea, 'Only if you bring the Rhodes');
    const deleted = await send(ada, withBea, 'typo');
    await call(ada, 'DELETE', `/api/messages/${withBea}/${deleted}`);
    // Bea's conversation with Cal is none of Ada's business; nor is Cal's block of Ada.
    const beaCal = await start(bea, cal);
    await send(bea, beaCal, 'Do not tell Ada about the surprise gig');
    await call(cal, 'POST', '/api/messages/blocks', { userId: ada.id });
    await call(ada, 'POST', '/api/messages/blocks', { userId: dan.id });
    await call(ada, 'PUT', '/api/messages/preferences', { allowFrom: 'connections' });
    expect((await call(ada, 'POST', `/api/messages/${withBea}/${reply}/report`, { reason: 'spam' })).status).toBe(201);
    await call(ada, 'POST', `/api/messages/${withBea}/report`, { reason: 'Keeps asking about the Rhodes' });
    const exportId = randomUUID();

    await messaging.publish('identity.export.requested.v1', ada.id, { exportId, userId: ada.id, requestedAt: new Date().toISOString() });
    const ready = await eventually(
      async () =>
        (
          await messaging.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = $1 AND key = $2`, [
            'messaging.export.part-ready.v1',
            exportId,
          ])
        ).rows[0]?.payload,
    );
    const stored = await messaging.service.app.get(FileStorage).get(ready.dataKey);
    const part = JSON.parse(await text(stored!.body));

    expect(ready).toMatchObject({ exportId, userId: ada.id, service: 'messaging', files: [] });
    expect(part).toMatchObject({ service: 'messaging', memberId: ada.id });
    expect(part.conversations).toEqual([
      expect.objectContaining({ id: withBea, otherMemberId: bea.id, otherUsername: bea.username, startedByMe: true, openedByMe: true, requestForMe: false }),
    ]);
    expect(part.messages.map((m: Record<string, unknown>) => [m.senderId, m.fromMe, m.content, m.deleted])).toEqual([
      [ada.id, true, 'Fancy a session on Friday?', false],
      [bea.id, false, 'Only if you bring the Rhodes', false],
      [ada.id, true, null, true],
    ]);
    expect(part.messages[0]).toMatchObject({ conversationId: withBea, createdAt: expect.stringMatching(/Z$/) });
    expect(part.blocks).toEqual([{ blockedMemberId: dan.id, blockedUsername: dan.username, blockedAt: expect.any(String) }]);
    expect(part.messagePreferences).toMatchObject({ allowFrom: 'connections' });
    expect(part.reportsFiled).toEqual([
      expect.objectContaining({ kind: 'message', conversationId: withBea, messageId: reply, reason: 'spam' }),
      expect.objectContaining({ kind: 'conversation', conversationId: withBea, messageId: null, reason: 'Keeps asking about the Rhodes' }),
    ]);
    const everything = JSON.stringify(part);
    expect(everything).not.toContain('surprise gig');
    expect(everything).not.toContain(String(cal.id));
  });

  it('erases the member and keeps the others’ conversations, the member shown as a former member who takes no more messages', async () => {
    const erasedId = randomInt(1_000_000_000, 2_000_000_000);
    const [eve, bea, fay, gus, hal] = [await member(erasedId), await member(), await member(), await member(), await member()];
    // Eve and Bea talk; Eve deletes one message and sends one Bea has not read.
    const withBea = await start(eve, bea);
    const firstFromEve = await send(eve, withBea, 'Can you dep on bass on Saturday?');
    await send(bea, withBea, 'Yes, send me the set list');
    await call(eve, 'PUT', `/api/messages/${withBea}/read`);
    await call(bea, 'PUT', `/api/messages/${withBea}/read`);
    const deleted = await send(eve, withBea, 'wrong chat');
    await call(eve, 'DELETE', `/api/messages/${withBea}/${deleted}`);
    await send(eve, withBea, 'Set list: Valerie, Superstition, Golden Lady');
    await call(bea, 'POST', `/api/messages/${withBea}/report`, { reason: 'Asked for my number' });
    expect((await call(bea, 'POST', `/api/messages/${withBea}/${firstFromEve}/report`, { reason: 'spam' })).status).toBe(201);
    // Fay started one and nobody wrote; Gus sent Eve a request; Hal declined Eve's.
    const withFay = await start(fay, eve);
    const fromGus = await start(gus, eve);
    const fromGusMessage = await send(gus, fromGus, 'Hi Eve, are you free for a recording?');
    const toHal = await start(eve, hal);
    await send(eve, toHal, 'Need a drummer?');
    await call(hal, 'PUT', `/api/messages/${toHal}/decline`);
    // Eve's own settings and reports, and blocks both ways.
    await call(eve, 'PUT', '/api/messages/preferences', { allowFrom: 'connections' });
    await call(eve, 'POST', '/api/messages/blocks', { userId: fay.id });
    await call(gus, 'POST', '/api/messages/blocks', { userId: hal.id });
    await call(hal, 'POST', '/api/messages/blocks', { userId: eve.id });
    await call(eve, 'POST', `/api/messages/${fromGus}/report`, { reason: 'pushy' });
    expect((await call(eve, 'POST', `/api/messages/${fromGus}/${fromGusMessage}/report`, { reason: 'spam' })).status).toBe(201);
    await relayed();

    const erasures = [
      await messaging.publish('identity.user.erased.v1', eve.id, { userId: eve.id, erasedAt: new Date().toISOString() }),
      await messaging.publish('identity.user.erased.v1', eve.id, { userId: eve.id, erasedAt: new Date().toISOString() }),
    ];
    await eventually(
      async () =>
        (
          await messaging.db.query(`SELECT 1 FROM inbox WHERE consumer = 'messaging:MemberDataConsumer.onUserErased' AND event_id = ANY($1::uuid[])`, [
            erasures,
          ])
        ).rowCount === 2,
    );

    expect(await findMemberId(messaging.db, eve.id)).toEqual([]);
    // Bea's conversation reads as before, Eve's side from a former member, and counts her unread message.
    const [beaList, thread, unread] = [
      (await call(bea, 'GET', '/api/messages/conversations')).body,
      await call(bea, 'GET', `/api/messages/${withBea}`),
      (await call(bea, 'GET', '/api/messages/unread-count')).body,
    ];
    expect(beaList).toEqual([
      expect.objectContaining({
        id: withBea,
        otherUserId: 0,
        other_user_name: 'Former member',
        other_user_picture: null,
        last_message: 'Set list: Valerie, Superstition, Golden Lady',
        unreadCount: 1,
        isRequest: false,
      }),
    ]);
    expect(thread.status).toBe(200);
    expect(thread.body.map((m: Record<string, unknown>) => [m.sender_id, m.content, m.deleted])).toEqual([
      [0, 'Can you dep on bass on Saturday?', false],
      [bea.id, 'Yes, send me the set list', false],
      [0, 'Message deleted', true],
      [0, 'Set list: Valerie, Superstition, Golden Lady', false],
    ]);
    expect(thread.body[1]).toMatchObject({ isRead: true });
    expect(unread).toEqual({ count: 1 });
    // The deleted message is marked as well, as before (it never counted as unread).
    expect((await call(bea, 'PUT', `/api/messages/${withBea}/read`)).body).toMatchObject({ marked: 2 });
    expect((await call(bea, 'GET', '/api/messages/unread-count')).body).toEqual({ count: 0 });
    // Nobody is left to answer: sending is refused as to a blocked member, on the usual path and the first message alike.
    expect((await call(bea, 'POST', '/api/messages', { conversationId: withBea, content: 'Still on?' })).body).toMatchObject({ code: 'MEMBER_BLOCKED' });
    expect((await call(gus, 'POST', '/api/messages', { conversationId: fromGus, content: 'Hello?' })).body).toMatchObject({ code: 'MEMBER_BLOCKED' });
    expect((await call(bea, 'POST', '/api/messages/start', { otherUserId: eve.id })).status).toBe(404);
    // Gus keeps his message; Fay's empty conversation and Hal's declined request are gone; Bea's report stays.
    expect((await call(gus, 'GET', '/api/messages/conversations')).body).toEqual([
      expect.objectContaining({ id: fromGus, otherUserId: 0, other_user_name: 'Former member', last_message: 'Hi Eve, are you free for a recording?' }),
    ]);
    expect((await call(gus, 'GET', `/api/messages/${fromGus}`)).body).toEqual([expect.objectContaining({ sender_id: gus.id })]);
    expect((await call(fay, 'GET', '/api/messages/conversations')).body).toEqual([]);
    expect((await call(hal, 'GET', `/api/messages/${toHal}`)).status).toBe(404);
    expect((await messaging.db.query(`SELECT id FROM conversations WHERE id = ANY($1::int[]) ORDER BY id`, [[withFay, toHal]])).rows).toEqual([]);
    expect((await messaging.db.query(`SELECT reporter_id FROM conversation_reports WHERE conversation_id = $1`, [withBea])).rows).toEqual([
      { reporter_id: bea.id },
    ]);
    // Blocks between the others stay.
    expect((await call(gus, 'GET', '/api/messages/blocks')).body).toEqual([expect.objectContaining({ userId: hal.id })]);
    // A moderator deciding Bea's report after the erasure still takes the message down.
    await messaging.publish('identity.moderation.decided.v1', firstFromEve, {
      caseId: randomInt(1, 1_000_000),
      kind: 'message',
      itemId: firstFromEve,
      subjectId: eve.id,
      action: 'remove',
      removeItem: true,
      until: null,
      decidedAt: new Date().toISOString(),
    });
    await eventually(async () => (await call(bea, 'GET', `/api/messages/${withBea}`)).body[0].deleted);
    expect((await call(bea, 'GET', `/api/messages/${withBea}`)).body[0]).toMatchObject({ id: firstFromEve, sender_id: 0, content: 'Message deleted' });
  });

  it('deletes a conversation once both of its members are erased', async () => {
    const [ida, jon] = [await member(randomInt(1_000_000_000, 2_000_000_000)), await member(randomInt(1_000_000_000, 2_000_000_000))];
    const id = await start(ida, jon);
    await send(ida, id, 'See you at the jam');
    await send(jon, id, 'See you there');
    await relayed();

    for (const erased of [ida, jon]) {
      const event = await messaging.publish('identity.user.erased.v1', erased.id, { userId: erased.id, erasedAt: new Date().toISOString() });
      await eventually(
        async () =>
          (await messaging.db.query(`SELECT 1 FROM inbox WHERE consumer = 'messaging:MemberDataConsumer.onUserErased' AND event_id = $1`, [event])).rowCount,
      );
    }

    expect((await messaging.db.query(`SELECT 1 FROM conversations WHERE id = $1`, [id])).rowCount).toBe(0);
    expect((await messaging.db.query(`SELECT 1 FROM messages WHERE conversation_id = $1`, [id])).rowCount).toBe(0);
    expect([...(await findMemberId(messaging.db, ida.id)), ...(await findMemberId(messaging.db, jon.id))]).toEqual([]);
  });
});
