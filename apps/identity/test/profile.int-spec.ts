import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DB_QUERIES_HEADER } from '@stave/platform';
import { Api, startIdentity, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

describe('identity: profiles, members, profile sections and referrals', () => {
  let sink: SmtpSink;
  let identity: IdentityUnderTest;
  let api: Api;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    identity = await startIdentity({ MAIL_TRANSPORT: 'smtp', SMTP_URL: sink.url });
    api = new Api(identity.url);
  });

  afterAll(async () => {
    await identity?.stop();
    await sink?.close();
  });

  async function outboxFor(name: string, key: number) {
    const { rows } = await identity.db.query(`SELECT payload FROM outbox WHERE name = $1 AND key = $2 ORDER BY id`, [name, String(key)]);
    return rows.map((row) => row.payload.payload);
  }

  describe('PATCH /api/user/profile', () => {
    it('changes allowed fields, announces the projected ones and ignores the rest', async () => {
      const member = await api.register();

      const response = await api.call('PATCH', '/api/user/profile', {
        token: member.token,
        body: {
          name: 'New Name',
          bio: '<img src=x onerror=alert(1)>',
          websiteUrl: 'https://example.org/me',
          skills: ['Mixing', 'Mastering'],
          genres: 'Jazz, Soul',
          subscriptionTier: 'business',
          verifiedProfile: true,
          badges: ['Verified Professional'],
          isFoundingMember: true,
          stripeCustomerId: 'cus_x',
          referralCount: 99,
          id: 1,
          password: 'sneaky password',
        },
      });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: member.id,
        name: 'New Name',
        bio: '<img src=x onerror=alert(1)>',
        websiteUrl: 'https://example.org/me',
        skills: ['Mixing', 'Mastering'],
        genres: ['Jazz', 'Soul'],
        subscriptionTier: 'free',
        verifiedProfile: false,
        referralCount: 0,
      });
      expect((await api.call('GET', '/api/user', { token: member.token })).body.subscriptionTier).toBe('free');
      const [update] = await outboxFor('identity.user.updated.v1', member.id);
      expect(update.changed.sort()).toEqual(['bio', 'genres', 'name', 'skills']);
      expect(update.user).toMatchObject({ name: 'New Name', version: 1 });
    });

    it.each(['javascript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'ftp://example.org'])(
      'refuses the website %s',
      async (websiteUrl) => {
        const member = await api.register();

        const response = await api.call('PATCH', '/api/user/profile', { token: member.token, body: { websiteUrl } });

        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual([{ path: 'websiteUrl', message: 'Invalid URL' }]);
      },
    );

    it('needs the current password to change the email', async () => {
      const member = await api.register();
      const email = `new-${member.email}`;

      const without = await api.call('PATCH', '/api/user/profile', { token: member.token, body: { email } });
      const wrong = await api.call('PATCH', '/api/user/profile', { token: member.token, body: { email, currentPassword: 'wrong password' } });
      const right = await api.call('PATCH', '/api/user/profile', { token: member.token, body: { email, currentPassword: member.password } });

      expect(without.status).toBe(400);
      expect(without.body.errors).toEqual([{ path: 'currentPassword', message: 'Enter your current password to change your email' }]);
      expect(wrong.status).toBe(400);
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(email);
    });

    it("refuses another member's username with 409", async () => {
      const [first, second] = [await api.register(), await api.register()];

      const response = await api.call('PATCH', '/api/user/profile', { token: second.token, body: { username: first.username } });

      expect(response.status).toBe(409);
    });
  });

  describe('members', () => {
    it("finds members by username, name, location or skill and never shows anyone's email", async () => {
      const tag = `zq${Date.now().toString(36)}`;
      const member = await api.register({ location: `${tag}ville` });
      await api.call('PATCH', '/api/user/profile', { token: member.token, body: { skills: [`${tag}-theremin`] } });

      const byLocation = await api.call('GET', `/api/users?search=${tag.toUpperCase()}VILLE`, { token: member.token });
      const bySkill = await api.call('GET', `/api/users?search=${tag}-THEREMIN`, { token: member.token });
      const wildcard = await api.call('GET', `/api/users?search=%25`, { token: member.token });

      expect(byLocation.body.map((user: { id: number }) => user.id)).toEqual([member.id]);
      expect(bySkill.body.map((user: { id: number }) => user.id)).toEqual([member.id]);
      expect(byLocation.headers.get('x-total-count')).toBe('1');
      expect(wildcard.body).toEqual([]);
      expect(byLocation.text).not.toContain(member.email);
    });

    it('pages through everyone by default', async () => {
      const member = await api.register();

      const page = await api.call('GET', '/api/users?limit=2&page=1', { token: member.token });
      const tooMany = await api.call('GET', '/api/users?limit=100000', { token: member.token });

      expect(page.body).toHaveLength(2);
      expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
      expect(tooMany.status).toBe(400);
    });

    it("shows a public profile, counts another member's visit once a day and announces it", async () => {
      const [owner, visitor] = [await api.register(), await api.register()];

      const first = await api.call('GET', `/api/users/${owner.id}`, { token: visitor.token });
      await api.call('GET', `/api/users/${owner.id}`, { token: visitor.token });
      await api.call('GET', `/api/users/${owner.id}`, { token: owner.token });
      await api.call('GET', `/api/users/${owner.id}`);

      expect(first.status).toBe(200);
      expect(first.body).not.toHaveProperty('email');
      expect((await api.call('GET', '/api/user', { token: owner.token })).body.profileViews).toBe(1);
      expect(await outboxFor('identity.profile.viewed.v1', owner.id)).toEqual([{ viewerId: visitor.id, viewedUserId: owner.id, viewedAt: expect.any(String) }]);
    });

    it.each(['999999999', 'abc', '1.5', '-1'])("answers 'User not found' for /api/users/%s", async (id) => {
      const response = await api.call('GET', `/api/users/${id}`);

      expect(response.status).toBe(404);
      expect(response.body.message).toBe('User not found');
    });

    it("reads ids and page numbers as decimal digits only: another spelling of a member's id names nobody", async () => {
      const member = await api.register();

      for (const id of [`0x${member.id.toString(16)}`, `${member.id}e0`, `%20${member.id}`, `%2B${member.id}`, `${member.id}.0`]) {
        const response = await api.call('GET', `/api/users/${id}`, { token: member.token });
        expect([id, response.status, response.body.message]).toEqual([id, 404, 'User not found']);
      }
      for (const query of ['page=0x2', 'page=1e1', 'limit=%205', 'limit=5.0', 'page=%2B2']) {
        const response = await api.call('GET', `/api/users?${query}`, { token: member.token });
        expect([query, response.status]).toEqual([query, 400]);
      }
      expect((await api.call('GET', `/api/portfolio/user/0x${member.id.toString(16)}`, { token: member.token })).status).toBe(400);
      expect((await api.call('GET', `/api/users/${member.id}`, { token: member.token })).status).toBe(200);
    });
  });

  describe.each([
    [
      'portfolio',
      {
        title: 'Live at the Roundhouse',
        type: 'live',
        description: 'Full set',
        image: 'https://img.example/x.jpg',
        date: '2024-05-17',
        url: 'https://video.example/x',
      },
      { title: 'Renamed' },
    ],
    [
      'experience',
      { title: 'Engineer', company: 'Abbey Road', location: 'London', startDate: '2020-01', endDate: '', description: 'Tracking' },
      { endDate: '2023-06-30' },
    ],
    ['education', { institution: 'LIPA', degree: 'BA', field: 'Sound Technology', startDate: '2015-09-01', endDate: '2018-06-30' }, { degree: 'BA (Hons)' }],
  ])('/api/%s', (area, create, patch) => {
    let owner: Member;
    let other: Member;

    beforeAll(async () => {
      [owner, other] = [await api.register(), await api.register()];
    });

    it('creates, lists by member, edits and deletes for the owner', async () => {
      const created = await api.call('POST', `/api/${area}`, { token: owner.token, body: create });
      const listed = await api.call('GET', `/api/${area}/user/${owner.id}`, { token: other.token });
      const edited = await api.call('PATCH', `/api/${area}/${created.body.id}`, { token: owner.token, body: patch });
      const deleted = await api.call('DELETE', `/api/${area}/${created.body.id}`, { token: owner.token });

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ userId: owner.id });
      expect(listed.body.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject(patch);
      expect(deleted.status).toBe(204);
      expect((await api.call('GET', `/api/${area}/user/${owner.id}`, { token: owner.token })).body).toEqual([]);
    });

    it('gives another member the same 404 as a missing id and leaves the entry untouched', async () => {
      const created = await api.call('POST', `/api/${area}`, { token: owner.token, body: create });

      const edit = await api.call('PATCH', `/api/${area}/${created.body.id}`, { token: other.token, body: patch });
      const remove = await api.call('DELETE', `/api/${area}/${created.body.id}`, { token: other.token });
      const missing = await api.call('DELETE', `/api/${area}/987654321`, { token: other.token });

      expect(edit.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(remove.text).toBe(missing.text);
      expect((await api.call('GET', `/api/${area}/user/${owner.id}`, { token: owner.token })).body).toEqual([created.body]);
    });

    it('ignores a userId in the body', async () => {
      const created = await api.call('POST', `/api/${area}`, { token: owner.token, body: { ...create, userId: other.id } });

      expect(created.body.userId).toBe(owner.id);
    });
  });

  it("names each missing portfolio field the spec's way and refuses a javascript: link", async () => {
    const member = await api.register();

    const empty = await api.call('POST', '/api/portfolio', { token: member.token, body: {} });
    const script = await api.call('POST', '/api/portfolio', {
      token: member.token,
      body: { title: 't', type: 'track', description: 'd', image: 'https://img.example/x.jpg', date: '2024-01-01', url: 'javascript:alert(1)' },
    });

    expect(empty.body.errors.map((error: { message: string }) => error.message)).toEqual([
      'Title is required',
      'Type is required',
      'Description is required',
      'Image is required',
      'Date is required',
    ]);
    expect(script.body.errors).toEqual([{ path: 'url', message: 'Invalid URL' }]);
  });

  describe('referrals', () => {
    it('invites, validates, and completes for the signed-in new member whatever the body says', async () => {
      const referrer = await api.register();
      const bystander = await api.register();
      const invitedEmail = `invited-${Date.now()}@example.test`;

      const invite = await api.call('POST', '/api/referrals', { token: referrer.token, body: { email: invitedEmail } });
      const valid = await api.call('GET', `/api/referrals/validate/${invite.body.token}`);
      const newcomer = await api.register({ email: invitedEmail });
      const complete = await api.call('POST', `/api/referrals/complete/${invite.body.token}`, { token: newcomer.token, body: { userId: bystander.id } });
      const again = await api.call('POST', `/api/referrals/complete/${invite.body.token}`, { token: newcomer.token });
      const afterwards = await api.call('GET', `/api/referrals/validate/${invite.body.token}`);

      expect(invite.status).toBe(201);
      expect(invite.body.link).toMatch(new RegExp(`/auth\\?ref=${invite.body.token}$`));
      expect(valid.body).toEqual({
        valid: true,
        email: invitedEmail,
        inviterName: expect.stringMatching(/^Member /),
        message: "You've been invited to join Stave!",
      });
      expect(complete.status).toBe(200);
      expect(complete.body).toEqual({ success: true, message: "You've successfully joined via a referral invitation!", referralCount: 1 });
      expect(again.status).toBe(404);
      expect(afterwards.status).toBe(404);
      expect(afterwards.body).toMatchObject({ valid: false, email: null, inviterName: null, message: 'This referral link is not valid or has expired' });
      expect((await api.call('GET', '/api/user', { token: referrer.token })).body.referralCount).toBe(1);
      const list = await api.call('GET', '/api/referrals', { token: referrer.token });
      expect(list.body).toEqual([expect.objectContaining({ email: invitedEmail, status: 'completed' })]);
      expect(await outboxFor('identity.referral.completed.v1', referrer.id)).toEqual([
        expect.objectContaining({ referrerId: referrer.id, newUserId: newcomer.id, referralCount: 1 }),
      ]);
    });

    // An invitation must not be a way to learn who has an account: an existing member's address is answered exactly as
    // a stranger's (status, body, the same work done), and nobody is mailed either way (the inviter shares the link).
    it("answers an existing member's address as any other, and mails no one", async () => {
      const referrer = await api.register();
      const existing = await api.register();
      const stranger = `stranger-${Date.now()}@example.test`;
      const invite = (email: string) => api.call('POST', '/api/referrals', { token: referrer.token, body: { email } });

      const toMember = await invite(existing.email);
      const toStranger = await invite(stranger);
      const again = await invite(existing.email);
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect(toMember.status).toBe(201);
      expect(toStranger.status).toBe(201);
      const shape = (body: Record<string, unknown>) => ({ ...body, id: 0, email: '', token: '', link: '', createdAt: '', expiresAt: '' });
      expect(shape(toMember.body)).toEqual(shape(toStranger.body));
      expect(toMember.body).toMatchObject({ email: existing.email, status: 'pending', completedAt: null });
      expect(toMember.headers.get(DB_QUERIES_HEADER)).toBe(toStranger.headers.get(DB_QUERIES_HEADER));
      // Inviting the same address twice is the inviter's own history, answered the same for both.
      expect([again.status, again.body.code]).toEqual([409, 'ALREADY_INVITED']);
      expect(sink.mails.filter((mail) => mail.to.includes(existing.email) || mail.to.includes(stranger))).toEqual([]);
      // The member never joins through it (they are not new), so the inviter's list shows it pending, as any unused one.
      const used = await api.call('POST', `/api/referrals/complete/${toMember.body.token}`, { token: existing.token });
      expect(used.body.code).toBe('NOT_NEW_MEMBER');
      const list = await api.call('GET', '/api/referrals', { token: referrer.token });
      expect(list.body.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
        [stranger, 'pending'],
        [existing.email, 'pending'],
      ]);
    });

    it('refuses a self-completion and an expired link', async () => {
      const referrer = await api.register();
      const existing = await api.register();

      const invite = await api.call('POST', '/api/referrals', { token: referrer.token, body: { email: `later-${Date.now()}@example.test` } });
      const self = await api.call('POST', `/api/referrals/complete/${invite.body.token}`, { token: referrer.token });
      const olderMember = await api.call('POST', `/api/referrals/complete/${invite.body.token}`, { token: existing.token });
      await identity.db.query(`UPDATE referrals SET expires_at = now() - interval '1 second' WHERE id = $1`, [invite.body.id]);
      const expired = await api.call('GET', `/api/referrals/validate/${invite.body.token}`);

      expect(self.status).toBe(409);
      expect(olderMember.status).toBe(409);
      expect(olderMember.body.code).toBe('NOT_NEW_MEMBER');
      expect(expired.status).toBe(404);
      expect((await api.call('GET', '/api/referrals', { token: referrer.token })).body[0].status).toBe('expired');
    });
  });
});
