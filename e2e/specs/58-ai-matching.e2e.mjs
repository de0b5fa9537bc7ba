import assert from 'node:assert/strict';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "AI matching: a free member gets the 'AI-Powered Matching' upsell; a member who bought Pro sees a producer in their town who shares a genre as a match with its score and reasons, adjusts and saves preferences, and connects — the producer gets the request (screenshot)";

export async function run({ browser, baseUrl, screenshot }) {
  const town = `Hebden Bridge ${Date.now().toString(36)}`;
  const [ada, pat, free] = await Promise.all([
    socialMember(baseUrl, { name: 'Ada Okafor', type: 'musician', location: town, genres: ['Soul', 'Funk'], skills: ['Vocals'] }),
    socialMember(baseUrl, { name: 'Pat Ellis', type: 'producer', location: town, genres: ['Soul', 'House'] }),
    socialMember(baseUrl, { name: 'Fran Lee', type: 'musician' }),
  ]);
  await Promise.all([ada, pat, free].map((member) => settleAchievements(baseUrl, member)));

  const upsell = await openApp(browser, baseUrl, { member: free });
  try {
    await upsell.page.goto('/ai-matching');
    await upsell.page.getByRole('heading', { name: 'AI-Powered Matching' }).waitFor();
    await upsell.page.getByText('Includes 3-month free trial').waitFor();
    upsell.assertNoErrors();
  } finally {
    await upsell.close();
  }

  await buyThroughCheckout(baseUrl, ada);
  await until(async () => (await fetchJson(baseUrl, '/api/ai-matching/suggestions', ada)).status === 200, 'Pro to reach social');

  const app = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce' });
  try {
    const { page } = app;
    await page.goto('/ai-matching');
    const card = page.getByTestId('match-card').filter({ hasText: 'Pat Ellis' });
    await card.getByText('Match Score').waitFor();
    assert.match(await card.innerText(), /You look for producers; Pat is a producer/);
    assert.match(await card.innerText(), /Both into Soul/);
    await page.getByRole('button', { name: 'Adjust Preferences' }).click();
    await page.getByTestId('matching-preferences').getByText('Vocals').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'ai-matching-light', { fullPage: true });
    // A changed preference is saved, and the matches are computed again with it (Pat still shares Soul).
    const genres = page.getByLabel('Genres (comma separated)');
    await genres.fill(`${await genres.inputValue()}, Jazz`);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Preferences saved');
    const saved = (await fetchJson(baseUrl, '/api/ai-matching/preferences', ada)).json;
    assert.ok(saved.genres.includes('Jazz') && saved.genres.includes('Soul'), JSON.stringify(saved));
    await card.getByText('Match Score').waitFor();
    await page.getByRole('button', { name: 'Hide Preferences' }).click();

    await card.getByRole('button', { name: 'Connect' }).click();
    await expectToast(page, 'Connection request sent!');
    const received = (await fetchJson(baseUrl, '/api/connection-requests/received', pat)).json;
    assert.ok(received.some((request) => request.senderId === ada.user.id));
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }
}
