/* global PopStateEvent, StorageEvent */
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout } from '../lib/billing.mjs';
import { openApp } from '../lib/identity.mjs';
import { markRestricted, report, restrictedSignIn, signedInModerator, suspendMember, waitForCase } from '../lib/moderation.mjs';
import { commentOn, connect, createPost, likePost, sendConnectionRequest, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'a11y: axe-core finds no serious or critical problem on any main screen, light and dark (landing, sign-in, registration, dashboard, activity feed, network, profile, public profile, hashtag page, marketplace, search results, 404, the bell and a post, the moderation queue, the suspended notice)';

// A screen is at rest when nothing is loading and no transition or entrance animation is running (a panel fading
// in would be judged mid-fade). Waits on the page's state, never a fixed time, so a slow machine only takes longer.
async function atRest(page) {
  await page.waitForFunction(
    () =>
      document.readyState === 'complete' &&
      document.querySelectorAll('[aria-busy=true]').length === 0 &&
      // Finite ones: a spinner or a live dot turns for ever.
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

const themeOf = (page) => page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

// The app's theme, changed as another tab's choice reaches it (a storage event; ThemeProvider applies it).
async function useThemeHere(page, theme) {
  if ((await themeOf(page)) === theme) return;
  await page.evaluate((value) => {
    window.localStorage.setItem('vite-ui-theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme' }));
  }, theme);
  await page.waitForFunction((value) => document.documentElement.classList.contains(value), theme);
  await atRest(page);
}

// The screens of one session are reached the way a member moves around the app, without reloading it: the
// app boots (and axe is injected) once per session instead of once per screen. The first visit loads the page.
async function visit(page, path) {
  const here = new URL(page.url());
  if (here.protocol === 'about:') {
    await page.goto(path);
    return;
  }
  const samePath = new URL(path, here).pathname === here.pathname;
  await page.evaluate(
    ({ path, samePath }) => {
      // What the previous screen rendered, so the wait below knows when it has gone.
      if (!samePath) for (const element of document.querySelectorAll('main > *')) element.setAttribute('data-e2e-left', '');
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { path, samePath },
  );
  if (!samePath) await page.waitForFunction(() => !document.querySelector('main [data-e2e-left]'), undefined, { timeout: 30_000 });
}

export async function run({ browser, baseUrl }) {
  const jo = await socialMember(baseUrl, {
    name: 'Jo Whitfield',
    type: 'producer',
    location: 'Bristol, UK',
    bio: 'Producer and mix engineer.',
    skills: ['Mixing', 'Mastering'],
    genres: ['Soul'],
    picture: { from: [40, 44, 70], to: [235, 165, 63] },
  });
  const [sam, nadia] = await Promise.all([
    socialMember(baseUrl, { name: 'Sam Adeyemi', location: 'Leeds', bio: 'Session drummer.', skills: ['Drums'], genres: ['Soul', 'Jazz'] }),
    socialMember(baseUrl, { name: 'Nadia Rahman', type: 'educator', skills: ['Teaching'], genres: ['Grime'] }),
  ]);
  const [, , , post, mine] = await Promise.all([
    connect(baseUrl, sam, jo),
    // Pro: Sam's public profile carries the Verified Professional badge (its green text was 3.9:1).
    buyThroughCheckout(baseUrl, sam),
    sendConnectionRequest(baseUrl, nadia, jo.user.id),
    createPost(baseUrl, sam, `Tracking with @${jo.user.username} all week. #StudioSession #Soul`),
    createPost(baseUrl, jo, 'New EP out on Friday. #UKMusic #Soul'),
  ]);
  await Promise.all([likePost(baseUrl, sam, mine.id), commentOn(baseUrl, sam, mine.id, 'What a record.'), likePost(baseUrl, jo, post.id)]);
  await settleAchievements(baseUrl, jo);
  // Moderation (docs/search.md): a reported post for the moderators' queue, and a suspended member's notice.
  const moderator = await signedInModerator(baseUrl);
  const [rex, troll] = await Promise.all([socialMember(baseUrl, { name: 'Rex Rowe', location: 'Derby' }), socialMember(baseUrl, { name: 'Troy Troll' })]);
  const spam = await createPost(baseUrl, rex, 'Cheap plays for your tracks, DM me');
  await report(baseUrl, jo, `/api/posts/${spam.id}/report`, { reason: 'spam', details: 'Selling fake plays' });
  const [suspended] = await Promise.all([
    suspendMember(baseUrl, { moderator, reporter: sam, member: troll, days: 7, notes: 'Abusive messages to several members.' }).then(() =>
      restrictedSignIn(baseUrl, troll),
    ),
    waitForCase(baseUrl, moderator, { subject: rex, kind: 'post' }),
    settleAchievements(baseUrl, moderator),
  ]);

  const signedOut = [
    ['landing and sign-in (/login)', '/login', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
    ['simple sign-in (/)', '/', (page) => page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor()],
    ['registration (/register)', '/register', (page) => page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor()],
    ['the marketplace (visitor)', '/marketplace', (page) => page.getByRole('heading', { level: 1, name: 'Music Marketplace' }).waitFor()],
  ];
  // A screen's `more` checks what opens on it (the bell's menu, the composer, a tab), without coming back to it.
  const signedIn = [
    [
      'the dashboard',
      '/dashboard',
      (page) => page.getByTestId('post-card').first().waitFor(),
      async (page, check) => {
        await page.getByRole('banner').getByTestId('notification-bell').click();
        await page.getByTestId('notification-item').first().waitFor();
        await atRest(page);
        await check('the notification menu');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: "What's on your mind, Jo?" }).click();
        await atRest(page);
        await check('the open composer');
      },
    ],
    ['the activity feed', '/activity-feed', (page) => page.getByTestId('trending-item').first().waitFor()],
    ['My Network', '/network', (page) => page.getByTestId('member-card').first().waitFor()],
    ['My Network requests', '/network?tab=requests', (page) => page.getByTestId('request-received').first().waitFor()],
    ['My Network discover', '/network?tab=discover', (page) => page.getByTestId('member-card').first().waitFor()],
    [
      'the profile',
      '/profile',
      (page) => page.getByRole('heading', { level: 1, name: 'Jo Whitfield' }).waitFor(),
      async (page, check) => {
        await page.getByRole('tab', { name: 'Work' }).click();
        await atRest(page);
        await check("the profile's Work tab");
      },
    ],
    ['a public profile', `/user/${sam.user.id}`, (page) => page.getByTestId('follow-button').waitFor()],
    ['a hashtag page', '/hashtag/Soul', (page) => page.getByTestId('post-card').first().waitFor()],
    ['a post over the page', `/activity-feed?post=${mine.id}`, (page) => page.getByRole('dialog', { name: 'Post' }).getByTestId('comment').first().waitFor()],
    ['the marketplace', '/marketplace', (page) => page.getByTestId('listing-count').waitFor()],
    ['Your Listings', '/marketplace?tab=mine', (page) => page.getByRole('heading', { level: 2, name: 'Your Listings' }).waitFor()],
    ['search results', '/search?q=Soul', (page) => page.getByTestId('search-section-posts').waitFor()],
    ['the 404 page', '/no/such/page', (page) => page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()],
  ];
  const moderating = [
    ['the moderation queue', '/moderation', (page) => page.getByTestId('moderation-case').filter({ hasText: rex.user.username }).waitFor()],
    ['appeals', '/moderation?tab=appeals', (page) => page.getByRole('heading', { level: 2, name: 'Waiting for a decision' }).waitFor()],
  ];
  const restricted = [['the suspended notice', '/suspended', (page) => page.getByRole('heading', { level: 1, name: 'Your account is suspended' }).waitFor()]];

  // One session per member; each screen is checked in both themes where it stands (the theme switched the way
  // another tab's choice reaches the app), so no screen is loaded twice.
  for (const [member, screens, themes] of [
    [null, signedOut, ['light', 'dark']],
    [jo, signedIn, ['light', 'dark']],
    // The moderation, search and settings screens in the dark theme only: spec 34 checks them in the light one.
    [moderator, moderating, ['dark']],
    [suspended, restricted, ['dark']],
  ]) {
    const app = await openApp(browser, baseUrl, { member, colorScheme: themes[0], viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await app.context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), themes[0]);
    if (member === suspended) await markRestricted(app.context, suspended);
    try {
      const { page } = app;
      // Axe on what is on screen, in each of the session's themes.
      const check = async (label) => {
        const start = Math.max(0, themes.indexOf(await themeOf(page)));
        // From the theme the page is in: light then dark on one screen, dark then light on the next. Every rule in
        // the first; in the second only the colour rules, the only ones a theme can change the outcome of.
        for (const [i, theme] of [...themes.slice(start), ...themes.slice(0, start)].entries()) {
          await useThemeHere(page, theme);
          await expectNoSeriousA11yViolations(page, `${label} (${theme})`, { coloursOnly: i > 0 });
        }
      };
      for (const [label, path, ready, more] of screens) {
        await visit(page, path);
        await ready(page);
        await atRest(page);
        await check(label);
        if (more) await more(page, check);
      }
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }
}
