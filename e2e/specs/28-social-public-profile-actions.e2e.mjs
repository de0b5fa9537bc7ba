import assert from 'node:assert/strict';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { fetchJson, sendConnectionRequest, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: a public profile has Connect (→ Pending → Connected) and Follow (→ Following) beside Send Message; a request from them reads Accept; the state survives a reload (screenshot)';

export async function run({ browser, baseUrl, screenshot }) {
  const viewer = await socialMember(baseUrl, { name: 'Viewer Vance', type: 'venue', skills: ['Booking'], genres: ['Jazz'] });
  const artist = await socialMember(baseUrl, {
    name: 'Nadia Rahman',
    type: 'educator',
    location: 'Birmingham',
    bio: 'Teaches music production at a Birmingham college; runs a weekly beat-making club.',
    skills: ['Teaching', 'Logic Pro'],
    genres: ['Hip Hop', 'Grime'],
    picture: { from: [30, 120, 110], to: [230, 210, 140] },
  });
  const asker = await socialMember(baseUrl, { name: 'Tom Okoro', type: 'record_label', skills: ['A&R'], genres: ['Afrobeats'] });
  await sendConnectionRequest(baseUrl, asker, viewer.user.id); // Tom asked Viewer
  for (const member of [viewer, artist, asker]) await settleAchievements(baseUrl, member);

  const app = await openApp(browser, baseUrl, { member: viewer, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const { page } = app;
  try {
    await page.goto(`/user/${artist.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Nadia Rahman' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    const connect = page.getByRole('button', { name: 'Connect with Nadia Rahman' });
    const followButton = page.getByTestId('follow-button');
    await connect.waitFor();
    assert.equal(await followButton.textContent(), 'Follow Nadia Rahman');

    // Connect: a request goes, the button reads Pending.
    await connect.click();
    await expectToast(page, 'Connection Request Sent');
    await page.getByRole('button', { name: 'Pending request to Nadia Rahman' }).waitFor();
    // Follow: the toggle reads Following.
    await followButton.click();
    await expectToast(page, 'Following Nadia Rahman');
    await page.getByRole('button', { name: 'Following Nadia Rahman' }).waitFor();

    // Both are the server's state, not the page's: a reload shows the same.
    await page.reload();
    await page.getByRole('button', { name: 'Pending request to Nadia Rahman' }).waitFor();
    await page.getByRole('button', { name: 'Following Nadia Rahman' }).waitFor();
    assert.equal((await fetchJson(baseUrl, `/api/users/${artist.user.id}/follow`, viewer)).json.following, true);
    await settleForScreenshot(page);
    await screenshot(page, 'social-public-profile-actions-light', { fullPage: true });

    // Nadia accepts: the viewer's profile of her reads Connected.
    const sent = (await fetchJson(baseUrl, '/api/connection-requests/received', artist)).json.find((r) => r.senderId === viewer.user.id);
    const accepted = await fetch(`${baseUrl}/api/connection-requests/${sent.id}/accept`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${artist.token}` },
    });
    assert.equal(accepted.status, 200);
    await page.reload();
    await page.getByRole('button', { name: 'Connected with Nadia Rahman' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Connected with Nadia Rahman' }).isDisabled(), true);

    // Unfollow from the profile.
    await page.getByRole('button', { name: 'Following Nadia Rahman' }).click();
    await expectToast(page, 'Unfollowed Nadia Rahman');
    await page.getByRole('button', { name: 'Follow Nadia Rahman' }).waitFor();

    // Someone who asked you: Accept on their profile connects you.
    await page.goto(`/user/${asker.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Tom Okoro' }).waitFor();
    await page.getByRole('button', { name: "Accept Tom Okoro's request" }).click();
    await expectToast(page, 'Connection Accepted');
    await page.getByRole('button', { name: 'Connected with Tom Okoro' }).waitFor();

    // Your own public profile has none of these.
    await page.goto(`/user/${viewer.user.id}`);
    await page.getByRole('link', { name: 'Edit your profile' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^(Connect|Follow|Send Message)/ }).count(), 0);
    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
