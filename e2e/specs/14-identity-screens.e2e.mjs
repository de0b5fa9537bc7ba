/* global FormData, Blob */
import assert from 'node:assert/strict';
import { addProfileItem, hasHorizontalScroll, openApp, patchProfile, registerMember, settleForScreenshot, uniqueName, useTheme } from '../lib/identity.mjs';
import { buyThroughCheckout } from '../lib/billing.mjs';
import { makePng } from '../lib/png.mjs';
import { settleAchievements } from '../lib/social.mjs';

export const name =
  "identity: screens in light and dark (screenshots), a Business member's header actions clear of the name from 768 to 1920 px, 360 px without sideways scroll, keyboard-only sign-in";

async function upload(baseUrl, token, path, field, png) {
  const form = new FormData();
  form.append(field, new Blob([png], { type: 'image/png' }), `${field}.png`);
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

// A member whose profile looks lived-in, for the screenshots.
async function showcaseMember(baseUrl) {
  const member = await registerMember(baseUrl, { username: uniqueName('jo.whitfield.', 2), name: 'Jo Whitfield', type: 'producer', location: 'Bristol, UK' });
  await patchProfile(baseUrl, member.token, {
    bio: 'Producer and mix engineer working out of a converted chapel in Bristol. Credits across UK garage, soul and left-field pop; always up for a session with new artists.',
    skills: ['Mixing', 'Mastering', 'Ableton Live', 'Modular synths', 'Bass guitar'],
    genres: ['UK Garage', 'Soul', 'Electronic'],
    websiteUrl: 'https://jowhitfield.example',
  });
  await upload(baseUrl, member.token, '/api/user/profile-picture', 'profileImage', makePng(320, 320));
  await upload(baseUrl, member.token, '/api/user/profile/cover-image', 'coverImage', makePng(1500, 400, { from: [40, 44, 70], to: [235, 165, 63] }));
  await addProfileItem(baseUrl, member.token, 'experience', {
    title: 'Head engineer',
    company: 'Chapel Studios',
    location: 'Bristol',
    startDate: '2021-04',
    description: 'Running tracking and mix sessions for bands and solo artists.',
  });
  await addProfileItem(baseUrl, member.token, 'experience', {
    title: 'Assistant engineer',
    company: 'Real World Studios',
    startDate: '2018-09',
    endDate: '2021-03',
  });
  const me = await (await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${member.token}` } })).json();
  return { ...member, user: me };
}

const THEMES = ['light', 'dark'];

// A Business member's own header carries six buttons: they have a row of their own under the name, at every width
// (beside the name they wrapped upwards over the name, badge and handle from 768 to 1920 px).
async function assertHeaderClear(page, screenshot) {
  for (const width of [768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 960 });
    const header = page.getByTestId('profile-header');
    const texts = [header.getByRole('heading', { level: 1 }), header.getByText('BUSINESS', { exact: true }), header.getByText(/^@/)];
    const buttons = page.getByTestId('profile-actions').locator('a, button');
    const boxes = await Promise.all(texts.map((t) => t.boundingBox()));
    const count = await buttons.count();
    assert.ok(count >= 5, `the header's actions (found ${count})`);
    for (let i = 0; i < count; i += 1) {
      const b = await buttons.nth(i).boundingBox();
      for (const t of boxes) {
        const overlaps = b.x < t.x + t.width && t.x < b.x + b.width && b.y < t.y + t.height && t.y < b.y + b.height;
        assert.equal(overlaps, false, `at ${width} px '${await buttons.nth(i).innerText()}' covers the name, badge or handle`);
      }
    }
    if (width === 768) {
      await settleForScreenshot(page);
      await screenshot(page, 'identity-profile-business-768');
    }
  }
  await page.setViewportSize({ width: 1440, height: 960 });
}

function withTheme(theme) {
  return { colorScheme: theme, viewport: { width: 1440, height: 960 } };
}

export async function run({ browser, baseUrl, screenshot }) {
  const jo = await showcaseMember(baseUrl);
  await buyThroughCheckout(baseUrl, jo, 'business');
  jo.user.subscriptionTier = 'business';
  const sam = await registerMember(baseUrl, { username: uniqueName('sam.adeyemi.', 2), name: 'Sam Adeyemi', type: 'musician', location: 'Leeds' });
  await patchProfile(baseUrl, sam.token, {
    bio: 'Session drummer and percussionist. Northern soul, jazz and everything with a backbeat.',
    skills: ['Drums', 'Percussion', 'Click-track sessions'],
    genres: ['Soul', 'Jazz', 'Funk'],
    websiteUrl: 'https://samadeyemi.example',
  });
  await upload(baseUrl, sam.token, '/api/user/profile-picture', 'profileImage', makePng(320, 320, { from: [60, 90, 160], to: [240, 200, 120] }));

  // New members earn badges (founding member, profile complete); seen now, so the
  // 'Achievement Unlocked!' panel doesn't cover the profile screenshots.
  await Promise.all([settleAchievements(baseUrl, jo), settleAchievements(baseUrl, sam)]);

  for (const theme of THEMES) {
    // Signed out: simple login, simple registration, the landing/auth screen's Register tab.
    const visitor = await openApp(browser, baseUrl, withTheme(theme));
    try {
      const { page, context } = visitor;
      await useTheme(context, theme);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      assert.match(await page.evaluate(() => document.documentElement.className), new RegExp(`\\b${theme}\\b`));
      await settleForScreenshot(page);
      await screenshot(page, `identity-login-${theme}`);

      await page.goto('/register');
      await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
      await settleForScreenshot(page);
      await screenshot(page, `identity-register-${theme}`);

      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('tabpanel', { name: 'Register' }).getByLabel('Full name').waitFor();
      await settleForScreenshot(page);
      await screenshot(page, `identity-auth-register-${theme}`);
      visitor.assertNoErrors();
    } finally {
      await visitor.close();
    }

    // Signed in: own profile and someone else's.
    const member = await openApp(browser, baseUrl, { ...withTheme(theme), member: jo, expected: [{ status: 404, path: /^\/api\/achievements\// }] });
    try {
      const { page, context } = member;
      await useTheme(context, theme);
      await page.goto('/profile');
      await page.getByRole('heading', { level: 1, name: 'Jo Whitfield' }).waitFor();
      await page.getByRole('list', { name: 'Skills and instruments' }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Me', exact: true }).locator('img').waitFor();
      await page.getByTestId('profile-banner').locator('img').waitFor();
      await page.getByText('No invitations sent yet.').waitFor();
      await settleForScreenshot(page);
      await screenshot(page, `identity-profile-${theme}`);
      if (theme === 'light') await assertHeaderClear(page, screenshot);

      await page.goto(`/user/${sam.user.id}`);
      await page.getByRole('heading', { level: 1, name: 'Sam Adeyemi' }).waitFor();
      await page.getByRole('list', { name: 'Genres' }).waitFor();
      await page.locator('main img').first().waitFor();
      await settleForScreenshot(page);
      await screenshot(page, `identity-public-profile-${theme}`);
      member.assertNoErrors();
    } finally {
      await member.close();
    }
  }

  // 360 px: nothing scrolls sideways; the profile still reads well.
  const MOBILE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
  const phoneVisitor = await openApp(browser, baseUrl, MOBILE);
  try {
    const { page } = phoneVisitor;
    for (const [path, heading] of [
      ['/', 'Welcome back'],
      ['/register', 'Create your account'],
      ['/auth', /Where the UK music industry/],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(await hasHorizontalScroll(page), false, `${path} scrolls sideways at 360 px`);
    }
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'identity-login-mobile');
    phoneVisitor.assertNoErrors();
  } finally {
    await phoneVisitor.close();
  }
  const phoneMember = await openApp(browser, baseUrl, { ...MOBILE, member: jo });
  try {
    const { page } = phoneMember;
    for (const path of ['/profile', `/user/${sam.user.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('list', { name: 'Genres' }).waitFor();
      assert.equal(await hasHorizontalScroll(page), false, `${path} scrolls sideways at 360 px`);
    }
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Jo Whitfield' }).waitFor();
    await page.getByTestId('profile-banner').locator('img').waitFor();
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByText('Apr 2021 – Present').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'identity-profile-mobile', { fullPage: true });
    phoneMember.assertNoErrors();
  } finally {
    await phoneMember.close();
  }

  // Keyboard only: Tab to the fields, type, Enter signs in.
  const keyboard = await openApp(browser, baseUrl);
  try {
    const { page } = keyboard;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.getAttribute('name'))) !== 'email'; i += 1) {
      await page.keyboard.press('Tab');
    }
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'email', 'Tab reaches the email field');
    await page.keyboard.type(jo.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(jo.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    keyboard.assertNoErrors();
  } finally {
    await keyboard.close();
  }
}
