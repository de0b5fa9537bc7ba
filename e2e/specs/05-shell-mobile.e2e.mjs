import assert from 'node:assert/strict';
import { hasHorizontalScroll, openPage } from '../lib/shell.mjs';

export const name = 'shell: 360 px mobile layout has no horizontal scroll; mobile menu works';

const MOBILE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export async function run({ browser, baseUrl, screenshot }) {
  const visitor = await openPage(browser, baseUrl, MOBILE);
  try {
    const { page } = visitor;
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('load');
    assert.equal(await hasHorizontalScroll(page), false, 'landing scrolls sideways at 360 px');
    await screenshot(page, 'shell-mobile');
    visitor.assertNoErrors();
  } finally {
    await visitor.close();
  }

  const member = await openPage(browser, baseUrl, { ...MOBILE, signedIn: true });
  try {
    const { page } = member;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back Ada!' }).waitFor();
    assert.equal(await hasHorizontalScroll(page), false, 'dashboard scrolls sideways at 360 px');
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).isVisible(), false, 'desktop items are hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'My Profile' }).waitFor();
    await menu.getByRole('button', { name: 'Sign Out' }).waitFor();
    await page.waitForTimeout(250); // let the open animation settle for the screenshot
    await screenshot(page, 'shell-mobile-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'the menu closes on navigation');

    // Sign Out clears the session and reloads at / as a visitor.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]), [null, null]);
    member.assertNoErrors();
  } finally {
    await member.close();
  }
}
