import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';
import { callAs, settled } from '../lib/api.mjs';

export const name =
  "teams: a Business member (bought through the Stripe test server's Checkout) follows the profile's link to /team, is refused an unknown username on the field, invites one member by username and another by email as an admin (both Pending, 2 of 5); the first follows the mobile menu to /team, reads the invitation and accepts it; on the job form they post as the business ('Post as'): the request carries x-act-as, the job is the business's and shows 'Posted by you for …'; the owner sees them active, reads in the team's activity that the member posted the job (linked to the jobs page), changes their role, withdraws the other invitation and reads 'Posted by … for your business' on the job; a free member reaches /team from Settings and reads that teams come with Business; screenshots of the owner's team, its activity, and of the invitation on a phone";

// This run's job, told apart from any an earlier run against the same server left on the board.
const RUN = Date.now().toString(36);
const JOB_TITLE = `Tour manager for a spring run ${RUN}`;
const BUSINESS = 'Larkspur Records';
const ADMIN_DESCRIPTION = 'Posts jobs, events, collaborations and listings as the business, manages them and answers its messages';

// Identity announces a new team member to the services (identity.team.membership-changed.v1); until jobs-events has
// it, acting as the business is refused. A probe job posted as the business says when it has, and its owner deletes it.
async function untilActingReaches(baseUrl, member, business) {
  await until(async () => {
    const answer = await callAs(baseUrl, 'POST', '/api/jobs', member, {
      body: { title: `Team probe ${RUN}`, type: 'freelance' },
      headers: { 'x-act-as': String(business.user.id) },
    });
    if (answer.status !== 201) return answer;
    const removed = await callAs(baseUrl, 'DELETE', `/api/jobs/${answer.json.id}`, business);
    assert.ok(removed.status < 300, `the probe job was deleted by its owner (${removed.status})`);
    return true;
  }, 'jobs-events to let the new team member post as the business');
}

export async function run({ browser, baseUrl, screenshot }) {
  // The owner on Business, bought the way a member's browser buys it; two members to invite; a free member.
  const ava = await socialMember(baseUrl, { name: BUSINESS, type: 'record_label', location: 'Bristol' });
  const ben = await socialMember(baseUrl, { name: 'Ben Okafor', type: 'musician', location: 'Bristol' });
  const cleo = await socialMember(baseUrl, { name: 'Cleo Marsh', type: 'producer', location: 'Cardiff' });
  for (const member of [ava, ben]) await settleAchievements(baseUrl, member);
  await buyThroughCheckout(baseUrl, ava, 'business');
  await until(async () => (await fetchJson(baseUrl, '/api/teams/members', ava)).json?.businessPlan === true, 'the Business plan to reach the team');

  // The owner reaches /team from their profile and invites.
  const owner = await openApp(browser, baseUrl, {
    member: ava,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    // The unknown username, refused on purpose.
    expected: [{ status: 400, path: /^\/api\/teams\/members$/ }],
  });
  try {
    const { page } = owner;
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await settled(page);
    const team = page.getByTestId('team-owner');
    await team.getByTestId('team-places').getByText('0 of 5', { exact: true }).waitFor();
    await team.getByTestId('team-empty').waitFor();

    // Nobody by that name: said on the field, which takes the focus.
    const form = page.getByTestId('team-invite-form');
    const identifier = form.getByLabel('Email or username');
    await identifier.fill(`nobody${RUN}`);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('No Stave member has that email or username', { exact: true }).waitFor();
    assert.equal(await identifier.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'identifier', 'the focus is on the refused field');

    // Ben by username, as a member (the default).
    assert.equal(await form.getByLabel('Role').inputValue(), 'member');
    await identifier.fill(ben.user.username);
    let sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/teams/members' && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    let answer = await sent;
    assert.equal(answer.status(), 201, 'Ben was invited');
    assert.deepEqual(answer.request().postDataJSON(), { identifier: ben.user.username, role: 'member' });
    await expectToast(page, 'Invitation sent');
    assert.equal(await identifier.inputValue(), '', 'the field is cleared for the next one');

    // Cleo by email, as an admin: the role's description is under it.
    await form.getByLabel('Role').selectOption('admin');
    await form.getByText(ADMIN_DESCRIPTION, { exact: true }).waitFor();
    await identifier.fill(cleo.email);
    sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/teams/members' && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    answer = await sent;
    assert.equal(answer.status(), 201, 'Cleo was invited');
    assert.deepEqual(answer.request().postDataJSON(), { identifier: cleo.email, role: 'admin' });

    const rows = team.getByTestId('team-member');
    await rows.filter({ hasText: 'Cleo Marsh' }).waitFor();
    assert.equal(await rows.count(), 2);
    for (const person of ['Ben Okafor', 'Cleo Marsh']) {
      const row = rows.filter({ hasText: person });
      assert.equal(await row.getAttribute('data-status'), 'invited');
      await row.getByText('Pending', { exact: true }).waitFor();
      await row.getByRole('button', { name: /^Withdraw/ }).waitFor();
    }
    await rows
      .filter({ hasText: 'Cleo Marsh' })
      .getByText(/Invited as admin on/)
      .waitFor();
    await team.getByTestId('team-places').getByText('2 of 5', { exact: true }).waitFor();
    owner.assertNoErrors();
  } catch (error) {
    const explained = await owner.explain(error);
    await owner.close();
    throw explained;
  }

  // Ben, on his phone, follows the menu to /team and accepts.
  const member = await openApp(browser, baseUrl, { member: ben, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  try {
    const { page } = member;
    await page.goto('/dashboard');
    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await settled(page);

    // A free member: their invitations first, then the teams they're on, then what Business would add.
    const invitation = page.getByTestId('team-invitation').filter({ hasText: BUSINESS });
    await invitation.getByText('invited you to join their team as a member.').waitFor();
    await invitation.getByText('Member', { exact: true }).waitFor();
    await page.getByTestId('my-teams-empty').waitFor();
    await page.getByTestId('team-upgrade').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'team-invitation-mobile-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'an invitation to a team on a phone');
    assert.equal(await hasHorizontalScroll(page), false, 'the team page scrolls sideways at 390 px');

    const accepted = page.waitForResponse((response) => /^\/api\/teams\/memberships\/\d+\/accept$/.test(new URL(response.url()).pathname));
    await invitation.getByRole('button', { name: `Accept the invitation from ${BUSINESS}` }).click();
    assert.equal((await accepted).status(), 200, 'the invitation was accepted');
    await expectToast(page, `You're on the ${BUSINESS} team`);
    const mine = page.getByTestId('team-membership').filter({ hasText: BUSINESS });
    await mine.getByText('Member', { exact: true }).waitFor();
    assert.equal(await mine.getAttribute('data-suspended'), 'false');
    await page.getByTestId('team-invitations-empty').waitFor();
    member.assertNoErrors();
  } catch (error) {
    const explained = await member.explain(error);
    await Promise.all([member.close(), owner.close()]);
    throw explained;
  }

  await untilActingReaches(baseUrl, ben, ava);

  // Ben posts a job as the business from the job form.
  try {
    const { page } = member;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    await page.getByRole('button', { name: 'Post a Job' }).first().click();
    const dialog = page.getByRole('dialog');
    const postAs = dialog.getByLabel('Post as');
    await postAs.waitFor();
    assert.deepEqual(await postAs.locator('option').allTextContents(), ['Yourself (Ben Okafor)', BUSINESS], 'himself, and the business');
    await dialog.getByText('You are shown as the poster.', { exact: true }).waitFor();
    await postAs.selectOption({ label: BUSINESS });
    await dialog.getByText(`${BUSINESS} is shown as the poster.`, { exact: false }).waitFor();
    await dialog.getByLabel('Job title').fill(JOB_TITLE);
    await dialog.getByLabel('Location').fill('Bristol, UK');
    const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs' && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    const answer = await posted;
    assert.equal(answer.status(), 201, 'the job was posted');
    assert.equal(answer.request().headers()['x-act-as'], String(ava.user.id), 'sent as the business');
    const job = await answer.json();
    assert.equal(job.userId, ava.user.id, 'the job is the business’s');
    assert.deepEqual(job.postedBy, { id: ben.user.id, name: 'Ben Okafor', username: ben.user.username }, 'Ben is named as who posted it');
    await expectToast(page, 'Job Posted');
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByTestId('job-card').filter({ hasText: JOB_TITLE });
    assert.equal(await card.getAttribute('data-job-id'), String(job.id));
    await card.getByTestId('posted-by').getByText(`Posted by you for ${BUSINESS}`, { exact: true }).waitFor();
    assert.equal(await card.getByText('Your job', { exact: true }).count(), 0, 'it is not his own job');
    member.assertNoErrors();
  } catch (error) {
    const explained = await member.explain(error);
    await owner.close();
    throw explained;
  } finally {
    await member.close();
  }

  // The owner: Ben active, Cleo still pending, and what Ben did in the team's activity; a new role for Ben, Cleo's
  // invitation withdrawn; the job on the board.
  try {
    const { page } = owner;
    // Ben's job was the business's first: its 'First Job Posted' award would cover the screenshot.
    await settleAchievements(baseUrl, ava);
    // jobs-events announces what Ben did as the business (jobs-events.team.action.v1); identity keeps it for Ava.
    await until(
      async () => {
        const answer = await fetchJson(baseUrl, '/api/teams/activity', ava);
        return answer.json?.some?.((entry) => entry.subject.title === JOB_TITLE) || answer;
      },
      "Ben's job to reach the team's activity",
      30_000,
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await settled(page);
    const team = page.getByTestId('team-owner');
    const benRow = team.getByTestId('team-member').filter({ hasText: 'Ben Okafor' });
    await benRow.getByText(/Joined /).waitFor();
    assert.equal(await benRow.getAttribute('data-status'), 'active');
    const role = benRow.getByLabel('Role for Ben Okafor');
    assert.equal(await role.inputValue(), 'member');
    const cleoRow = team.getByTestId('team-member').filter({ hasText: 'Cleo Marsh' });
    assert.equal(await cleoRow.getAttribute('data-status'), 'invited');
    await team.getByTestId('team-places').getByText('1 active · 1 invited', { exact: false }).waitFor();

    // The activity, under the members: Ben's job, newest first (the probe he posted before it is there too), its title
    // linking to the business's jobs, his name to his profile.
    const activity = page.getByTestId('team-activity');
    await activity.getByRole('heading', { level: 3, name: 'Activity' }).waitFor();
    const lines = activity.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    const line = lines.filter({ hasText: JOB_TITLE });
    await line.waitFor();
    assert.equal(await lines.first().getAttribute('data-action'), 'job.posted');
    assert.match(
      await lines.first().locator('p').innerText(),
      new RegExp(`^Ben Okafor posted the job “${JOB_TITLE}” · Just now$`),
      'the newest line is his job',
    );
    assert.equal(await line.getByRole('link', { name: 'Ben Okafor' }).getAttribute('href'), `/user/${ben.user.id}`);
    assert.equal(await line.getByRole('link', { name: JOB_TITLE }).getAttribute('href'), '/jobs?view=mine');
    assert.equal(await activity.getByRole('button', { name: 'Show more' }).count(), 0, 'one page holds it all');

    await settleForScreenshot(page);
    await screenshot(page, 'team-light', { fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await activity.boundingBox();
    assert.ok(box, 'the activity card is on the page');
    const margin = 12;
    await screenshot(page, 'team-activity-light', {
      fullPage: true,
      clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin },
    });
    await expectNoSeriousA11yViolations(page, "the owner's team page");

    const changed = page.waitForResponse(
      (response) => /^\/api\/teams\/members\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PATCH',
    );
    await role.selectOption('admin');
    const change = await changed;
    assert.equal(change.status(), 200, 'the role was changed');
    assert.deepEqual(change.request().postDataJSON(), { role: 'admin' });
    await expectToast(page, 'Ben Okafor is now an admin');

    const withdrawn = page.waitForResponse(
      (response) => /^\/api\/teams\/members\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'DELETE',
    );
    await cleoRow.getByRole('button', { name: 'Withdraw the invitation to Cleo Marsh' }).click();
    assert.equal((await withdrawn).status(), 204, 'the invitation was withdrawn');
    await expectToast(page, 'Invitation withdrawn');
    await cleoRow.waitFor({ state: 'detached' });
    await team.getByTestId('team-places').getByText('1 of 5', { exact: true }).waitFor();

    await page.reload();
    await settled(page);
    assert.equal(await page.getByLabel('Role for Ben Okafor').inputValue(), 'admin', 'the new role is kept');

    await page.setViewportSize({ width: 360, height: 780 });
    assert.equal(await hasHorizontalScroll(page), false, 'the team page scrolls sideways at 360 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The job on the owner's board: theirs, and who on the team posted it.
    await page.goto('/jobs?view=mine');
    const card = page.getByTestId('job-card').filter({ hasText: JOB_TITLE });
    await card.getByText('Your job', { exact: true }).waitFor();
    await card
      .getByTestId('posted-by')
      .getByText(/^Posted by Ben Okafor for your business$/)
      .waitFor();
    owner.assertNoErrors();
  } catch (error) {
    throw await owner.explain(error);
  } finally {
    await owner.close();
  }

  // A free member reaches /team from Settings: nothing waiting, and teams come with Business.
  const finn = await socialMember(baseUrl, { name: 'Finn Free', type: 'musician', location: 'Leeds' });
  await settleAchievements(baseUrl, finn);
  const free = await openApp(browser, baseUrl, { member: finn, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = free;
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('region', { name: 'Business team' }).getByRole('link', { name: 'Open Team' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await settled(page);
    await page.getByTestId('team-invitations-empty').waitFor();
    await page.getByTestId('my-teams-empty').waitFor();
    const upgrade = page.getByTestId('team-upgrade');
    await upgrade.getByRole('heading', { name: 'Teams come with Business' }).waitFor();
    assert.equal(await upgrade.getByRole('link', { name: 'Upgrade to Business' }).getAttribute('href'), '/subscription');
    assert.equal(await page.getByTestId('team-invite-form').count(), 0, 'no invitations without Business');
    assert.equal(await page.getByTestId('team-paused').count(), 0, 'nothing paused: there was never a team');
    await expectNoSeriousA11yViolations(page, 'the team page of a free member');
    free.assertNoErrors();
  } catch (error) {
    throw await free.explain(error);
  } finally {
    await free.close();
  }
}
