import assert from 'node:assert/strict';
import { PASSWORD, createReferral, expectToast, openApp, registerMember, uniqueName } from '../lib/identity.mjs';

export const name =
  'identity: ?ref= invitation (validate, prefill, register, complete), invalid link, ?debug=mobile tool, an expired session signs out with a message';

export async function run({ browser, baseUrl }) {
  const inviter = await registerMember(baseUrl, { name: 'Inviting Member' });
  const username = uniqueName('invited');
  const email = `${username}@example.test`;
  const referral = await createReferral(baseUrl, inviter.token, email);

  // A valid invitation: Register tab, 'Validating your invitation', then the invited banner.
  const visitor = await openApp(browser, baseUrl);
  try {
    const { page } = visitor;
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/api/referrals/validate/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/auth?ref=${encodeURIComponent(referral.token)}`);
    const panel = page.getByRole('tabpanel', { name: 'Register' });
    await panel.getByText('Validating your invitation').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected'), 'true');
    release();
    await panel.getByText('Inviting Member invited you to Stave').waitFor();
    await expectToast(page, 'Referral link valid');
    assert.equal(await panel.getByLabel('Email').inputValue(), email, 'the invited email is filled in');

    await panel.getByLabel('Full name').fill('Invited Person');
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Professional type').selectOption('record_label');
    assert.equal(await panel.getByLabel('Professional type').locator('option:checked').textContent(), 'Record Label');
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByLabel('Confirm password').fill('short');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await panel.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    await panel.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await panel.getByRole('button', { name: 'Create account' }).click();
    await panel.getByText("Passwords don't match", { exact: true }).waitFor();
    await panel.getByLabel('Confirm password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expectToast(page, 'Referral completed');
    visitor.assertNoErrors();
  } finally {
    await visitor.close();
  }
  const list = await (await fetch(`${baseUrl}/api/referrals`, { headers: { authorization: `Bearer ${inviter.token}` } })).json();
  assert.equal(list.find((r) => r.email === email)?.status, 'completed', 'the invitation is completed after registration');

  // An invalid invitation, and the hidden-by-default mobile debug tool.
  const debugging = await openApp(browser, baseUrl, { expected: [{ status: 404, path: /^\/api\/referrals\/validate\// }] });
  try {
    const { page } = debugging;
    await page.goto('/auth?ref=not-a-real-token');
    await expectToast(page, 'Invalid referral link');
    await page.getByText("This invitation can't be used").waitFor();
    assert.equal(await page.getByText('Mobile Authentication Debug Tool').count(), 0, 'no debug tool without ?debug=mobile');

    // A mailed reset link (/auth?reset=<token>) opens the second dialog with the token filled in;
    // Back goes to the email step, since that step has not run here.
    await page.goto('/auth?reset=mailed-token-123');
    const reset = page.getByRole('dialog');
    await reset.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    assert.equal(await reset.getByLabel('Reset token').inputValue(), 'mailed-token-123');
    await reset.getByRole('button', { name: 'Back' }).click();
    await reset.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.keyboard.press('Escape');
    await reset.waitFor({ state: 'detached' });

    await page.goto('/auth?debug=mobile');
    const toggle = page.getByRole('button', { name: /Show Mobile Authentication Debug Tool/ });
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the tool starts collapsed');
    await toggle.click();
    const tool = page.getByRole('region', { name: 'Mobile Authentication Debug Tool' });
    await tool.getByLabel('Email').fill(inviter.email);
    await tool.getByLabel('Password').fill(PASSWORD);
    await tool.getByRole('button', { name: 'Run test login' }).click();
    await tool
      .getByTestId('debug-log')
      .getByText(/Login 200; token stored in localStorage, sessionStorage, cookie/)
      .waitFor();
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('authToken'),
      session: sessionStorage.getItem('authToken'),
      cookie: document.cookie.includes('authToken='),
    }));
    assert.ok(stored.local && stored.session && stored.cookie, 'the test login stores the token in local, session and cookie');
    const cookie = (await debugging.context.cookies()).find((c) => c.name === 'authToken');
    assert.ok(cookie && cookie.expires > Date.now() / 1000 + 86_000, 'the cookie lasts 86400 s');
    debugging.assertNoErrors();
  } finally {
    await debugging.close();
  }

  // A session revoked elsewhere: the live socket is ended at once (4001), the page asks again, and
  // that 401 signs out with a message and clears storage, without the member doing anything.
  const member = await registerMember(baseUrl, { name: 'Expiring Member' });
  const expiring = await openApp(browser, baseUrl, {
    member,
    expected: [{ status: 401, path: /^\/api\// }],
  });
  try {
    const { page } = expiring;
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Expiring Member' }).waitFor();
    const res = await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
    assert.equal(res.status, 200);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor({ timeout: 15_000 });
    await expectToast(page, 'Session expired');
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]), [null, null]);
    expiring.assertNoErrors();
  } finally {
    await expiring.close();
  }
}
