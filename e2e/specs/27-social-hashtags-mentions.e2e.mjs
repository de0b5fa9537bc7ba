import assert from 'node:assert/strict';
import { hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { createPost, follow, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: #hashtags and @mentions are links: a tag opens /hashtag/:tag (any case, newest first, paged), Popular hashtags lead there too, a mention opens the member (light, dark, 360 px)';

const PAGE = 10; // the web's page size (FEED_PAGE_SIZE)

async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
  await settleForScreenshot(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
}

export async function run({ browser, baseUrl, screenshot }) {
  const tag = `Gig${Date.now().toString(36)}`;
  const reader = await socialMember(baseUrl, { name: 'Ruth Mensah', type: 'venue', location: 'Leeds', skills: ['Booking'], genres: ['Soul'] });
  const sam = await socialMember(baseUrl, {
    name: 'Sam Adeyemi',
    location: 'Leeds',
    bio: 'Session drummer.',
    skills: ['Drums'],
    genres: ['Soul'],
    picture: { from: [60, 90, 160], to: [240, 200, 120] },
  });
  const priya = await socialMember(baseUrl, {
    name: 'Priya Shah',
    type: 'sound_engineer',
    skills: ['FOH mixing'],
    genres: ['Indie'],
    picture: { from: [120, 40, 90], to: [250, 170, 120] },
  });
  await follow(baseUrl, reader, priya.user.id);
  // Twelve tagged posts in mixed case (more than one page), and one with another tag only.
  const tagged = [];
  for (let i = 1; i <= 12; i += 1) {
    const spelling = i % 3 === 0 ? tag.toUpperCase() : i % 3 === 1 ? tag : tag.toLowerCase();
    const author = i % 2 ? sam : priya;
    tagged.push(await createPost(baseUrl, author, `Night ${i} of the tour. #${spelling} #LiveMusic`));
  }
  await createPost(baseUrl, sam, 'Rehearsal notes, nothing tagged with the tour. #Soul');
  const mention = await createPost(baseUrl, priya, `Tracking drums with @${sam.user.username} today; @nobody_at_all never showed. #${tag}`);
  tagged.push(mention);
  await settleAchievements(baseUrl, reader);
  const newestFirst = [...tagged].reverse().map((post) => post.id);

  for (const theme of ['light', 'dark']) {
    const app = await openApp(browser, baseUrl, { member: reader, colorScheme: theme, viewport: { width: 1440, height: 1000 }, reducedMotion: 'reduce' });
    const { page, context } = app;
    await context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
    const tagPages = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/posts/hashtag/')) tagPages.push(url.searchParams.get('before'));
    });
    try {
      // A tag in a post is a link to its page.
      await page.goto(`/activity-feed?post=${mention.id}`);
      const dialog = page.getByRole('dialog', { name: 'Post' });
      const card = dialog.getByTestId('post-card');
      await card.getByText('Tracking drums').waitFor();
      const tagLink = card.getByRole('link', { name: `#${tag}`, exact: true });
      assert.equal(await tagLink.getAttribute('href'), `/hashtag/${tag}`);
      // A mention of a member links to their profile; a name nobody has stays plain text.
      const samLink = card.getByRole('link', { name: `@${sam.user.username}` });
      assert.equal(await samLink.getAttribute('href'), `/user/${sam.user.id}`);
      assert.equal(await card.getByRole('link', { name: '@nobody_at_all' }).count(), 0);
      await card.locator('[data-token=mention]').filter({ hasText: '@nobody_at_all' }).waitFor();

      if (theme === 'light') {
        await samLink.click();
        await page.getByRole('heading', { level: 1, name: 'Sam Adeyemi' }).waitFor();
        assert.equal(new URL(page.url()).pathname, `/user/${sam.user.id}`);
        await page.goBack();
        await dialog
          .getByTestId('post-card')
          .getByRole('link', { name: `#${tag}`, exact: true })
          .click();
      } else {
        await page.goto(`/hashtag/${tag.toLowerCase()}`);
      }

      // The hashtag page: every post with the tag in any case, newest first, a page at a time.
      await page.getByRole('heading', { level: 1, name: new RegExp(`^#${tag}$`, 'i') }).waitFor();
      const list = page.getByRole('list', { name: /^Posts tagged #/ });
      await list.getByTestId('post-card').first().waitFor();
      const ids = async () => list.getByTestId('post-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-post-id'))));
      assert.deepEqual((await ids()).slice(0, PAGE), newestFirst.slice(0, PAGE), 'the first page: the ten newest, newest first');
      assert.equal(await page.getByText('Rehearsal notes').count(), 0, 'posts without the tag are not listed');
      assert.match(await page.title(), new RegExp(`^#${tag} · Stave$`, 'i'));
      await ready(page);
      await screenshot(page, `social-hashtag-${theme}`, { fullPage: theme === 'light' });

      // Scrolling brings the next page by its cursor.
      await list.getByTestId('post-card').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await page.getByText("You're all caught up").waitFor({ timeout: 15_000 });
      assert.deepEqual(await ids(), newestFirst, 'all thirteen once the second page has loaded');
      assert.equal(tagPages[0], null, 'the first page has no cursor');
      assert.ok(tagPages.slice(1).some(Boolean), 'the second page was asked for with the x-next-cursor');
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }

  // Popular hashtags are links; a phone shows the page without sideways scroll.
  const phone = await openApp(browser, baseUrl, {
    member: reader,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
    expected: [{ status: 400, path: /^\/api\/posts\/hashtag\// }],
  });
  try {
    const { page } = phone;
    await page.goto('/activity-feed');
    const popular = page.getByTestId('hashtags-panel').getByRole('link', { name: /^#LiveMusic/ });
    await popular.waitFor();
    await popular.click();
    await page.getByRole('heading', { level: 1, name: '#LiveMusic' }).waitFor();
    await page.getByTestId('post-card').first().waitFor();
    await ready(page);
    assert.equal(await hasHorizontalScroll(page), false, 'the hashtag page scrolls sideways at 360 px');
    await screenshot(page, 'social-hashtag-mobile');

    // Something that is not a tag is not asked for.
    await page.goto('/hashtag/not-a-tag');
    await page.getByRole('heading', { level: 1, name: 'Not a hashtag' }).waitFor();
    phone.assertNoErrors();
  } finally {
    await phone.close();
  }
}
