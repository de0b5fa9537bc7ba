import assert from 'node:assert/strict';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { PASSWORD, openApp, registerMember, settleForScreenshot } from '../lib/identity.mjs';
import { settleAchievements } from '../lib/social.mjs';

export const name =
  'identity: two-factor sign-in — Settings › Security sets it up with a QR code and a code from the app, shows the recovery codes once; signing in then asks for the code (a wrong one is refused on the field) and a recovery code works too; the sessions list signs every other device out; screenshots light and 360 px';

// The member's authenticator app.
const codeAt = (secret, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

export async function run({ browser, baseUrl, screenshot }) {
  const member = await registerMember(baseUrl, { name: 'Tomi Adeyemi' });
  // The founding-member award's panel would cover the screenshots.
  await settleAchievements(baseUrl, member);
  let secret;
  let recoveryCodes;
  const app = await openApp(browser, baseUrl, {
    member,
    viewport: { width: 1280, height: 1000 },
    expected: [{ status: 400, path: /^\/api\/user\/two-factor\/enable$/ }],
  });
  try {
    const { page } = app;
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await card.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await settleForScreenshot(page);
    await screenshot(page, 'settings-two-factor-setup-light');

    await card.getByLabel('Code from the app').fill('000000');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('That code is not right', { exact: false }).waitFor();
    await card.getByLabel('Code from the app').fill(codeAt(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    recoveryCodes = (await codes.locator('li').allInnerTexts()).map((code) => code.trim());
    assert.equal(recoveryCodes.length, 10);
    await settleForScreenshot(page);
    await screenshot(page, 'settings-two-factor-codes-light');
    await expectNoSeriousA11yViolations(page, 'settings with recovery codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('On', { exact: true }).waitFor();
    await card.getByText('10 of 10 recovery codes left.').waitFor();
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }

  // Signing in: the password, then the code (the next step's, since each code is accepted once).
  const visitor = await openApp(browser, baseUrl, {
    expected: [{ status: 401, path: /^\/api\/login$/ }],
  });
  try {
    const { page } = visitor;
    await page.goto('/');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'one-time-code', 'the code field has the focus');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByText('That code is not right', { exact: false }).waitFor();
    await code.fill(codeAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    visitor.assertNoErrors();
  } catch (error) {
    throw await visitor.explain(error);
  } finally {
    await visitor.close();
  }

  // Lost the phone: a recovery code, on a phone-sized screen.
  const mobile = await openApp(browser, baseUrl, { viewport: { width: 360, height: 780 }, expected: [{ status: 401, path: /^\/api\/login$/ }] });
  try {
    const { page } = mobile;
    await page.goto('/');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'login-two-factor-mobile');
    await page.getByLabel('Authentication code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // Settings › Security lists this phone and the earlier sign-ins; the others are signed out from here.
    await page.goto('/settings');
    const sessions = page.getByRole('region', { name: "Where you're signed in" });
    await sessions.getByText('This device', { exact: true }).waitFor();
    await page.getByText('Welcome back!', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    assert.ok((await sessions.getByRole('listitem').count()) >= 3, 'the registration, the desktop sign-in and this one');
    await settleForScreenshot(page);
    await screenshot(page, 'settings-sessions-mobile', { fullPage: true });
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out everywhere else').first().waitFor();
    await sessions.getByText("You're signed in on this device only.").waitFor();
    // The mail about new sign-ins is on unless turned off.
    const alerts = sessions.getByLabel('Email me about new sign-ins');
    assert.equal(await alerts.isChecked(), true);
    await alerts.uncheck();
    await page.getByText('Sign-in alerts off').first().waitFor();
    await page.reload();
    await page.getByRole('region', { name: "Where you're signed in" }).getByText('This device', { exact: true }).waitFor();
    // Until the saved choice has loaded the box is disabled and shows the default (on).
    const kept = page.getByLabel('Email me about new sign-ins');
    for (let waited = 0; !(await kept.isEnabled()) && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    assert.equal(await kept.isChecked(), false, 'the choice is kept');
    assert.equal(
      (await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${member.token}` } })).status,
      401,
      'the first sign-in no longer works',
    );
    mobile.assertNoErrors();
  } catch (error) {
    throw await mobile.explain(error);
  } finally {
    await mobile.close();
  }
}
