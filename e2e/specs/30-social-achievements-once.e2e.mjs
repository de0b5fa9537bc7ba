/* global MutationObserver */
import assert from 'node:assert/strict';
import { openApp, registerMember } from '../lib/identity.mjs';
import { createPost, fetchJson } from '../lib/social.mjs';

export const name =
  "social: a new member's awards get the 'Achievement Unlocked!' panel and confetti once, on the first page load: not again after a reload before the panel closed, nor in a second tab, nor in another browser after leaving within the 7 s; they count as viewed";

// Counts confetti bursts (each is a throwaway full-window <canvas> on <body>) from the first paint.
const COUNT_CONFETTI = () => {
  window.__confetti = 0;
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'CANVAS') window.__confetti += 1;
  }).observe(document, { childList: true, subtree: true });
};

export async function run({ browser, baseUrl }) {
  // A new member of the first thousand is a founding member (an award from registration); a first post earns another.
  const member = await registerMember(baseUrl, { name: 'Ola Award' });
  await createPost(baseUrl, member, 'First post: hello, Stave!');
  const deadline = Date.now() + 15_000;
  while ((await fetchJson(baseUrl, '/api/achievements/unviewed', member)).json.length < 2) {
    if (Date.now() > deadline) throw new Error('the new member did not hold two unviewed awards');
    await new Promise((r) => setTimeout(r, 200));
  }

  const app = await openApp(browser, baseUrl, { member, viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  const { page, context } = app;
  await context.addInitScript(COUNT_CONFETTI);
  const panel = page.getByTestId('achievement-panel');
  try {
    await page.goto('/dashboard');
    await panel.getByText('Achievement Unlocked!').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => window.__confetti > 0, undefined, { timeout: 5000 });

    // A second tab opened while the panel is still up: no panel, no confetti there.
    const second = await context.newPage();
    await second.goto('/activity-feed');
    await second.getByRole('heading', { level: 1, name: 'Activity Feed' }).waitFor();
    await second.waitForTimeout(2500); // longer than the confetti's 1.5 s delay
    assert.equal(await second.getByTestId('achievement-panel').count(), 0, 'no panel in a second tab');
    assert.equal(await second.evaluate(() => window.__confetti), 0, 'no confetti in a second tab');
    await second.close();

    // The first tab reloaded before its panel closed: nothing again (not the next award either: the batch was
    // celebrated on the first load), and the awards count as viewed.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back Ola!' }).waitFor();
    await page.waitForTimeout(2500);
    assert.equal(await panel.count(), 0, 'the panel did not show again after the reload');
    assert.equal(await page.evaluate(() => window.__confetti), 0, 'no confetti after the reload');
    const viewedBy = Date.now() + 10_000;
    while ((await fetchJson(baseUrl, '/api/achievements/unviewed', member)).json.length > 0) {
      if (Date.now() > viewedBy) assert.fail('the awards seen once were never marked viewed');
      await new Promise((r) => setTimeout(r, 200));
    }
    app.assertNoErrors();
  } finally {
    await app.close();
  }

  // Another browser (nothing remembered locally) after the first left within the panel's 7 s: nothing comes back.
  const elsewhere = await openApp(browser, baseUrl, { member, viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  try {
    await elsewhere.context.addInitScript(COUNT_CONFETTI);
    await elsewhere.page.goto('/dashboard');
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Welcome back Ola!' }).waitFor();
    await elsewhere.page.waitForTimeout(2500);
    assert.equal(await elsewhere.page.getByTestId('achievement-panel').count(), 0, 'an award left within its 7 s came back in another browser');
    assert.equal(await elsewhere.page.evaluate(() => window.__confetti), 0, 'no confetti in another browser');
    elsewhere.assertNoErrors();
  } finally {
    await elsewhere.close();
  }
}
