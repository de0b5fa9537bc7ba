import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'settings: a member changes their password in Settings › Account (empty fields and a wrong current password are refused on their fields, with the focus there), signs out and signs in with the new one (the old one no longer works); turns Likes off in Settings › Notifications and a reload keeps it off; the sections in order, no sideways scroll at 390 px; screenshot of the Account section';

const NEW_PASSWORD = 'a quieter tune for the new year';
const PASSWORD_CHANGED = 'Your password has been changed. Other devices were signed out.';
const SECTIONS = ['Account', 'Security', 'Privacy', 'Notifications', 'Your data'];

async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
}

const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);

async function signInStatus(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

export async function run({ browser, baseUrl, screenshot }) {
  const member = await socialMember(baseUrl, { name: 'Ines Moreau', type: 'producer', location: 'Lyon', skills: ['Arranging'], genres: ['Chanson'] });
  // The founding-member award's panel would cover the screenshot.
  await settleAchievements(baseUrl, member);

  const app = await openApp(browser, baseUrl, {
    member,
    viewport: { width: 1280, height: 1000 },
    reducedMotion: 'reduce',
    expected: [{ status: 400, path: /^\/api\/user\/password$/ }],
  });
  try {
    const { page } = app;
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    assert.deepEqual(
      (await sections.getByRole('link').allInnerTexts()).map((text) => text.trim()),
      SECTIONS,
      'the sections, in order',
    );
    await sections.getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#account');
    await page.getByRole('region', { name: 'Email', exact: true }).getByTestId('current-email').getByText(member.email, { exact: true }).waitFor();

    // Settings › Account › Password: checked here first, then by the server.
    const card = page.getByRole('region', { name: 'Password', exact: true });
    const current = card.getByLabel('Current password', { exact: true });
    const fresh = card.getByLabel('New password', { exact: true });
    const confirm = card.getByLabel('Confirm new password', { exact: true });
    const change = card.getByRole('button', { name: 'Change password' });
    assert.equal(await current.getAttribute('autocomplete'), 'current-password');
    assert.equal(await fresh.getAttribute('autocomplete'), 'new-password');
    assert.equal(await confirm.getAttribute('autocomplete'), 'new-password');
    await change.click();
    await card.getByText('Password is required').first().waitFor();
    assert.equal(await current.getAttribute('aria-invalid'), 'true', 'an empty current password is refused');
    assert.equal(await isFocused(current), true, 'the first refused field has the focus');

    // A wrong current password: refused by the server, on its field.
    await current.fill('not my password at all');
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await change.click();
    await card.getByText('Current password is incorrect', { exact: true }).waitFor();
    assert.equal(await current.getAttribute('aria-invalid'), 'true', 'the wrong password is refused on its field');
    assert.equal(await isFocused(current), true, 'and the field has the focus');
    assert.equal(await signInStatus(baseUrl, member.email, member.password), 200, 'the password is unchanged');

    // The right one: changed, the form emptied; this device stays signed in.
    await current.fill(member.password);
    await change.click();
    await card.getByTestId('password-changed').getByText(PASSWORD_CHANGED, { exact: true }).waitFor();
    assert.deepEqual([await current.inputValue(), await fresh.inputValue(), await confirm.inputValue()], ['', '', ''], 'the fields are cleared');
    assert.equal(await signInStatus(baseUrl, member.email, member.password), 401, 'the old password no longer works');

    await settled(page);
    await settleForScreenshot(page);
    const section = page.locator('section#account');
    await section.scrollIntoViewIfNeeded();
    const clip = await section.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: 0, y: Math.max(0, box.top + window.scrollY - 24), width: document.documentElement.clientWidth, height: box.height + 48 };
    });
    await screenshot(page, 'settings-account-light', { fullPage: true, clip });
    await expectNoSeriousA11yViolations(page, 'Settings › Account after a password change');

    // Signed out, then in again with the new password.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // Settings › Notifications: Likes off, saved at once, and still off after a reload.
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Notifications', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#notifications');
    const choices = page.getByRole('region', { name: "What you're notified about" });
    const likes = choices.getByRole('checkbox', { name: 'Likes', exact: true });
    await likes.waitFor();
    assert.equal(await likes.isChecked(), true, 'every kind is on until the member chooses');
    await choices.getByText('Notices about your account — a listing hidden, billing, achievements — are always sent.').waitFor();
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/notifications/preferences' && response.request().method() === 'PUT',
    );
    await likes.uncheck();
    const answer = await saved;
    assert.equal(answer.status(), 200);
    assert.deepEqual(JSON.parse(answer.request().postData() ?? '{}'), { likes: false }, 'only the switch changed is sent');
    assert.equal((await answer.json()).likes, false);
    await choices.getByText('Likes: off', { exact: true }).waitFor({ state: 'attached' });

    await page.reload();
    const afterReload = page.getByRole('region', { name: "What you're notified about" });
    await afterReload.getByRole('checkbox', { name: 'Comments', exact: true }).waitFor();
    assert.equal(await afterReload.getByRole('checkbox', { name: 'Likes', exact: true }).isChecked(), false, 'the choice is kept');
    assert.equal(await afterReload.getByRole('checkbox', { name: 'Comments', exact: true }).isChecked(), true, 'the others are untouched');

    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    assert.equal(await hasHorizontalScroll(page), false, 'no sideways scroll at 390 px');
    await expectNoSeriousA11yViolations(page, 'Settings at 390 px');
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}
