import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  NEXT_CURSOR_HEADER,
  TEAM_MAX_MEMBERS,
  TEAM_MESSAGES,
  type PayloadOf,
  type SubscriptionTier,
  type TeamActivityEntry,
  type TeamRole,
} from '@stave/contracts';
import { Database } from '@stave/platform';
import { eventually, findMemberId } from '@stave/platform/testing';
import { AccountDeletionService } from '../src/privacy/account-deletion.service';
import { IdentityPartReader } from '../src/privacy/identity-part.repository';
import { TEAM_INVITES_PER_HOUR, TOO_MANY_INVITES } from '../src/teams/teams.service';
import { Api, EventPublisher, startIdentity, startIdsAtRandom, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

const APP_URL = 'http://app.stave.test';
const MEMBERS = '/api/teams/members';
const MEMBERSHIPS = '/api/teams/memberships';
const CHANGED = 'identity.team.membership-changed.v1';
const ACTIVITY = '/api/teams/activity';
const HOUR_MS = 60 * 60_000;

type TeamAction = PayloadOf<'jobs-events.team.action.v1'>;

interface Announcement {
  businessId: number;
  memberId: number;
  role: TeamRole;
  active: boolean;
  changedAt: string;
}

// Business teams (docs/teams.md): who may invite, the cap (also under concurrent invitations), who may
// accept, decline, leave, remove and change roles, what is announced for the services where a member acts as the
// business (read from identity's outbox), the invitation mail (a real SMTP server receives it), the team suspended
// with the owner's plan, the owner's activity log (from the services' team.action events, sent on Kafka here), and the
// member's data rights.
describe('identity: business teams', () => {
  let sink: SmtpSink;
  let identity: IdentityUnderTest;
  let api: Api;
  // jobs-events and marketplace, as far as identity can tell: their team.action events on Kafka.
  let services: EventPublisher;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    identity = await startIdentity({ MAIL_TRANSPORT: 'smtp', SMTP_URL: sink.url, PUBLIC_APP_URL: APP_URL });
    // Limits are counted in the shared Redis by member id: ids of this run's own.
    await startIdsAtRandom(identity);
    api = new Api(identity.url);
    services = await EventPublisher.connect();
  });

  afterAll(async () => {
    await services?.close();
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
  const call = (member: Member, method: string, path: string, body?: unknown) => api.call(method, path, { token: member.token, body });
  const invite = (owner: Member, identifier: string, role?: TeamRole) => call(owner, 'POST', MEMBERS, role ? { identifier, role } : { identifier });
  const invited = async (owner: Member, member: Member, role?: TeamRole) => {
    const response = await invite(owner, member.username, role);
    expect(response.status).toBe(201);
    return response.body.id as number;
  };
  const accept = (member: Member, id: number) => call(member, 'POST', `${MEMBERSHIPS}/${id}/accept`);
  const onTeam = async (owner: Member, member: Member, role?: TeamRole) => {
    const id = await invited(owner, member, role);
    expect((await accept(member, id)).status).toBe(200);
    return id;
  };
  const team = async (owner: Member) => (await call(owner, 'GET', MEMBERS)).body;
  const memberships = async (member: Member) => (await call(member, 'GET', MEMBERSHIPS)).body;
  // What identity has announced about a business's team, in order.
  const announced = async (owner: Member): Promise<Announcement[]> => {
    const { rows } = await identity.db.query(`SELECT payload FROM outbox WHERE name = $1 AND key = $2 ORDER BY id`, [CHANGED, String(owner.id)]);
    return rows.map((row) => row.payload.payload);
  };
  const rowsOf = async (owner: Member) =>
    (await identity.db.query(`SELECT member_id AS "memberId", status FROM team_members WHERE business_id = $1 ORDER BY id`, [owner.id])).rows;
  const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.includes(email));
  const activity = (member: Member, query = '') => call(member, 'GET', `${ACTIVITY}${query}`);
  // Lines kept for a business, straight from the table.
  const linesOf = async (business: Member): Promise<number> =>
    (await identity.db.query(`SELECT count(*)::int AS n FROM team_activity WHERE business_id = $1`, [business.id])).rows[0].n;
  const action = (business: Member, actor: Member, what: TeamAction['action'], subjectId: number, subjectTitle: string): TeamAction => ({
    businessId: business.id,
    actorId: actor.id,
    action: what,
    subjectId,
    subjectTitle,
  });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();
  const personOf = (member: Member) => ({ id: member.id, username: member.username, name: expect.any(String), profileImage: null });
  // The account erased as the erasure job does it once the grace has ended.
  const erase = async (who: Member) => {
    await identity.db.query(`UPDATE users SET deletion_scheduled_for = now() - interval '1 second' WHERE id = $1`, [who.id]);
    expect(await identity.service.app.get(AccountDeletionService).erase(who.id)).toBe(true);
  };
  // A mail that is sent arrives within moments: after this, one that has not must not have been sent.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it.each(['free', 'pro'] as const)('refuses a %s member invitations and role changes (403) and shows them a team without the plan', async (tier) => {
    const [member, target] = [await memberOn(tier), await api.register()];

    const refused = await invite(member, target.username);

    expect(refused).toMatchObject({ status: 403, body: { code: 'TEAM_BUSINESS_ONLY', message: TEAM_MESSAGES.businessOnly } });
    expect(await call(member, 'PATCH', `${MEMBERS}/1`, { role: 'admin' })).toMatchObject({ status: 403, body: { code: 'TEAM_BUSINESS_ONLY' } });
    expect(await team(member)).toEqual({ businessPlan: false, max: TEAM_MAX_MEMBERS, members: [] });
    expect(await rowsOf(member)).toEqual([]);
    expect(await memberships(target)).toEqual({ invitations: [], teams: [] });
  });

  it('invites by email (any case) and by username (with or without @), and mails the invitee who invited them, the role and a link', async () => {
    const [owner, byEmail, byHandle, bare] = [await memberOn('business'), await api.register(), await api.register(), await api.register()];

    const first = await invite(owner, `  ${byEmail.email.toUpperCase()} `, 'admin');
    const second = await invite(owner, `@${byHandle.username.toUpperCase()}`);
    const third = await invite(owner, bare.username, 'member');

    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      member: { id: byEmail.id, username: byEmail.username, name: expect.any(String), profileImage: null },
      role: 'admin',
      status: 'invited',
      invitedAt: expect.any(String),
      joinedAt: null,
    });
    expect(second).toMatchObject({ status: 201, body: { member: { id: byHandle.id }, role: 'member', status: 'invited' } });
    expect(third).toMatchObject({ status: 201, body: { member: { id: bare.id }, role: 'member' } });
    expect(await team(owner)).toEqual({ businessPlan: true, max: TEAM_MAX_MEMBERS, members: [first.body, second.body, third.body] });
    expect(await memberships(byEmail)).toEqual({
      invitations: [
        {
          id: first.body.id,
          business: { id: owner.id, username: owner.username, name: expect.any(String), profileImage: null },
          role: 'admin',
          status: 'invited',
          invitedAt: first.body.invitedAt,
          joinedAt: null,
          suspended: false,
        },
      ],
      teams: [],
    });
    const mail = await sink.mailTo(byEmail.email, /has invited you to their team on Stave$/);
    expect(mail.text).toContain(`(@${owner.username}) has invited you to join their business team on Stave as an admin.`);
    expect(mail.text).toContain(`${APP_URL}/team`);
    expect((await sink.mailTo(byHandle.email, /has invited you to their team on Stave$/)).text).toContain('as a member.');
    // An invitation is not yet a membership: nothing is announced until it is accepted.
    expect(await announced(owner)).toEqual([]);
  });

  it('refuses yourself (400), someone already on the team or invited (409), and answers an unknown email as an unknown username (400)', async () => {
    const [owner, mate] = [await memberOn('business'), await api.register()];
    await invited(owner, mate);

    for (const self of [owner.email, owner.username, `@${owner.username}`]) {
      expect(await invite(owner, self)).toMatchObject({
        status: 400,
        body: { code: 'TEAM_SELF', message: TEAM_MESSAGES.self, errors: [{ path: 'identifier', message: TEAM_MESSAGES.self }] },
      });
    }
    for (const again of [mate.username, mate.email]) {
      expect(await invite(owner, again, 'admin')).toMatchObject({ status: 409, body: { code: 'TEAM_ALREADY_ON_TEAM', message: TEAM_MESSAGES.alreadyOnTeam } });
    }
    const unknownEmail = await invite(owner, 'nobody-at-all@example.test');
    const unknownName = await invite(owner, '@nobody_at_all');
    expect(unknownEmail).toMatchObject({ status: 400, body: { code: 'TEAM_NO_SUCH_MEMBER', errors: [{ path: 'identifier' }] } });
    expect(unknownName.body).toEqual(unknownEmail.body);
    expect(await invite(owner, '  ')).toMatchObject({ status: 400, body: { errors: [{ path: 'identifier', message: TEAM_MESSAGES.identifierRequired }] } });
    expect((await invite(owner, mate.email, 'owner' as TeamRole)).status).toBe(400);
    expect(await rowsOf(owner)).toEqual([{ memberId: mate.id, status: 'invited' }]);
  });

  it('answers a blocked pair as an unknown member, whoever blocked whom; a lifted block lets the invitation through', async () => {
    const [owner, blocker, blocked, lifted] = [await memberOn('business'), await api.register(), await api.register(), await api.register()];
    // The blocks projection as messaging's events would leave it.
    const block = (blockerId: number, blockedId: number, on: boolean) =>
      identity.db.query(`INSERT INTO blocks (blocker_id, blocked_id, blocked, changed_at) VALUES ($1, $2, $3, now())`, [blockerId, blockedId, on]);
    await block(blocker.id, owner.id, true);
    await block(owner.id, blocked.id, true);
    await block(lifted.id, owner.id, false);
    const unknown = (await invite(owner, 'nobody-at-all@example.test')).body;

    for (const identifier of [blocker.email, blocker.username, blocked.email, `@${blocked.username}`]) {
      expect(await invite(owner, identifier)).toMatchObject({ status: 400, body: unknown });
    }
    expect((await invite(owner, lifted.email)).status).toBe(201);
    expect(mailsTo(blocker.email)).toEqual([]);
  });

  it(`caps a team at ${TEAM_MAX_MEMBERS}, invitations included: the next is 409 until a seat is freed`, async () => {
    const owner = await memberOn('business');
    const mates = await Promise.all(Array.from({ length: TEAM_MAX_MEMBERS + 1 }, () => api.register()));
    const ids: number[] = [];
    for (const mate of mates.slice(0, TEAM_MAX_MEMBERS)) ids.push(await invited(owner, mate));
    await accept(mates[0]!, ids[0]!);

    expect(await invite(owner, mates[TEAM_MAX_MEMBERS]!.email)).toMatchObject({ status: 409, body: { code: 'TEAM_FULL', message: TEAM_MESSAGES.full } });
    expect((await call(owner, 'DELETE', `${MEMBERS}/${ids[1]}`)).status).toBe(204);
    expect((await invite(owner, mates[TEAM_MAX_MEMBERS]!.email)).status).toBe(201);
    expect((await team(owner)).members).toHaveLength(TEAM_MAX_MEMBERS);
  });

  it('takes exactly five of eight invitations sent at once by an owner with no team', async () => {
    const owner = await memberOn('business');
    const mates = await Promise.all(Array.from({ length: 8 }, () => api.register()));

    const responses = await Promise.all(mates.map((mate) => invite(owner, mate.email)));

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.code === 'TEAM_FULL')).toBe(true);
    expect(await rowsOf(owner)).toHaveLength(TEAM_MAX_MEMBERS);
  });

  it('lets only the invitee accept, once; accepting announces the membership with its role', async () => {
    const [owner, invitee, other] = [await memberOn('business'), await api.register(), await memberOn('business')];
    const id = await invited(owner, invitee, 'admin');

    for (const stranger of [other, owner]) {
      expect(await accept(stranger, id)).toMatchObject({ status: 404, body: { code: 'TEAM_INVITATION_NOT_FOUND', message: TEAM_MESSAGES.invitationNotFound } });
      expect((await call(stranger, 'DELETE', `${MEMBERSHIPS}/${id}`)).status).toBe(404);
    }
    expect((await accept(invitee, 2_147_483_647)).status).toBe(404);
    expect(await announced(owner)).toEqual([]);

    const accepted = await accept(invitee, id);

    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      id,
      business: { id: owner.id, username: owner.username, name: expect.any(String), profileImage: null },
      role: 'admin',
      status: 'active',
      invitedAt: expect.any(String),
      joinedAt: expect.any(String),
      suspended: false,
    });
    expect(await announced(owner)).toEqual([{ businessId: owner.id, memberId: invitee.id, role: 'admin', active: true, changedAt: expect.any(String) }]);
    expect(await memberships(invitee)).toEqual({ invitations: [], teams: [accepted.body] });
    expect((await team(owner)).members).toEqual([expect.objectContaining({ id, status: 'active', joinedAt: accepted.body.joinedAt })]);
    // Accepted already: there is no invitation left to accept.
    expect(await accept(invitee, id)).toMatchObject({ status: 404, body: { code: 'TEAM_INVITATION_NOT_FOUND' } });
    expect(await announced(owner)).toHaveLength(1);
  });

  it("announces an active member's new role, not an invitation's (its role goes with the acceptance) nor an unchanged one", async () => {
    const [owner, active, pending] = [await memberOn('business'), await api.register(), await api.register()];
    const activeId = await onTeam(owner, active, 'admin');
    const pendingId = await invited(owner, pending);

    const demoted = await call(owner, 'PATCH', `${MEMBERS}/${activeId}`, { role: 'member' });
    const same = await call(owner, 'PATCH', `${MEMBERS}/${activeId}`, { role: 'member' });
    const promoted = await call(owner, 'PATCH', `${MEMBERS}/${pendingId}`, { role: 'admin' });

    expect(demoted).toMatchObject({ status: 200, body: { id: activeId, member: { id: active.id }, role: 'member', status: 'active' } });
    expect(same).toMatchObject({ status: 200, body: { role: 'member' } });
    expect(promoted).toMatchObject({ status: 200, body: { id: pendingId, role: 'admin', status: 'invited' } });
    expect((await call(owner, 'PATCH', `${MEMBERS}/${activeId}`, { role: 'owner' })).status).toBe(400);
    expect((await accept(pending, pendingId)).body.role).toBe('admin');
    const events = await announced(owner);
    expect(events.map(({ memberId, role, active: on }) => ({ memberId, role, active: on }))).toEqual([
      { memberId: active.id, role: 'admin', active: true },
      { memberId: active.id, role: 'member', active: true },
      { memberId: pending.id, role: 'admin', active: true },
    ]);
    // The services keep the newest by changedAt: each later than the last.
    const times = events.map((event) => event.changedAt);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });

  it('announces active:false when the owner removes a member or one leaves; a withdrawn or declined invitation just goes', async () => {
    const owner = await memberOn('business');
    const [removed, leaver, withdrawn, decliner] = [await api.register(), await api.register(), await api.register(), await api.register()];
    const removedId = await onTeam(owner, removed, 'admin');
    const leaverId = await onTeam(owner, leaver);
    const withdrawnId = await invited(owner, withdrawn);
    const declinedId = await invited(owner, decliner);

    expect((await call(owner, 'DELETE', `${MEMBERS}/${removedId}`)).status).toBe(204);
    expect((await call(leaver, 'DELETE', `${MEMBERSHIPS}/${leaverId}`)).status).toBe(204);
    expect((await call(owner, 'DELETE', `${MEMBERS}/${withdrawnId}`)).status).toBe(204);
    expect((await call(decliner, 'DELETE', `${MEMBERSHIPS}/${declinedId}`)).status).toBe(204);

    expect((await announced(owner)).map(({ memberId, role, active }) => ({ memberId, role, active }))).toEqual([
      { memberId: removed.id, role: 'admin', active: true },
      { memberId: leaver.id, role: 'member', active: true },
      { memberId: removed.id, role: 'admin', active: false },
      { memberId: leaver.id, role: 'member', active: false },
    ]);
    expect(await rowsOf(owner)).toEqual([]);
    expect(await memberships(removed)).toEqual({ invitations: [], teams: [] });
    expect((await call(owner, 'DELETE', `${MEMBERS}/${removedId}`)).status).toBe(404);
    expect((await call(leaver, 'DELETE', `${MEMBERSHIPS}/${leaverId}`)).status).toBe(404);
    // The rows are gone, so the pair may be invited again.
    expect((await invite(owner, removed.username)).status).toBe(201);
  });

  it("answers 404 for another owner's team rows on every route, and leaves them as they were", async () => {
    const [owner, other, mate] = [await memberOn('business'), await memberOn('business'), await api.register()];
    const id = await invited(owner, mate);

    for (const [who, method, path, body] of [
      [other, 'PATCH', `${MEMBERS}/${id}`, { role: 'admin' }],
      [other, 'DELETE', `${MEMBERS}/${id}`, undefined],
      [mate, 'DELETE', `${MEMBERS}/${id}`, undefined],
    ] as const) {
      expect({ path, ...(await call(who, method, path, body)) }).toMatchObject({
        path,
        status: 404,
        body: { code: 'TEAM_MEMBER_NOT_FOUND', message: TEAM_MESSAGES.notFound },
      });
    }
    expect((await call(mate, 'PATCH', `${MEMBERS}/${id}`, { role: 'admin' })).status).toBe(403);
    expect((await call(owner, 'PATCH', `${MEMBERS}/2147483647`, { role: 'admin' })).status).toBe(404);
    expect((await call(owner, 'DELETE', `${MEMBERS}/abc`)).status).toBe(400);
    expect((await team(other)).members).toEqual([]);
    expect((await team(owner)).members).toEqual([expect.objectContaining({ id, role: 'member', status: 'invited' })]);
  });

  it('suspends the team when the owner loses Business: rows kept, no invitations, role changes or accepting; removing and leaving still work', async () => {
    const owner = await memberOn('business');
    const [active, pending, outsider, leaver] = [await api.register(), await api.register(), await api.register(), await api.register()];
    const activeId = await onTeam(owner, active);
    const pendingId = await invited(owner, pending);
    const leaverId = await onTeam(owner, leaver);

    await setTier(owner, 'pro');

    const kept = await team(owner);
    expect(kept).toMatchObject({ businessPlan: false, max: TEAM_MAX_MEMBERS });
    expect(kept.members.map((member: { id: number }) => member.id)).toEqual([activeId, pendingId, leaverId]);
    expect(await invite(owner, outsider.username)).toMatchObject({ status: 403, body: { code: 'TEAM_BUSINESS_ONLY' } });
    expect(await call(owner, 'PATCH', `${MEMBERS}/${activeId}`, { role: 'admin' })).toMatchObject({ status: 403, body: { code: 'TEAM_BUSINESS_ONLY' } });
    expect(await accept(pending, pendingId)).toMatchObject({ status: 403, body: { code: 'TEAM_SUSPENDED', message: TEAM_MESSAGES.suspended } });
    expect((await memberships(active)).teams).toEqual([expect.objectContaining({ id: activeId, status: 'active', suspended: true })]);
    expect((await memberships(pending)).invitations).toEqual([expect.objectContaining({ id: pendingId, status: 'invited', suspended: true })]);

    expect((await call(owner, 'DELETE', `${MEMBERS}/${activeId}`)).status).toBe(204);
    expect((await call(leaver, 'DELETE', `${MEMBERSHIPS}/${leaverId}`)).status).toBe(204);
    expect((await announced(owner)).filter((event) => !event.active).map((event) => event.memberId)).toEqual([active.id, leaver.id]);

    // Business again: the invitation kept may be accepted.
    await setTier(owner, 'business');
    expect(await accept(pending, pendingId)).toMatchObject({ status: 200, body: { status: 'active', suspended: false } });
  });

  it(`sends at most ${TEAM_INVITES_PER_HOUR} invitations an hour per owner, unknown ones counted (429 with Retry-After)`, async () => {
    const [owner, mate] = [await memberOn('business'), await api.register()];
    for (let i = 0; i < TEAM_INVITES_PER_HOUR; i++) expect((await invite(owner, `nobody-${i}@example.test`)).status).toBe(400);

    const refused = await invite(owner, mate.username);

    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: TOO_MANY_INVITES } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(owner)).toEqual([]);
    expect((await invite(await memberOn('business'), mate.username)).status).toBe(201);
  });

  it('mails one member at most three invitations a day from one owner', async () => {
    const [owner, mate] = [await memberOn('business'), await api.register()];
    for (let i = 0; i < 4; i++) {
      const id = await invited(owner, mate);
      expect((await call(owner, 'DELETE', `${MEMBERS}/${id}`)).status).toBe(204);
    }
    await invited(owner, mate);

    await eventually(async () => mailsTo(mate.email).length >= 3);
    await settle();
    expect(mailsTo(mate.email)).toHaveLength(3);
    expect((await memberships(mate)).invitations).toHaveLength(1);
  });

  // Both sides of a team row are in each member's archive (the other by username only), and the rows go
  // with either account. No team event is announced: identity.user.erased.v1 clears every service's team_memberships.
  it("exports both sides of a member's team rows by username, and erases them with either account", async () => {
    const [owner, mate, pending] = [await memberOn('business'), await api.register(), await api.register()];
    await onTeam(owner, mate, 'admin');
    await invited(owner, pending);
    const reader = identity.service.app.get(IdentityPartReader);
    const database = identity.service.app.get(Database);

    const ownerPart = (await reader.read(database.pool, owner.id))!.document;
    const matePart = (await reader.read(database.pool, mate.id))!.document;

    expect(ownerPart.teamMembers).toEqual([
      { member: mate.username, role: 'admin', status: 'active', invitedAt: expect.any(String), joinedAt: expect.any(String) },
      { member: pending.username, role: 'member', status: 'invited', invitedAt: expect.any(String), joinedAt: null },
    ]);
    expect(ownerPart.teamMemberships).toEqual([]);
    expect(matePart.teamMemberships).toEqual([
      { business: owner.username, role: 'admin', status: 'active', invitedAt: expect.any(String), joinedAt: expect.any(String) },
    ]);
    expect(matePart.teamMembers).toEqual([]);

    const before = (await announced(owner)).length;
    await erase(mate);
    expect(await rowsOf(owner)).toEqual([{ memberId: pending.id, status: 'invited' }]);
    expect((await findMemberId(identity.db, mate.id)).filter((hit) => /team/.test(hit.table))).toEqual([]);
    await erase(owner);
    expect(await memberships(pending)).toEqual({ invitations: [], teams: [] });
    expect((await findMemberId(identity.db, owner.id)).filter((hit) => /team/.test(hit.table))).toEqual([]);
    expect(
      (await identity.db.query(`SELECT count(*)::int AS n FROM outbox WHERE name = $1 AND key = $2`, [CHANGED, String(owner.id)])).rows[0].n,
    ).toBeLessThanOrEqual(before);
  });

  // "Every action records who did it" (docs/teams.md § Activity): jobs-events and marketplace announce what a team
  // member did as the business; identity keeps one line per event for the owner.
  it('keeps what team members did as the business once per event, and shows the owner the newest first with who did it, a page at a time', async () => {
    const [owner, ben, cleo, elsewhere] = [await memberOn('business'), await api.register(), await api.register(), await memberOn('business')];
    await onTeam(owner, ben);
    await onTeam(owner, cleo, 'admin');
    const [posted, sold] = [hoursAgo(2), hoursAgo(1)];
    const job = action(owner, ben, 'job.posted', 41, 'Session bassist');

    // Cleo's sale came later but arrives first (another service, another topic); Ben's job is delivered twice.
    await services.send('marketplace.team.action.v1', owner.id, action(owner, cleo, 'listing.sold', 77, 'Fender Rhodes Mk I'), randomUUID(), sold);
    const id = await services.send('jobs-events.team.action.v1', owner.id, job, randomUUID(), posted);
    await services.send('jobs-events.team.action.v1', owner.id, job, id, posted);
    // Behind the duplicate on its partition (the same key): once this line is in, the duplicate has been dealt with.
    await services.send('jobs-events.team.action.v1', owner.id, action(elsewhere, ben, 'booking.offered', 9, 'Bass for the launch'));
    await eventually(async () => (await linesOf(elsewhere)) === 1 && (await linesOf(owner)) === 2, 20_000);

    const all = await activity(owner);

    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      { id: expect.any(Number), actor: personOf(cleo), action: 'listing.sold', subject: { kind: 'listing', id: 77, title: 'Fender Rhodes Mk I' }, at: sold },
      { id: expect.any(Number), actor: personOf(ben), action: 'job.posted', subject: { kind: 'job', id: 41, title: 'Session bassist' }, at: posted },
    ]);
    expect(all.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    // A page at a time: the cursor of a full page leads to the next, and past the last there is nothing.
    const first = await activity(owner, '?limit=1');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(first.body).toEqual([all.body[0]]);
    expect(cursor).toEqual(expect.any(String));
    const second = await activity(owner, `?limit=1&before=${cursor}`);
    expect(second.body).toEqual([all.body[1]]);
    const third = await activity(owner, `?limit=1&before=${second.headers.get(NEXT_CURSOR_HEADER)}`);
    expect(third).toMatchObject({ status: 200, body: [] });
    expect(third.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    // Each owner reads their own business's lines only: a team member's own log is theirs (empty here).
    expect(await activity(ben)).toMatchObject({ status: 200, body: [] });
    expect(await activity(cleo)).toMatchObject({ status: 200, body: [] });
    expect(((await activity(elsewhere)).body as TeamActivityEntry[]).map((entry) => entry.subject)).toEqual([
      { kind: 'booking', id: 9, title: 'Bass for the launch' },
    ]);

    for (const before of ['not-a-cursor', Buffer.from('2026-01-01|1').toString('base64url')]) {
      expect(await activity(owner, `?before=${before}`)).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION', errors: [{ path: 'before', message: 'Invalid cursor' }] },
      });
    }
    expect((await activity(owner, '?limit=0')).status).toBe(400);
    expect((await api.call('GET', ACTIVITY)).status).toBe(401);

    // Any plan: an owner whose Business has ended still reads what their team did.
    await setTier(owner, 'pro');
    expect((await activity(owner)).body).toEqual(all.body);
  });

  it("exports the business's activity, erases it with the business, and keeps an erased member's lines without them, late events too", async () => {
    const [owner, mate, other, helper] = [await memberOn('business'), await api.register(), await memberOn('business'), await api.register()];
    await onTeam(owner, mate, 'admin');
    const at = hoursAgo(1);
    await services.send('jobs-events.team.action.v1', owner.id, action(owner, mate, 'job.posted', 52, 'Tour manager'), randomUUID(), at);
    await eventually(async () => (await linesOf(owner)) === 1, 20_000);
    const reader = identity.service.app.get(IdentityPartReader);
    const database = identity.service.app.get(Database);

    expect((await reader.read(database.pool, owner.id))!.document.teamActivity).toEqual([
      { member: mate.username, action: 'job.posted', subjectKind: 'job', subjectId: 52, subjectTitle: 'Tour manager', occurredAt: at },
    ]);
    expect((await reader.read(database.pool, mate.id))!.document.teamActivity).toEqual([]);

    // The member erased: their lines stay the business's, as a former member's.
    await erase(mate);
    expect((await activity(owner)).body).toEqual([
      expect.objectContaining({ actor: null, action: 'job.posted', subject: { kind: 'job', id: 52, title: 'Tour manager' } }),
    ]);
    // Another service announces something the member did before it heard of the erasure: kept without them too.
    await services.send('marketplace.team.action.v1', owner.id, action(owner, mate, 'listing.created', 53, 'Marshall stack'));
    await eventually(async () => (await linesOf(owner)) === 2, 20_000);
    expect(((await activity(owner)).body as TeamActivityEntry[]).map((entry) => [entry.action, entry.actor])).toEqual([
      ['listing.created', null],
      ['job.posted', null],
    ]);
    expect((await reader.read(database.pool, owner.id))!.document.teamActivity).toEqual([
      expect.objectContaining({ member: null, action: 'job.posted' }),
      expect.objectContaining({ member: null, action: 'listing.created' }),
    ]);
    expect((await findMemberId(identity.db, mate.id)).filter((hit) => /team/.test(hit.table))).toEqual([]);

    // The business erased: its log goes with it, and a late event about it leaves nothing (what follows it is kept).
    await erase(owner);
    expect(await linesOf(owner)).toBe(0);
    await services.send('jobs-events.team.action.v1', owner.id, action(owner, helper, 'job.edited', 52, 'Tour manager'));
    await services.send('jobs-events.team.action.v1', owner.id, action(other, helper, 'job.deleted', 54, 'Stage hand'));
    await eventually(async () => (await linesOf(other)) === 1, 20_000);
    expect(await linesOf(owner)).toBe(0);
    expect((await findMemberId(identity.db, owner.id)).filter((hit) => /team/.test(hit.table))).toEqual([]);
  });
});
