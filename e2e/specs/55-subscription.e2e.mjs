import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { buyThroughCheckout } from '../lib/billing.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "subscription: a visitor is asked to sign in; a free member sees the plans (prices in en-GB, the 3-month trial), upgrades through the Stripe test server's Checkout and comes back to 'Payment Successful' with PRO in the nav; choosing Free cancels at the period's end and the page says until when the plan is kept; in billing's test mode the reply's message shows before the reload after 1 s and again after it; a Business member is never offered Pro as the main choice; screenshots light, dark and 360 px";

// `npm start` with STRIPE_FAKE=true (e2e/run.mjs sets it): billing talks to the Stripe test server.
export async function run({ browser, baseUrl, screenshot }) {
  const visitor = await openApp(browser, baseUrl);
  try {
    // The router sends a visitor's every other path to the simple login (the page's own 'Please Log In'
    // is for a session that ends while it is open).
    await visitor.page.goto('/subscription');
    await visitor.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    visitor.assertNoErrors();
  } finally {
    await visitor.close();
  }

  const ada = await socialMember(baseUrl, { name: 'Ada Okafor', type: 'producer', location: 'Manchester' });
  await settleAchievements(baseUrl, ada);
  // Tall enough for the plans and the feature list without a full-page capture (the sticky bar).
  const app = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce', viewport: { width: 1440, height: 1640 } });
  const { page } = app;
  try {
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    const current = page.getByTestId('current-plan');
    await current.getByText('Free', { exact: true }).waitFor();
    const pro = page.getByTestId('plan-pro');
    assert.match(await pro.innerText(), /£14\.99\/month/);
    assert.match(await pro.innerText(), /Includes 3-month free trial/);
    assert.match(await page.getByTestId('plan-business').innerText(), /£24\.99\/month/);
    assert.equal(await page.getByTestId('plan-free').getAttribute('aria-current'), 'true');
    await page.getByRole('button', { name: 'Show full feature list' }).click();
    await page.getByRole('table', { name: 'What each plan includes' }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'subscription-free-light');
    await expectNoSeriousA11yViolations(page, 'subscription page (free)');

    // Checkout on the Stripe test server, then back to the page.
    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.waitForURL(/\/subscription\?success=true/);
    await page.getByText('Payment Successful').waitFor();
    await page.getByRole('link', { name: 'PRO plan' }).waitFor({ timeout: 15_000 });
    await current.getByText(/Free trial until \d{1,2} \w+ \d{4}, then £14\.99\/month\./).waitFor();
    assert.equal(await page.getByTestId('plan-pro').getAttribute('aria-current'), 'true');
    await settleForScreenshot(page);
    await screenshot(page, 'subscription-pro-light');

    // Choosing Free: the trial runs to its end, then Free.
    await page.getByTestId('plan-free').getByRole('button', { name: 'Switch to Free' }).click();
    await expectToast(page, 'Subscription Updated');
    await current.getByText(/Cancelled: you keep Pro until \d{1,2} \w+ \d{4}, then move to Free\./).waitFor();
    await current.getByRole('button', { name: 'Keep Pro' }).waitFor();
    await page.getByRole('link', { name: 'PRO plan' }).waitFor();

    await page.evaluate(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await current.getByRole('button', { name: 'Keep Pro' }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'subscription-canceling-dark');
    await page.evaluate(() => window.localStorage.setItem('vite-ui-theme', 'light'));
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }

  // Billing in test mode (no payment provider): the reply's message is said on the page, then the page reloads after
  // 1 s and says it again. (The e2e server has the Stripe test server, so the test-mode reply is played here.)
  const tess = await socialMember(baseUrl, { name: 'Tess Morgan', type: 'musician', location: 'Cardiff' });
  await settleAchievements(baseUrl, tess);
  const testMode = await openApp(browser, baseUrl, { member: tess });
  try {
    const { page } = testMode;
    const message = 'Test mode: you are now on Pro. No payment was taken.';
    await page.route('**/api/create-checkout-session', (route) => route.fulfill({ status: 200, json: { testMode: true, message } }));
    await page.goto('/subscription');
    await page.getByTestId('current-plan').getByText('Free', { exact: true }).waitFor();
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const notice = page.getByTestId('test-mode-notice');
    await notice.getByText(message).waitFor();
    // Where the member is looking: the button they pressed is far down the page.
    const box = await notice.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= page.viewportSize().height, `the message is off screen (${JSON.stringify(box)})`);
    await reloaded;
    await page.getByRole('status').filter({ hasText: message }).first().waitFor();
    testMode.assertNoErrors();
  } finally {
    await testMode.close();
  }

  // A Business member: the plans above theirs are none, so no plan is dressed as the main choice; Pro is a switch down.
  const bea = await socialMember(baseUrl, { name: 'Bea Lindqvist', type: 'record_label', location: 'London' });
  await settleAchievements(baseUrl, bea);
  await buyThroughCheckout(baseUrl, bea, 'business');
  const business = await openApp(browser, baseUrl, { member: bea });
  try {
    const { page } = business;
    await page.goto('/subscription');
    await page.getByTestId('plan-business').getByRole('button', { name: 'Your current plan' }).waitFor();
    const down = page.getByTestId('plan-pro').getByRole('button', { name: 'Switch to Pro' });
    await down.waitFor();
    assert.doesNotMatch(await down.getAttribute('class'), /(^|\s)bg-brand(\s|$)/, "'Switch to Pro' is a downgrade, not the main button");
    assert.equal(await page.getByTestId('upgrade-banner').count(), 0);
    await page.goto('/dashboard');
    const plans = page.getByTestId('plans-section');
    const pro = plans.getByRole('link', { name: 'Switch to Pro' });
    await pro.waitFor();
    assert.doesNotMatch(await pro.getAttribute('class'), /(^|\s)bg-brand(\s|$)/, "the dashboard's plans offer no downgrade as the main choice");
    business.assertNoErrors();
  } finally {
    await business.close();
  }

  const mobile = await openApp(browser, baseUrl, { member: ada, viewport: { width: 360, height: 780 } });
  try {
    await mobile.page.goto('/subscription?canceled=true');
    await mobile.page.getByText('Payment Canceled').waitFor();
    await settleForScreenshot(mobile.page);
    await screenshot(mobile.page, 'subscription-mobile', { fullPage: true });
    mobile.assertNoErrors();
  } finally {
    await mobile.close();
  }
}
