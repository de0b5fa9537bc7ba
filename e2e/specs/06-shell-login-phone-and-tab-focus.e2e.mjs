import assert from 'node:assert/strict';
import { hasHorizontalScroll, openPage } from '../lib/shell.mjs';

export const name = 'shell: /login on a 360 px phone shows the sign-in form first; a mouse click on a tab draws no focus ring, the keyboard still does';

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' };

// What the focused element shows: whether :focus-visible matches, and its outline.
const focusRing = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const style = el ? getComputedStyle(el) : null;
    return { text: el?.textContent?.trim() ?? '', visible: el?.matches(':focus-visible') ?? false, outline: style ? style.outlineStyle : 'none' };
  });

export async function run({ browser, baseUrl, screenshot }) {
  const phone = await openPage(browser, baseUrl, PHONE);
  try {
    const { page } = phone;
    await page.goto('/login');
    const card = page.getByRole('heading', { level: 2, name: 'Sign in to Stave' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const hero = page.getByRole('heading', { level: 1, name: /Where the UK music industry/ });
    await email.waitFor();
    await page.waitForLoadState('load');
    const [cardBox, emailBox, heroBox] = [await card.boundingBox(), await email.boundingBox(), await hero.boundingBox()];
    assert.ok(cardBox.y < heroBox.y, `the form comes before the pitch (form at ${cardBox.y}, heading at ${heroBox.y})`);
    assert.ok(emailBox.y + emailBox.height <= 780, `the email field is on the first screen (bottom at ${emailBox.y + emailBox.height})`);
    assert.equal(await hasHorizontalScroll(page), false, '/login scrolls sideways at 360 px');
    await screenshot(page, 'shell-login-mobile');
    phone.assertNoErrors();
  } finally {
    await phone.close();
  }

  const desktop = await openPage(browser, baseUrl, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = desktop;
    await page.goto('/login');
    const register = page.getByRole('tab', { name: 'Register' });
    const login = page.getByRole('tab', { name: 'Login' });
    await register.waitFor();
    await page.waitForLoadState('load');

    // Mouse: the tab is selected and focused, without the keyboard ring.
    await register.click();
    await page.getByRole('heading', { level: 2, name: 'Join Stave' }).waitFor();
    assert.deepEqual(await focusRing(page), { text: 'Register', visible: false, outline: 'none' }, 'a clicked tab shows no focus ring');
    await login.click();
    assert.deepEqual(await focusRing(page), { text: 'Login', visible: false, outline: 'none' }, 'a clicked tab shows no focus ring');

    // Keyboard: arrow keys move between tabs and the ring shows.
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { level: 2, name: 'Join Stave' }).waitFor();
    assert.deepEqual(await focusRing(page), { text: 'Register', visible: true, outline: 'solid' }, 'keyboard focus on a tab shows the ring');
    await screenshot(page, 'shell-tab-keyboard-focus', {
      clip: await page.getByRole('tablist').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x - 12, y: r.y - 12, width: r.width + 24, height: r.height + 24 };
      }),
    });
    desktop.assertNoErrors();
  } finally {
    await desktop.close();
  }
}
