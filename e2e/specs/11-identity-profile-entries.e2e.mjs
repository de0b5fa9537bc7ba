import assert from 'node:assert/strict';
import { expectToast, openApp, registerMember, uniqueName } from '../lib/identity.mjs';

export const name = 'identity: profile tabs: portfolio, experience, education add/edit/delete with their validation and toasts; awards states; invite panel';

export async function run({ browser, baseUrl }) {
  const member = await registerMember(baseUrl, { name: 'Priya Shah', type: 'producer' });
  const app = await openApp(browser, baseUrl, {
    member,
    expected: [
      { status: 500, path: /^\/api\/achievements\/(\d+|unviewed)$/ }, // forced below (the reload also asks for unviewed ones)
      { status: 409, path: /^\/api\/referrals$/ }, // inviting the same email twice
    ],
  });
  const { page } = app;
  try {
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Priya Shah' }).waitFor();
    // /profile/settings is the same screen.
    await page.goto('/profile/settings');
    await page.getByRole('heading', { level: 1, name: 'Priya Shah' }).waitFor();

    // Work: Add Portfolio Item with the contract's texts (docs/product-rules.md#portfolio-fields).
    await page.getByRole('tab', { name: 'Work' }).click();
    await page.getByText('Show people your work').waitFor();
    await page.getByRole('button', { name: 'Add Portfolio Item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Link').fill('not a link');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    for (const text of ['Title is required', 'Type is required', 'Description is required', 'Image is required', 'Date is required', 'Invalid URL']) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Title').fill('Night Drive');
    await dialog.getByLabel('Type').selectOption('track');
    await dialog.getByLabel('Date').fill('2025-03-14');
    await dialog.getByLabel('Description').fill('Co-wrote, produced and mixed.');
    await dialog.getByLabel('Image', { exact: true }).fill('https://images.example.com/night-drive.jpg');
    await dialog.getByLabel('Link').fill('https://open.spotify.com/track/abc');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Success');
    await page.getByRole('heading', { level: 3, name: 'Night Drive' }).waitFor();
    // Focus goes to the new entry (the empty state's Add button it came from is gone), not <body>.
    await page.waitForFunction(() => document.activeElement?.closest('li')?.textContent?.includes('Night Drive') ?? false, undefined, { timeout: 5000 });
    await page.getByText('March 2025').waitFor();
    const listen = page.getByRole('link', { name: /Open open\.spotify\.com/ });
    assert.equal(await listen.getAttribute('target'), '_blank');
    // An image on another site can't load under the CSP: a tile names where it lives instead.
    await page.getByText('images.example.com/night-drive.jpg').waitFor();

    await page.getByRole('button', { name: 'Edit Night Drive' }).click();
    assert.equal(await dialog.getByLabel('Title').inputValue(), 'Night Drive');
    await dialog.getByLabel('Title').fill('Night Drive (single)');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Portfolio item updated');
    await page.getByRole('heading', { level: 3, name: 'Night Drive (single)' }).waitFor();
    // Focus returns to the Edit button the dialog was opened from.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Edit Night Drive (single)', undefined, { timeout: 5000 });

    // A second item, from the header's Add button: focus lands on it too.
    await page.getByRole('button', { name: 'Add Portfolio Item' }).click();
    await dialog.getByLabel('Title').fill('Live at the Crescent');
    await dialog.getByLabel('Type').selectOption('live');
    await dialog.getByLabel('Date').fill('2025-06-01');
    await dialog.getByLabel('Description').fill('Full band, 350 capacity.');
    await dialog.getByLabel('Image', { exact: true }).fill('https://images.example.com/crescent.jpg');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.closest('li')?.textContent?.includes('Live at the Crescent') ?? false, undefined, {
      timeout: 5000,
    });

    // Jobs: experience; a blank end date reads 'Present'.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await dialog.getByRole('button', { name: 'Add experience' }).click();
    await dialog.getByText('Title is required', { exact: true }).waitFor();
    await dialog.getByText('Company is required', { exact: true }).waitFor();
    await dialog.getByLabel('Title').fill('Head engineer');
    await dialog.getByLabel('Company').fill('Chapel Studios');
    await dialog.getByLabel('Location').fill('Bristol');
    await dialog.getByLabel('Start date').fill('2021-04');
    await dialog.getByLabel('I currently work here').check();
    assert.equal(await dialog.getByLabel('End date').isDisabled(), true);
    await dialog.getByRole('button', { name: 'Add experience' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Experience Added!');
    await page.getByText('Apr 2021 – Present').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('li')?.textContent?.includes('Head engineer') ?? false, undefined, { timeout: 5000 });
    await page.getByText('Chapel Studios · Bristol').waitFor();

    // Study: education, then delete it again.
    await page.getByRole('tab', { name: 'Study' }).click();
    await page.getByRole('button', { name: 'Add Education' }).click();
    await dialog.getByLabel('Institution').fill('Royal Northern College of Music');
    await dialog.getByLabel('Degree').fill('BMus (Hons)');
    await dialog.getByLabel('Field of study').fill('Popular Music');
    await dialog.getByLabel('Start date').fill('2015-09');
    await dialog.getByLabel('End date').fill('2014-06');
    await dialog.getByRole('button', { name: 'Add education' }).click();
    await dialog.getByText('End date must be after the start date').waitFor();
    await dialog.getByLabel('End date').fill('2018-06');
    await dialog.getByRole('button', { name: 'Add education' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Education Added!');
    await page.getByText('Sept 2015 – Jun 2018').waitFor();
    await page.getByRole('button', { name: 'Delete BMus (Hons) at Royal Northern College of Music' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Education deleted');
    await page.getByText('Add your education').waitFor();

    // Awards: the social service's real achievements (a new member of the first 1,000 is a founding
    // member, awarded from identity's registration event); its failures say so.
    await page.getByRole('tab', { name: 'Awards' }).click();
    await page.getByRole('heading', { level: 3, name: 'Founding Member' }).waitFor();
    await page.route('**/api/achievements/*', (route) => route.fulfill({ status: 500, json: { message: 'Internal error', code: 'INTERNAL' } }));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Priya Shah' }).waitFor();
    await page.getByRole('tab', { name: 'Awards' }).click();
    await page.getByText('Unable to load achievements').waitFor();
    await page.unroute('**/api/achievements/*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 3, name: 'Founding Member' }).waitFor();

    // Invite panel: a link to copy, then the invitation in the list as Pending.
    const invite = page.getByTestId('invite-panel');
    await invite.getByRole('button', { name: 'Create invite link' }).click();
    await invite.getByText('Please enter a valid email address').waitFor();
    const friend = `${uniqueName('friend')}@example.test`;
    await invite.getByLabel('Their email').fill(friend);
    await invite.getByRole('button', { name: 'Create invite link' }).click();
    const link = invite.getByRole('textbox', { name: 'Invitation link' });
    await link.waitFor();
    assert.match(await link.inputValue(), /\/auth\?ref=/);
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await invite.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Link copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await link.inputValue());
    const row = invite.getByTestId('referral-list').getByRole('listitem').filter({ hasText: friend });
    await row.getByText('Pending').waitFor();
    await invite.getByLabel('Their email').fill(friend);
    await invite.getByRole('button', { name: 'Create invite link' }).click();
    await invite.getByText('You have already invited this email address').waitFor();

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
