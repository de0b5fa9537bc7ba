import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';
import { okAs, settled } from '../lib/api.mjs';

export const name =
  'forum: a member starts a thread in Recording with tags through the form (its checks, the chips), earns the first-thread award, and finds it under the category, by a clicked tag and by the search box (all in the URL), a search with no match says so; another member opens it, has Report but no Edit or Delete on it, replies, and reports it through the dialog; the author sees the reply, edits the title (marked Edited) and deletes the thread back to /forum; screenshots of the list (desktop, light) and the thread (360 px, dark)';

// A word no other run shares (letters and digits only: one search word), so what is found is this run's.
const RUN = Date.now().toString(36);
const WORD = `Quillmic${RUN}`;
const TITLE = `Small-diaphragm condensers for acoustic guitar? ${RUN}`;
const NEW_TITLE = `Small-diaphragm condensers for a steel-string acoustic ${RUN}`;
const LINK = 'https://example.com/mic-shootout';
const TEXT = `Recording a steel-string at home in a small, boxy room. I have read ${LINK}. Which pair would you pick under £400, and where do you put them? ${WORD}`;
const REPLY = `A matched pair of pencils, one at the 12th fret and one over the shoulder, about a foot away. ${RUN}`;
const NO_MATCH = 'qqxnothreadqq';

// Threads from someone else, so the list has more than one row to look at.
const SEEDED = [
  {
    title: 'Which in-ear monitors survive a year of touring?',
    category: 'gigging',
    tags: ['in-ears', 'touring'],
    content: 'Three pairs broken in a year. What do you trust night after night, and is custom worth it?',
  },
  {
    title: 'Valve amp hum only at one venue: ground loop or the mains?',
    category: 'gear',
    tags: ['amps', 'hum'],
    content: 'Dead quiet at home and at rehearsal, a loud 50 Hz hum at one pub. Lift the ground on the DI, or a power conditioner?',
  },
  {
    title: 'Session fee for a day on a library music record',
    category: 'business',
    tags: ['rates', 'sessions'],
    content: 'Asked to play on a production library album, buyout, one day. What is a fair fee in 2025, and do I ask for royalties?',
  },
];

const row = (page, title) => page.getByTestId('forum-thread-row').filter({ hasText: title });

// The first-thread award: the server has it, and the 'Achievement Unlocked!' panel shows it (after a reload if it
// arrived after the page last asked).
async function expectFirstThreadAward(page, baseUrl, member) {
  for (let attempt = 0; ; attempt++) {
    const { json } = await fetchJson(baseUrl, '/api/achievements', member);
    if (Array.isArray(json) && json.some((award) => award.type === 'first_forum_post')) break;
    assert.ok(attempt < 50, `the first forum thread earned first_forum_post: ${JSON.stringify(json)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const panel = page.getByTestId('achievement-panel');
  const shown = await panel
    .getByText('Community Voice')
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    await page.reload();
    await panel.getByText('Community Voice').waitFor({ timeout: 15_000 });
  }
  await panel.getByText('Achievement Unlocked!').waitFor();
  await panel.getByRole('button', { name: 'Dismiss achievement' }).click();
  await panel.waitFor({ state: 'detached', timeout: 5000 });
}

export async function run({ browser, baseUrl, screenshot }) {
  const rhea = await socialMember(baseUrl, {
    name: 'Rhea Lindqvist',
    type: 'sound_engineer',
    location: 'Brighton',
    skills: ['Recording', 'Mixing'],
    picture: { from: [40, 120, 110], to: [230, 210, 140] },
  });
  const tomas = await socialMember(baseUrl, { name: 'Tomas Brennan', type: 'musician', location: 'Belfast', skills: ['Acoustic guitar'] });
  for (const thread of SEEDED) await okAs(baseUrl, 'POST', '/api/forum/posts', tomas, { body: thread });
  await settleAchievements(baseUrl, tomas);
  await settleAchievements(baseUrl, rhea);

  // Rhea starts a thread in Recording & production, with two tags, through the form.
  let threadPath;
  const author = await openApp(browser, baseUrl, { member: rhea, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = author;
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forum', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/forum');
    await row(page, SEEDED[0].title).waitFor();

    await page.getByRole('button', { name: 'New thread' }).click();
    const form = page.getByRole('dialog', { name: 'New thread' });
    await form.getByRole('button', { name: 'Post thread' }).click();
    await form.getByText('Give your thread a title').waitFor();
    await form.locator('[data-field-error]').getByText('Choose a category').waitFor();
    await form.getByText('Write something to start the thread').waitFor();
    assert.equal(await form.getByLabel('Title').evaluate((element) => element === document.activeElement), true, 'the first invalid field has the focus');

    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Category').selectOption('recording');
    await form.getByText('Tracking, mixing, mastering, studios and software').waitFor();
    await form.getByLabel('Text', { exact: true }).fill(TEXT);
    const tags = form.getByRole('textbox', { name: /^Tags/ });
    await tags.pressSequentially('#Mics, acoustic bad_tag');
    await tags.press('Enter');
    await form.getByText('A tag is 1-30 letters, numbers or dashes').waitFor();
    await tags.fill('');
    await form.getByRole('button', { name: 'Remove tag mics' }).waitFor();
    await form.getByRole('button', { name: 'Remove tag acoustic' }).waitFor();
    // Near the title's limit the characters left show.
    await form.getByLabel('Title').fill(`${TITLE} ${'x'.repeat(150 - TITLE.length - 11)}`);
    await form.getByTestId('characters-left').getByText('10 characters left').waitFor();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByRole('button', { name: 'Post thread' }).click();

    await page.waitForURL((url) => /^\/forum\/\d+$/.test(url.pathname));
    threadPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expectToast(page, 'Thread started');
    const thread = page.getByTestId('forum-thread');
    await thread.getByRole('link', { name: 'Recording & production' }).waitFor();
    await thread.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'mics' }).waitFor();
    const link = thread.getByRole('link', { name: LINK });
    assert.equal(await link.getAttribute('href'), LINK, 'the address in the text is a link');
    assert.match(await link.getAttribute('rel'), /nofollow/);
    await page.getByRole('button', { name: `Manage ${TITLE}` }).waitFor();
    await expectFirstThreadAward(page, baseUrl, rhea);

    // Under its category, by its tag, by the search box: each in the URL.
    await page.goto('/forum');
    await row(page, TITLE).waitFor();
    await settled(page);
    await settleForScreenshot(page);
    await screenshot(page, 'forum-light');
    await expectNoSeriousA11yViolations(page, 'the forum list');

    const categories = page.getByRole('navigation', { name: 'Forum categories' });
    await categories.getByRole('link', { name: /^Recording & production/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'recording');
    await page
      .getByTestId('forum-count')
      .getByText(/^\d+ threads? in Recording & production$/)
      .waitFor();
    await row(page, TITLE).waitFor();
    assert.equal(await row(page, SEEDED[0].title).count(), 0, 'another category’s thread is not listed');
    assert.equal(await categories.getByRole('link', { name: /^Recording & production/ }).getAttribute('aria-current'), 'page');

    await row(page, TITLE).getByRole('link', { name: 'mics', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tag') === 'mics' && !url.searchParams.has('category'));
    await page
      .getByTestId('forum-count')
      .getByText(/tagged #mics$/)
      .waitFor();
    await row(page, TITLE).waitFor();
    await page.getByRole('button', { name: 'Remove the tag filter #mics' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tag'));

    const search = page.getByRole('searchbox', { name: 'Search the forum' });
    await search.fill(WORD);
    await page.waitForURL((url) => url.searchParams.get('q') === WORD);
    await page.getByTestId('forum-count').getByText(`1 thread matching “${WORD}”`).waitFor();
    await row(page, TITLE).waitFor();
    await page.reload();
    await row(page, TITLE).waitFor();
    assert.equal(await search.inputValue(), WORD, 'a reload keeps the search');
    await search.fill(NO_MATCH);
    await page.getByText(`No threads match “${NO_MATCH}”`).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await row(page, TITLE).waitFor();
    author.assertNoErrors();
  } catch (error) {
    throw await author.explain(error);
  } finally {
    await author.close();
  }

  // Tomas opens it: Report, but no Edit or Delete; he replies and reports the thread.
  const reader = await openApp(browser, baseUrl, { member: tomas, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = reader;
    await page.goto(threadPath);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByTestId('forum-thread').getByText('Rhea Lindqvist').waitFor();
    assert.equal(await page.getByRole('button', { name: /^Manage / }).count(), 0, 'no manage menu on someone else’s thread');
    const more = page.getByRole('button', { name: 'More actions for this thread' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Report thread' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: /Edit|Delete/ }).count(), 0, 'no Edit or Delete in the menu');
    await page.keyboard.press('Escape');

    await page.getByTestId('forum-replies').getByText('No replies yet. Be the first to answer.').waitFor();
    await page.getByLabel('Write a reply').fill(REPLY);
    // Ctrl+Enter in the box posts, as the button does.
    await page.getByLabel('Write a reply').press('Control+Enter');
    await expectToast(page, 'Reply posted');
    const reply = page.getByTestId('forum-reply').filter({ hasText: REPLY });
    await reply.waitFor();
    await page.getByTestId('forum-reply-total').getByText('1 reply').waitFor();
    assert.equal(await page.getByLabel('Write a reply').inputValue(), '', 'the box is empty again');
    await reply.getByRole('button', { name: 'Manage your reply' }).waitFor();

    await more.click();
    await page.getByRole('menuitem', { name: 'Report thread' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report thread' });
    await dialog.getByText(`“${TITLE}”`, { exact: false }).waitFor();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByLabel('Details').fill('Selling microphones in every thread.');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectToast(page, 'Report sent');
    await dialog.waitFor({ state: 'detached' });
    reader.assertNoErrors();
  } catch (error) {
    throw await reader.explain(error);
  } finally {
    await reader.close();
  }

  // Rhea sees the reply (Report on it, not Manage), edits her title, and the thread shows Edited.
  const back = await openApp(browser, baseUrl, { member: rhea, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = back;
    await page.goto(threadPath);
    const reply = page.getByTestId('forum-reply').filter({ hasText: REPLY });
    await reply.getByText('Tomas Brennan').waitFor();
    await reply.getByRole('button', { name: 'More actions for the reply by Tomas Brennan' }).waitFor();
    assert.equal(await reply.getByRole('button', { name: /^Manage / }).count(), 0);

    await page.getByRole('button', { name: `Manage ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Edit thread' }).click();
    const form = page.getByRole('dialog', { name: 'Edit thread' });
    assert.equal(await form.getByLabel('Category').inputValue(), 'recording');
    await form.getByRole('button', { name: 'Remove tag acoustic' }).waitFor();
    await form.getByLabel('Title').fill(NEW_TITLE);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Thread updated');
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await page.getByTestId('forum-thread').getByTestId('edited-marker').waitFor();
    back.assertNoErrors();
  } catch (error) {
    throw await back.explain(error);
  } finally {
    await back.close();
  }

  // The thread at 360 px in the dark, as Tomas reads it.
  const phone = await openApp(browser, baseUrl, {
    member: tomas,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  try {
    const { page, context } = phone;
    await useTheme(context, 'dark');
    await page.goto(threadPath);
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await page.getByTestId('forum-reply').filter({ hasText: REPLY }).waitFor();
    await settled(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true, 'dark theme');
    assert.equal(await hasHorizontalScroll(page), false, 'the thread scrolls sideways at 360 px');
    await settleForScreenshot(page);
    await screenshot(page, 'forum-thread-mobile-dark', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'a thread at 360 px, dark');

    // The mobile menu has the forum.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Forum', exact: true }).waitFor();
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  } finally {
    await phone.close();
  }

  // Rhea deletes her thread (after a confirmation) and is back on the forum, where it is gone.
  const last = await openApp(browser, baseUrl, { member: rhea, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = last;
    await page.goto(threadPath);
    await page.getByRole('button', { name: `Manage ${NEW_TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Delete thread' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this thread?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/forum');
    await expectToast(page, 'Thread deleted');
    await page.getByRole('heading', { level: 1, name: 'Forum' }).waitFor();
    await settled(page);
    assert.equal(await row(page, NEW_TITLE).count(), 0, 'the deleted thread is not listed');
    last.assertNoErrors();
  } catch (error) {
    throw await last.explain(error);
  } finally {
    await last.close();
  }
}
