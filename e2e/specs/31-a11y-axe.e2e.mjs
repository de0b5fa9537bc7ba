import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { openApp, settleForScreenshot } from '../lib/identity.mjs';
import { markRestricted, report, restrictedSignIn, signedInModerator, suspendMember, waitForCase } from '../lib/moderation.mjs';
import { commentOn, connect, createPost, likePost, sendConnectionRequest, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'a11y: axe-core finds no serious or critical problem on any main screen, light and dark (landing, sign-in, registration, dashboard, activity feed, network, profile, public profile, hashtag page, marketplace, search results, 404, the bell and a post, the moderation queue, the suspended notice)';

async function atRest(page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
  await settleForScreenshot(page);
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
  const sam = await socialMember(baseUrl, { name: 'Sam Adeyemi', location: 'Leeds', bio: 'Session drummer.', skills: ['Drums'], genres: ['Soul', 'Jazz'] });
  const nadia = await socialMember(baseUrl, { name: 'Nadia Rahman', type: 'educator', skills: ['Teaching'], genres: ['Grime'] });
  await connect(baseUrl, sam, jo);
  await sendConnectionRequest(baseUrl, nadia, jo.user.id);
  const post = await createPost(baseUrl, sam, `Tracking with @${jo.user.username} all week. #StudioSession #Soul`);
  const mine = await createPost(baseUrl, jo, 'New EP out on Friday. #UKMusic #Soul');
  await likePost(baseUrl, sam, mine.id);
  await commentOn(baseUrl, sam, mine.id, 'What a record.');
  await likePost(baseUrl, jo, post.id);
  await settleAchievements(baseUrl, jo);
  // Issue 16: a reported post for the moderators' queue, and a suspended member's notice.
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
  const signedIn = [
    ['the dashboard', '/dashboard', (page) => page.getByTestId('post-card').first().waitFor()],
    ['the activity feed', '/activity-feed', (page) => page.getByTestId('trending-item').first().waitFor()],
    ['My Network', '/network', (page) => page.getByTestId('member-card').first().waitFor()],
    ['My Network requests', '/network?tab=requests', (page) => page.getByTestId('request-received').first().waitFor()],
    ['My Network discover', '/network?tab=discover', (page) => page.getByTestId('member-card').first().waitFor()],
    ['the profile', '/profile', (page) => page.getByRole('heading', { level: 1, name: 'Jo Whitfield' }).waitFor()],
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

  for (const theme of ['light', 'dark']) {
    for (const [member, screens] of [
      [null, signedOut],
      [jo, signedIn],
      // Issue 16's screens in the dark theme only: spec 34 checks them in the light one.
      ...(theme === 'dark'
        ? [
            [moderator, moderating],
            [suspended, restricted],
          ]
        : []),
    ]) {
      const app = await openApp(browser, baseUrl, { member, colorScheme: theme, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      await app.context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
      if (member === suspended) await markRestricted(app.context, suspended);
      try {
        const { page } = app;
        for (const [label, path, ready] of screens) {
          await page.goto(path);
          await ready(page);
          await atRest(page);
          await expectNoSeriousA11yViolations(page, `${label} (${theme})`);
        }
        if (member === jo) {
          // The bell's menu, open.
          await page.goto('/dashboard');
          await page.getByRole('banner').getByTestId('notification-bell').click();
          await page.getByTestId('notification-item').first().waitFor();
          await atRest(page);
          await expectNoSeriousA11yViolations(page, `the notification menu (${theme})`);
          await page.keyboard.press('Escape');
          // The composer, open.
          await page.getByRole('button', { name: "What's on your mind, Jo?" }).click();
          await expectNoSeriousA11yViolations(page, `the open composer (${theme})`);
          // The profile's Work tab.
          await page.goto('/profile');
          await page.getByRole('tab', { name: 'Work' }).click();
          await atRest(page);
          await expectNoSeriousA11yViolations(page, `the profile's Work tab (${theme})`);
        }
        app.assertNoErrors();
      } finally {
        await app.close();
      }
    }
  }
}
