// Helpers shared by the shell specs: a page that records console/page errors, a signed-in
// session faked at the browser edge, and small waiting assertions.
import assert from 'node:assert/strict';

export const FAKE_TOKEN = 'e2e-shell-token';
export const FAKE_USER = {
  id: 4242,
  username: 'ada_lovelace',
  email: 'ada@example.test',
  name: 'Ada Lovelace',
  type: 'producer',
  profileImage: null,
  subscriptionTier: 'free',
};

// Chrome logs every non-2xx response as a console error. The signed-out session probe
// (GET /api/user → 401, or 404/5xx while identity is not deployed) is expected, not a defect.
function isExpectedResourceError(message, allowed) {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = message.location()?.url ?? '';
  return /\/api\/user(\?|$)/.test(url) || allowed.some((pattern) => pattern.test(url));
}

export async function openPage(browser, baseUrl, options = {}) {
  // allowResourceErrors: URL patterns of API answers a spec provokes on purpose (e.g. a 404).
  const { signedIn = false, apiUserDelayMs = 0, allowResourceErrors = [], ...contextOptions } = options;
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme: 'light', ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  const failedResponses = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedResourceError(message, allowResourceErrors)) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() >= 400 && !path.startsWith('/api/')) failedResponses.push(`${response.status()} ${path}`);
  });

  const session = { signedIn, authHeaders: [] };
  if (signedIn) {
    await context.addInitScript(
      ([token, user]) => {
        if (!window.sessionStorage.getItem('e2e:seeded')) {
          window.localStorage.setItem('authToken', token);
          window.localStorage.setItem('user', JSON.stringify(user));
          window.sessionStorage.setItem('e2e:seeded', '1');
        }
      },
      [FAKE_TOKEN, FAKE_USER],
    );
    // The shell's own test: identity is not part of it, so /api/user is answered here.
    await page.route('**/api/user', async (route) => {
      const headers = route.request().headers();
      session.authHeaders.push({ authorization: headers.authorization, xAuthToken: headers['x-auth-token'] });
      if (apiUserDelayMs) await new Promise((r) => setTimeout(r, apiUserDelayMs));
      if (!session.signedIn) return route.fulfill({ status: 401, json: { message: 'Access token required' } });
      return route.fulfill({ status: 200, json: FAKE_USER });
    });
    await page.route('**/api/logout', async (route) => {
      session.signedIn = false;
      await route.fulfill({ status: 200, json: { message: 'Logged out' } });
    });
  }

  return {
    context,
    page,
    session,
    assertNoErrors() {
      assert.deepEqual(errors, [], 'the page logged errors');
      assert.deepEqual(failedResponses, [], 'some non-API requests failed');
    },
    close: () => context.close(),
  };
}

export async function hasHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

export async function htmlClass(page) {
  return page.evaluate(() => document.documentElement.className);
}
