import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
/* global Event */
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, expectToastOverDialog, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'collaborate: a member posts a collaboration with an uploaded audio demo (form texts) and its card plays it with the real length; a second member filters by genre and Remote only (kept in the URL), messages the author with the prefilled text, and the author reads it in Messages and sees "1 responded"; Share, the spec\'s empty texts, offline; the hub at desktop, 360 px and dark (screenshots)';

// libs/platform/src/testing/media-fixtures.ts: a real one-second MP3.
const TONE_MP3 = join(dirname(fileURLToPath(import.meta.url)), '../../libs/platform/src/testing/fixtures/media/tone.mp3');

// Calls made through the API by a third member, so the list and its filters have something to sort through.
const SEEDED = [
  {
    title: 'Drummer for a garage-rock single',
    description: 'Two-day session in a live room in Sheffield. Loud, fast, one take if we can.',
    lookingFor: ['Drummer'],
    projectType: 'Single',
    genres: ['Rock', 'Punk'],
    remote: false,
    location: 'Sheffield, UK',
    paid: true,
  },
  {
    title: 'Jazz trio seeks a tenor sax for standards night',
    description: 'Monthly residency, reading charts. We rehearse on Sunday afternoons.',
    lookingFor: ['Saxophonist'],
    projectType: 'Live set',
    genres: ['Jazz', 'Soul', 'Funk'],
    remote: false,
    location: 'Leeds, UK',
  },
  {
    title: 'Remix swap: house edits of each other’s tracks',
    description: 'Send stems, get an edit back. Credit both ways.',
    lookingFor: ['Producer', 'Remixer'],
    projectType: 'Remix',
    genres: ['Electronic', 'House'],
    remote: true,
    demoUrl: 'https://soundcloud.com/example/rough-edit',
  },
];
const POSTED = 'Vocalist wanted for a dream-pop EP';

async function postCollaboration(baseUrl, member, body) {
  const res = await fetch(`${baseUrl}/api/collaborations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST /api/collaborations answered ${res.status}: ${await res.text()}`);
  return res.json();
}

// Newest first: a rerun against the same data finds this run's card first.
const card = (page, title) => page.getByTestId('collaboration-card').filter({ hasText: title }).first();

async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
  await settleForScreenshot(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
}

export async function run({ browser, baseUrl, screenshot }) {
  const ada = await socialMember(baseUrl, {
    name: 'Ada Lindqvist',
    type: 'producer',
    location: 'Manchester, UK',
    genres: ['Indie'],
    picture: { from: [150, 60, 120], to: [250, 190, 90] },
  });
  const ben = await socialMember(baseUrl, {
    name: 'Ben Okoro',
    type: 'musician',
    location: 'Leeds, UK',
    skills: ['Vocals'],
    picture: { from: [90, 70, 170], to: [120, 200, 230] },
  });
  const cai = await socialMember(baseUrl, {
    name: 'Cai Rhys',
    type: 'sound_engineer',
    location: 'Cardiff, UK',
    picture: { from: [40, 120, 110], to: [200, 230, 160] },
  });
  for (const call of SEEDED) await postCollaboration(baseUrl, cai, call);
  // The first call awards First Collaboration: marked seen so its panel stays out of the way.
  await Promise.all([ada, ben, cai].map((member) => settleAchievements(baseUrl, member)));

  // Ada posts through the dialog: the title is required, paid and remote start off, a location
  // is needed in person, and the demo is an uploaded MP3.
  const adaApp = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce' });
  let postedId;
  try {
    const page = adaApp.page;
    await page.goto('/collaborate');
    await card(page, SEEDED[0].title).waitFor();
    await page.getByRole('button', { name: 'Post Collaboration' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post Collaboration' });
    assert.equal(await dialog.getByLabel('Paid opportunity').isChecked(), false, 'paid defaults to off');
    assert.equal(await dialog.getByLabel('Remote collaboration').isChecked(), false, 'remote defaults to off (in person)');
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Post Collaboration' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Location is required for in-person collaborations').waitFor();
    await dialog.getByLabel('Remote collaboration').check();
    await dialog.getByLabel('Title').fill(`  ${POSTED}  `);
    await dialog.getByLabel(/^Description/).fill('Four songs, shoegaze guitars and drum machines. I have the instrumentals; I need a voice and a mix.');
    await dialog.getByLabel(/^Looking for/).fill('Vocalist, , Mix engineer ');
    await dialog.getByLabel(/^Project type/).fill('EP');
    await dialog.getByLabel(/^Genres/).fill('Indie, Dream Pop ,Electronic');
    await dialog.getByLabel(/^Location/).fill('Manchester, UK');
    await dialog.getByLabel('Choose an audio file').setInputFiles({ name: 'rough-mix.mp3', mimeType: 'audio/mpeg', buffer: readFileSync(TONE_MP3) });
    await dialog.locator('[data-testid=demo-upload][data-state=ready]').waitFor();
    await dialog.getByTestId('demo-duration').getByText('0:01', { exact: true }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'collaborate-post-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the Post Collaboration dialog');
    await dialog.getByRole('button', { name: 'Post Collaboration' }).click();
    await expectToast(page, 'Collaboration Posted');
    await dialog.waitFor({ state: 'detached' });

    // The card: the real author, two genres then +N, the roles, badges, and a demo that plays.
    const posted = card(page, POSTED);
    postedId = Number(await posted.getAttribute('data-collaboration-id'));
    await posted.getByText('Ada Lindqvist').waitFor();
    await posted.getByText(/^Producer ·/).waitFor();
    assert.deepEqual(await posted.getByRole('list', { name: 'Genres' }).getByRole('listitem').allInnerTexts(), ['Indie', 'Dream Pop', '+1']);
    await posted.getByText('Vocalist, Mix engineer').waitFor();
    await posted.getByText('Remote', { exact: true }).waitFor();
    await posted.getByText('Manchester, UK').waitFor();
    assert.equal(await posted.getByText('Paid', { exact: true }).count(), 0, 'not paid');
    await posted.getByTestId('response-count').getByText('0 responded').waitFor();
    await posted.getByTestId('demo-duration').getByText('0:01', { exact: true }).waitFor();
    const audio = posted.locator('audio');
    assert.match(await audio.getAttribute('src'), /\/demos\/[^/]+\.mp3$/);
    await page.waitForFunction((el) => el.readyState >= 1 && Math.abs(el.duration - 1) < 0.2, await audio.elementHandle());
    await posted.getByRole('button', { name: `Play demo: ${POSTED}` }).click();
    // A one-second tone: it has played once time moved or it ended.
    await page.waitForFunction((el) => el.played.length > 0 && (el.currentTime > 0.2 || el.ended), await audio.elementHandle(), { timeout: 5_000 });
    await posted.locator('[data-testid=demo-player][data-state=paused]').waitFor({ timeout: 5_000 });
    // The external link of another call is a link out, not a player.
    const linked = card(page, SEEDED[2].title);
    assert.equal(await linked.getByRole('link', { name: /Listen to the demo on soundcloud\.com/ }).getAttribute('target'), '_blank');
    assert.equal(await linked.getByTestId('demo-player').count(), 0);
    adaApp.assertNoErrors();
  } finally {
    await adaApp.close();
  }

  // Ben: a popular genre adds itself to the filter and opens the panel; chips and Remote only live
  // in the URL; he messages Ada with the prefilled text.
  const benApp = await openApp(browser, baseUrl, { member: ben, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const { page, context } = benApp;
    await page.goto('/collaborate');
    await card(page, POSTED).waitFor();
    const panel = page.getByTestId('filter-panel');
    assert.equal(await panel.isVisible(), false, 'the panel starts closed');
    await page
      .getByRole('list', { name: /^Popular genres/ })
      .getByRole('button', { name: /^Jazz\b/ })
      .click();
    await page.waitForURL((url) => url.searchParams.getAll('genre').join() === 'Jazz');
    await panel.waitFor();
    await card(page, SEEDED[1].title).waitFor();
    await card(page, POSTED).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Jazz', pressed: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('genre'));

    await panel.getByRole('button', { name: 'Indie', pressed: false }).click();
    await page.waitForURL((url) => url.searchParams.getAll('genre').join() === 'Indie');
    await panel.getByLabel('Remote only').click(); // a controlled box: it follows the URL
    await page.waitForURL((url) => url.searchParams.get('remote') === 'true' && url.searchParams.get('genre') === 'Indie');
    await page.getByTestId('filter-count').getByText('2').waitFor();
    await card(page, POSTED).waitFor();
    // The last answer stays on show while the next loads: wait for it to go.
    for (const seeded of SEEDED) await card(page, seeded.title).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('remote'));
    await page.getByTestId('filter-count').getByText('1').waitFor();
    await page.goForward();
    await page.reload();
    await card(page, POSTED).waitFor();
    assert.equal(await page.getByLabel('Remote only').isChecked(), true, 'Remote only survives a reload');
    await page.getByRole('button', { name: 'Indie', pressed: true }).waitFor();
    await page.getByLabel('Paid opportunities only').click();
    await page.waitForURL((url) => url.searchParams.get('paid') === 'true');
    await page.getByText('No collaborations found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('genre') && !url.searchParams.has('remote') && !url.searchParams.has('paid'));
    await card(page, SEEDED[0].title).waitFor();
    await page.goto('/collaborate?genre=Indie&remote=true');
    await card(page, POSTED).waitFor();

    // Share copies a link that opens the hub with the call on top.
    await card(page, POSTED)
      .getByRole('button', { name: `Share: ${POSTED}` })
      .click();
    await expectToast(page, 'Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${new URL(baseUrl).origin}/collaborate?c=${postedId}`);

    // Message to Collaborate: prefilled with the title; sent; then Messages.
    await card(page, POSTED)
      .getByRole('button', { name: `Message to Collaborate: ${POSTED}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Message Ada Lindqvist' });
    const text = await dialog.getByRole('textbox').inputValue();
    assert.ok(text.includes(`“${POSTED}”`), `the message names the call: ${text}`);
    await settleForScreenshot(page);
    await screenshot(page, 'collaborate-message-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the Message to Collaborate dialog');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('Message sent. Carry on the conversation in Messages.').waitFor();
    await expectToastOverDialog(page, 'Message sent', 'Your message has been sent to Ada Lindqvist.');
    await dialog.getByRole('link', { name: 'Open Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('c'));
    await page.getByTestId('thread').getByText(`“${POSTED}”`, { exact: false }).waitFor();
    await page.goBack();
    await card(page, POSTED).getByTestId('responded').waitFor();

    await page.goto(link);
    await page.getByTestId('shared-collaboration').getByText(POSTED).waitFor();

    // Ben has posted nothing: the spec's text on the mine tab.
    await page.goto('/collaborate');
    await page.getByRole('tab', { name: 'My Collaborations' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'mine');
    await page.getByText("You haven't posted any collaboration requests yet.").waitFor();
    await ready(page);
    await screenshot(page, 'collaborate-mine-empty-light');

    // Offline and back: the banner with Try Again, then green for 3 s (docs/product-rules.md § Texts, formats and timings).
    await page.getByRole('tab', { name: 'All Collaborations' }).click();
    await card(page, POSTED).waitFor();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByTestId('offline-banner').getByText('You are currently offline. Some content may not be available.').waitFor();
    await page.getByTestId('offline-banner').getByRole('button', { name: 'Try Again' }).waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('online-banner').getByText("You're back online! Content is now up to date.").waitFor();
    benApp.assertNoErrors();
  } finally {
    await benApp.close();
  }

  // Ada reads Ben's message (a request: they are not connected) and sees the count.
  const adaAgain = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce' });
  try {
    const page = adaAgain.page;
    await page.goto('/messages?box=requests');
    await page.getByTestId('conversation-row').filter({ hasText: 'Ben Okoro' }).click();
    await page.getByTestId('thread').getByText(`“${POSTED}”`, { exact: false }).waitFor();
    await page.goto('/collaborate?view=mine');
    await card(page, POSTED).getByTestId('response-count').getByText('1 responded').waitFor();
    adaAgain.assertNoErrors();
  } finally {
    await adaAgain.close();
  }

  // The hub as Ben sees it: desktop light, 360 px, dark.
  for (const [label, options] of [
    ['desktop-light', { viewport: { width: 1440, height: 1000 }, colorScheme: 'light' }],
    ['mobile-light', { viewport: { width: 360, height: 780 }, colorScheme: 'light' }],
    ['desktop-dark', { viewport: { width: 1440, height: 1000 }, colorScheme: 'dark' }],
  ]) {
    const app = await openApp(browser, baseUrl, { member: ben, reducedMotion: 'reduce', ...options });
    try {
      const { page, context } = app;
      await useTheme(context, options.colorScheme);
      await page.goto('/collaborate');
      await card(page, SEEDED[0].title).waitFor();
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByTestId('filter-panel').waitFor();
      assert.equal(await hasHorizontalScroll(page), false, `no sideways scroll (${label})`);
      await ready(page);
      await screenshot(page, `collaborate-${label}`, { fullPage: true });
      await expectNoSeriousA11yViolations(page, `the Collaboration Hub (${label})`);
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }
}
