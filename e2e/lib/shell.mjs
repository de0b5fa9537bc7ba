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

// What an empty network looks like to the signed-in frame (see openPage).
function emptySocialAnswer(pathname) {
  if (pathname === '/api/user/stats') return { connections: 0, activeJobs: 0, upcomingEvents: 0, messages: 0 };
  if (pathname === '/api/user/network-stats') return { connections: 0, following: 0, followers: 0 };
  if (pathname === '/api/notifications/unread-count' || pathname === '/api/messages/unread-count') return { count: 0 };
  if (pathname === '/api/jobs/usage') return { currentCount: 0, limit: 5 };
  if (pathname === '/api/events/calendar-feed') return { active: false, createdAt: null };
  // The mobile menu and the profile ask once whether the member moderates (docs/search.md).
  if (pathname === '/api/moderation/me') return { moderator: false };
  // ... and whether they are on the partnerships team, who work the advertising inquiries (docs/advertising.md).
  if (pathname === '/api/advertising/me') return { staff: false, team: [] };
  // ... and whether they have VIP support or are on the support team (docs/support.md): a free member, neither.
  if (pathname === '/api/support/me') return { vip: false, agent: false, team: [] };
  if (
    /^\/api\/(posts(\/(trending|hashtags|saved|user\/\d+))?|connections|connection-requests\/(sent|received)|notifications|achievements(\/unviewed)?|users\/recommendations|messages\/conversations|jobs(\/(saved|locations|applications\/mine))?|events(\/featured)?|collaborations(\/genres)?)$/.test(
      pathname,
    )
  )
    return [];
  return undefined;
}

// Chrome logs every non-2xx response as a console error. The session check of a stored token
// (GET /api/user → 401 for a rejected one, or 404/5xx while identity is not deployed) is expected, not a defect.
function isExpectedResourceError(message, allowed) {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = message.location()?.url ?? '';
  return /\/api\/user(\?|$)/.test(url) || allowed.some((pattern) => pattern.test(url));
}

// Every Content-Security-Policy violation the page reports (an inline script, an eval probe) goes to `onViolation`.
export async function watchCsp(context, onViolation) {
  await context.exposeBinding('__e2eCspViolation', (_source, text) => onViolation(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__e2eCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

// A visitor has no session to check: GET /api/user without a token only provokes a 401 (the session check asks the server to
// re-validate a stored token).
export function isTokenlessSessionCheck(request) {
  const headers = request.headers();
  return new URL(request.url()).pathname === '/api/user' && !headers.authorization && !headers['x-auth-token'];
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
  await watchCsp(context, (violation) => errors.push(`csp: ${violation}`));
  page.on('request', (request) => {
    if (isTokenlessSessionCheck(request)) errors.push('a tokenless GET /api/user');
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() >= 400 && !path.startsWith('/api/')) failedResponses.push(`${response.status()} ${path}`);
  });

  const session = { signedIn, authHeaders: [] };
  if (signedIn) {
    // The fake member is not a real account, so the signed-in frame's background reads (feed,
    // dashboard counters, notifications, achievements) are answered here as empty, like
    // /api/user below; a real server would answer the fake token 401 and end the session.
    // Registered first, so the specific routes below and in the specs take precedence.
    await page.route('**/api/**', (route) => {
      const { pathname } = new URL(route.request().url());
      const answer = route.request().method() === 'GET' ? emptySocialAnswer(pathname) : undefined;
      return answer === undefined ? route.fallback() : route.fulfill({ status: 200, json: answer, headers: { 'x-total-count': '0' } });
    });
    // Its live socket too: a ticket, and a /ws that says ready and then stays quiet.
    await page.route('**/api/realtime/ticket', (route) => route.fulfill({ status: 201, json: { ticket: 'e2e-shell-ticket', expiresInSeconds: 30 } }));
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => socket.send(JSON.stringify({ type: 'ready', data: { memberId: FAKE_USER.id } })));
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
