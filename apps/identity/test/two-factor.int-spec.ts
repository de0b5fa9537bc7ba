import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { codeAt } from '../src/two-factor/totp';
import { Api, fakeClientAddress, identityForSuite, startIdentity, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

const STEP_MS = 30_000;

// Two-factor sign-in: enrolment with a QR code, sign-in with the authenticator's code (each accepted
// once, one step of clock skew either way), single-use recovery codes, and turning it off with the password.
describe('identity: two-factor sign-in', () => {
  const suite = identityForSuite();
  // Tests send codes one step off either way ("one step of clock skew"): a step boundary passing between making such a
  // code and the server checking it makes it two steps off. Each test starts with at least 15 s of its step left.
  beforeEach(async () => {
    const left = STEP_MS - (Date.now() % STEP_MS);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
  });
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

// Guessing the second factor once the password is known (docs/identity.md § Two-factor sign-in): at most
// TWO_FACTOR_MAX_FAILURES wrong codes in a row, then only a recovery code or a password reset; the owner is mailed at
// the first wrong code of each run.
describe('identity: two-factor codes guessed after the right password', () => {
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

  const WRONG_CODE_MAIL = /^A wrong two-factor code was entered for your Stave account$/;
  const wrongCodeMails = (member: Member) => sink.mails.filter((mail) => mail.to.includes(member.email) && WRONG_CODE_MAIL.test(mail.subject));
  // The mail is sent after the answer: one that is coming arrives within moments.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
  const enrolled = async () => {
    const member = await api.register();
    const setup = await api.call('POST', '/api/user/two-factor/setup', { token: member.token });
    const at = Date.now() - STEP_MS;
    const enabled = await api.call('POST', '/api/user/two-factor/enable', { token: member.token, body: { code: codeAt(setup.body.secret, at) } });
    expect(enabled.status).toBe(200);
    // One sign-in from `home` first: the account's backoff does not hold an address it signed in from, so every
    // guess below reaches the code check (the backoff slows guessing from anywhere else, auth.int-spec.ts).
    const home = fakeClientAddress();
    const signIn = (code?: string, password = member.password) =>
      api.call('POST', '/api/login', {
        body: { email: member.email, password, ...(code === undefined ? {} : { code }) },
        headers: { 'x-forwarded-for': home },
      });
    expect((await signIn(codeAt(setup.body.secret))).status).toBe(200);
    return { member, secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[], signIn };
  };
  const wrongCodeFor = (secret: string) => {
    const current = new Set([-1, 0, 1].map((step) => codeAt(secret, Date.now() + step * STEP_MS)));
    for (let n = 0; ; n++) {
      const guess = String(100000 + n);
      if (!current.has(guess)) return guess;
    }
  };

  it('stops taking codes after ten wrong ones in a row, even in parallel, and mails the owner once', async () => {
    const { member, secret, signIn } = await enrolled();

    const guesses = await Promise.all(Array.from({ length: 14 }, () => signIn(wrongCodeFor(secret))));
    const right = await signIn(codeAt(secret));
    await settle();

    const codes = guesses.map((answer) => `${answer.status} ${answer.body.code}`);
    expect(codes.filter((code) => code === '401 INVALID_TWO_FACTOR_CODE')).toHaveLength(9);
    expect(codes.filter((code) => code === '401 TWO_FACTOR_LOCKED')).toHaveLength(5);
    // At the cap even the right code is refused: the member is told what still works.
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ code: 'TWO_FACTOR_LOCKED', message: 'Too many wrong codes. Sign in with a recovery code, or reset your password.' });
    expect(right.body.token).toBeUndefined();
    expect((await signIn()).body.code).toBe('TWO_FACTOR_LOCKED');
    // A wrong password still says only that.
    expect((await signIn(codeAt(secret), 'not the password at all')).body.code).toBe('INVALID_CREDENTIALS');
    const mails = wrongCodeMails(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('your password');
    expect(mails[0]!.text).toContain('reset');
  });

  it('is unlocked by a recovery code, and a new run of wrong codes mails again', async () => {
    const { member, secret, recoveryCodes, signIn } = await enrolled();
    for (let i = 0; i < 10; i++) await signIn(wrongCodeFor(secret));
    expect((await signIn(codeAt(secret))).body.code).toBe('TWO_FACTOR_LOCKED');

    expect((await signIn(recoveryCodes[0])).status).toBe(200);
    expect((await signIn(wrongCodeFor(secret))).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    await settle();

    expect(wrongCodeMails(member)).toHaveLength(2);
    // A right code ends the run: the next wrong one starts another (and is mailed).
    expect((await signIn(codeAt(secret, Date.now() + STEP_MS))).status).toBe(200);
    expect((await signIn(wrongCodeFor(secret))).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    await settle();
    expect(wrongCodeMails(member)).toHaveLength(3);
  });

  it('is unlocked by a password reset', async () => {
    const { member, secret, signIn } = await enrolled();
    for (let i = 0; i < 10; i++) await signIn(wrongCodeFor(secret));
    expect((await signIn(codeAt(secret))).body.code).toBe('TWO_FACTOR_LOCKED');

    const forgot = await api.call('POST', '/api/forgot-password', { body: { email: member.email } });
    const password = `a new long passphrase ${member.username}`;
    const reset = await api.call('POST', '/api/reset-password', { body: { token: forgot.body.token, newPassword: password, confirmPassword: password } });
    expect(reset.status).toBe(200);

    expect((await signIn(codeAt(secret, Date.now() + STEP_MS), password)).status).toBe(200);
  });

  it('counts wrong codes in Settings with those at sign-in: at the cap only a recovery code turns it off', async () => {
    const { member, secret, recoveryCodes, signIn } = await enrolled();
    const disable = (code: string) => api.call('POST', '/api/user/two-factor/disable', { token: member.token, body: { password: member.password, code } });
    for (let i = 0; i < 8; i++) expect((await signIn(wrongCodeFor(secret))).body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await disable(wrongCodeFor(secret))).body.errors).toEqual([{ path: 'code', message: expect.stringMatching(/^That code is not right/) }]);

    const last = await disable(wrongCodeFor(secret));
    const right = await disable(codeAt(secret));

    expect(last.body.errors).toEqual([{ path: 'code', message: 'Too many wrong codes. Sign in with a recovery code, or reset your password.' }]);
    expect(right.status).toBe(400);
    expect((await disable(recoveryCodes[0]!)).status).toBe(200);
  });
});
