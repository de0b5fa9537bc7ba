import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { createPost, follow, homeFeed, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "social: mute and block — from a member's profile (… › Mute, … › Block after a confirmation) their posts leave the feed; Settings › Privacy lists them, unmutes and unblocks; screenshot of the list";

export async function run({ browser, baseUrl, screenshot }) {
  const reader = await socialMember(baseUrl, { name: 'Priya Shah' });
  const loud = await socialMember(baseUrl, { name: 'Loud Larry' });
  await settleAchievements(baseUrl, reader);
  await homeFeed(baseUrl, reader); // the reader is active: posts are pushed to their feed
  await follow(baseUrl, reader, loud.user.id);
  await createPost(baseUrl, reader, 'Back in the studio on Monday');
  await createPost(baseUrl, loud, 'Three gigs this week, come say hi');
  for (let i = 0; i < 50 && !(await homeFeed(baseUrl, reader)).some((post) => post.userId === loud.user.id); i++) await new Promise((r) => setTimeout(r, 100));

  const app = await openApp(browser, baseUrl, { member: reader, viewport: { width: 1280, height: 900 } });
  try {
    const { page } = app;
    await page.goto('/activity-feed');
    const larrysPost = page.getByTestId('post-card').filter({ hasText: 'Three gigs this week' });
    await larrysPost.waitFor();

    await page.goto(`/user/${loud.user.id}`);
    await page.getByRole('button', { name: 'More actions for Loud Larry' }).click();
    await page.getByRole('menuitem', { name: 'Mute Loud Larry' }).click();
    await expectToast(page, 'Muted Loud Larry');

    await page.goto('/activity-feed');
    await page.getByTestId('post-card').filter({ hasText: 'Back in the studio' }).waitFor();
    assert.equal(await larrysPost.count(), 0, "the muted member's post left the feed");

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Muted members' });
    await card.getByRole('link', { name: 'Loud Larry' }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'settings-privacy-muted-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'settings with a muted member');
    await card.getByRole('button', { name: 'Unmute Loud Larry' }).click();
    await expectToast(page, 'Unmuted Loud Larry');
    await card.getByText("You haven't muted anyone.", { exact: false }).waitFor();

    await page.goto('/activity-feed');
    await larrysPost.waitFor();

    // Block: asked first; the feeds part (messaging tells social), Settings lists it and unblocks.
    await page.goto(`/user/${loud.user.id}`);
    await page.getByRole('button', { name: 'More actions for Loud Larry' }).click();
    await page.getByRole('menuitem', { name: 'Block Loud Larry' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await expectToast(page, 'Blocked Loud Larry');
    for (let attempt = 0; ; attempt++) {
      await page.goto('/activity-feed');
      await page.getByTestId('post-card').filter({ hasText: 'Back in the studio' }).waitFor();
      if ((await larrysPost.count()) === 0) break;
      assert.ok(attempt < 20, "the blocked member's post left the feed");
      await page.waitForTimeout(500);
    }
    await page.goto('/settings');
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await blocked.getByRole('button', { name: 'Unblock Loud Larry' }).click();
    await expectToast(page, 'Unblocked Loud Larry');
    await blocked.getByText("You haven't blocked anyone.").waitFor();
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}
