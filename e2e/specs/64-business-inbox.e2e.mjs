import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';
import { callAs, okAs } from '../lib/api.mjs';

export const name =
  "business inbox: a Business owner's team member, still a member, is refused the business's inbox (the contract's words, a way back to their own); made an admin, they switch Messages to the business's inbox (x-act-as on every call, their own badge untouched), accept a customer's request and reply as the business ('Replying as …', 'Sent by you'); the customer's next message arrives by polling (?since=); reports the customer's message as the business; the customer reads the reply from the business, the owner reads 'Sent by …' under it; screenshot of the business inbox";

// This run's words, told apart from any an earlier run against the same server left behind.
const RUN = Date.now().toString(36);
const BUSINESS = 'Northbank Records';
const FIRST = `Hi! Do you have studio time for a four-piece next month? ${RUN}`;
const REPLY = `Thanks for getting in touch! We have Tuesdays and Thursdays free in May. ${RUN}`;
const FOLLOW_UP = `Thursdays would be perfect, thank you. ${RUN}`;
const LAST = `See you on the 8th! ${RUN}`;
const ROLE_FORBIDDEN = "Your role on this business's team doesn't allow that. Ask its owner or an admin.";

const thread = (page) => page.getByTestId('thread');
const bubble = (page, text) => thread(page).getByTestId('message').filter({ hasText: text });
const actingAs = (request, business) => request.headers()['x-act-as'] === String(business.user.id);

// Identity announces team changes to the services (identity.team.membership-changed.v1); messaging answers the business's
// inbox as they stand once it has them. `expected`: the status (and code) the member's read of it should get.
async function untilMessagingSays(baseUrl, member, business, expected, label) {
  await until(async () => {
    const answer = await callAs(baseUrl, 'GET', '/api/messages/conversations', member, { headers: { 'x-act-as': String(business.user.id) } });
    if (answer.status === expected.status && (expected.code === undefined || answer.json?.code === expected.code)) return true;
    return { status: answer.status, code: answer.json?.code };
  }, label);
}

export async function run({ browser, baseUrl, screenshot }) {
  // The business (Business, bought through Checkout), the team member who answers for it, and a customer.
  const owner = await socialMember(baseUrl, { name: BUSINESS, type: 'record_label', location: 'Bristol' });
  const ben = await socialMember(baseUrl, { name: 'Ben Okafor', type: 'musician', location: 'Bristol' });
  const cleo = await socialMember(baseUrl, { name: 'Cleo Marsh', type: 'producer', location: 'Cardiff' });
  for (const member of [owner, ben, cleo]) await settleAchievements(baseUrl, member);
  await buyThroughCheckout(baseUrl, owner, 'business');
  await until(async () => (await fetchJson(baseUrl, '/api/teams/members', owner)).json?.businessPlan === true, 'the Business plan to reach the team');

  // Ben is invited as a member and accepts.
  await okAs(baseUrl, 'POST', '/api/teams/members', owner, { body: { identifier: ben.user.username, role: 'member' } });
  const invitations = (await okAs(baseUrl, 'GET', '/api/teams/memberships', ben)).invitations;
  const invitation = invitations.find((row) => row.business.id === owner.user.id);
  assert.ok(invitation, 'Ben has the invitation');
  await okAs(baseUrl, 'POST', `/api/teams/memberships/${invitation.id}/accept`, ben);
  await untilMessagingSays(baseUrl, ben, owner, { status: 403, code: 'TEAM_ROLE_FORBIDDEN' }, 'messaging to know Ben as a member of the team');

  // A customer, not connected to the business, writes to it: a request in the business's inbox.
  const started = await okAs(baseUrl, 'POST', '/api/messages/start', cleo, { body: { otherUserId: owner.user.id } });
  const conversationId = started.id;
  await okAs(baseUrl, 'POST', '/api/messages', cleo, { body: { conversationId, content: FIRST } });

  // Ben, still a member, follows a link to the business's inbox: refused, in the contract's words, with a way back.
  const member = await openApp(browser, baseUrl, {
    member: ben,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    // The refusal, provoked on purpose.
    expected: [{ status: 403, path: /^\/api\/messages\// }],
  });
  try {
    const { page } = member;
    await page.goto(`/messages?inbox=${owner.user.id}`);
    const refused = page.getByTestId('inbox-refused');
    await refused.getByText(ROLE_FORBIDDEN, { exact: true }).waitFor();
    await refused.getByText(`${BUSINESS}'s inbox isn't available`, { exact: true }).waitFor();
    assert.equal(await page.getByTestId('inbox-switcher').count(), 0, 'no switcher for a team member who is not an admin');
    await refused.getByRole('button', { name: 'Back to your inbox' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && !url.searchParams.has('inbox'));
    await page.getByText('No conversations yet. Send a message to a connection to start chatting!').waitFor();
    member.assertNoErrors();
  } catch (error) {
    const explained = await member.explain(error);
    await member.close();
    throw explained;
  }

  // The owner makes Ben an admin.
  const team = await okAs(baseUrl, 'GET', '/api/teams/members', owner);
  const row = team.members.find((entry) => entry.member.id === ben.user.id);
  await okAs(baseUrl, 'PATCH', `/api/teams/members/${row.id}`, owner, { body: { role: 'admin' } });
  await untilMessagingSays(baseUrl, ben, owner, { status: 200 }, 'messaging to let Ben answer as the business');

  // Ben switches Messages to the business's inbox, accepts the request and replies as the business.
  try {
    const { page } = member;
    await page.goto('/messages');
    const switcher = page.getByTestId('inbox-switcher');
    await switcher.getByText('Inbox:', { exact: true }).waitFor();
    const yours = switcher.getByRole('button', { name: 'Yours', exact: true });
    const theirs = switcher.getByRole('button', { name: new RegExp(`^${BUSINESS}`) });
    assert.equal(await yours.getAttribute('aria-pressed'), 'true', 'his own inbox first');
    assert.equal(await theirs.getAttribute('aria-pressed'), 'false');

    const listed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/messages/conversations' &&
        new URL(response.url()).searchParams.get('box') === 'requests' &&
        actingAs(response.request(), owner),
    );
    await theirs.click();
    await page.waitForURL((url) => url.searchParams.get('inbox') === String(owner.user.id));
    assert.equal((await listed).status(), 200, "the business's requests were read as the business");
    assert.equal(await theirs.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByTestId('messages-badge').count(), 0, 'the nav badge is still his own');

    await page.getByRole('tab', { name: 'Requests (1)' }).click();
    const conversation = page.getByTestId('conversation-row').filter({ hasText: 'Cleo Marsh' });
    await conversation.getByText(FIRST).waitFor();
    await conversation.click();
    await page.getByRole('region', { name: 'Conversation with Cleo Marsh' }).waitFor();
    await bubble(page, FIRST).waitFor();
    const banner = page.getByTestId('request-banner');
    await banner.getByText(`isn't in ${BUSINESS}'s network yet`, { exact: false }).waitFor();
    const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/messages/${conversationId}/accept`);
    await banner.getByRole('button', { name: 'Accept' }).click();
    const acceptance = await accepted;
    assert.equal(acceptance.status(), 200, 'the request was accepted');
    assert.ok(actingAs(acceptance.request(), owner), 'accepted as the business');
    await expectToast(page, 'Request accepted');

    // The composer says whose reply it is; the reply goes out as the business and shows who wrote it.
    await page.getByTestId('replying-as').getByText(`Replying as ${BUSINESS}`).waitFor();
    const input = page.getByPlaceholder('Type your message...');
    await input.fill(REPLY);
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/messages' && response.request().method() === 'POST');
    await input.press('Enter');
    const answer = await sent;
    assert.equal(answer.status(), 201, 'the reply was sent');
    assert.ok(actingAs(answer.request(), owner), 'sent as the business');
    const message = await answer.json();
    assert.equal(message.sender_id, owner.user.id, 'the business is the sender');
    assert.deepEqual(message.sentBy, { id: ben.user.id, name: 'Ben Okafor', username: ben.user.username }, 'Ben is named as who wrote it');
    await bubble(page, REPLY).getByTestId('sent-by').getByText('Sent by you').waitFor();

    // A reload keeps the business's inbox and the conversation.
    await page.reload();
    await bubble(page, REPLY).getByTestId('sent-by').getByText('Sent by you').waitFor();
    assert.equal(
      await page
        .getByTestId('inbox-switcher')
        .getByRole('button', { name: new RegExp(`^${BUSINESS}`) })
        .getAttribute('aria-pressed'),
      'true',
    );

    // No frames come for the business: Cleo's answer arrives by the thread's poll (what came after the last message).
    const caughtUp = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/messages/${conversationId}` &&
        new URL(response.url()).searchParams.has('since') &&
        actingAs(response.request(), owner),
      { timeout: 20_000 },
    );
    await okAs(baseUrl, 'POST', '/api/messages', cleo, { body: { conversationId, content: FOLLOW_UP } });
    assert.equal((await caughtUp).status(), 200);
    await bubble(page, FOLLOW_UP).waitFor({ timeout: 20_000 });
    assert.equal(await bubble(page, FOLLOW_UP).getByTestId('sent-by').count(), 0, "nothing under the customer's message");

    // In his own inbox, the business's unread count comes by polling too; the nav badge stays his own.
    await page.getByTestId('inbox-switcher').getByRole('button', { name: 'Yours', exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('inbox'));
    await page.getByText('No conversations yet. Send a message to a connection to start chatting!').waitFor();
    await okAs(baseUrl, 'POST', '/api/messages', cleo, { body: { conversationId, content: LAST } });
    const unread = page.getByTestId('inbox-switcher').getByTestId('inbox-business-unread');
    await unread.filter({ hasText: /^1 unread$/ }).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('messages-badge').count(), 0, "the nav badge counts Ben's own messages only");

    // Back in the business's inbox (accepted, the conversation is in its Inbox tab): reading it clears the count.
    await page
      .getByTestId('inbox-switcher')
      .getByRole('button', { name: new RegExp(`^${BUSINESS}`) })
      .click();
    await page.getByRole('tab', { name: 'Inbox', exact: true, selected: true }).waitFor();
    const inInbox = page.getByTestId('conversation-row').filter({ hasText: 'Cleo Marsh' });
    await inInbox.getByText(LAST).waitFor();
    await inInbox.click();
    await bubble(page, LAST).waitFor();
    await bubble(page, REPLY).getByTestId('sent-by').waitFor();
    await unread.waitFor({ state: 'detached' });
    await settleForScreenshot(page);
    await screenshot(page, 'business-inbox-light');
    await expectNoSeriousA11yViolations(page, "a team admin answering the business's inbox");

    // A message in the business's inbox is reported as the business (the admin isn't in the conversation).
    await bubble(page, LAST).hover();
    await bubble(page, LAST).getByRole('button', { name: 'Report message from Cleo Marsh' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report message' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    const reported = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/report') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    const report = await reported;
    assert.equal(report.status(), 201, `the report answered ${report.status()}`);
    assert.ok(actingAs(report.request(), owner), 'the report goes out as the business');
    await expectToast(page, 'Report sent');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 360, height: 780 });
    assert.equal(await hasHorizontalScroll(page), false, 'the business inbox scrolls sideways at 360 px');
    member.assertNoErrors();
  } catch (error) {
    throw await member.explain(error);
  } finally {
    await member.close();
  }

  // Cleo reads the reply from the business, with nothing about who on its team wrote it.
  const customer = await openApp(browser, baseUrl, { member: cleo, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = customer;
    await page.goto(`/messages?c=${conversationId}`);
    await page.getByRole('region', { name: `Conversation with ${BUSINESS}` }).waitFor();
    await bubble(page, REPLY).waitFor();
    assert.equal(await thread(page).getByTestId('sent-by').count(), 0, "the customer isn't told who on the team wrote it");
    assert.equal(await page.getByTestId('inbox-switcher').count(), 0, 'no switcher for a member on no team');
    customer.assertNoErrors();
  } catch (error) {
    throw await customer.explain(error);
  } finally {
    await customer.close();
  }

  // The owner, in their own inbox, reads who on the team answered.
  const business = await openApp(browser, baseUrl, { member: owner, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = business;
    await page.goto(`/messages?c=${conversationId}`);
    await page.getByRole('region', { name: 'Conversation with Cleo Marsh' }).waitFor();
    await bubble(page, REPLY).getByTestId('sent-by').getByText('Sent by Ben Okafor', { exact: false }).waitFor();
    assert.equal(await bubble(page, FOLLOW_UP).getByTestId('sent-by').count(), 0);
    assert.equal(await page.getByTestId('inbox-switcher').count(), 0, "the owner's inbox is the business's own");
    await expectNoSeriousA11yViolations(page, "the owner's inbox with a team member's reply");
    business.assertNoErrors();
  } catch (error) {
    throw await business.explain(error);
  } finally {
    await business.close();
  }
}
