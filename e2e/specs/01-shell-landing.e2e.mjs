import assert from 'node:assert/strict';
import { openPage } from '../lib/shell.mjs';

export const name = 'shell: signed-out routes (docs/web.md#screens): simple login at / and unknown paths, landing/auth screen at /auth and /login';

export async function run({ browser, baseUrl, screenshot }) {
  const session = await openPage(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
  const { page } = session;
  try {
    await page.goto('/auth');
    const hero = page.getByRole('heading', { level: 1, name: /Where the UK music industry works together/ });
    await hero.waitFor();
    assert.equal(await page.title(), 'Sign in · Stave');
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

    // Scripts arrive compressed (the build's .br/.gz copies): the entry chunk is ~294 KB as written.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
    );
    const largest = scripts.reduce((a, b) => (b.decoded > a.decoded ? b : a));
    assert.ok(largest.decoded > 100_000, `the entry chunk is ${largest.decoded} bytes`);
    assert.ok(largest.encoded < largest.decoded / 2.5, `${largest.name} went out as ${largest.encoded} of ${largest.decoded} bytes`);

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

    // Signed out: / and /simple-login (and anything unknown) show the simple login;
    // /login and /auth the landing/auth screen; /register the simple registration screen.
    const simpleLogin = page.getByRole('heading', { level: 1, name: 'Welcome back' });
    const simpleRegister = page.getByRole('heading', { level: 1, name: 'Create your account' });
    for (const [path, heading, title] of [
      ['/', simpleLogin, 'Sign in · Stave'],
      ['/simple-login', simpleLogin, 'Sign in · Stave'],
      ['/some/unknown/path', simpleLogin, 'Sign in · Stave'],
      ['/login', hero, 'Sign in · Stave'],
      ['/auth', hero, 'Sign in · Stave'],
      ['/register', simpleRegister, 'Join Stave · The professional network for the UK music industry'],
    ]) {
      await page.goto(path);
      await heading.waitFor();
      assert.equal(await page.title(), title, `title on ${path}`);
      assert.equal(await page.getByText('Page Not Found').count(), 0, `${path} is not a 404 when signed out`);
    }

    session.assertNoErrors();
  } finally {
    await session.close();
  }
}
