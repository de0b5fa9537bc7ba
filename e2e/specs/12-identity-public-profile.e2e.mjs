import assert from 'node:assert/strict';
import { addProfileItem, openApp, patchProfile, registerMember } from '../lib/identity.mjs';

export const name =
  "identity: another member's public profile (/user/:id): loading, badges, message dialog, about/skills/genres/website, their entries; own profile and not found";

export async function run({ browser, baseUrl }) {
  const viewer = await registerMember(baseUrl, { name: 'Viewer Person', type: 'venue' });
  const other = await registerMember(baseUrl, { name: 'Sam Adeyemi', type: 'record_label', location: 'Leeds' });
  await patchProfile(baseUrl, other.token, {
    bio: 'A small independent label putting out Northern soul and jazz reissues.',
    skills: ['A&R', 'Mastering'],
    genres: ['Soul', 'Jazz'],
    websiteUrl: 'https://samadeyemi.example',
  });
  await addProfileItem(baseUrl, other.token, 'experience', { title: 'Founder', company: 'Adeyemi Records', startDate: '2019-01' });
  // Stored raw, shown as text (docs/reliability.md#stored-xss): openApp fails the spec on any dialog.
  const injected = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await addProfileItem(baseUrl, other.token, 'experience', { title: 'Session work', company: 'Various', description: injected });
  await addProfileItem(baseUrl, other.token, 'portfolio', {
    title: 'Leeds Soul Vol. 1',
    type: 'album',
    description: 'A compilation of local soul singers.',
    image: 'https://images.example.com/vol1.jpg',
    date: '2024-10-01',
  });

  const app = await openApp(browser, baseUrl, {
    member: viewer,
    expected: [{ status: 404, path: /^\/api\/users\/\d+$/ }],
  });
  const { page } = app;
  try {
    // 'Loading profile...' while the member is fetched; the tier badge follows their plan.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(`**/api/users/${other.user.id}`, async (route) => {
      await held;
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({ response, json: { ...json, subscriptionTier: 'pro' } });
    });
    await page.goto(`/user/${other.user.id}`);
    await page.getByText('Loading profile...').first().waitFor();
    release();

    await page.getByRole('heading', { level: 1, name: 'Sam Adeyemi' }).waitFor();
    assert.equal(await page.title(), 'Sam Adeyemi · Stave');
    await page.getByTestId('tier-badge').getByText('PRO').waitFor();
    await page.getByTestId('type-badge').getByText('Record Label', { exact: true }).waitFor();
    await page.getByText('Leeds', { exact: true }).first().waitFor();
    await page.getByText('A small independent label putting out Northern soul and jazz reissues.').waitFor();
    await page.getByRole('heading', { name: 'Skills & Instruments' }).waitFor();
    await page.getByRole('list', { name: 'Skills and instruments' }).getByText('A&R', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Genres' }).getByText('Soul', { exact: true }).waitFor();
    const website = page.getByRole('link', { name: /samadeyemi\.example/ }).first();
    assert.equal(await website.getAttribute('target'), '_blank');
    assert.match(await website.getAttribute('rel'), /noopener/);
    // Their email is never on the public profile.
    assert.equal(await page.getByText(other.email).count(), 0);

    // Their entries, read-only.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByText('Adeyemi Records').waitFor();
    await page.getByText(injected, { exact: true }).waitFor();
    assert.equal(await page.locator('img[src="x"]').count(), 0);
    assert.equal(await page.evaluate(() => [...document.scripts].some((script) => script.textContent.includes('alert(2)'))), false);
    await page.getByText('Jan 2019 – Present').waitFor();
    assert.equal(await page.getByRole('button', { name: /^Edit / }).count(), 0, 'no edit controls on someone else’s entries');
    await page.getByRole('tab', { name: 'Work' }).click();
    await page.getByRole('heading', { level: 3, name: 'Leeds Soul Vol. 1' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add Portfolio Item' }).count(), 0);

    // Send Message opens the message dialog (sending is covered by the messaging spec, 40); Send
    // stays disabled while the message is blank.
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message Sam Adeyemi' });
    await dialog.getByPlaceholder('Type your message...').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Send' }).isDisabled(), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Back to Network goes to /network.
    assert.equal(await page.getByRole('link', { name: 'Back to Network' }).first().getAttribute('href'), '/network');

    // On your own public profile there is no Send Message.
    await page.goto(`/user/${viewer.user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Viewer Person' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Send Message' }).count(), 0);
    await page.getByRole('link', { name: 'Edit your profile' }).waitFor();

    // Unknown or malformed ids: 'User not found' with Back to Network.
    for (const id of ['99999999', 'not-a-number']) {
      await page.goto(`/user/${id}`);
      await page.getByRole('heading', { level: 1, name: 'User not found' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Back to Network' }).getAttribute('href'), '/network');
    }

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
