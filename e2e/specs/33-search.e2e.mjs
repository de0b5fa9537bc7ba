import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { createPost, fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'search: `/` focuses the box in the navigation; it finds members (by a skill) and posts with the words marked, the arrow keys and Enter open a hit, Escape closes, a search with no match says so; recent searches come back on the next focus; /search has All and a tab per section with counts, "See all" lists a section 10 a page (in the URL, kept by a reload and Back); the mobile menu has the box; screenshots of the list (desktop) and the results page (390 px)';

const PAGE = 10; // the web's page size for a section's results (SEARCH_PAGE_SIZE)
const POSTS = 12; // more than one page of posts

// A word no other run shares (letters and digits only: one search word), so the counts are this run's.
const WORD = `Zither${Date.now().toString(36)}`;
const word = WORD.toLowerCase();

async function waitForIndex(baseUrl, member) {
  for (let attempt = 0; ; attempt++) {
    const { status, json } = await fetchJson(baseUrl, `/api/search?q=${encodeURIComponent(word)}`, member);
    assert.equal(status, 200, `GET /api/search answered ${status}: ${JSON.stringify(json)}`);
    const total = (type) => json.sections.find((section) => section.type === type)?.total ?? 0;
    if (total('people') >= 2 && total('posts') >= POSTS) return json;
    assert.ok(attempt < 50, `search did not find this run's members and posts: ${JSON.stringify(json)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
}

export async function run({ browser, baseUrl, screenshot }) {
  const reader = await socialMember(baseUrl, { name: 'Mina Okafor', type: 'venue', location: 'Leeds', skills: ['Booking'], genres: ['Folk'] });
  const odile = await socialMember(baseUrl, {
    name: 'Odile Varga',
    location: 'Bristol',
    skills: [WORD, 'Hammered dulcimer'],
    genres: ['Folk'],
    picture: { from: [60, 90, 160], to: [240, 200, 120] },
  });
  const bram = await socialMember(baseUrl, { name: 'Bram Kessler', type: 'sound_engineer', location: 'Glasgow', skills: [`${WORD} repair`, 'Luthiery'] });
  for (let i = 1; i <= POSTS; i += 1) {
    await createPost(baseUrl, i % 2 ? odile : bram, `Night ${i}: tuning the ${word} before doors, then a long set of reels and slow airs.`);
  }
  await settleAchievements(baseUrl, reader);
  await waitForIndex(baseUrl, reader);

  const app = await openApp(browser, baseUrl, { member: reader, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const { page } = app;
  try {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settleForScreenshot(page);

    // `/` from anywhere outside a text field puts the caret in the box.
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search Stave' });
    assert.equal(await box.evaluate((element) => element === document.activeElement), true, '/ focused the search box');
    assert.equal(await box.getAttribute('aria-expanded'), 'false', 'nothing to show yet: no recent searches');

    // Typing shows each section's first hits, grouped, with the words marked.
    await page.keyboard.type(word);
    const listbox = page.getByRole('listbox', { name: `Results for ${word}` });
    const odileOption = listbox.getByRole('option', { name: /Odile Varga/ }).first();
    await odileOption.waitFor();
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    assert.equal(await box.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    const people = listbox.getByRole('group', { name: 'People' });
    const posts = listbox.getByRole('group', { name: 'Posts' });
    await people.getByRole('option', { name: /Bram Kessler/ }).waitFor();
    assert.deepEqual(
      await people
        .locator('mark')
        .allTextContents()
        .then((marks) => [...new Set(marks)]),
      [WORD],
      "the member's skill is marked",
    );
    assert.ok(
      (await posts
        .getByRole('option')
        .filter({ has: page.locator('mark', { hasText: word }) })
        .count()) >= 1,
      "the post's words are marked",
    );
    await posts.getByRole('option', { name: `See all ${POSTS} posts` }).waitFor();
    assert.equal(await posts.getByTestId('search-hit').count(), 5, 'five posts in the preview');
    await settled(page);
    await page.waitForTimeout(250);
    await screenshot(page, 'search-box-light');
    await expectNoSeriousA11yViolations(page, 'the search box with its list open');

    // Escape closes the list; the arrow keys open it again and walk the options; Enter opens the one chosen.
    await page.keyboard.press('Escape');
    assert.equal(await box.getAttribute('aria-expanded'), 'false', 'Escape closed the list');
    await page.keyboard.press('ArrowDown');
    await odileOption.waitFor();
    const odileId = await odileOption.getAttribute('id');
    for (let presses = 0; (await box.getAttribute('aria-activedescendant')) !== odileId; presses++) {
      assert.ok(presses < 8, "the arrow keys reach Odile's option");
      await page.keyboard.press('ArrowDown');
    }
    assert.equal(await odileOption.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Odile Varga' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/user/${odile.user.id}`);

    // A search with no match says so.
    await box.click();
    await page.keyboard.type('qqxnomatchqq');
    await page.getByTestId('search-empty').getByText('No results for “qqxnomatchqq”').waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    assert.equal(await box.inputValue(), '', 'a second Escape cleared the box');
    await box.blur();

    // The search made before is offered at the next focus of the empty box; choosing it opens every result.
    await page.keyboard.press('/');
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await recent.getByRole('option', { name: word, exact: true }).waitFor();
    assert.equal(await recent.getByRole('option').count(), 1, 'the search that found nothing was not opened, so not kept');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    assert.equal(new URL(page.url()).search, `?q=${word}`);

    // The results page: All, and a tab per section with its count.
    const tabs = page.getByRole('tablist', { name: 'Sections' });
    await tabs.getByRole('tab', { name: 'People 2' }).waitFor();
    await tabs.getByRole('tab', { name: `Posts ${POSTS}` }).waitFor();
    assert.equal(await tabs.getByRole('tab', { name: 'All', selected: true }).count(), 1);
    const postsCard = page.getByRole('region', { name: `Posts ${POSTS}` });
    assert.equal(await postsCard.getByRole('link', { name: /Night \d+/ }).count(), 5);
    await settled(page);
    await expectNoSeriousA11yViolations(page, 'the results page, All');

    // See all: one section, ten a page, the page in the URL.
    await postsCard.getByRole('link', { name: `See all ${POSTS} posts` }).click();
    await page.getByTestId('search-section-count').getByText(`${POSTS} posts for “${word}”`).waitFor();
    const list = page.getByRole('list', { name: 'Posts' });
    await settled(page);
    assert.equal(await list.getByRole('listitem').count(), PAGE);
    assert.equal(await tabs.getByRole('tab', { name: `Posts ${POSTS}`, selected: true }).count(), 1);
    await page.getByRole('navigation', { name: 'Posts pages' }).getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction((count) => document.querySelectorAll('ul[aria-label="Posts"] > li').length === count, POSTS - PAGE);
    assert.equal(new URL(page.url()).search, `?q=${word}&type=posts&page=2`);
    await page.reload();
    await page.getByTestId('search-section-count').getByText(`${POSTS} posts for “${word}”`).waitFor();
    await settled(page);
    assert.equal(await list.getByRole('listitem').count(), POSTS - PAGE, 'a reload keeps page 2');
    await page.goBack();
    await page.waitForFunction((count) => document.querySelectorAll('ul[aria-label="Posts"] > li').length === count, PAGE);
    app.assertNoErrors();
  } catch (error) {
    throw await app.explain(error);
  } finally {
    await app.close();
  }

  // At 390 px: the box is in the menu; Enter with nothing chosen opens every result, the menu closes.
  const phone = await openApp(browser, baseUrl, {
    member: reader,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
  });
  try {
    const { page: mobile } = phone;
    await mobile.goto('/dashboard');
    await mobile.getByRole('heading', { level: 1 }).first().waitFor();
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    const menu = mobile.getByRole('dialog');
    const sheetBox = menu.getByRole('combobox', { name: 'Search Stave' });
    assert.equal(await sheetBox.evaluate((element) => element === document.activeElement), false, 'opening the menu does not pop the keyboard');
    await sheetBox.fill(word);
    await menu
      .getByRole('option', { name: /Odile Varga/ })
      .first()
      .waitFor();
    await sheetBox.press('Enter');
    await mobile.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    assert.equal(await mobile.getByRole('dialog').count(), 0, 'the menu closed');
    await mobile
      .getByRole('region', { name: 'People 2' })
      .getByRole('link', { name: /Bram Kessler/ })
      .waitFor();
    await settled(mobile);
    await settleForScreenshot(mobile);
    assert.equal(await hasHorizontalScroll(mobile), false, 'the results page scrolls sideways at 390 px');
    await screenshot(mobile, 'search-results-mobile-light', { fullPage: true });
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  } finally {
    await phone.close();
  }
}
