import assert from 'node:assert/strict';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { createPost, fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "boosted posts: a member who bought Pro through the Stripe test server's Checkout boosts a post from its card (the month's quota shown), sees it Boosted and Active with its end date on Boosted Posts, and a member who does not follow them finds it in their feed labelled Promoted; a free member gets the upsell (screenshots)";

export async function run({ browser, baseUrl, screenshot }) {
  const [jo, sam] = await Promise.all([
    socialMember(baseUrl, { name: 'Jo Whitfield', type: 'producer', location: 'Leeds' }),
    socialMember(baseUrl, { name: 'Sam Adeyemi', type: 'musician', location: 'Bristol' }),
  ]);
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));

  // Sam, on the free plan: the upsell.
  const free = await openApp(browser, baseUrl, { member: sam });
  try {
    await free.page.goto('/boost-posts');
    const upsell = free.page.getByTestId('boost-upsell');
    await upsell.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    // The same upsell as AI Matching's, word for word.
    await upsell.getByText('Upgrade to Pro - £14.99/month', { exact: true }).waitFor();
    await upsell.getByText('Includes 3-month free trial', { exact: true }).waitFor();
    await settleForScreenshot(free.page);
    await screenshot(free.page, 'boosted-posts-upsell-light');
    free.assertNoErrors();
  } finally {
    await free.close();
  }

  // Jo buys Pro on the Stripe test server.
  await buyThroughCheckout(baseUrl, jo);
  await until(async () => (await fetchJson(baseUrl, '/api/boosted-posts/analytics', jo)).status === 200, 'Pro to reach social');
  const gig = await createPost(baseUrl, jo, 'Two nights at the Brudenell Social Club in December. Tickets on sale now!');
  // Sam's own feed has ten posts, room for a promoted one.
  for (let i = 0; i < 10; i++) await createPost(baseUrl, sam, `Rehearsal notes, week ${i + 1}`);
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));

  const app = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  try {
    const { page } = app;
    await page.goto('/activity-feed');
    const card = page.locator(`[data-post-id="${gig.id}"]`);
    await card.getByRole('button', { name: 'Boost post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boost post' });
    await dialog.getByTestId('boost-quota').getByText('2 of 2 left this month').waitFor();
    await dialog.getByRole('button', { name: '14 days' }).click();
    await dialog.getByRole('button', { name: 'Boost for 14 days' }).click();
    await expectToast(page, 'Post boosted');

    await page.goto('/boost-posts');
    const row = page.getByTestId('boost-row').first();
    await row.getByText('Boosted', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    assert.match(await row.innerText(), /Boost ends: \d{1,2} \w+ \d{4}/);
    await page.getByTestId('boost-quota-card').getByText('1 of 2 left this month').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'boosted-posts-light');
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }

  const reader = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce' });
  try {
    const { page } = reader;
    await page.goto('/activity-feed');
    const promoted = page.locator(`[data-post-id="${gig.id}"]`);
    await promoted.getByTestId('promoted-badge').waitFor();
    await promoted.scrollIntoViewIfNeeded();
    await settleForScreenshot(page);
    await screenshot(page, 'feed-promoted-post-light');
    reader.assertNoErrors();
  } catch (error) {
    throw await reader.explain(error);
  } finally {
    await reader.close();
  }
}
