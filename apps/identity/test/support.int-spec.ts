import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { SUPPORT_MESSAGES, type SubscriptionTier } from '@stave/contracts';
import { Database } from '@stave/platform';
import { eventually, findMemberId } from '@stave/platform/testing';
import { AccountDeletionService } from '../src/privacy/account-deletion.service';
import { IdentityPartReader } from '../src/privacy/identity-part.repository';
import { RESOLUTION_NOT_RESOLVED, TOO_MANY_TICKETS } from '../src/support/support.service';
import { Api, startIdentity, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

// Ids chosen before identity starts, so SUPPORT_AGENTS can name them: the first three members registered are the
// team (the third is erased in the last test); GHOST_ID is on the list but has no account.
const AGENT_ID = randomInt(10_000_000, 1_000_000_000);
const GHOST_ID = AGENT_ID + 500;
const APP_URL = 'http://app.stave.test';
const TICKETS = '/api/support/tickets';
const HOUR = 3600;

let counter = 0;
function newTicket(overrides: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    subject: `My payout has not arrived (${tag})`,
    description: `I sold a pedal on Monday and the payout is still pending (${tag}).`,
    category: 'billing',
    ...overrides,
  };
}

// VIP support (docs/support.md): Business members' tickets, who may see and answer them, the team's queue
// and figures, and the mails a member gets (a real SMTP server receives them).
describe('identity: VIP support', () => {
  let sink: SmtpSink;
  let identity: IdentityUnderTest;
  let api: Api;
  let agent: Member;
  let colleague: Member;
  let leaver: Member;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    identity = await startIdentity({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: sink.url,
      PUBLIC_APP_URL: APP_URL,
      SUPPORT_AGENTS: [AGENT_ID, AGENT_ID + 1, AGENT_ID + 2, GHOST_ID].join(','),
    });
    api = new Api(identity.url);
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${AGENT_ID}`);
    agent = await api.register();
    colleague = await api.register();
    leaver = await api.register();
  });

  afterAll(async () => {
    await identity?.stop();
    await sink?.close();
  });

  // Identity owns the plan (billing announces it); the test sets it where the announcement would.
  const setTier = (member: Member, tier: SubscriptionTier) => identity.db.query(`UPDATE users SET subscription_tier = $2 WHERE id = $1`, [member.id, tier]);
  const memberOn = async (tier: SubscriptionTier) => {
    const member = await api.register();
    await setTier(member, tier);
    return member;
  };
  const call = (member: Member | null, method: string, path: string, body?: unknown) => api.call(method, path, { token: member?.token, body });
  const open = async (member: Member, body: Record<string, unknown> = newTicket()) => {
    const response = await call(member, 'POST', TICKETS, body);
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const reply = (member: Member, id: number, body = 'Thanks, looking into it now.') => call(member, 'POST', `${TICKETS}/${id}/messages`, { body });
  const patch = (member: Member, id: number, body: unknown) => call(member, 'PATCH', `${TICKETS}/${id}`, body);
  const ticket = async (id: number) => (await call(agent, 'GET', `${TICKETS}/${id}`)).body;
  const ids = (page: { tickets: Array<{ id: number }> }) => page.tickets.map((entry) => entry.id);
  const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.includes(email));
  // A mail that is sent arrives within moments: after this, one that has not must not have been sent.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('tells a member whether they have VIP support, and only the team who is on it', async () => {
    const [free, business] = [await memberOn('free'), await memberOn('business')];

    expect((await call(null, 'GET', '/api/support/me')).status).toBe(401);
    expect((await call(free, 'GET', '/api/support/me')).body).toEqual({ vip: false, agent: false, team: [] });
    expect((await call(business, 'GET', '/api/support/me')).body).toEqual({ vip: true, agent: false, team: [] });
    const role = (await call(agent, 'GET', '/api/support/me')).body;

    // The agent is on the free plan, and the ghost on the list has no account.
    expect(role).toMatchObject({ vip: true, agent: true });
    expect(role.team.map((mate: { id: number }) => mate.id).sort()).toEqual([agent.id, colleague.id, leaver.id].sort());
    expect(role.team).toContainEqual({ id: colleague.id, name: expect.any(String), username: colleague.username });
  });

  it.each(['free', 'pro'] as const)('refuses a %s member a ticket and their list (403), and keeps nothing', async (tier) => {
    const member = await memberOn(tier);

    const opened = await call(member, 'POST', TICKETS, newTicket());
    const listed = await call(member, 'GET', TICKETS);

    expect(opened).toMatchObject({ status: 403, body: { code: 'SUPPORT_BUSINESS_ONLY', message: SUPPORT_MESSAGES.businessOnly } });
    expect(listed).toMatchObject({ status: 403, body: { code: 'SUPPORT_BUSINESS_ONLY' } });
    expect((await identity.db.query(`SELECT 1 FROM vip_support_tickets WHERE user_id = $1`, [member.id])).rows).toEqual([]);
  });

  it('opens a Business member a ticket (high unless they choose), lists it to them, and mails no one', async () => {
    const member = await memberOn('business');
    const input = newTicket({ subject: '  Cannot sign in on my phone  ', category: 'account' });

    const response = await call(member, 'POST', TICKETS, input);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      subject: 'Cannot sign in on my phone',
      description: input.description,
      category: 'account',
      priority: 'high',
      status: 'open',
      member: { id: member.id, name: expect.any(String), username: member.username },
      assignedTo: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      responseTimeSeconds: null,
      resolutionTimeSeconds: null,
      satisfactionRating: null,
      resolution: null,
      ratingComment: null,
      messages: [],
    });
    const urgent = await open(member, newTicket({ priority: 'urgent' }));
    const list = (await call(member, 'GET', TICKETS)).body;
    expect(ids(list)).toEqual([urgent, response.body.id]);
    expect(list).toMatchObject({ total: 2, page: 1, limit: 20, counts: { open: 2, answered: 0, resolved: 0 } });
    expect(list.tickets[0]).toMatchObject({ priority: 'urgent', status: 'open' });
    expect(list.tickets[0].description).toBeUndefined();
    expect((await call(member, 'GET', `${TICKETS}/${response.body.id}`)).body).toEqual(response.body);
    expect((await call(member, 'POST', TICKETS, newTicket({ subject: ' ', category: 'gear' }))).body.errors).toEqual(
      expect.arrayContaining([
        { path: 'subject', message: SUPPORT_MESSAGES.subjectRequired },
        { path: 'category', message: 'Choose what it is about' },
      ]),
    );
    // The team works from the queue: opening a ticket mails neither them nor the member.
    await settle();
    for (const someone of [agent, colleague, member]) expect(mailsTo(someone.email)).toEqual([]);
  });

  it("shows a ticket only to its member and the team: anyone else gets 404 on every route, as for a ticket that doesn't exist", async () => {
    const [owner, other, free] = [await memberOn('business'), await memberOn('business'), await memberOn('free')];
    const id = await open(owner);

    for (const stranger of [other, free]) {
      for (const [method, path, body] of [
        ['GET', `${TICKETS}/${id}`, undefined],
        ['POST', `${TICKETS}/${id}/messages`, { body: 'Let me in' }],
        ['PATCH', `${TICKETS}/${id}`, { priority: 'urgent' }],
        ['POST', `${TICKETS}/${id}/rating`, { rating: 1 }],
      ] as const) {
        expect({ method, path, ...(await call(stranger, method, path, body)) }).toMatchObject({
          method,
          path,
          status: 404,
          body: { code: 'SUPPORT_TICKET_NOT_FOUND', message: SUPPORT_MESSAGES.notFound },
        });
      }
    }
    expect((await call(other, 'GET', TICKETS)).body.tickets).toEqual([]);
    expect((await call(owner, 'GET', `${TICKETS}/2147483647`)).status).toBe(404);
    // Its member may see it, so is told why they cannot change it.
    expect(await patch(owner, id, { priority: 'urgent' })).toMatchObject({ status: 403, body: { code: 'SUPPORT_AGENTS_ONLY' } });
    expect(await call(owner, 'GET', '/api/support/queue')).toMatchObject({ status: 403, body: { code: 'SUPPORT_AGENTS_ONLY' } });
    expect(await call(owner, 'GET', '/api/support/stats')).toMatchObject({ status: 403, body: { code: 'SUPPORT_AGENTS_ONLY' } });
    expect((await ticket(id)).messages).toEqual([]);
    expect((await ticket(id)).priority).toBe('high');
  });

  it('orders the queue urgent, high, normal, the longest waiting first; a follow-up keeps a place, a reply to an answer restarts the wait', async () => {
    await identity.db.query(`DELETE FROM vip_support_tickets`);
    const member = await memberOn('business');
    const waiting = async (priority: string, minutes: number) => {
      const id = await open(member, newTicket({ priority }));
      await identity.db.query(`UPDATE vip_support_tickets SET waiting_since = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);
      return id;
    };
    const normal = await waiting('normal', 180);
    const urgent = await waiting('urgent', 60);
    const high = await waiting('high', 120);
    const highOlder = await waiting('high', 300);
    const urgentAnswered = await waiting('urgent', 10);
    expect((await reply(agent, urgentAnswered)).status).toBe(201);
    const queue = async (query = '') => (await call(agent, 'GET', `/api/support/queue${query}`)).body;

    expect(ids(await queue('?status=open'))).toEqual([urgent, highOlder, high, normal]);
    expect(ids(await queue('?status=answered'))).toEqual([urgentAnswered]);
    expect(await queue()).toMatchObject({ total: 5, counts: { open: 4, answered: 1, resolved: 0 } });
    expect(ids(await queue())).toEqual([urgent, highOlder, high, normal, urgentAnswered]);
    expect(await queue('?status=open&limit=2&page=2')).toMatchObject({ total: 4, page: 2, limit: 2, tickets: [{ id: high }, { id: normal }] });
    expect((await call(agent, 'GET', '/api/support/queue?status=closed')).status).toBe(400);

    // 'Any news?' on an open ticket keeps its place; writing back to an answer puts the ticket in the queue from now.
    expect((await reply(member, highOlder, 'Any news?')).status).toBe(201);
    expect((await reply(member, urgentAnswered, 'That did not work.')).status).toBe(201);

    expect(ids(await queue('?status=open'))).toEqual([urgent, urgentAnswered, highOlder, high, normal]);
  });

  it("answers a ticket: the agent's reply marks it answered, times the first answer and mails the member a link; the member's reply opens it", async () => {
    const member = await memberOn('business');
    const id = await open(member, newTicket({ subject: 'Invoice\nfor May' }));
    await identity.db.query(`UPDATE vip_support_tickets SET created_at = created_at - interval '2 hours' WHERE id = $1`, [id]);

    const answer = await reply(agent, id, 'We have found it.\nIt is on its way.');

    expect(answer).toMatchObject({
      status: 201,
      body: { id: expect.any(Number), author: { id: agent.id, username: agent.username }, fromSupport: true, body: 'We have found it.\nIt is on its way.' },
    });
    const answered = await ticket(id);
    expect(answered.status).toBe('answered');
    expect(answered.responseTimeSeconds).toBeGreaterThanOrEqual(2 * HOUR);
    expect(answered.responseTimeSeconds).toBeLessThan(2 * HOUR + 60);
    const mail = await sink.mailTo(member.email, /^Stave support has replied: Invoice for May$/);
    expect(mail.text).toMatch(/^> We have found it\.\r?\n> It is on its way\.\r?$/m);
    expect(mail.text).toContain(`${APP_URL}/support/tickets/${id}`);

    const back = await reply(member, id, 'Thank you!');
    expect(back.body).toMatchObject({ author: { id: member.id }, fromSupport: false });
    expect((await ticket(id)).status).toBe('open');
    // A second answer is not the first: the response time stays.
    await reply(colleague, id, 'Glad to help.');
    const again = await ticket(id);
    expect(again).toMatchObject({ status: 'answered', responseTimeSeconds: answered.responseTimeSeconds });
    expect(again.messages.map((message: { fromSupport: boolean; body: string }) => [message.fromSupport, message.body])).toEqual([
      [true, 'We have found it.\nIt is on its way.'],
      [false, 'Thank you!'],
      [true, 'Glad to help.'],
    ]);
    await eventually(async () => mailsTo(member.email).length === 2);
    await settle();
    expect(mailsTo(member.email)).toHaveLength(2);
    expect(mailsTo(agent.email)).toEqual([]);
  });

  it('resolves a ticket only with its resolution, times it and mails it; reopening clears both, as does the member writing back', async () => {
    const member = await memberOn('business');
    const id = await open(member);
    await identity.db.query(`UPDATE vip_support_tickets SET created_at = created_at - interval '3 hours' WHERE id = $1`, [id]);

    const bare = await patch(agent, id, { status: 'resolved' });
    expect(bare).toMatchObject({ status: 400, body: { errors: [{ path: 'resolution', message: SUPPORT_MESSAGES.resolutionRequired }] } });
    expect(await patch(agent, id, { resolution: 'Refunded' })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'resolution', message: RESOLUTION_NOT_RESOLVED }] },
    });
    expect((await ticket(id)).status).toBe('open');

    const resolved = await patch(agent, id, { status: 'resolved', resolution: 'The payout was re-sent.' });

    // Resolving with no reply is the team's first answer too.
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: 'The payout was re-sent.' });
    expect(resolved.body.resolutionTimeSeconds).toBeGreaterThanOrEqual(3 * HOUR);
    expect(resolved.body.resolutionTimeSeconds).toBeLessThan(3 * HOUR + 60);
    expect(resolved.body.responseTimeSeconds).toBe(resolved.body.resolutionTimeSeconds);
    const mail = await sink.mailTo(member.email, /^Your support ticket is resolved: /);
    expect(mail.text).toContain('> The payout was re-sent.');
    expect(mail.text).toContain(`${APP_URL}/support/tickets/${id}`);

    // An agent's note on a resolved ticket leaves it resolved.
    await reply(colleague, id, 'PS: it takes a day to show.');
    expect((await ticket(id)).status).toBe('resolved');
    const reopened = await patch(agent, id, { status: 'open' });
    expect(reopened.body).toMatchObject({
      status: 'open',
      resolution: null,
      resolutionTimeSeconds: null,
      responseTimeSeconds: resolved.body.responseTimeSeconds,
    });
    await patch(agent, id, { status: 'resolved', resolution: 'Re-sent again.' });
    expect((await reply(member, id, 'Still nothing, sorry.')).status).toBe(201);
    expect(await ticket(id)).toMatchObject({ status: 'open', resolution: null, resolutionTimeSeconds: null });
    const stored = await identity.db.query(`SELECT resolved_at FROM vip_support_tickets WHERE id = $1`, [id]);
    expect(stored.rows).toEqual([{ resolved_at: null }]);
  });

  it('lets only the member rate, only once it is resolved, and only once', async () => {
    const member = await memberOn('business');
    const id = await open(member);
    const rate = (who: Member, body: unknown) => call(who, 'POST', `${TICKETS}/${id}/rating`, body);

    expect(await rate(member, { rating: 5 })).toMatchObject({
      status: 409,
      body: { code: 'SUPPORT_TICKET_NOT_RESOLVED', message: SUPPORT_MESSAGES.notResolved },
    });
    await patch(agent, id, { status: 'resolved', resolution: 'Done.' });
    expect((await rate(member, { rating: 6 })).status).toBe(400);
    expect((await rate(member, { rating: 4.5 })).status).toBe(400);
    // The team reads the ticket but does not rate it.
    expect(await rate(agent, { rating: 5 })).toMatchObject({ status: 404, body: { code: 'SUPPORT_TICKET_NOT_FOUND' } });

    const rated = await rate(member, { rating: 4, comment: '  Quick and kind.  ' });

    expect(rated).toMatchObject({ status: 200, body: { id, satisfactionRating: 4, ratingComment: 'Quick and kind.' } });
    expect(await rate(member, { rating: 1 })).toMatchObject({ status: 409, body: { code: 'SUPPORT_TICKET_RATED', message: SUPPORT_MESSAGES.alreadyRated } });
    expect((await ticket(id)).satisfactionRating).toBe(4);
  });

  it('assigns a ticket within the team only, and reprioritises it', async () => {
    const member = await memberOn('business');
    const id = await open(member);

    expect((await patch(agent, id, { assignedTo: colleague.id, priority: 'urgent' })).body).toMatchObject({
      assignedTo: { id: colleague.id, username: colleague.username },
      priority: 'urgent',
      status: 'open',
    });
    for (const outsider of [member.id, GHOST_ID]) {
      expect(await patch(agent, id, { assignedTo: outsider })).toMatchObject({
        status: 400,
        body: { code: 'SUPPORT_NOT_AGENT', errors: [{ path: 'assignedTo', message: SUPPORT_MESSAGES.notAgent }] },
      });
    }
    expect((await patch(agent, id, { assignedTo: '12' })).status).toBe(400);
    expect((await patch(agent, id, { assignedTo: null })).body).toMatchObject({ assignedTo: null, priority: 'urgent' });
    expect((await patch(agent, 2_147_483_647, { priority: 'normal' })).status).toBe(404);
  });

  it('gives the team its 30-day figures: medians of first answer and resolution, and the average rating', async () => {
    await identity.db.query(`DELETE FROM vip_support_tickets`);
    const member = await memberOn('business');
    // Hours ago: opened, first answered, resolved; and the rating.
    const add = (opened: number, answered: number | null, resolved: number | null, rating: number | null) =>
      identity.db.query(
        `INSERT INTO vip_support_tickets (user_id, subject, description, category, status, resolution, created_at, first_response_at, resolved_at, satisfaction_rating)
         VALUES ($1, 'Help', 'Please', 'other', CASE WHEN $4::float8 IS NULL THEN 'open' ELSE 'resolved' END, CASE WHEN $4::float8 IS NOT NULL THEN 'Done' END,
                 now() - make_interval(secs => $2::float8 * 3600), now() - make_interval(secs => $3::float8 * 3600),
                 now() - make_interval(secs => $4::float8 * 3600), $5)`,
        [member.id, opened, answered, resolved, rating],
      );
    await add(10, 9, 8, 5); // answered in 1 h, resolved in 2 h
    await add(5, 4.5, 2, 2); // answered in 30 min, resolved in 3 h
    await add(1, null, null, null); // still waiting
    await add(40 * 24, 40 * 24 - 1, 38 * 24, 1); // before the period

    const stats = await call(agent, 'GET', '/api/support/stats');

    expect(stats.body).toEqual({
      periodDays: 30,
      opened: 3,
      resolved: 2,
      medianResponseSeconds: 2700,
      medianResolutionSeconds: 9000,
      averageRating: 3.5,
      ratings: 2,
    });
    await identity.db.query(`DELETE FROM vip_support_tickets`);
    expect((await call(colleague, 'GET', '/api/support/stats')).body).toEqual({
      periodDays: 30,
      opened: 0,
      resolved: 0,
      medianResponseSeconds: null,
      medianResolutionSeconds: null,
      averageRating: null,
      ratings: 0,
    });
  });

  it('lets a member who left Business read and rate their tickets, but not open or reply', async () => {
    const member = await memberOn('business');
    const [open1, resolved] = [await open(member), await open(member)];
    await patch(agent, resolved, { status: 'resolved', resolution: 'Fixed.' });

    await setTier(member, 'pro');

    expect((await call(member, 'GET', `${TICKETS}/${open1}`)).status).toBe(200);
    expect((await call(member, 'GET', TICKETS)).status).toBe(403);
    expect((await call(member, 'POST', TICKETS, newTicket())).status).toBe(403);
    expect(await reply(member, open1, 'Hello?')).toMatchObject({ status: 403, body: { code: 'SUPPORT_BUSINESS_ONLY' } });
    expect((await call(member, 'POST', `${TICKETS}/${resolved}/rating`, { rating: 5 })).status).toBe(200);
    expect((await call(member, 'GET', '/api/support/me')).body).toEqual({ vip: false, agent: false, team: [] });
    // The team still answers it.
    expect((await reply(agent, open1, 'Here is what happened.')).status).toBe(201);
  });

  it('opens at most ten tickets an hour for a member (429 with Retry-After), their reads unaffected', async () => {
    const member = await memberOn('business');
    for (let i = 0; i < 10; i++) await open(member);

    const refused = await call(member, 'POST', TICKETS, newTicket());

    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: TOO_MANY_TICKETS } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(member, 'GET', TICKETS)).body.total).toBe(10);
    expect((await call(await memberOn('business'), 'POST', TICKETS, newTicket())).status).toBe(201);
  });

  // The tickets are the member's (in their archive, gone with them); an agent's replies on them are the
  // member's conversation, and stay on it without the agent's id when the agent's account is erased.
  it("exports a member's tickets, erases them with the member, and keeps an erased agent's replies without the agent", async () => {
    const member = await memberOn('business');
    const id = await open(member, newTicket({ subject: 'Export me' }));
    await patch(agent, id, { assignedTo: leaver.id });
    await reply(leaver, id, 'On it.');
    await reply(member, id, 'Thanks.');
    const reader = identity.service.app.get(IdentityPartReader);
    const database = identity.service.app.get(Database);

    const part = await reader.read(database.pool, member.id);

    expect(part!.document.supportTickets).toEqual([expect.objectContaining({ id, subject: 'Export me', status: 'open', priority: 'high' })]);
    expect(part!.document.supportMessages).toEqual([
      { ticketId: id, from: 'support', body: 'On it.', sentAt: expect.any(String) },
      { ticketId: id, from: 'you', body: 'Thanks.', sentAt: expect.any(String) },
    ]);
    // An agent's archive holds none of the tickets they answered.
    expect((await reader.read(database.pool, leaver.id))!.document.supportMessages).toEqual([]);

    const erase = async (who: Member) => {
      await identity.db.query(`UPDATE users SET deletion_scheduled_for = now() - interval '1 second' WHERE id = $1`, [who.id]);
      expect(await identity.service.app.get(AccountDeletionService).erase(who.id)).toBe(true);
    };
    await erase(leaver);

    const kept = await ticket(id);
    expect(kept.assignedTo).toBeNull();
    expect(kept.messages[0]).toMatchObject({ author: null, fromSupport: true, body: 'On it.' });
    expect((await findMemberId(identity.db, leaver.id)).filter((hit) => /support/.test(hit.table))).toEqual([]);
    await erase(member);
    expect((await identity.db.query(`SELECT 1 FROM vip_support_tickets WHERE id = $1`, [id])).rows).toEqual([]);
    expect((await identity.db.query(`SELECT 1 FROM support_ticket_messages WHERE ticket_id = $1`, [id])).rows).toEqual([]);
    expect((await findMemberId(identity.db, member.id)).filter((hit) => /support/.test(hit.table))).toEqual([]);
  });
});
