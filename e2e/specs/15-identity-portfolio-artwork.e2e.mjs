import assert from 'node:assert/strict';
import { expectToast, expectToastOverDialog, openApp, registerMember } from '../lib/identity.mjs';
import { makePng } from '../lib/png.mjs';

export const name =
  'identity: portfolio artwork uploaded from the Add/Edit dialog: client checks, pending state, preview, the tile shows it; a replaced or deleted item takes its file with it';

export async function run({ browser, baseUrl }) {
  const member = await registerMember(baseUrl, { name: 'Ines Alvarez', type: 'musician' });
  const app = await openApp(browser, baseUrl, {
    member,
    expected: [{ status: 404, path: /^\/api\/achievements\/\d+$/ }], // until the social service ships achievements
  });
  const { page } = app;
  const dialog = page.getByRole('dialog');
  const choose = async (file) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles(file);
  };
  try {
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Ines Alvarez' }).waitFor();
    await page.getByRole('tab', { name: 'Work' }).click();
    await page.getByText('Show people your work').waitFor();

    // Uploaded artwork: the profile picture's client checks, a pending state, a preview, then the tile shows it.
    await page.getByRole('button', { name: 'Add Portfolio Item' }).click();
    await dialog.getByLabel('Title').fill('Harbour Lights');
    await dialog.getByLabel('Type').selectOption('album');
    await dialog.getByLabel('Date').fill('2024-10-04');
    await dialog.getByLabel('Description').fill('Debut album, recorded live to tape.');
    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToastOverDialog(page, 'Invalid File Type', 'Please select an image file.');
    await choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expectToastOverDialog(page, 'File Too Large', 'Please select an image under 10MB.');
    let releaseUpload;
    const uploadHeld = new Promise((resolve) => (releaseUpload = resolve));
    await page.route('**/api/portfolio/image', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await choose({ name: 'harbour-lights.png', mimeType: 'image/png', buffer: makePng(800, 500, { from: [40, 90, 160], to: [235, 165, 63] }) });
    const uploadingButton = dialog.getByRole('button', { name: 'Uploading...' });
    await uploadingButton.waitFor();
    assert.equal(await uploadingButton.isDisabled(), true);
    assert.equal(await dialog.getByRole('button', { name: 'Add item' }).isDisabled(), true, 'no saving while the image uploads');
    assert.equal(await dialog.getByLabel('Image', { exact: true }).isDisabled(), true);
    releaseUpload();
    const preview = dialog.getByRole('img', { name: 'Image preview' });
    await preview.waitFor();
    await page.unroute('**/api/portfolio/image');
    assert.ok(await preview.evaluate((img) => img.complete && img.naturalWidth > 0), 'the preview loads');
    const uploaded = await dialog.getByLabel('Image', { exact: true }).inputValue();
    assert.match(uploaded, /^\/uploads\/[0-9a-f-]{36}\.webp$/);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Success');
    const artwork = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Harbour Lights' }) })
      .locator('img');
    await artwork.waitFor();
    assert.match(await artwork.getAttribute('src'), new RegExp(`${uploaded}$`));
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await artwork.elementHandle());
    assert.equal((await fetch(`${baseUrl}${uploaded}`)).headers.get('content-type'), 'image/webp');

    // Replacing the artwork removes the old file; deleting the item removes its file.
    await page.getByRole('button', { name: 'Edit Harbour Lights' }).click();
    await dialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await choose({ name: 'harbour-lights-2.png', mimeType: 'image/png', buffer: makePng(640, 400) });
    await page.waitForFunction((previous) => {
      const input = document.querySelector('[role=dialog] input[name=image]');
      return input && input.value !== previous && input.value.startsWith('/uploads/');
    }, uploaded);
    const replacement = await dialog.getByLabel('Image', { exact: true }).inputValue();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Portfolio item updated');
    await page.waitForFunction(
      (src) => [...document.querySelectorAll('main img')].some((img) => img.getAttribute('src')?.endsWith(src) && img.naturalWidth > 0),
      replacement,
    );
    assert.equal((await fetch(`${baseUrl}${uploaded}`)).status, 404, 'the replaced artwork is gone');
    await page.getByRole('button', { name: 'Delete Harbour Lights' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Portfolio item deleted');
    assert.equal((await fetch(`${baseUrl}${replacement}`)).status, 404, "the deleted item's artwork is gone");
    await page.getByText('Show people your work').waitFor();

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
