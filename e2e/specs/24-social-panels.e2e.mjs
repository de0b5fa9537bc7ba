import assert from 'node:assert/strict';
import { expectToast, openApp } from '../lib/identity.mjs';
import { follow, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "social: stat cards with '—' for a counter that didn't answer, bell '9+' and a failed mark-read, Premium Features for Pro, achievements one at a time (7 s auto-hide, dismiss, confetti after 1.5 s unless reduced motion)";

function fakeAchievement(id, userId, type, title, description) {
  return { id, userId, type, title, description, icon: type.replace(/_/g, '-'), awardedAt: new Date().toISOString(), viewed: false, level: 1, metadata: null };
}

export async function run({ browser, baseUrl }) {
  const member = await socialMember(baseUrl, { name: 'Lena Novak', type: 'educator', location: 'Brighton' });
  const fan = await socialMember(baseUrl, { name: 'Omar Haddad', type: 'musician' });
  await Promise.all([member, fan].map((m) => settleAchievements(baseUrl, m)));

  // Counters, the bell, Pro.
  const app = await openApp(browser, baseUrl, { member, reducedMotion: 'reduce', expected: [{ status: 500, path: /^\/api\/notifications\/\d+\/read$/ }] });
  try {
    const { page } = app;
    await page.route('**/api/user/stats', (route) => route.fulfill({ json: { connections: 4, activeJobs: null, upcomingEvents: 2, messages: null } }));
    await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: 12 } }));
    await page.goto('/dashboard');
    const stats = page.getByTestId('stat-cards');
    await stats.locator('[data-stat=connections]').getByText('4', { exact: true }).waitFor();
    assert.match(await stats.locator('[data-stat=activeJobs]').innerText(), /^—\s*\(not available right now\)$/);
    assert.equal((await stats.locator('[data-stat=upcomingEvents]').innerText()).trim(), '2');
    assert.match(await stats.locator('[data-stat=messages]').innerText(), /^—/);
    assert.equal(await stats.getByRole('link', { name: /Messages/ }).getAttribute('href'), '/messages');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await bell.getByTestId('notification-badge').getByText('9+', { exact: true }).waitFor();
    assert.equal(await bell.getAttribute('aria-label'), 'Notifications, 12 unread');
    assert.equal(await page.getByTestId('premium-features').count(), 0, 'no Premium Features on Free');

    // A real follow notification; marking it read fails, so it stays unread and says so.
    await page.unroute('**/api/notifications/unread-count');
    await follow(baseUrl, fan, member.user.id);
    await page.reload();
    await bell.getByTestId('notification-badge').getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
    await page.route('**/api/notifications/*/read', (route) => route.fulfill({ status: 500, json: { message: 'Nope' } }));
    await bell.click();
    await page.getByTestId('notification-item').filter({ hasText: 'Omar Haddad' }).click();
    await expectToast(page, 'Failed to mark notification as read');
    await page.waitForURL((url) => url.pathname === `/user/${fan.user.id}`, { timeout: 5000 }); // a follow leads to the follower
    await bell.getByTestId('notification-badge').getByText('1', { exact: true }).waitFor();
    await page.unroute('**/api/notifications/*/read');

    // Pro members see Premium Features (and no Upgrade button).
    await page.route('**/api/user', async (route) => {
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({ response, json: { ...user, subscriptionTier: 'pro' } });
    });
    await page.goto('/dashboard');
    const premium = page.getByTestId('premium-features');
    await premium.getByText('PRO', { exact: true }).waitFor();
    for (const [label, href] of [
      ['AI Matching', '/ai-matching'],
      ['Boost Posts', '/boost-posts'],
      ['Analytics', '/analytics'],
    ]) {
      assert.equal(await premium.getByRole('link', { name: new RegExp(label) }).getAttribute('href'), href);
    }
    await page.getByTestId('plans-section').getByText('Your current plan').waitFor();
    app.assertNoErrors();
  } finally {
    await app.close();
  }

  // Achievements: two unviewed, shown one at a time; confetti 1.5 s after they appear. Both count as viewed as soon as
  // the page takes them (docs/web.md), so neither comes back on the next page load.
  for (const motion of ['no-preference', 'reduce']) {
    const viewer = await openApp(browser, baseUrl, { member, reducedMotion: motion });
    try {
      const { page } = viewer;
      const queue = [
        fakeAchievement(900001, member.user.id, 'first_post', 'First Post', 'Shared your first post with the community'),
        fakeAchievement(900002, member.user.id, 'connection_milestone', 'First Connection', 'Made your first connection'),
      ];
      const viewed = [];
      await page.route('**/api/achievements/unviewed', (route) => route.fulfill({ json: queue.filter((a) => !viewed.includes(a.id)) }));
      await page.route('**/api/achievements/*/mark-viewed', (route) => {
        viewed.push(Number(new URL(route.request().url()).pathname.split('/')[3]));
        return route.fulfill({ status: 204 });
      });
      await page.goto('/network');
      const panel = page.getByTestId('achievement-panel');
      await panel.getByText('First Post', { exact: true }).waitFor();
      const shownAt = Date.now();
      await panel.getByText('1 more to see').waitFor();
      for (let waited = 0; viewed.length < 2 && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual([...viewed].sort(), [900001, 900002], 'the batch is marked viewed when it is taken');
      const confetti = page.locator('canvas[data-testid=confetti]');
      if (motion === 'reduce') {
        await page.waitForTimeout(2500);
        assert.equal(await confetti.count(), 0, 'no confetti when reduced motion is preferred');
      } else {
        await confetti.waitFor({ state: 'attached' });
        assert.ok(Date.now() - shownAt >= 1200, 'confetti starts about 1.5 s after the panel');
        await confetti.waitFor({ state: 'detached', timeout: 6000 });
      }
      // Auto-hide after 7 s, with a 500 ms exit; then the next one shows.
      await panel.getByText('First Connection', { exact: true }).waitFor({ timeout: 12_000 });
      const elapsed = Date.now() - shownAt;
      assert.ok(elapsed >= 7000 && elapsed < 10_000, `the first one hid after ${elapsed} ms`);
      await panel.getByRole('button', { name: 'Dismiss achievement' }).click();
      await panel.waitFor({ state: 'detached' });
      assert.equal(viewed.length, 2, 'each is marked viewed once');
      viewer.assertNoErrors();
    } finally {
      await viewer.close();
    }
  }
}
