import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { expectToast, openApp } from '../lib/identity.mjs';
import { fetchJson, sendConnectionRequest, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: My Network: stats, tabs, shared search (client-side and Discover), connect → Pending, Already Requested on a 409, withdraw, accept and decline with failures, Message for connections';

async function statValue(page, label) {
  return (await page.getByTestId('network-stats').locator(`[data-stat="${label}"]`).textContent()).trim();
}

async function memberTotal(baseUrl, member) {
  const { headers } = await fetchJson(baseUrl, '/api/users?limit=1', member);
  return Number(headers.get('x-total-count'));
}

export async function run({ browser, baseUrl }) {
  // A skill only this run's members have, so Discover's server search finds exactly them.
  const tag = `Tape${randomBytes(3).toString('hex')}`;
  const jo = await socialMember(baseUrl, {
    name: 'Jo Whitfield',
    type: 'producer',
    location: 'Bristol, UK',
    bio: 'Producer and mix engineer working out of a converted chapel in Bristol. Credits across UK garage, soul and left-field pop; always up for a session with new artists who want a warm, analogue sound.',
    skills: [tag, 'Mixing', 'Mastering', 'Modular synths'],
    genres: ['UK Garage', 'Soul', 'Electronic'],
  });
  const alex = await socialMember(baseUrl, { name: 'Alex Rivera', type: 'sound_engineer', skills: [tag], genres: ['Rock'] });
  const kim = await socialMember(baseUrl, { name: 'Kim Park', type: 'venue', location: 'Glasgow', skills: ['Booking'] });
  const sam = await socialMember(baseUrl, { name: 'Sam Adeyemi', type: 'musician', location: 'Leeds', skills: ['Drums', 'Percussion'], genres: ['Funk'] });
  await Promise.all([jo, alex, kim, sam].map((m) => settleAchievements(baseUrl, m)));

  const expected = [
    { status: 409, path: /^\/api\/connections$/ }, // Already Requested, on purpose
    { status: 500, path: /^\/api\/connections$/ }, // Connection Failed, forced
    { status: 500, path: /^\/api\/connection-requests\/\d+\/(accept|decline)$/ }, // forced
  ];
  const samApp = await openApp(browser, baseUrl, { member: sam, expected });
  const joApp = await openApp(browser, baseUrl, { member: jo, expected });
  try {
    const { page } = samApp;
    await page.goto('/network');
    await page.getByRole('heading', { level: 1, name: 'My Network' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Back' }).getAttribute('href'), '/');

    // Stats: nobody connected, nothing pending, everyone else available (x-total-count − 0 − self).
    const total = await memberTotal(baseUrl, sam);
    await page
      .getByTestId('network-stats')
      .locator('[data-stat="Available"]')
      .getByText(String(total - 1), { exact: true })
      .waitFor();
    assert.equal(await statValue(page, 'Connections'), '0');
    assert.equal(await statValue(page, 'Pending'), '0');

    // Empty Connections tab leads to Discover.
    await page.getByText('No connections yet').waitFor();
    await page.getByRole('button', { name: 'Discover Professionals', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'discover');
    await page.getByRole('tab', { name: 'Discover', selected: true }).waitFor();

    // Discover searches the server (GET /api/users?search=), case-insensitively.
    const search = page.getByRole('searchbox', { name: 'Search your network' });
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users' && new URL(r.url()).searchParams.get('search') === tag.toLowerCase());
    await search.fill(tag.toLowerCase());
    await asked;
    const joCard = page.getByTestId('member-card').filter({ hasText: jo.user.username });
    const alexCard = page.getByTestId('member-card').filter({ hasText: alex.user.username });
    await joCard.waitFor();
    await alexCard.waitFor();
    // The unfiltered list (which also holds both) stays on screen until the search answers.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="member-card"]').length === 2, undefined, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.getByTestId('member-card').count(), 2, 'only this run’s two members carry the skill');
    // The card: type, location (or 'Location not specified'), bio in two lines, 3 skills + N, 2 genres + N.
    await joCard.getByText('Producer', { exact: true }).waitFor();
    await joCard.getByText('Bristol, UK').waitFor();
    await alexCard.getByText('Location not specified').waitFor();
    assert.equal(await joCard.locator('p.line-clamp-2').count(), 1, 'the bio is clipped to two lines');
    assert.equal(await joCard.getByRole('list', { name: 'Skills' }).getByRole('listitem').count(), 4, 'three skills and +1');
    await joCard.getByRole('list', { name: 'Skills' }).getByText('+1', { exact: true }).waitFor();
    await joCard.getByRole('list', { name: 'Genres' }).getByText('+1', { exact: true }).waitFor();

    // Connect: a failure first, then success → Pending.
    await page.route(
      '**/api/connections',
      (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.fallback()),
      { times: 1 },
    );
    await joCard.getByRole('button', { name: `Connect with ${jo.user.name}` }).click();
    await expectToast(page, 'Connection Failed');
    await joCard.getByRole('button', { name: `Connect with ${jo.user.name}` }).click();
    await expectToast(page, 'Connection Request Sent');
    // Names, as the rest of the app shows them (the cards, requests and toasts showed usernames).
    await page.getByText(`${jo.user.name} will be asked to connect with you.`, { exact: true }).waitFor();
    await joCard.getByRole('heading', { name: jo.user.name }).waitFor();
    await joCard.getByText(`@${jo.user.username}`).waitFor();
    await joCard.getByRole('button', { name: `Pending request to ${jo.user.name}` }).waitFor();
    assert.equal(await joCard.getByRole('button', { name: /^Pending/ }).isDisabled(), true);
    await page.getByTestId('network-stats').locator('[data-stat="Pending"]').getByText('1', { exact: true }).waitFor();

    // A request the page doesn't know about yet (sent elsewhere): the server's 409 is 'Already Requested'.
    await sendConnectionRequest(baseUrl, sam, alex.user.id);
    await alexCard.getByRole('button', { name: `Connect with ${alex.user.name}` }).click();
    await expectToast(page, 'Already Requested');
    await page.getByText("You've already sent a connection request to this user.", { exact: true }).waitFor();
    await alexCard.getByRole('button', { name: /^Pending/ }).waitFor();

    // Nobody matches: 'No users found'.
    await search.fill(`nobody-${tag}`);
    await page.getByText('No users found').waitFor();
    await search.fill('');

    // Requests tab: both sent requests, withdraw one.
    await page.getByRole('tab', { name: /Requests/ }).click();
    const sentSection = page.getByRole('region', { name: /Sent/ });
    await page.getByTestId('request-sent').first().waitFor();
    assert.equal(await page.getByTestId('request-sent').count(), 2);
    await page.getByRole('button', { name: `Withdraw request to ${alex.user.name}` }).click();
    await expectToast(page, 'Request withdrawn');
    await page.getByText(`Your request to ${alex.user.name} was withdrawn.`, { exact: true }).waitFor();
    await page.getByTestId('network-stats').locator('[data-stat="Pending"]').getByText('1', { exact: true }).waitFor();
    assert.equal(await page.getByTestId('request-sent').count(), 1);
    void sentSection;

    // Jo: a received request (count on the tab), accept; one from Kim fails twice then is declined.
    await sendConnectionRequest(baseUrl, kim, jo.user.id);
    const joPage = joApp.page;
    await joPage.goto('/network?tab=requests');
    await joPage
      .getByRole('tab', { name: /Requests/ })
      .getByText('2', { exact: true })
      .waitFor();
    const fromSam = joPage.getByTestId('request-received').filter({ hasText: sam.user.username });
    await fromSam.getByText("Hi! I'd like to connect with you on Stave.").waitFor();
    await joPage.route('**/api/connection-requests/*/accept', (route) => route.fulfill({ status: 500, json: { message: 'Try later' } }), { times: 1 });
    await fromSam.getByRole('button', { name: `Accept ${sam.user.name}` }).click();
    await expectToast(joPage, 'Failed to accept connection request');
    await fromSam.getByRole('button', { name: `Accept ${sam.user.name}` }).click();
    await expectToast(joPage, 'Connection Accepted');
    await joPage.getByText('You are now connected!', { exact: true }).waitFor();
    await fromSam.waitFor({ state: 'detached' });
    const fromKim = joPage.getByTestId('request-received').filter({ hasText: kim.user.username });
    await joPage.route('**/api/connection-requests/*/decline', (route) => route.fulfill({ status: 500, json: { message: 'Try later' } }), { times: 1 });
    await fromKim.getByRole('button', { name: `Decline ${kim.user.name}` }).click();
    await expectToast(joPage, 'Failed to decline connection request');
    await fromKim.getByRole('button', { name: `Decline ${kim.user.name}` }).click();
    await expectToast(joPage, 'Request Declined');
    await joPage.getByText('No pending requests').waitFor();

    // Connections: Sam, with Message (→ /messages, opening the conversation with Sam); the search filters loaded ones by location or skill.
    await joPage.getByRole('tab', { name: /Connections/ }).click();
    const samCard = joPage.getByTestId('member-card').filter({ hasText: sam.user.username });
    await samCard.waitFor();
    assert.equal(await samCard.getByRole('link', { name: `Message ${sam.user.name}` }).getAttribute('href'), `/messages?with=${sam.user.id}`);
    const filter = joPage.getByRole('searchbox', { name: 'Search your network' });
    await filter.fill('LEEDS');
    await samCard.waitFor();
    await filter.fill('percussion');
    await samCard.waitFor();
    await filter.fill('glasgow');
    await joPage.getByText('No users found').waitFor();
    await filter.fill('');
    assert.equal(await statValue(joPage, 'Connections'), '1');

    // Sam sees the connection too; the dashboard strip lists Jo, and View All leads back here.
    await page.goto('/dashboard');
    const strip = page.getByTestId('connections-strip');
    await strip.getByText('Jo Whitfield').waitFor();
    await page.locator('[data-stat=connections]').getByText('1', { exact: true }).waitFor();
    await strip.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL((url) => url.pathname === '/network');
    await page
      .getByTestId('member-card')
      .filter({ hasText: jo.user.username })
      .getByRole('link', { name: `Message ${jo.user.name}` })
      .waitFor();

    samApp.assertNoErrors();
    joApp.assertNoErrors();
  } finally {
    await samApp.close();
    await joApp.close();
  }
}
