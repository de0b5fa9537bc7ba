import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { createPost, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'data rights: a member asks for an archive in Settings › Your data, sees it prepared and ready, downloads the zip (stave-data/profile.json, and their post in it) and is refused a second one the same day; another deletes their account with their password (a wrong one is refused on the field), lands signed out on /account-deleted with the date 14 days on, and signing in again cancels it (the notice, and their feed); screenshot of the card with a ready archive';

// The server gathers every service's part in the background; the card asks again every 5 s.
const ARCHIVE_WAIT_MS = 60_000;
const DAY_MS = 86_400_000;
const EXPORT_TOO_SOON = 'You can ask for one archive a day. Download the one you have, or try again tomorrow.';
const DELETION_CANCELLED = 'Your account will not be deleted. Welcome back.';

async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
}

// The entries of a zip, from its central directory (APPNOTE 4.3.12, 4.3.16), each with its bytes inflated.
function readZip(bytes) {
  const END = 0x06054b50;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  assert.ok(end >= 0, 'the zip has an end of central directory record');
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries = new Map();
  for (let i = 0; i < count; i++) {
    assert.equal(bytes.readUInt32LE(at), 0x02014b50, `central directory entry ${i}`);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    entries.set(name, () => {
      const raw = bytes.subarray(dataAt, dataAt + compressedSize);
      if (method === 0) return raw;
      assert.equal(method, 8, `${name} is stored or deflated`);
      return inflateRawSync(raw);
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function signIn(page, member) {
  await page.goto('/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// (a) The archive: asked for, prepared in the background, downloaded; a second one the same day is refused.
async function downloadArchive({ browser, baseUrl, screenshot }) {
  const member = await socialMember(baseUrl, { name: 'Noor Haddad', type: 'producer', location: 'Manchester', skills: ['Mastering'], genres: ['Jazz'] });
  const text = `Mastering a live jazz record this week ${Date.now().toString(36)}`;
  await createPost(baseUrl, member, text);
  await settleAchievements(baseUrl, member);

  const app = await openApp(browser, baseUrl, {
    member,
    viewport: { width: 1280, height: 1000 },
    reducedMotion: 'reduce',
    expected: [{ status: 429, path: /^\/api\/user\/export$/ }],
  });
  try {
    const { page } = app;
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Your data' }).click();
    await page.waitForURL((url) => url.hash === '#data');
    const card = page.getByRole('region', { name: 'Download your data' });
    await card.getByText('profile, posts, comments, connections, messages', { exact: false }).waitFor();
    await card.getByText("You haven't asked for an archive yet.").waitFor();

    await card.getByRole('button', { name: 'Request archive' }).click();
    const row = card.getByTestId('data-export').first();
    await row.waitFor();
    // Prepared in the background: the card says so (and asks again every 5 s) until the zip is ready. Read in one go,
    // so a change between two reads cannot mislead.
    const deadline = Date.now() + ARCHIVE_WAIT_MS;
    for (;;) {
      const state = await card.evaluate((element) => {
        const newest = element.querySelector('[data-testid=data-export]');
        const request = [...element.querySelectorAll('button')].find((button) => button.textContent?.includes('Request archive'));
        return { status: newest?.getAttribute('data-status'), text: newest?.textContent ?? '', requestDisabled: request?.disabled };
      });
      if (state.status === 'ready') break;
      assert.notEqual(state.status, 'failed', 'the archive was gathered');
      if (state.status === 'gathering') {
        assert.ok(state.text.includes("Preparing… we'll email you when it's ready."), `the row says it is being prepared: ${state.text}`);
        assert.equal(state.requestDisabled, true, 'no second request while one is being prepared');
      }
      assert.ok(Date.now() < deadline, `the archive was ready within ${ARCHIVE_WAIT_MS / 1000} s (status: ${state.status})`);
      await page.waitForTimeout(500);
    }
    const link = row.getByRole('link', { name: /^Download \(\d+(\.\d)? (bytes|KB|MB|GB)\)$/ });
    await link.waitFor();
    await row.getByText(/^Expires on \d{1,2} \w+ \d{4}\.$/).waitFor();
    assert.equal(await link.getAttribute('download'), '', 'a plain download link');
    assert.match(await link.getAttribute('href'), /^https?:\/\//);

    await settled(page);
    await settleForScreenshot(page);
    const section = page.locator('section#data');
    await section.scrollIntoViewIfNeeded();
    const clip = await section.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: 0, y: Math.max(0, box.top + window.scrollY - 24), width: document.documentElement.clientWidth, height: box.height + 48 };
    });
    await screenshot(page, 'settings-data-light', { fullPage: true, clip });
    await expectNoSeriousA11yViolations(page, 'Settings › Your data with a ready archive');

    // The link works without the session's token (it is the one mailed): the browser saves the zip.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.match(download.suggestedFilename(), /\.zip$/);
    const bytes = await readFile(await download.path());
    assert.equal(bytes.toString('latin1', 0, 2), 'PK', 'the file is a zip');
    const entries = readZip(bytes);
    assert.ok(entries.has('stave-data/profile.json'), `the zip holds stave-data/profile.json (it holds ${[...entries.keys()].join(', ')})`);
    const profile = JSON.parse(entries.get('stave-data/profile.json')().toString('utf8'));
    assert.ok(JSON.stringify(profile).includes(member.user.username), 'profile.json is the member’s');
    const withPost = [...entries].filter(([name, read]) => name.endsWith('.json') && read().toString('utf8').includes(text));
    assert.ok(withPost.length > 0, 'the post is in the archive');

    // One archive a day: a second request is refused in the card, in the server's words.
    await card.getByRole('button', { name: 'Request archive' }).click();
    await card.getByTestId('export-refusal').getByText(EXPORT_TOO_SOON).waitFor();
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}

// (b) Deleting the account: the password (a wrong one refused on its field), signed out to /account-deleted with
// the date; signing in before then keeps the account.
async function deleteAndComeBack({ browser, baseUrl }) {
  const member = await socialMember(baseUrl, { name: 'Ruth Okoye', location: 'Cardiff', skills: ['Cello'], genres: ['Classical'] });
  const text = `Looking for a string quartet to join in Cardiff ${Date.now().toString(36)}`;
  await createPost(baseUrl, member, text);
  await settleAchievements(baseUrl, member);

  const app = await openApp(browser, baseUrl, {
    member,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    expected: [{ status: 400, path: /^\/api\/user$/ }],
  });
  try {
    const { page } = app;
    await page.goto('/settings#data');
    const card = page.getByRole('region', { name: 'Delete account' });
    await card.getByText('Your account and everything you posted will be deleted after 14 days.', { exact: false }).waitFor();
    const open = card.getByRole('button', { name: 'Delete account' });
    await open.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete')), 'current-password', 'the password field has the focus');
    assert.equal(await dialog.getByLabel('Code from the app, or a recovery code').count(), 0, 'no code without two-factor sign-in');

    // Escape closes it and gives the focus back; it opens again empty.
    await dialog.getByLabel('Password', { exact: true }).fill('half typed');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it (once the dialog has gone).
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Delete account', undefined, { timeout: 5000 });
    await open.click();
    const password = dialog.getByLabel('Password', { exact: true });
    assert.equal(await password.inputValue(), '');

    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Password is required').waitFor();
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.locator('[data-field-error]').first().waitFor();
    assert.equal(await password.getAttribute('aria-invalid'), 'true', 'the wrong password is refused on its field');
    assert.equal(await password.evaluate((element) => element === document.activeElement), true, 'and the field has the focus');

    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((url) => url.pathname === '/account-deleted', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Your account is scheduled for deletion' }).waitFor();
    const notice = page.getByTestId('deletion-date');
    await notice.getByText(/^Your account will be deleted on \d{1,2} \w+ \d{4}\. Sign in before then to keep it\.$/).waitFor();
    const on = Date.parse(await notice.locator('time').getAttribute('datetime'));
    assert.ok(Math.abs(on - Date.now() - 14 * DAY_MS) < DAY_MS, `deleted 14 days from now (${new Date(on).toISOString()})`);
    assert.equal(await page.evaluate(() => window.localStorage.getItem('authToken')), null, 'signed out here');
    const old = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${member.token}` } });
    assert.equal(old.status, 401, 'every session ended');
    await settled(page);
    await expectNoSeriousA11yViolations(page, '/account-deleted');

    // Signing in before the day keeps the account.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await signIn(page, member);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expectToast(page, 'Account deletion cancelled');
    await page.getByText(DELETION_CANCELLED, { exact: true }).first().waitFor();
    await page.getByTestId('post-card').filter({ hasText: text }).waitFor();
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}

export async function run(context) {
  // Side by side: the deletion runs while the archive is being gathered, so the spec stays within its time.
  const outcomes = await Promise.allSettled([downloadArchive(context), deleteAndComeBack(context)]);
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason);
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new Error(failures.map((failure) => failure.message).join('\n\n'), { cause: failures[0] });
}
