import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeAt } from '../src/two-factor/totp';
import { Api, fakeClientAddress, startIdentity, type IdentityUnderTest, type Member } from './harness';
import { SmtpSink } from './smtp-sink';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// Account safety: what a member is told by mail (a real SMTP server receives it). A sign-in from a new
// device or address (unless turned off), an email change (to the old address), a password reset, two-factor
// sign-in turned on or off.
describe('identity: security mail', () => {
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

  const signIn = async (member: Member, userAgent: string, address: string) => {
    const response = await api.call('POST', '/api/login', {
      body: { email: member.email, password: member.password },
      headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
    });
    expect(response.status).toBe(200);
    return response.body.token as string;
  };
  const mailsTo = (email: string, subject: RegExp) => sink.mails.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

  it('mails a sign-in from a new device or address, once per device and address, unless turned off', async () => {
    const member = await api.register();
    const home = fakeClientAddress();
    await signIn(member, FIREFOX_LINUX, home);
    const alert = await sink.mailTo(member.email, /^New sign-in to your Stave account$/);
    expect(alert.text).toContain(`Firefox on Linux from ${home}`);

    await signIn(member, FIREFOX_LINUX, home);
    const elsewhere = fakeClientAddress();
    expect((await api.call('GET', '/api/user/sign-in-alerts', { token: member.token })).body).toEqual({ enabled: true });
    expect((await api.call('PUT', '/api/user/sign-in-alerts', { token: member.token, body: { enabled: 'no' } })).status).toBe(400);
    expect((await api.call('PUT', '/api/user/sign-in-alerts', { token: member.token, body: { enabled: false } })).body).toEqual({ enabled: false });
    await signIn(member, FIREFOX_LINUX, elsewhere);
    // A sign-in that is mailed arrives within moments; the ones above must not have been.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(member.email, /^New sign-in/)).toHaveLength(1);
  });

  it('tells the old address of an email change, and the member of a password reset', async () => {
    const member = await api.register();
    const newEmail = `moved_${member.email}`;
    const changed = await api.call('PATCH', '/api/user/profile', { token: member.token, body: { email: newEmail, currentPassword: member.password } });
    expect(changed.status).toBe(200);
    const notice = await sink.mailTo(member.email, /^Your Stave email address was changed$/);
    expect(notice.text).toContain(newEmail);

    const forgot = await api.call('POST', '/api/forgot-password', { body: { email: newEmail } });
    const password = 'another long passphrase 7';
    expect(
      (await api.call('POST', '/api/reset-password', { body: { token: forgot.body.token, newPassword: password, confirmPassword: password } })).status,
    ).toBe(200);
    expect((await sink.mailTo(newEmail, /^Your Stave password was changed$/)).text).toContain('every device was signed out');
  });

  it('changes the password with the current one: other devices signed out, this one kept, the address told', async () => {
    const member = await api.register();
    const phone = await signIn(member, FIREFOX_LINUX, fakeClientAddress());
    const password = 'a third long passphrase 9';
    const change = (currentPassword: string, newPassword = password, confirmPassword = newPassword) =>
      api.call('PUT', '/api/user/password', { token: member.token, body: { currentPassword, newPassword, confirmPassword } });

    expect(await change('not it')).toMatchObject({ status: 400, body: { errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] } });
    expect(await change(member.password, password, 'something else')).toMatchObject({ status: 400, body: { errors: [{ path: 'confirmPassword' }] } });
    expect((await change(member.password, 'short')).status).toBe(400);
    expect(await change(member.password)).toMatchObject({ status: 200, body: { message: 'Your password has been changed. Other devices were signed out.' } });

    expect((await api.call('GET', '/api/user', { token: member.token })).status).toBe(200);
    expect((await api.call('GET', '/api/user', { token: phone })).status).toBe(401);
    expect((await sink.mailTo(member.email, /^Your Stave password was changed$/)).text).toContain('other devices were signed out');
    const old = await api.call('POST', '/api/login', {
      body: { email: member.email, password: member.password },
      headers: { 'x-forwarded-for': fakeClientAddress() },
    });
    expect(old.status).toBe(401);
    await signIn({ ...member, password }, FIREFOX_LINUX, fakeClientAddress());
  });

  it('tells the member when two-factor sign-in is turned on and off', async () => {
    const member = await api.register();
    const setup = await api.call('POST', '/api/user/two-factor/setup', { token: member.token });
    const enabled = await api.call('POST', '/api/user/two-factor/enable', { token: member.token, body: { code: codeAt(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    await sink.mailTo(member.email, /^Two-factor sign-in is on$/);
    const off = await api.call('POST', '/api/user/two-factor/disable', {
      token: member.token,
      body: { password: member.password, code: enabled.body.recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    expect((await sink.mailTo(member.email, /^Two-factor sign-in is off$/)).text).toContain('reset your password');
  });
});
