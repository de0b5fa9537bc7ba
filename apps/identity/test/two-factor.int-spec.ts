import { describe, expect, it } from '@jest/globals';
import { codeAt } from '../src/two-factor/totp';
import { fakeClientAddress, identityForSuite, type Member } from './harness';

const STEP_MS = 30_000;

// Issue 16, two-factor sign-in: enrolment with a QR code, sign-in with the authenticator's code (each accepted
// once, one step of clock skew either way), single-use recovery codes, and turning it off with the password.
describe('identity: two-factor sign-in', () => {
  const suite = identityForSuite();
  const login = (member: Member, code?: string) =>
    suite.api.call('POST', '/api/login', {
      body: { email: member.email, password: member.password, ...(code === undefined ? {} : { code }) },
      headers: { 'x-forwarded-for': fakeClientAddress() },
    });
  const enrol = async (member: Member, at = Date.now()) => {
    const setup = await suite.api.call('POST', '/api/user/two-factor/setup', { token: member.token });
    expect(setup.status).toBe(200);
    const enabled = await suite.api.call('POST', '/api/user/two-factor/enable', { token: member.token, body: { code: codeAt(setup.body.secret, at) } });
    expect(enabled.status).toBe(200);
    return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
  };

  it('enrols with a QR code and a confirming code, and hands out ten recovery codes once', async () => {
    const member = await suite.api.register();
    const setup = await suite.api.call('POST', '/api/user/two-factor/setup', { token: member.token });
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Stave:.+\?.*secret=[A-Z2-7]{32}/),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await suite.api.call('GET', '/api/user/two-factor', { token: member.token })).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    // Until it is confirmed, signing in is as before.
    expect((await login(member)).status).toBe(200);

    const wrong = await suite.api.call('POST', '/api/user/two-factor/enable', { token: member.token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: 'code' })]);
    const enabled = await suite.api.call('POST', '/api/user/two-factor/enable', { token: member.token, body: { code: codeAt(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await suite.api.call('GET', '/api/user/two-factor', { token: member.token })).body).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
    });
    // Nothing of the secret or the codes is stored in the clear but the TOTP secret itself.
    const stored = await suite.identity.db.query(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [member.id]);
    expect(stored.rows.map((row) => row.code_hash)).not.toContain(enabled.body.recoveryCodes[0]);
    expect((await suite.api.call('POST', '/api/user/two-factor/setup', { token: member.token })).status).toBe(409);
  });

  it('asks for the code after the password, accepts each code once, and one step of clock skew either way', async () => {
    const member = await suite.api.register();
    const { secret } = await enrol(member, Date.now() - STEP_MS);

    const withoutCode = await login(member);
    expect([withoutCode.status, withoutCode.body.code]).toEqual([401, 'TWO_FACTOR_REQUIRED']);
    expect(withoutCode.body.token).toBeUndefined();
    const wrongCode = await login(member, '123456');
    expect([wrongCode.status, wrongCode.body.code]).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    // A wrong password says nothing about the second factor.
    const wrongPassword = await suite.api.call('POST', '/api/login', {
      body: { email: member.email, password: 'not the password at all', code: codeAt(secret) },
      headers: { 'x-forwarded-for': fakeClientAddress() },
    });
    expect([wrongPassword.status, wrongPassword.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const now = codeAt(secret);
    const signedIn = await login(member, now);
    expect(signedIn.status).toBe(200);
    expect((await suite.api.call('GET', '/api/user', { token: signedIn.body.token })).status).toBe(200);
    expect((await login(member, now)).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    // The next step's code (a phone's clock ahead) works; two steps ahead does not.
    expect((await login(member, codeAt(secret, Date.now() + 2 * STEP_MS))).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await login(member, ` ${codeAt(secret, Date.now() + STEP_MS)} `)).status).toBe(200);
  });

  it('takes each recovery code once, typed however, and turns off only with the password and a code', async () => {
    const member = await suite.api.register();
    const { recoveryCodes } = await enrol(member);

    expect((await login(member, recoveryCodes[0]!.toUpperCase().replace('-', ' '))).status).toBe(200);
    expect((await login(member, recoveryCodes[0])).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await suite.api.call('GET', '/api/user/two-factor', { token: member.token })).body.recoveryCodesLeft).toBe(9);

    const wrongPassword = await suite.api.call('POST', '/api/user/two-factor/disable', {
      token: member.token,
      body: { password: 'wrong', code: recoveryCodes[1] },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors).toEqual([expect.objectContaining({ path: 'password' })]);
    const wrongCode = await suite.api.call('POST', '/api/user/two-factor/disable', {
      token: member.token,
      body: { password: member.password, code: '999999' },
    });
    expect(wrongCode.status).toBe(400);
    const off = await suite.api.call('POST', '/api/user/two-factor/disable', {
      token: member.token,
      body: { password: member.password, code: recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect((await login(member)).status).toBe(200);
    expect((await suite.identity.db.query(`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1`, [member.id])).rows[0].n).toBe(0);
    expect(
      (await suite.api.call('POST', '/api/user/two-factor/disable', { token: member.token, body: { password: member.password, code: '123456' } })).status,
    ).toBe(409);
  });

  it('gives new recovery codes for a current code, and the old ones stop working', async () => {
    const member = await suite.api.register();
    const { secret, recoveryCodes } = await enrol(member, Date.now() - STEP_MS);
    const renewed = await suite.api.call('POST', '/api/user/two-factor/recovery-codes', { token: member.token, body: { code: codeAt(secret) } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await login(member, recoveryCodes[0])).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await login(member, renewed.body.recoveryCodes[0])).status).toBe(200);
  });
});
