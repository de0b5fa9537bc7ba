import assert from 'node:assert/strict';
import { openPage } from '../lib/shell.mjs';

export const name = 'shell: signed-out landing loads cleanly on every signed-out path';

export async function run({ browser, baseUrl, screenshot }) {
  const session = await openPage(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
  const { page } = session;
  try {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: /Where the UK music industry works together/ });
    await hero.waitFor();
    assert.equal(await page.title(), 'Stave · The professional network for the UK music industry');
    assert.match(await page.evaluate(() => document.documentElement.className), /\blight\b/);

    const header = page.getByRole('banner');
    assert.equal(await header.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/login');
    assert.equal(await header.getByRole('link', { name: 'Join Stave' }).getAttribute('href'), '/register');
    for (const audience of ['Musicians', 'Producers', 'Sound engineers', 'Record labels', 'Venues', 'Educators', 'Manufacturers']) {
      await page.getByRole('heading', { level: 3, name: audience, exact: true }).waitFor();
    }
    // Plans come from @stave/contracts PLANS.
    await page.getByText('£14.99', { exact: true }).waitFor();
    await page.getByText('£24.99', { exact: true }).waitFor();

    await page.waitForLoadState('load');
    await screenshot(page, 'shell-landing-light', { fullPage: true });

    // Keyboard: the first Tab lands on the skip link, which is then visible.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
    // It slides into view (a short transition) once focused.
    await skip.evaluate(
      (el) =>
        new Promise((done, fail) => {
          const deadline = Date.now() + 2000;
          const check = () => {
            if (el.getBoundingClientRect().top >= 0) return done();
            if (Date.now() > deadline) return fail(new Error('the focused skip link stayed off screen'));
            window.requestAnimationFrame(check);
          };
          check();
        }),
    );

    // The favicon resolves (no 404 for /favicon.ico either).
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const res = await page.request.get(path);
      assert.equal(res.status(), 200, `${path} answers 200`);
    }

    // Spec §2: signed out, unknown paths and the auth paths show the landing.
    for (const [path, title] of [
      ['/some/unknown/path', 'Stave · The professional network for the UK music industry'],
      ['/login', 'Sign in · Stave'],
      ['/auth', 'Sign in · Stave'],
      ['/register', 'Join Stave · The professional network for the UK music industry'],
      ['/simple-login', 'Stave · The professional network for the UK music industry'],
    ]) {
      await page.goto(path);
      await hero.waitFor();
      assert.equal(await page.title(), title, `title on ${path}`);
      assert.equal(await page.getByText('Page Not Found').count(), 0, `${path} is not a 404 when signed out`);
    }

    session.assertNoErrors();
  } finally {
    await session.close();
  }
}
