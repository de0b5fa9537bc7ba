import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACT_AS_HEADER, EVENT_SCHEMAS } from '@stave/contracts';
import { ServiceWithMembers, eventually, userSnapshot, type Member } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// A business's admins answer its inbox as the business (docs/messaging.md § The business's inbox). The
// memberships arrive as identity's events on Kafka, the business's plan as its member snapshot; every call through the
// real guard.
describe("messaging: the business's shared inbox", () => {
  let messaging: ServiceWithMembers;
  let business: Member;
  let admin: Member;
  let teammate: Member;
  let outsider: Member;
  let customer: Member;
  let clock = Date.now();
  const at = () => new Date(++clock).toISOString();

  const call = (member: Member, method: string, path: string, options: { body?: unknown; as?: number | string } = {}) =>
    messaging.call(method, path, { token: member.token, body: options.body, headers: options.as === undefined ? {} : { [ACT_AS_HEADER]: String(options.as) } });
  const membership = async (member: Member, role: 'admin' | 'member', active: boolean) => {
    await messaging.publish('identity.team.membership-changed.v1', business.id, {
      businessId: business.id,
      memberId: member.id,
      role,
      active,
      changedAt: at(),
    });
    await eventually(async () => {
      const { rows } = await messaging.db.query(`SELECT role, active FROM team_memberships WHERE business_id = $1 AND member_id = $2`, [
        business.id,
        member.id,
      ]);
      return rows[0]?.role === role && rows[0]?.active === active;
    });
  };
  const plan = async (tier: 'business' | 'pro', version: number) => {
    await messaging.updateMember(userSnapshot(business.id, { version, username: business.username, name: 'Northern Sound Ltd', subscriptionTier: tier }), [
      'subscriptionTier',
    ]);
    await eventually(
      async () => (await messaging.db.query(`SELECT 1 FROM user_summaries WHERE id = $1 AND subscription_tier = $2`, [business.id, tier])).rowCount === 1,
    );
  };
  const ids = (list: unknown) => (list as Array<{ id: number }>).map((conversation) => conversation.id);

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService);
    business = await messaging.member({ subscriptionTier: 'business', name: 'Northern Sound Ltd' });
    admin = await messaging.member({ name: 'Ada Admin' });
    teammate = await messaging.member({ name: 'Pat Poster' });
    outsider = await messaging.member();
    customer = await messaging.member({ name: 'Cass Customer' });
    await membership(admin, 'admin', true);
    await membership(teammate, 'member', true);
  });

  afterAll(async () => {
    await messaging?.stop();
  });

  let conversationId: number;
  let replyId: number;

  it('lets an admin acting as the business read, accept, answer and mark read its conversations, recording who wrote each reply', async () => {
    conversationId = (await call(customer, 'POST', '/api/messages/start', { body: { otherUserId: business.id } })).body.id;
    const asked = await call(customer, 'POST', '/api/messages', { body: { conversationId, content: 'Are you booking for March?' } });
    expect(asked.status).toBe(201);

    // Not connected: a request waiting for the business, which its admin sees as the business does.
    expect(ids((await call(admin, 'GET', '/api/messages/conversations?box=requests', { as: business.id })).body)).toEqual([conversationId]);
    expect(ids((await call(admin, 'GET', '/api/messages/conversations?box=requests')).body)).toEqual([]);
    expect((await call(admin, 'GET', `/api/messages/${conversationId}`)).status).toBe(404);
    const accepted = await call(admin, 'PUT', `/api/messages/${conversationId}/accept`, { as: business.id });
    expect(accepted).toMatchObject({ status: 200, body: { id: conversationId, otherUserId: customer.id, other_user_name: 'Cass Customer', isRequest: false } });

    const list = await call(admin, 'GET', '/api/messages/conversations', { as: business.id });
    expect(list.body).toEqual([
      expect.objectContaining({ id: conversationId, otherUserId: customer.id, last_message: 'Are you booking for March?', unreadCount: 1 }),
    ]);
    expect((await call(admin, 'GET', '/api/messages/unread-count', { as: business.id })).body).toEqual({ count: 1 });
    // The business's plan's allowance, not the admin's free one.
    expect((await call(admin, 'GET', '/api/messages/usage', { as: business.id })).body).toMatchObject({ limit: -1 });
    expect((await call(admin, 'GET', '/api/messages/usage')).body).toMatchObject({ limit: 5 });
    const thread = await call(admin, 'GET', `/api/messages/${conversationId}`, { as: business.id });
    expect(thread.body).toEqual([expect.objectContaining({ sender_id: customer.id, content: 'Are you booking for March?', sentBy: null })]);

    const reply = await call(admin, 'POST', '/api/messages', { body: { conversationId, content: 'We are: send us your dates' }, as: business.id });
    const sentBy = { id: admin.id, name: 'Ada Admin', username: admin.username };
    expect(reply).toMatchObject({ status: 201, body: { conversationId, sender_id: business.id, content: 'We are: send us your dates', sentBy } });
    // Still the one statement of the usual message, after the one query that finds the admin on the team.
    expect(Number(reply.headers.get('x-db-queries'))).toBe(2);
    replyId = reply.body.id;
    expect((await messaging.db.query(`SELECT sender_id, sent_by FROM messages WHERE id = $1`, [replyId])).rows[0]).toEqual({
      sender_id: business.id,
      sent_by: admin.id,
    });
    // The event names the business, as any other message's names its sender.
    const event = await eventually(async () => {
      const { rows } = await messaging.db.query(`SELECT payload FROM outbox WHERE name = 'messaging.message.sent.v1' AND key = $1 ORDER BY id`, [
        String(conversationId),
      ]);
      return rows.find((row) => row.payload.payload.messageId === replyId)?.payload.payload;
    });
    expect(EVENT_SCHEMAS['messaging.message.sent.v1'].parse(event)).toMatchObject({ senderId: business.id, recipientId: customer.id });

    // The customer hears from the business; the business and its admin see who wrote it, with either cursor.
    const seenBy = async (member: Member, as?: number) =>
      ((await call(member, 'GET', `/api/messages/${conversationId}`, { as })).body as Array<{ id: number; sentBy: unknown }>).find((m) => m.id === replyId);
    expect(await seenBy(customer)).toMatchObject({ sender_id: business.id, sentBy: null });
    expect(await seenBy(business)).toMatchObject({ sender_id: business.id, sentBy });
    expect(await seenBy(admin, business.id)).toMatchObject({ sentBy });
    expect((await call(customer, 'GET', `/api/messages/${conversationId}?since=${asked.body.id}`)).body).toEqual([expect.objectContaining({ sentBy: null })]);
    expect((await call(business, 'GET', `/api/messages/${conversationId}?since=${asked.body.id}`)).body).toEqual([expect.objectContaining({ sentBy })]);

    const read = await call(admin, 'PUT', `/api/messages/${conversationId}/read`, { as: business.id });
    expect(read).toMatchObject({ status: 200, body: { conversationId, marked: 1 } });
    expect((await call(business, 'GET', '/api/messages/unread-count')).body).toEqual({ count: 0 });
    expect((await call(customer, 'GET', `/api/messages/${conversationId}`)).body[0]).toMatchObject({ isRead: true });
  });

  it('starts a conversation as the business, the first message on the full path, and deletes or reports as the business would', async () => {
    const fan = await messaging.member({ name: 'Fan' });
    const started = await call(admin, 'POST', '/api/messages/start', { body: { otherUserId: fan.id }, as: business.id });
    expect(started).toMatchObject({ status: 201, body: { otherUserId: fan.id } });
    const id = started.body.id as number;
    const first = await call(admin, 'POST', '/api/messages', { body: { conversationId: id, content: 'Thanks for coming to the show' }, as: business.id });
    expect(first).toMatchObject({ status: 201, body: { sender_id: business.id, sentBy: { id: admin.id, name: 'Ada Admin' } } });
    expect((await messaging.db.query(`SELECT opened_by, started_by FROM conversations WHERE id = $1`, [id])).rows[0]).toEqual({
      opened_by: business.id,
      started_by: business.id,
    });
    expect(ids((await call(fan, 'GET', '/api/messages/conversations?box=requests')).body)).toEqual([id]);
    expect((await call(fan, 'GET', `/api/messages/${id}`)).body).toEqual([expect.objectContaining({ sender_id: business.id, sentBy: null })]);
    // The business's own message, whoever wrote it, is the admin's to delete as the business; not as themself.
    expect((await call(admin, 'DELETE', `/api/messages/${id}/${first.body.id}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/messages/${id}/${first.body.id}`, { as: business.id })).status).toBe(204);
    const reply = await call(fan, 'POST', '/api/messages', { body: { conversationId: id, content: 'Buy my mixtape' } });
    const reported = await call(admin, 'POST', `/api/messages/${id}/${reply.body.id}/report`, { body: { reason: 'spam' }, as: business.id });
    expect(reported.status).toBe(201);
    const { rows } = await messaging.db.query(`SELECT reporter_id FROM content_reports WHERE kind = 'message' AND item_id = $1`, [reply.body.id]);
    expect(rows).toEqual([{ reporter_id: business.id }]);
    expect((await call(admin, 'PUT', `/api/messages/${id}/decline`, { as: business.id })).status).toBe(409);
  });

  it('refuses a member-role teammate and anyone off the team, whatever they send; preferences and blocks stay the member’s own', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/messages/conversations', undefined],
      ['GET', `/api/messages/${conversationId}`, undefined],
      ['POST', '/api/messages', { conversationId, content: 'sneaky' }],
      ['PUT', `/api/messages/${conversationId}/read`, undefined],
    ] as const) {
      const member = await call(teammate, method, path, { body, as: business.id });
      expect({ path, status: member.status, code: member.body.code }).toEqual({ path, status: 403, code: 'TEAM_ROLE_FORBIDDEN' });
      for (const as of [business.id, 'abc', '0', customer.id]) {
        const stranger = await call(outsider, method, path, { body, as });
        expect({ path, as, status: stranger.status, code: stranger.body.code }).toEqual({ path, as, status: 403, code: 'TEAM_NOT_ON_TEAM' });
      }
    }
    // Without the header the business's conversation is someone else's.
    expect((await call(teammate, 'GET', `/api/messages/${conversationId}`)).status).toBe(404);
    expect((await call(teammate, 'POST', '/api/messages', { body: { conversationId, content: 'sneaky' } })).status).toBe(404);
    expect((await messaging.db.query(`SELECT count(*)::int AS n FROM messages WHERE content = 'sneaky'`)).rows[0].n).toBe(0);

    // Preferences and blocks are the member's own, not the business's: asked for as the business, they are refused
    // (docs/teams.md), never answered as the member's own.
    for (const path of ['/api/messages/preferences', '/api/messages/blocks']) {
      expect(await call(outsider, 'GET', path, { as: business.id })).toMatchObject({ status: 400, body: { code: 'TEAM_ACT_AS_UNSUPPORTED' } });
    }
    expect(await call(outsider, 'GET', '/api/messages/preferences')).toMatchObject({ status: 200, body: { allowFrom: 'everyone' } });
    expect(await call(outsider, 'GET', '/api/messages/blocks')).toMatchObject({ status: 200, body: [] });
  });

  it('pauses the shared inbox while the business has no Business plan', async () => {
    await plan('pro', 1);
    const paused = await call(admin, 'GET', '/api/messages/conversations', { as: business.id });
    expect(paused).toMatchObject({ status: 403, body: { code: 'TEAM_SUSPENDED' } });
    expect((await call(admin, 'POST', '/api/messages', { body: { conversationId, content: 'while paused' }, as: business.id })).body).toMatchObject({
      code: 'TEAM_SUSPENDED',
    });
    // The business itself is unaffected.
    expect(ids((await call(business, 'GET', '/api/messages/conversations')).body)).toContain(conversationId);
    await plan('business', 2);
    expect((await call(admin, 'GET', '/api/messages/conversations', { as: business.id })).status).toBe(200);
  });

  it("keeps what an erased admin wrote for the business as the business's message, without their name", async () => {
    await messaging.publish('identity.user.erased.v1', admin.id, { userId: admin.id, erasedAt: new Date().toISOString() });
    await eventually(async () => (await messaging.db.query(`SELECT sent_by FROM messages WHERE id = $1`, [replyId])).rows[0]?.sent_by === null);
    expect((await messaging.db.query(`SELECT count(*)::int AS n FROM messages WHERE sent_by = $1`, [admin.id])).rows[0].n).toBe(0);
    const thread = (await call(business, 'GET', `/api/messages/${conversationId}`)).body as Array<{ id: number }>;
    expect(thread.find((m) => m.id === replyId)).toMatchObject({ sender_id: business.id, content: 'We are: send us your dates', sentBy: null });
  });
});
