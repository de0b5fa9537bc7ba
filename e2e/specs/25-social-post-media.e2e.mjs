import assert from 'node:assert/strict';
import { expectToast, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { makePng } from '../lib/png.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: post media — attach an image (preview, remove), post a WAV that plays from /media with ranges, client-side size check, a disguised file refused by the server; screenshots on desktop and 360 px';

// One second of silent 16-bit mono PCM: a real WAV the server's probe accepts.
function silentWav(seconds = 1, rate = 8000) {
  const data = seconds * rate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

async function openComposer(page) {
  const composer = page.getByTestId('post-composer');
  await composer.getByRole('button', { name: /^What's on your mind/ }).click();
  return composer;
}

export async function run({ browser, baseUrl, screenshot }) {
  const lena = await socialMember(baseUrl, {
    name: 'Lena Brooks',
    type: 'producer',
    location: 'Glasgow, UK',
    picture: { from: [99, 102, 241], to: [28, 31, 46] },
  });
  await settleAchievements(baseUrl, lena);
  const app = await openApp(browser, baseUrl, {
    member: lena,
    reducedMotion: 'reduce',
    expected: [{ status: 415, path: /^\/api\/posts\/media$/ }],
  });
  try {
    const { page } = app;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back Lena!' }).waitFor();
    let composer = await openComposer(page);
    const input = composer.getByTestId('post-media-input');
    assert.equal(await input.getAttribute('accept'), 'image/*,audio/*,video/*');

    // An image: uploaded at once, previewed, and removable before posting.
    const uploads = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/posts/media' && uploads.push(r.url()));
    await input.setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: makePng(1200, 800) });
    const attachment = composer.getByTestId('post-attachment');
    await attachment.and(page.locator('[data-state=ready]')).waitFor();
    await attachment.getByRole('img', { name: 'Preview of studio.png' }).waitFor();
    await attachment.getByRole('button', { name: 'Remove attachment' }).click();
    await attachment.waitFor({ state: 'detached' });
    assert.equal(uploads.length, 1);

    // Too large for its kind: refused here with the contract's text, nothing uploaded.
    await input.setInputFiles({ name: 'album.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(20 * 1024 * 1024 + 1) });
    await expectToast(page, 'File Too Large');
    await page.getByText('Audio files can be at most 20MB.', { exact: true }).waitFor();
    assert.equal(uploads.length, 1, 'a file over the limit is not sent');

    // A page renamed .mp3: the server reads the bytes and refuses it.
    await input.setInputFiles({ name: 'track.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await expectToast(page, 'Upload Failed');
    await page.getByText('Invalid file type', { exact: true }).waitFor();
    await attachment.waitFor({ state: 'detached' });

    // A WAV: Post waits for the upload, then the card plays it from /media.
    await composer.getByRole('textbox').fill('Rough mix of the new single #WorkInProgress');
    await input.setInputFiles({ name: 'rough-mix.wav', mimeType: 'audio/wav', buffer: silentWav(2) });
    await attachment.and(page.locator('[data-state=ready]')).waitFor();
    await attachment.getByText('0:02').waitFor();
    await composer.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80 }));
    await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    await settleForScreenshot(page);
    await screenshot(page, 'social-post-composer-media', { clip: { x: 0, y: 0, width: 1440, height: 640 } });
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Posted!');
    await attachment.waitFor({ state: 'detached' });
    const audioPost = page.getByTestId('post-card').filter({ hasText: 'Rough mix of the new single' });
    const audio = audioPost.locator('audio[data-testid=post-media]');
    await audio.waitFor();
    assert.equal(await audio.getAttribute('aria-label'), 'Audio shared by Lena Brooks');
    const src = await audio.evaluate((el) => el.currentSrc || el.src);
    assert.match(new URL(src).pathname, /^\/media\/[0-9a-f-]{36}\.wav$/);
    const ranged = await page.request.get(src, { headers: { range: 'bytes=0-43' } });
    assert.equal(ranged.status(), 206);
    assert.equal(ranged.headers()['content-type'], 'audio/wav');
    assert.equal((await ranged.body()).subarray(0, 4).toString(), 'RIFF');
    await page.waitForFunction((el) => el.readyState >= 1 && Math.round(el.duration) === 2, await audio.elementHandle());

    // An image post too, for the screenshots.
    composer = await openComposer(page);
    await composer.getByRole('textbox').fill('Desk set up for tonight’s session');
    await composer
      .getByTestId('post-media-input')
      .setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: makePng(1600, 900, { from: [235, 165, 63], to: [99, 102, 241] }) });
    await composer.getByTestId('post-attachment').and(page.locator('[data-state=ready]')).waitFor();
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Posted!');
    const imagePost = page.getByTestId('post-card').filter({ hasText: 'Desk set up' });
    const image = imagePost.getByRole('img', { name: 'Image shared by Lena Brooks' });
    await image.waitFor();
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await image.elementHandle());
    assert.equal(await image.evaluate((el) => el.naturalWidth), 1600, 'kept within 2048 px, not enlarged');

    // 'First Post' is earned on the way; dismissed so it doesn't cover the pictures.
    const panel = page.getByTestId('achievement-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Dismiss achievement' }).click();
    await panel.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {});
    const showFromTop = async (locator) => {
      await locator.evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80 }));
      await settleForScreenshot(page);
    };
    await showFromTop(imagePost);
    await screenshot(page, 'social-post-media');

    await page.setViewportSize({ width: 360, height: 800 });
    await showFromTop(imagePost);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true, 'no sideways scroll at 360 px');
    await screenshot(page, 'social-post-media-mobile');

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
