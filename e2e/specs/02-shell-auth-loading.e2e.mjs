import assert from 'node:assert/strict';
import { openPage } from '../lib/shell.mjs';

export const name = 'shell: auth loading screen, then a rejected token is cleared and the simple login shows';

export async function run({ browser, baseUrl }) {
  const session = await openPage(browser, baseUrl);
  const { page, context } = session;
  try {
    // A stale token with no stored user: the app must ask the server before deciding.
    await context.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e:seeded')) {
        window.localStorage.setItem('authToken', 'stale-token');
        window.sessionStorage.setItem('e2e:seeded', '1');
      }
    });
    const seen = [];
    await page.route('**/api/user', async (route) => {
      seen.push(route.request().headers());
      await new Promise((r) => setTimeout(r, 2000));
      await route.fulfill({ status: 401, json: { message: 'Invalid or expired token' } });
    });

    await page.goto('/');
    await page.getByText('Loading Stave...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();

    assert.ok(seen.length >= 1, 'GET /api/user was called');
    assert.equal(seen[0].authorization, 'Bearer stale-token');
    assert.equal(seen[0]['x-auth-token'], 'stale-token');
    const stored = await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]);
    assert.deepEqual(stored, [null, null], 'a 401 on the session check clears token and user');
    session.assertNoErrors();
  } finally {
    await session.close();
  }
}
