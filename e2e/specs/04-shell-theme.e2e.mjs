import assert from 'node:assert/strict';
import { htmlClass, openPage } from '../lib/shell.mjs';

export const name = 'shell: theme toggle switches to dark, persists across reload, follows the system';

async function chooseTheme(page, label) {
  await page.getByRole('banner').getByRole('button', { name: 'Change theme' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

export async function run({ browser, baseUrl, screenshot }) {
  const session = await openPage(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
  const { page } = session;
  try {
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.match(await htmlClass(page), /\blight\b/, 'light by default');
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), null);

    await chooseTheme(page, 'Dark');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    assert.doesNotMatch(await htmlClass(page), /\blight\b/);
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), 'dark');

    // Persisted, and applied by public/theme-init.js before the app renders.
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.match(await htmlClass(page), /\bdark\b/, 'dark before first paint after reload');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.match(await htmlClass(page), /\bdark\b/);
    await page.waitForLoadState('load');
    await page.getByText('£24.99', { exact: true }).waitFor(); // the below-the-fold sections load on demand
    await screenshot(page, 'shell-landing-dark', { fullPage: true });

    // System follows the OS preference, live.
    await chooseTheme(page, 'System');
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), 'system');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

    await chooseTheme(page, 'Light');
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    assert.equal(await page.evaluate(() => localStorage.getItem('vite-ui-theme')), 'light');
    session.assertNoErrors();
  } finally {
    await session.close();
  }
}
