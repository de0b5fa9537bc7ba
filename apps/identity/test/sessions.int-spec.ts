import { describe, expect, it } from '@jest/globals';
import { fakeClientAddress, identityForSuite, type Member } from './harness';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

// Sessions: each sign-in is listed with its device, address and last use; one or all the others can be
// signed out, and their tokens stop working at once; logging out and a password reset end sessions too.
describe('identity: sessions', () => {
  const suite = identityForSuite();
  const signIn = async (member: Member, userAgent: string, address = fakeClientAddress()) => {
    const response = await suite.api.call('POST', '/api/login', {
      body: { email: member.email, password: member.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(response.status).toBe(200);
    return response.body.token as string;
  };
  const sessions = async (token: string) => (await suite.api.call('GET', '/api/user/sessions', { token })).body as Array<Record<string, unknown>>;
  const works = async (token: string) => (await suite.api.call('GET', '/api/user', { token })).status;

  it('lists each sign-in with its device, address and country, the asking one first, and keeps when it was last used', async () => {
    const member = await suite.api.register();
    // A public address has a country (DB-IP's database); a private one has none.
    const laptop = await signIn(member, CHROME_MAC, '81.2.69.160');
    const desktop = await signIn(member, FIREFOX_LINUX, '10.4.5.6');

    const listed = await sessions(desktop);
    expect(listed.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        device: 'Firefox on Linux',
        ipAddress: '10.4.5.6',
        place: null,
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
      {
        id: expect.any(Number),
        device: 'Chrome on macOS',
        ipAddress: '81.2.69.160',
        place: 'United Kingdom',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
      },
    ]);
    // The registration's own session is listed too (the harness's client says nothing of its device).
    expect(listed).toHaveLength(3);

    await suite.identity.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = $1`, [member.id]);
    expect(await works(laptop)).toBe(200);
    const after = await sessions(desktop);
    const laptopRow = after.find((row) => row.device === 'Chrome on macOS')!;
    expect(Date.now() - Date.parse(laptopRow.lastSeenAt as string)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(after.find((row) => row.current)!.lastSeenAt as string)).toBeGreaterThan(30 * 60_000);
  });

  it('signs out one session (its token stops working at once) and never another member’s', async () => {
    const member = await suite.api.register();
    const other = await suite.api.register();
    const phone = await signIn(member, SAFARI_IPHONE);
    const laptop = await signIn(member, CHROME_MAC);
    const phoneId = (await sessions(laptop)).find((row) => row.device === 'Safari on iOS')!.id as number;

    expect((await suite.api.call('DELETE', `/api/user/sessions/${phoneId}`, { token: other.token })).status).toBe(404);
    expect(await works(phone)).toBe(200);
    expect((await suite.api.call('DELETE', '/api/user/sessions/abc', { token: laptop })).status).toBe(400);

    const ended = await suite.api.call('DELETE', `/api/user/sessions/${phoneId}`, { token: laptop });
    expect(ended.body).toEqual({ message: 'Signed out of that session', ended: 1 });
    expect(await works(phone)).toBe(401);
    expect((await sessions(laptop)).map((row) => row.device)).not.toContain('Safari on iOS');
    expect((await suite.api.call('DELETE', `/api/user/sessions/${phoneId}`, { token: laptop })).status).toBe(404);
  });

  it('signs out every other session, and logging out or resetting the password ends sessions as well', async () => {
    const member = await suite.api.register();
    const [a, b, c] = [await signIn(member, CHROME_MAC), await signIn(member, FIREFOX_LINUX), await signIn(member, SAFARI_IPHONE)];

    const others = await suite.api.call('POST', '/api/user/sessions/sign-out-others', { token: c });
    expect(others.body).toEqual({ message: 'Signed out of every other session', ended: 3 });
    expect([await works(a), await works(b), await works(member.token), await works(c)]).toEqual([401, 401, 401, 200]);
    expect((await sessions(c)).map((row) => row.current)).toEqual([true]);

    const d = await signIn(member, CHROME_MAC);
    expect((await suite.api.call('POST', '/api/logout', { token: d })).status).toBe(200);
    expect(await sessions(c)).toHaveLength(1);

    const forgot = await suite.api.call('POST', '/api/forgot-password', { body: { email: member.email } });
    expect(
      (
        await suite.api.call('POST', '/api/reset-password', {
          body: { token: forgot.body.token, newPassword: 'a brand new passphrase 42', confirmPassword: 'a brand new passphrase 42' },
        })
      ).status,
    ).toBe(200);
    const { rows } = await suite.identity.db.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND ended_at IS NULL`, [member.id]);
    expect(rows[0].n).toBe(0);
    expect(await works(c)).toBe(401);
  });
});
