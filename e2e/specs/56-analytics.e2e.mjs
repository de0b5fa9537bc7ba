import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { openApp, settleForScreenshot } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "analytics: a free member sees the 'Advanced Analytics' upsell and the basic preview (their profile views); a member who bought Pro through the Stripe test server's Checkout sees the Profile Views, Network Growth and Messages cards with the counts others' visits and searches made, and a daily chart each (light, dark)";

export async function run({ browser, baseUrl, screenshot }) {
  const [ada, ben, cleo] = await Promise.all([
    socialMember(baseUrl, { name: 'Ada Okafor', type: 'producer', location: 'Manchester' }),
    socialMember(baseUrl, { name: 'Ben Hart', type: 'musician', location: 'Leeds' }),
    socialMember(baseUrl, { name: 'Cleo Marsh', type: 'musician', location: 'Bristol' }),
  ]);
  await Promise.all([ada, cleo].map((member) => settleAchievements(baseUrl, member)));
  // Ben visits both profiles and finds Ada in the directory.
  await fetchJson(baseUrl, `/api/users/${ada.user.id}`, ben);
  await fetchJson(baseUrl, `/api/users/${cleo.user.id}`, ben);
  await fetchJson(baseUrl, `/api/users?search=${encodeURIComponent(ada.user.username)}`, ben);

  // Cleo is on the free plan: the upsell and her preview.
  const free = await openApp(browser, baseUrl, { member: cleo });
  try {
    await free.page.goto('/analytics');
    await free.page.getByRole('heading', { name: 'Advanced Analytics' }).waitFor();
    await until(async () => (await fetchJson(baseUrl, '/api/analytics/preview', cleo)).json.profileViews === 1, "Cleo's profile view");
    await free.page.reload();
    await free.page.getByTestId('analytics-preview').getByText('1', { exact: true }).first().waitFor();
    free.assertNoErrors();
  } finally {
    await free.close();
  }

  // Ada buys Pro on the Stripe test server; the tier reaches social through billing and identity.
  await buyThroughCheckout(baseUrl, ada);
  await until(
    async () => (await fetchJson(baseUrl, '/api/analytics/dashboard', ada)).json.searchAppearances === 1,
    "Pro in social, and Ada's search appearance",
  );

  const app = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  try {
    const { page } = app;
    await page.goto('/analytics');
    const views = page.getByTestId('analytics-profileViews');
    await views.getByRole('heading', { name: 'Profile Views' }).waitFor();
    await page.getByRole('heading', { name: 'Network Growth' }).waitFor();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    assert.match(await views.innerText(), /Profile views, last 30 days\s*1\b/);
    assert.match(await views.innerText(), /Search appearances, last 30 days\s*1\b/);
    // The chart plots the 30 days the figures count (it plotted 90 under the 'last 30 days' label).
    await views.getByRole('img', { name: 'Profile views, daily over the last 30 days' }).waitFor();
    await page.locator('.uplot canvas').first().waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'analytics-pro-light');
    await expectNoSeriousA11yViolations(page, 'analytics (pro)');

    await page.evaluate(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await page.locator('.uplot canvas').first().waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'analytics-pro-dark');
    await page.evaluate(() => window.localStorage.setItem('vite-ui-theme', 'light'));
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}
