import assert from 'node:assert/strict';
import { FAKE_TOKEN, openPage } from '../lib/shell.mjs';

export const name = 'shell: signed-in unknown path shows the 404 page and Go Home returns to /';

export async function run({ browser, baseUrl, screenshot }) {
  const session = await openPage(browser, baseUrl, {
    signedIn: true,
    viewport: { width: 1440, height: 900 },
    allowResourceErrors: [/\/api\/users\/17$/],
  });
  const { page } = session;
  try {
    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist.").waitFor();
    assert.equal(await page.title(), 'Page Not Found · Stave');

    // The fixed top navigation, with the avatar initials of the username.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'My Network', 'Messages', 'Jobs', 'Events', 'Marketplace']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'Me', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Me', exact: true }).getByText('AD', { exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Upgrade' }).getAttribute('href'), '/subscription');

    // The session check sent the stored token both ways (Authorization and X-Auth-Token; docs/api.md).
    assert.ok(session.session.authHeaders.length >= 1, 'GET /api/user was called');
    assert.deepEqual(session.session.authHeaders[0], { authorization: `Bearer ${FAKE_TOKEN}`, xAuthToken: FAKE_TOKEN });

    await page.waitForLoadState('load');
    await screenshot(page, 'shell-404');

    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back Ada!' }).waitFor();
    const remembered = await page.evaluate(() => sessionStorage.getItem('stave:last-path'));
    assert.notEqual(remembered, '/this/page/does-not-exist', 'Go Home cleared the remembered 404 path');

    // A couple of real routes render their page inside the layout.
    await nav.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Jobs', exact: true }).getAttribute('aria-current'), 'page');
    // The public profile route renders inside the layout (identity answered here: no member 17).
    await page.route('**/api/users/17', (route) => route.fulfill({ status: 404, json: { message: 'User not found', code: 'NOT_FOUND' } }));
    await page.goto('/user/17');
    await page.getByRole('heading', { level: 1, name: 'User not found' }).waitFor();

    session.assertNoErrors();
  } finally {
    await session.close();
  }
}
