import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import type { JWK } from 'jose';
import { requireEnv } from '@stave/platform/testing';
import { Api, fakeClientAddress, forgeTokens, newMemberInput, signingKeyPem, startIdentity, type IdentityUnderTest } from './harness';

describe('identity: accounts and sessions', () => {
  let identity: IdentityUnderTest;
  let api: Api;
  let redis: Redis;

  beforeAll(async () => {
    identity = await startIdentity();
    api = new Api(identity.url);
    redis = new Redis(requireEnv('REDIS_URL'));
  });

  afterAll(async () => {
    redis.disconnect();
    await identity?.stop();
  });

  describe('registration', () => {
    it('creates the member, signs them in and announces them in the outbox', async () => {
      const input = newMemberInput({ name: undefined, firstName: 'Ada', lastName: 'Lovelace', type: 'producer', location: 'Leeds' });

      const response = await api.call('POST', '/api/register', { body: input });

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ success: true, token: expect.any(String) });
      expect(response.body.user).toMatchObject({
        username: input.username,
        email: input.email,
        name: 'Ada Lovelace',
        type: 'producer',
        subscriptionTier: 'free',
      });
      const me = await api.call('GET', '/api/user', { token: response.body.token });
      expect(me.body.id).toBe(response.body.user.id);
      const { rows } = await identity.db.query(`SELECT payload FROM outbox WHERE name = 'identity.user.registered.v1' AND key = $1`, [String(me.body.id)]);
      // With when the account was made (the marketplace weighs reports by account age).
      expect(rows[0].payload.payload.user).toMatchObject({ id: me.body.id, name: 'Ada Lovelace', version: 0, createdAt: me.body.createdAt });
    });

    it('makes the first members founding members and stops at the limit', async () => {
      const { rows } = await identity.db.query(`SELECT taken FROM founding_slots`);
      await identity.db.query(`UPDATE founding_slots SET taken = 999`);

      const last = await api.call('POST', '/api/register', { body: newMemberInput() });
      const after = await api.call('POST', '/api/register', { body: newMemberInput() });

      expect(last.body.user).toMatchObject({ isFoundingMember: true, badges: ['Founding Member'] });
      expect(after.body.user).toMatchObject({ isFoundingMember: false, badges: [] });
      await identity.db.query(`UPDATE founding_slots SET taken = $1`, [rows[0].taken]);
    });

    it.each([
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'password1' }, 'password', 'This password is too common. Please choose a less predictable one.'],
      [{ password: '123456' }, 'password', 'Password must be at least 8 characters'],
      [{ confirmPassword: 'not the same at all' }, 'confirmPassword', "Passwords don't match"],
      [{ type: 'wizard' }, 'type', 'Please select a professional type'],
    ])('refuses %j with 400 naming the field', async (override, path, message) => {
      const response = await api.call('POST', '/api/register', { body: newMemberInput(override) });

      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual({ path, message });
    });

    it('refuses a taken username or email with 409, whatever their case', async () => {
      const member = await api.register();

      const sameUsername = await api.call('POST', '/api/register', { body: newMemberInput({ username: member.username.toUpperCase() }) });
      const sameEmail = await api.call('POST', '/api/register', { body: newMemberInput({ email: member.email.toUpperCase() }) });

      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body).toMatchObject({ code: 'USERNAME_TAKEN', errors: [{ path: 'username' }] });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ path: 'email' }] });
    });

    it('stores only argon2id hashes, and a 64-character Unicode password round-trips', async () => {
      const password = '🎸'.repeat(16) + 'ünïcödé pässwörd with spaces and more!';
      const member = await api.register({ password });

      const { rows } = await identity.db.query(`SELECT password_hash FROM users WHERE id = $1`, [member.id]);
      const login = await api.call('POST', '/api/login', { body: { email: member.email, password } });

      expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
      expect(login.status).toBe(200);
    });
  });

  describe('login', () => {
    it("answers the spec's login shape", async () => {
      const member = await api.register();

      const response = await api.call('POST', '/api/login', { body: { email: member.email.toUpperCase(), password: member.password } });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message: 'Login successful', token: expect.any(String), user: { id: member.id } });
    });

    it('gives an unknown email and a wrong password the same answer', async () => {
      const member = await api.register();

      const wrong = await api.call('POST', '/api/login', { body: { email: member.email, password: 'not the password' } });
      const unknown = await api.call('POST', '/api/login', { body: { email: `nobody-${member.email}`, password: 'not the password' } });

      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(unknown.text).toBe(wrong.text);
      expect(wrong.body).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    });

    it('upgrades a hash made with older parameters at the next login', async () => {
      const member = await api.register();
      const weak = await identity.db.query(`SELECT password_hash FROM users WHERE id = $1`, [member.id]);
      const { hash } = await import('@node-rs/argon2');
      await identity.db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [member.id, await hash(member.password, { memoryCost: 512, timeCost: 1 })]);

      await api.call('POST', '/api/login', { body: { email: member.email, password: member.password } });

      const { rows } = await identity.db.query(`SELECT password_hash FROM users WHERE id = $1`, [member.id]);
      expect(rows[0].password_hash).toMatch(/m=1024,t=1,p=1/);
      expect(weak.rows[0].password_hash).toMatch(/m=1024,t=1,p=1/);
    });

    const guessFromAnywhere = (email: string, attempt: number) =>
      new Api(identity.url, fakeClientAddress()).call('POST', '/api/login', { body: { email, password: `wrong ${attempt}` } });

    // The harness sets LOGIN_BACKOFF_AFTER=3, LOGIN_BACKOFF_BASE_MS=250, LOGIN_BACKOFF_MAX_MS=2000.
    it('slows guesses at one account whatever X-Forwarded-For claims, with a Retry-After within the cap', async () => {
      const member = await api.register();
      const answers = [];

      for (let attempt = 0; attempt < 10; attempt++) answers.push(await guessFromAnywhere(member.email, attempt));

      expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
      const held = answers.filter((answer) => answer.status === 429);
      expect(held.length).toBeGreaterThan(0);
      expect(answers.every((answer) => [401, 429].includes(answer.status))).toBe(true);
      for (const answer of held) {
        expect(answer.body).toEqual({ message: 'Too many login attempts. Please try again later.', code: 'RATE_LIMITED' });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(2);
      }
    });

    it('lets a burst of guesses in parallel through one per delay', async () => {
      const member = await api.register();

      const answers = await Promise.all(Array.from({ length: 20 }, (_, attempt) => guessFromAnywhere(member.email, attempt)));

      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(16);
    });

    it('lets the owner in within a minute of guesses from rotating addresses (never a 15-minute lockout)', async () => {
      const member = await api.register();
      for (let attempt = 0; attempt < 10; attempt++) await guessFromAnywhere(member.email, attempt);
      const owner = new Api(identity.url, fakeClientAddress());
      const started = Date.now();

      let answer = await owner.call('POST', '/api/login', { body: { email: member.email, password: member.password } });
      while (answer.status === 429 && Date.now() - started < 60_000) {
        const retryAfter = Number(answer.headers.get('retry-after'));
        expect(retryAfter).toBeLessThanOrEqual(2);
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        answer = await owner.call('POST', '/api/login', { body: { email: member.email, password: member.password } });
      }

      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(60_000);
      // A success starts the count again: the next wrong password is an ordinary 401.
      expect((await guessFromAnywhere(member.email, 99)).status).toBe(401);
    });

    it('does not hold the owner back on an address they signed in from', async () => {
      const member = await api.register();
      const home = new Api(identity.url, fakeClientAddress());
      expect((await home.call('POST', '/api/login', { body: { email: member.email, password: member.password } })).status).toBe(200);

      await Promise.all(Array.from({ length: 10 }, (_, attempt) => guessFromAnywhere(member.email, attempt)));
      const elsewhere = await guessFromAnywhere(member.email, 11);
      const atHome = await home.call('POST', '/api/login', { body: { email: member.email, password: member.password } });

      expect(elsewhere.status).toBe(429);
      expect(atHome.status).toBe(200);
    });

    it('never counts a successful sign-in: 20 in a row are all 200', async () => {
      const member = await api.register();
      const statuses: number[] = [];

      for (let attempt = 0; attempt < 20; attempt++) {
        statuses.push((await api.call('POST', '/api/login', { body: { email: member.email, password: member.password } })).status);
      }

      expect(statuses).toEqual(Array(20).fill(200));
    });

    it('limits attempts per client address across accounts', async () => {
      const fromOneAddress = new Api(identity.url, fakeClientAddress());
      const statuses: number[] = [];

      for (let attempt = 0; attempt < 52; attempt++) {
        statuses.push(
          (await fromOneAddress.call('POST', '/api/login', { body: { email: `x${attempt}-${Date.now()}@example.test`, password: 'wrong password' } })).status,
        );
      }

      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    });
  });

  describe('sessions', () => {
    it('says which token problem it is, in the spec words', async () => {
      const none = await api.call('GET', '/api/user');
      const garbage = await api.call('GET', '/api/user', { token: 'not-a-jwt' });

      expect(none.status).toBe(401);
      expect(none.body.message).toBe('Access token required');
      expect(garbage.status).toBe(401);
      expect(garbage.body.message).toBe('Invalid or expired token');
    });

    it('revokes the token at logout, with a Redis TTL of its remaining life', async () => {
      const member = await api.register();

      const logout = await api.call('POST', '/api/logout', { token: member.token });
      const after = await api.call('GET', '/api/user', { token: member.token });

      expect(logout.status).toBe(200);
      expect(after.status).toBe(401);
      const jti = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()).jti;
      const ttl = await redis.pttl(`auth:revoked:${jti}`);
      expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
      expect(ttl).toBeLessThanOrEqual(24 * 3600 * 1000);
    });

    it('refuses a token whose member no longer exists', async () => {
      const member = await api.register();
      await identity.db.query(`DELETE FROM users WHERE id = $1`, [member.id]);

      const response = await api.call('GET', '/api/user', { token: member.token });

      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid or expired token');
    });

    it('accepts the cookie for reads and for writes from the app origin only', async () => {
      const member = await api.register();
      const cookie = { cookie: `authToken=${member.token}` };

      const read = await api.call('GET', '/api/user', { headers: cookie });
      const crossSite = await api.call('PATCH', '/api/user/profile', { headers: { ...cookie, origin: 'https://evil.example' }, body: { bio: 'pwned' } });
      const sameSite = await api.call('PATCH', '/api/user/profile', { headers: { ...cookie, origin: 'http://app.stave.test' }, body: { bio: 'mine' } });

      expect(read.status).toBe(200);
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.code).toBe('CSRF');
      expect(sameSite.status).toBe(200);
      expect(sameSite.body.bio).toBe('mine');
    });
  });

  describe('forged tokens (docs/reliability.md#jwt-forgery)', () => {
    let member: { id: number; token: string };
    let jwks: { keys: JWK[] };

    beforeAll(async () => {
      member = await api.register();
      jwks = (await api.call('GET', '/.well-known/jwks.json')).body;
    });

    it('refuses every forgery through each way a token can arrive', async () => {
      const tokens = await forgeTokens(member.token, jwks, await signingKeyPem(identity));
      const results: string[] = [];

      for (const [name, token] of Object.entries(tokens)) {
        const ways: Record<string, Record<string, string>> = {
          bearer: { authorization: `Bearer ${token}` },
          xAuthToken: { 'x-auth-token': token },
          cookie: { cookie: `authToken=${token}` },
        };
        for (const [via, headers] of Object.entries(ways)) {
          const response = await api.call('GET', '/api/user', { headers });
          if (response.status !== 401 || response.body.message !== 'Invalid or expired token')
            results.push(`${name} via ${via}: ${response.status} ${response.text}`);
        }
      }

      expect(results).toEqual([]);
    });
  });

  describe('password reset', () => {
    it('answers an unknown email exactly like a known one (token aside, which embedded mode adds)', async () => {
      const member = await api.register();

      const known = await api.call('POST', '/api/forgot-password', { body: { email: member.email } });
      const unknown = await api.call('POST', '/api/forgot-password', { body: { email: `ghost-${member.email}` } });

      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ message: known.body.message });
      expect(known.body.token).toEqual(expect.any(String));
    });

    it('resets once with a token stored only as a hash, and voids every earlier session', async () => {
      const member = await api.register();
      const first = await api.call('POST', '/api/forgot-password', { body: { email: member.email } });
      const second = await api.call('POST', '/api/forgot-password', { body: { email: member.email } });
      const newPassword = 'a brand new passphrase';

      const stale = await api.call('POST', '/api/reset-password', { body: { token: first.body.token, newPassword, confirmPassword: newPassword } });
      const mismatch = await api.call('POST', '/api/reset-password', { body: { token: second.body.token, newPassword, confirmPassword: 'different' } });
      const reset = await api.call('POST', '/api/reset-password', { body: { token: second.body.token, newPassword, confirmPassword: newPassword } });
      const reused = await api.call('POST', '/api/reset-password', { body: { token: second.body.token, newPassword, confirmPassword: newPassword } });

      expect(Buffer.from(second.body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe('Invalid or expired reset token');
      expect(mismatch.body.errors).toContainEqual({ path: 'confirmPassword', message: "Passwords don't match" });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toBe('Your password has been reset successfully. You can now log in.');
      expect(reused.status).toBe(400);
      const { rows } = await identity.db.query(`SELECT token_hash FROM password_resets WHERE user_id = $1`, [member.id]);
      expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(second.body.token).digest('hex')]);
      expect((await api.call('GET', '/api/user', { token: member.token })).status).toBe(401);
      const login = await api.call('POST', '/api/login', { body: { email: member.email, password: newPassword } });
      expect(login.status).toBe(200);
      expect((await api.call('GET', '/api/user', { token: login.body.token })).status).toBe(200);
    });

    it('refuses a token after its hour', async () => {
      const member = await api.register();
      const { body } = await api.call('POST', '/api/forgot-password', { body: { email: member.email } });
      await identity.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [member.id]);

      const response = await api.call('POST', '/api/reset-password', {
        body: { token: body.token, newPassword: 'another fine phrase', confirmPassword: 'another fine phrase' },
      });

      expect(response.status).toBe(400);
    });

    it('stops a flood for one email at five requests', async () => {
      const member = await api.register();
      const statuses: number[] = [];

      for (let i = 0; i < 7; i++) statuses.push((await api.call('POST', '/api/forgot-password', { body: { email: member.email } })).status);

      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const { rows } = await identity.db.query(`SELECT count(*)::int AS n FROM password_resets WHERE user_id = $1`, [member.id]);
      expect(rows[0].n).toBe(1);
    });
  });

  describe('malformed bodies (docs/reliability.md#malformed-bodies)', () => {
    it.each([
      ['broken JSON', '{"email": "a@b.c", ', 'application/json', 400, 'Malformed JSON'],
      ['a 2 MB body', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }), 'application/json', 413, undefined],
      ['text/plain', 'email=a@b.c', 'text/plain', 415, undefined],
    ])('answers %s with a JSON error, never a 500', async (_name, body, contentType, status, message) => {
      const response = await api.call('POST', '/api/login', { body, headers: { 'content-type': contentType } });

      expect(response.status).toBe(status);
      expect(response.body).toEqual(expect.objectContaining({ message: message ?? expect.any(String) }));
      expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('ignores __proto__ in a body and behaves the same afterwards', async () => {
      const member = await api.register();

      const polluted = await api.call('PATCH', '/api/user/profile', {
        token: member.token,
        body: '{"__proto__": {"subscriptionTier": "business"}, "constructor": {"prototype": {"isAdmin": true}}, "bio": "ok"}',
      });
      const after = await api.call('GET', '/api/user', { token: member.token });

      expect([200, 400]).toContain(polluted.status);
      expect(after.body.subscriptionTier).toBe('free');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  });

  it('takes as long for an unknown email as for a wrong password, at production argon2 cost (docs/reliability.md#login-enumeration)', async () => {
    const production = await startIdentity({ ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2', LOGIN_BACKOFF_AFTER: '1000', LOGIN_MAX_PER_ADDRESS: '1000' });
    try {
      const prodApi = new Api(production.url);
      const member = await prodApi.register();
      const time = async (email: string) => {
        const started = performance.now();
        await prodApi.call('POST', '/api/login', { body: { email, password: 'definitely wrong' } });
        return performance.now() - started;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      await time(member.email);
      await time(`nobody-${member.email}`);
      const wrong: number[] = [];
      const unknown: number[] = [];

      for (let sample = 0; sample < 30; sample++) {
        wrong.push(await time(member.email));
        unknown.push(await time(`nobody-${sample}-${member.email}`));
      }

      expect(Math.abs(median(wrong) - median(unknown))).toBeLessThan(25);
    } finally {
      await production.stop();
    }
  });

  it('never puts the reset token in the answer when RESET_TOKEN_IN_RESPONSE is off', async () => {
    const mailed = await startIdentity({ RESET_TOKEN_IN_RESPONSE: 'false' });
    try {
      const mailedApi = new Api(mailed.url);
      const member = await mailedApi.register();

      const response = await mailedApi.call('POST', '/api/forgot-password', { body: { email: member.email } });

      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['message']);
    } finally {
      await mailed.stop();
    }
  });
});
