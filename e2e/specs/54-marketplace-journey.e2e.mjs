import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, expectToastOverDialog, openApp, settleForScreenshot, uniqueName } from '../lib/identity.mjs';
import { signedInModerator } from '../lib/moderation.mjs';
import { makePng } from '../lib/png.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  "marketplace journey: a member registers a mic's serial as stolen and the moderator confirms the match from the Reports tab (both sides' evidence; the listing is hidden); a member lists a synth through Create New Listing (the spec's texts for missing fields and for a wrong file type, a file too large and a sixth photo; three photos with 'Main' on the first and a progress bar each while they upload), edits the price, marks it sold and relists it; another member finds it, steps through its gallery by keyboard, saves it (Watching), reports it (once only) and messages the seller, the conversation opening in Messages with the first message naming the listing; screenshots of the dialog, Your Listings and the listing page";

// TRUST_MESSAGES in libs/contracts/src/marketplace/trust.schemas.ts.
const TRUST_MESSAGES = {
  offPlatformWarning: 'Never pay by bank transfer or outside Stave to someone you have not met. Inspect gear in person before paying.',
  reportExists: 'You have already reported this listing',
  stolenNotice: 'This listing is hidden: its serial number matches an item reported stolen. If you believe this is a mistake, contact our moderators.',
};
const TAG = uniqueName('ref');
const TITLE = 'Roland Juno-60, fully serviced';
async function call(baseUrl, member, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${member.token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const photo = (from, to) => ({ name: `${from.join('-')}.png`, mimeType: 'image/png', buffer: makePng(800, 600, { from, to }) });
const PHOTOS = [photo([30, 40, 90], [235, 165, 63]), photo([90, 30, 50], [250, 210, 160]), photo([20, 90, 80], [190, 230, 130])];

export async function run({ browser, baseUrl, screenshot }) {
  const jo = await socialMember(baseUrl, { name: 'Jo Whitfield', type: 'producer', location: 'Leeds', picture: { from: [40, 44, 70], to: [235, 165, 63] } });
  const sam = await socialMember(baseUrl, { name: 'Sam Adeyemi', location: 'Bristol' });
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));
  // Jo's other listings: one sold, and one whose serial Sam registers as stolen (hidden once the moderator confirms it).
  const seed = (body) =>
    call(baseUrl, jo, 'POST', '/api/marketplace/listings', {
      description: 'Used on two tours, works perfectly. Comes with its original box and manual.',
      condition: 'good',
      location: 'Leeds',
      ...body,
    });
  const echo = await seed({ title: 'Boss RE-20 Space Echo', price: 240, categoryId: 203, brand: 'Boss', model: 'RE-20' });
  await call(baseUrl, jo, 'POST', `/api/marketplace/listings/${echo.id}/sold`);
  const mic = await seed({ title: 'Shure SM7B vocal mic', price: 280, categoryId: 501, brand: 'Shure', model: 'SM7B', serialNumber: `SM7B-${TAG}` });
  const stolen = await call(baseUrl, sam, 'POST', '/api/marketplace/stolen', {
    serialNumber: `SM7B-${TAG}`,
    brand: 'Shure',
    model: 'SM7B',
    crimeReference: `AS/${TAG}`,
  });
  assert.ok(!('matchedListings' in stolen), 'a registration says nothing about listings');
  assert.equal((await call(baseUrl, jo, 'GET', `/api/marketplace/listings/${mic.id}`)).status, 'active', 'a registration hides nothing');

  // The moderator finds the match in the Reports tab, with both sides' evidence, and confirms it.
  const moderator = await signedInModerator(baseUrl);
  const modApp = await openApp(browser, baseUrl, { member: moderator, reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  try {
    const { page } = modApp;
    await page.goto('/marketplace?tab=reports');
    const match = page.getByTestId('stolen-match').filter({ hasText: 'Shure SM7B vocal mic' });
    await match.getByText('Sam Adeyemi').waitFor();
    await match.getByText(`AS/${TAG}`).waitFor();
    await match.getByText('Jo Whitfield').waitFor();
    await expectNoSeriousA11yViolations(page, 'the stolen gear checks');
    await match.getByRole('textbox', { name: 'Notes on this decision' }).fill('Serial and crime reference check out.');
    await match.getByRole('button', { name: 'Confirm and hide listing' }).click();
    await expectToast(page, 'Confirmed: listing hidden');
    await match.waitFor({ state: 'detached' });
    modApp.assertNoErrors();
  } catch (error) {
    throw await modApp.explain(error);
  } finally {
    await modApp.close();
  }

  let listing;
  // Tall enough for the whole Create New Listing dialog in its screenshot.
  const joApp = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce', viewport: { width: 1280, height: 1500 } });
  try {
    const { page } = joApp;
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'List Equipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    for (const section of ['Basic Information', 'Equipment Details', 'Photos', 'Location & Contact']) {
      await dialog.getByRole('group', { name: section }).waitFor();
    }
    assert.equal(await dialog.getByLabel('Currency').inputValue(), 'GBP', 'GBP by default');
    assert.deepEqual(
      await dialog.getByLabel('Category').locator('option').allInnerTexts(),
      [
        'Select a category',
        'Guitars & Basses',
        'Amps & Effects',
        'Keyboards & Synths',
        'Drums & Percussion',
        'Studio & Recording',
        'Live Sound & Lighting',
        'DJ Equipment',
        'Orchestral & Band',
        'Accessories',
        'Other',
      ],
      'the top level only (equipment_categories)',
    );

    // The form's texts (docs/product-rules.md#listing-fields), checked before anything is sent.
    await dialog.getByLabel('Contact method').selectOption('external');
    await dialog.getByRole('button', { name: 'Create Listing' }).click();
    for (const text of [
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Price must be a positive number',
      'Please select a category',
      'Please select a condition',
      'Location is required',
      'External contact information is required when using external contact method',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'title', 'focus moves to the first invalid field');
    await dialog.getByLabel('Contact method').selectOption('chat');

    // Photos: the client's checks with the spec's texts.
    const files = dialog.getByLabel('Listing photos');
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expectToastOverDialog(page, 'Invalid file type');
    await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectToastOverDialog(page, 'File too large');
    await files.setInputFiles(PHOTOS);
    const tiles = dialog.getByTestId('photo-tile');
    await tiles.nth(2).waitFor();
    assert.equal(await tiles.count(), 3);
    assert.equal(await tiles.nth(0).getByTestId('main-photo').innerText(), 'Main', 'the first is the main photo');
    assert.equal(await dialog.getByTestId('main-photo').count(), 1);
    await files.setInputFiles([...PHOTOS, PHOTOS[0]]);
    await expectToastOverDialog(page, 'Too many images', 'You can upload up to 5 images per listing.');
    assert.equal(await tiles.count(), 5, 'five at most');
    await dialog.getByRole('button', { name: 'Remove photo 5' }).click();
    await dialog.getByRole('button', { name: 'Remove photo 4' }).click();
    assert.equal(await tiles.count(), 3, 'each one removable');

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill(`Serviced in 2024: new voice chips, fresh battery, all sliders cleaned. Ref ${TAG}.`);
    await dialog.getByLabel('Price').fill('1650');
    await dialog.getByLabel('Category').selectOption({ label: 'Keyboards & Synths' });
    await dialog.getByLabel('Condition').selectOption({ label: 'Good' });
    await dialog.getByLabel(/^Brand/).fill('Roland');
    await dialog.getByLabel(/^Model/).fill('Juno-60');
    await dialog.getByLabel(/^Year/).fill('1983');
    await dialog.getByLabel(/^Serial number/).fill(`JU60-${TAG}`);
    await dialog.getByText(/Never shown to anyone. Checked against the stolen gear register/).waitFor();
    await dialog.getByLabel('Location').fill('Leeds');
    // The photo toasts gone first (their text is not part of the dialog).
    await page.locator('[data-slot="toast-viewport"] li[data-state="open"]').waitFor({ state: 'detached', timeout: 10_000 });
    await settleForScreenshot(page);
    await screenshot(page, 'marketplace-create-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the Create New Listing dialog');

    // The listing first, then one upload a photo, each with its bar (held a moment so it shows).
    const uploads = '**/api/marketplace/listings/*/images';
    await page.route(uploads, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const [created] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/marketplace/listings'),
      dialog.getByRole('button', { name: 'Create Listing' }).click(),
    ]);
    listing = await created.json();
    await dialog.getByRole('progressbar', { name: 'Upload of Photo 1' }).waitFor();
    await expectToast(page, 'Listing created successfully!');
    await dialog.waitFor({ state: 'detached' });
    await page.unroute(uploads);
    const stored = (await fetchJson(baseUrl, `/api/marketplace/listings/${listing.id}`, jo)).json;
    assert.equal(stored.photos.length, 3, 'all three uploaded');
    assert.equal(stored.serialChecked, true);

    // Your Listings: the allowance, the card; edit the price, mark it sold, relist it.
    await page.getByRole('tab', { name: 'Mine' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'mine');
    await page
      .getByTestId('listing-allowance')
      .getByText(/^\d+ of 10 active listings$/)
      .waitFor();
    const card = page.locator(`[data-testid=listing-card][data-listing-id="${listing.id}"]`);
    await card.getByText('3 photos', { exact: true }).waitFor();
    await card.getByText('£1,650.00', { exact: true }).waitFor();
    await card.getByTestId('listing-expires').waitFor();
    const manage = () => card.getByRole('button', { name: `Manage ${TITLE}` }).click();
    await manage();
    await page.getByRole('menuitem', { name: 'Edit Listing' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Listing' });
    assert.equal(await edit.getByLabel('Price').inputValue(), '1650');
    const editTiles = edit.getByTestId('photo-tile');
    assert.equal(await editTiles.count(), 3, 'the saved photos, to remove or reorder');
    // Make main: the order is saved at once (PUT …/images/order) and the tiles follow.
    const second = await editTiles.nth(1).locator('img').getAttribute('src');
    await edit.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
    await page.waitForFunction((src) => document.querySelector('[role=dialog] [data-testid=photo-tile] img')?.getAttribute('src') === src, second);
    await editTiles.nth(0).getByTestId('main-photo').waitFor();
    await edit.getByLabel('Price').fill('1495');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Listing updated');
    await card.getByText('£1,495.00', { exact: true }).waitFor();
    await manage();
    await page.getByRole('menuitem', { name: 'Mark as sold' }).click();
    await expectToast(page, 'Marked as sold');
    await card.getByTestId('listing-status').getByText('Sold', { exact: true }).waitFor();
    await manage();
    await page.getByRole('menuitem', { name: 'Relist' }).click();
    await expectToast(page, 'Back on sale');
    await card.getByTestId('listing-expires').waitFor();
    assert.equal(await card.getByTestId('listing-status').count(), 0);
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    // The sold one and the hidden one, with why.
    await page.locator(`[data-listing-id="${echo.id}"]`).getByTestId('listing-status').getByText('Sold', { exact: true }).waitFor();
    const hidden = page.locator(`[data-testid=listing-card][data-listing-id="${mic.id}"]`);
    await hidden.getByTestId('listing-status').getByText('Hidden', { exact: true }).waitFor();
    await hidden.getByTestId('hidden-notice').getByText(TRUST_MESSAGES.stolenNotice).waitFor();
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.locator('[data-slot="toast-viewport"] li[data-state="open"]').waitFor({ state: 'detached', timeout: 10_000 });
    await settleForScreenshot(page);
    await screenshot(page, 'marketplace-mine-light');
    await expectNoSeriousA11yViolations(page, 'Your Listings');

    // The bell's line about the hidden listing (a store icon) opens that listing.
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await bell.getByTestId('notification-badge').waitFor();
    await bell.click();
    await page.getByTestId('notification-item').filter({ hasText: 'Shure SM7B vocal mic' }).first().click();
    await page.waitForURL(`**/marketplace/listings/${mic.id}`);
    await page.getByTestId('hidden-notice').getByText(TRUST_MESSAGES.stolenNotice).waitFor();
    joApp.assertNoErrors();
  } catch (error) {
    throw await joApp.explain(error);
  } finally {
    await joApp.close();
  }

  const samApp = await openApp(browser, baseUrl, {
    member: sam,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
    expected: [{ status: 409, path: new RegExp(`^/api/marketplace/listings/${listing.id}/report$`) }],
  });
  try {
    const { page } = samApp;
    await page.goto('/marketplace');
    await page.getByRole('searchbox', { name: 'Search' }).fill(TAG);
    await page.waitForURL((url) => url.searchParams.get('q') === TAG);
    const card = page.locator(`[data-testid=listing-card][data-listing-id="${listing.id}"]`);
    await card.getByText('Seller: Jo Whitfield').waitFor();
    await card.getByRole('link', { name: `View ${TITLE}` }).click();
    await page.waitForURL(`**/marketplace/listings/${listing.id}`);
    const view = page.getByTestId('listing-page');
    await view.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await view.getByText('£1,495.00', { exact: true }).waitFor();
    await view.getByText('Serial number checked against the stolen gear register').waitFor();
    await view.getByText(TRUST_MESSAGES.offPlatformWarning).waitFor();
    assert.equal(await view.getByRole('link', { name: 'Jo Whitfield' }).getAttribute('href'), `/user/${jo.user.id}`);

    // The gallery by keyboard: arrows on the large photo, thumbnails as buttons.
    await view.getByRole('group', { name: /^Photos of/ }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await view.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current'), 'true');
    await view.getByRole('button', { name: 'Show photo 1' }).click();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await settleForScreenshot(page);
    await screenshot(page, 'marketplace-listing-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'a listing page (member)');

    // Save: Saved, and on the watch list.
    await view.getByTestId('save-listing').click();
    await view.getByTestId('save-listing').getByText('Saved', { exact: true }).waitFor();
    assert.equal(await view.getByTestId('save-listing').getAttribute('aria-pressed'), 'true');
    await expectToast(page, 'Saved to your watch list');

    // Report: once only.
    const report = async () => {
      await view.getByRole('button', { name: 'Report listing' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report listing' });
      await dialog.getByLabel('Reason').selectOption('overpriced');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      return dialog;
    };
    const first = await report();
    await expectToast(page, 'Report sent');
    await first.waitFor({ state: 'detached' });
    const second = await report();
    await second.getByText(TRUST_MESSAGES.reportExists).first().waitFor();
    await second.getByRole('button', { name: 'Cancel' }).click();
    await second.waitFor({ state: 'detached' });

    // Sam's stolen-gear entry: its last two characters and crime reference, nothing about listings; withdrawn, the
    // listing hidden on its confirmation is back on sale.
    await page.goto('/marketplace?tab=mine');
    const entry = page.getByTestId('stolen-entry').filter({ hasText: 'Shure SM7B' });
    await entry.getByText(`Serial ending …${TAG.slice(-2).toUpperCase()} · ref AS/${TAG}`).waitFor();
    await entry.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog', { name: 'Withdraw this entry?' }).getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(page, 'Withdrawn');
    assert.equal((await call(baseUrl, jo, 'GET', `/api/marketplace/listings/${mic.id}`)).status, 'active');

    await page.goto('/marketplace?tab=watching');
    await page.getByRole('list', { name: 'Listings you are watching' }).locator(`[data-listing-id="${listing.id}"]`).waitFor();

    // Message seller: the first message names the listing; the conversation opens in Messages.
    await page.goto(`/marketplace/listings/${listing.id}`);
    await view.getByRole('button', { name: 'Message seller' }).click();
    const message = page.getByRole('dialog', { name: 'Message seller' });
    const text = `Hi, is your “${TITLE}” still available? (Stave Marketplace listing #${listing.id})`;
    assert.equal(await message.getByRole('textbox').inputValue(), text);
    await message.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('c'));
    await page.getByRole('main').getByText(text).first().waitFor();
    samApp.assertNoErrors();
  } catch (error) {
    throw await samApp.explain(error);
  } finally {
    await samApp.close();
  }
}
