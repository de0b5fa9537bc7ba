import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { restrictedSignIn, signedInModerator } from '../lib/moderation.mjs';
import { createPost, follow, homeFeed, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "moderation: a member reports another's post through the dialog (a reason is required; a second report is refused in the dialog); the moderator finds it on /moderation without the reporter named anywhere and suspends its author for 3 days; he signs in to the suspended notice (why, until when), can reach nothing else, and appeals; a device of his that missed the sign-in's word is switched to the notice by the first ACCOUNT_SUSPENDED and stops asking; the moderator lifts it on the Appeals tab and his next sign-in reaches the feed; screenshots of the dialog, the queue (desktop) and the notice (390 px)";

const REPORT_PATH = /^\/api\/posts\/\d+\/report$/;

async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
}

async function signIn(page, member) {
  await page.goto('/');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function run({ browser, baseUrl, screenshot }) {
  const moderator = await signedInModerator(baseUrl);
  const ava = await socialMember(baseUrl, { name: 'Ava Whitlock', type: 'producer', location: 'Leeds', skills: ['Mixing'], genres: ['Soul'] });
  const tom = await socialMember(baseUrl, { name: 'Tom Spencer', location: 'Hull' });
  const text = `Buy 10,000 real followers today, DM me ${Date.now().toString(36)}`;
  await Promise.all([settleAchievements(baseUrl, ava), settleAchievements(baseUrl, tom), settleAchievements(baseUrl, moderator)]);
  await homeFeed(baseUrl, ava); // the reader is active: posts are pushed to their feed
  await follow(baseUrl, ava, tom.user.id);
  await createPost(baseUrl, tom, text);
  for (let i = 0; !(await homeFeed(baseUrl, ava)).some((post) => post.content === text); i++) {
    assert.ok(i < 50, "Tom's post reached Ava's feed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // Ava reports Tom's post from its '…' menu.
  const reporter = await openApp(browser, baseUrl, {
    member: ava,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    expected: [{ status: 409, path: REPORT_PATH }],
  });
  try {
    const { page } = reporter;
    await page.goto('/activity-feed');
    const card = page.getByTestId('post-card').filter({ hasText: text });
    const more = card.getByRole('button', { name: 'More actions for the post by Tom Spencer' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByText('this post by Tom Spencer', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByText('Choose a reason').waitFor();
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByLabel('Details').fill('Selling fake followers in every post.');
    await dialog.getByText('37 / 1000 characters').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'report-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the report dialog');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectToast(page, 'Report sent');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'More actions for the post by Tom Spencer',
      'focus went back to the menu',
    );

    // Once a member: the second report is refused, in the dialog.
    await more.click();
    await page.getByRole('menuitem', { name: 'Report post' }).click();
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByTestId('report-refusal').getByText('You have already reported this').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    reporter.assertNoErrors();
  } catch (error) {
    throw await reporter.explain(error);
  } finally {
    await reporter.close();
  }

  // The moderator finds the case (the report reaches the queue through an event) and suspends Tom for 3 days.
  const desk = await openApp(browser, baseUrl, { member: moderator, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const { page: mod } = desk;
  try {
    await mod.goto('/profile');
    await mod.getByRole('link', { name: 'Moderation' }).click();
    await mod.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const caseCard = mod.getByTestId('moderation-case').filter({ hasText: text });
    for (let attempt = 0; ; attempt++) {
      await settled(mod);
      if ((await caseCard.count()) > 0) break;
      assert.ok(attempt < 30, 'the report reached the moderation queue');
      await mod.waitForTimeout(500);
      await mod.reload();
    }
    await mod.getByLabel('Kind').selectOption('post');
    await mod.waitForURL((url) => url.searchParams.get('kind') === 'post');
    await settled(mod);
    await caseCard.getByText('1 report', { exact: false }).waitFor();
    assert.equal(await caseCard.getByRole('link', { name: 'Tom Spencer' }).getAttribute('href'), `/user/${tom.user.id}`);
    await caseCard.getByTestId('case-report').getByText('Spam', { exact: true }).waitFor();
    await caseCard.getByText('“Selling fake followers in every post.”').waitFor();
    const everything = await mod.locator('body').innerText();
    assert.ok(!everything.includes('Ava') && !everything.includes(ava.user.username), 'the reporter is named nowhere in the queue');
    await settleForScreenshot(mod);
    await screenshot(mod, 'moderation-queue-light', { fullPage: true });
    await expectNoSeriousA11yViolations(mod, 'the moderation queue');

    await caseCard.getByLabel('Notes').fill('Selling followers after a warning.');
    await caseCard.getByLabel('Suspend for').selectOption('3');
    await caseCard.getByRole('button', { name: 'Suspend', exact: true }).click();
    const confirm = mod.getByRole('alertdialog', { name: /^Suspend Tom Spencer \(@.+\) for 3 days\?$/ });
    await confirm.getByText('signed out everywhere', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Suspend member' }).click();
    await expectToast(mod, 'Member suspended');
    await caseCard.waitFor({ state: 'detached' });
    await mod.getByRole('tab', { name: 'Decided' }).click();
    await caseCard.getByTestId('case-decided').getByText('Suspended until', { exact: false }).waitFor();
    await caseCard.getByText('Notes: Selling followers after a warning.').waitFor();
    desk.assertNoErrors();
  } catch (error) {
    throw await desk.explain(error);
  }

  // Tom signs in on his phone: the notice, why and until when, and nothing else.
  const phone = await openApp(browser, baseUrl, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    reducedMotion: 'reduce',
    expected: [{ status: 401, path: /^\/api\/user\/standing$/ }],
  });
  try {
    const { page } = phone;
    await signIn(page, tom);
    await page.waitForURL((url) => url.pathname === '/suspended');
    await page.getByRole('heading', { level: 1, name: 'Your account is suspended' }).waitFor();
    await page
      .getByTestId('standing-detail')
      .getByText(/^It ends on \d+ \w+ \d{4}/)
      .waitFor();
    await page.getByText('Selling followers after a warning.', { exact: false }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/suspended');
    await page.getByRole('heading', { level: 1, name: 'Your account is suspended' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no app navigation around the notice');
    await settled(page);
    await settleForScreenshot(page);
    assert.equal(await hasHorizontalScroll(page), false, 'the notice scrolls sideways at 390 px');
    await screenshot(page, 'suspended-mobile-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the suspended notice');

    const appeal = page.getByLabel('Why should a moderator look again?');
    await appeal.fill('Sorry');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await page.getByText('Tell us a little more (at least 10 characters)').waitFor();
    await appeal.fill('I was selling my own mixing services, not followers. I will word it better.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await expectToast(page, 'Appeal sent');
    await page.getByTestId('appeal-status').getByText('Waiting for a moderator').waitFor();
    // Every call so far was one his token may make: nothing failed in the background.
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  }

  // A device that never heard his sign-in was restricted (signed in elsewhere): the first call answered
  // ACCOUNT_SUSPENDED swaps the app for the notice, and nothing else keeps asking.
  const elsewhere = await openApp(browser, baseUrl, {
    member: await restrictedSignIn(baseUrl, tom),
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    expected: [{ status: 403, path: /^\/api\// }],
  });
  try {
    const { page } = elsewhere;
    const asked = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(`${request.method()} ${pathname}`);
    });
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/suspended');
    await page.getByTestId('appeal-status').getByText('Waiting for a moderator').waitFor();
    await settled(page);
    asked.length = 0;
    await page.waitForTimeout(1500);
    assert.deepEqual(
      asked.filter((call) => call !== 'GET /api/user' && call !== 'GET /api/user/standing'),
      [],
      'nothing but his standing is asked once the notice shows',
    );
    elsewhere.assertNoErrors();
  } catch (error) {
    throw await elsewhere.explain(error);
  } finally {
    await elsewhere.close();
  }

  // The moderator lifts it on the Appeals tab.
  try {
    await mod.getByRole('tab', { name: 'Appeals' }).click();
    await mod.waitForURL((url) => url.searchParams.get('tab') === 'appeals');
    const appealCard = mod.getByTestId('moderation-appeal').filter({ hasText: 'I was selling my own mixing services' });
    await appealCard.getByText(/^Suspended until/).waitFor();
    await appealCard.getByLabel('Note to the member').fill('Fair enough, welcome back.');
    await appealCard.getByRole('button', { name: 'Lift' }).click();
    await expectToast(mod, 'Lifted for Tom Spencer');
    await mod.getByRole('list', { name: 'Decided appeals' }).getByTestId('moderation-appeal').filter({ hasText: 'Fair enough, welcome back.' }).waitFor();
    desk.assertNoErrors();
  } catch (error) {
    throw await desk.explain(error);
  } finally {
    await desk.close();
  }

  // His restricted session ended with the suspension: the next sign-in is a whole one and reaches the feed.
  try {
    const { page } = phone;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await signIn(page, tom);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: "What's on your mind, Tom?" }).waitFor();
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  } finally {
    await phone.close();
  }
}
