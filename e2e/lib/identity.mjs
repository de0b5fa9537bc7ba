// Helpers for the identity specs (10-*): real members made through the API, pages that record
// console errors (allowing the API answers a spec expects), and small DOM checks.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { isTokenlessSessionCheck, watchCsp } from './shell.mjs';

export const PASSWORD = 'correct horse battery staple';

export function uniqueName(prefix, bytes = 4) {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}

async function post(baseUrl, path, body, token) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

// A member registered straight through the API (faster than the form, for the "other" member).
export async function registerMember(baseUrl, overrides = {}) {
  const username = overrides.username ?? uniqueName('member');
  const body = {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    type: 'musician',
    name: 'Test Member',
    ...overrides,
  };
  const { token, user } = await post(baseUrl, '/api/register', body);
  return { token, user, email: body.email, password: body.password };
}

export async function patchProfile(baseUrl, token, patch) {
  const res = await fetch(`${baseUrl}/api/user/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(patch),
  });
  if (!res.ok) throw new Error(`PATCH /api/user/profile answered ${res.status}`);
  return res.json();
}

export async function addProfileItem(baseUrl, token, area, body) {
  return post(baseUrl, `/api/${area}`, body, token);
}

export async function createReferral(baseUrl, token, email) {
  return post(baseUrl, '/api/referrals', { email }, token);
}

// Chrome logs every non-2xx response as a console error. `expected` lists the API answers a
// spec provokes on purpose (e.g. 401 for a wrong password); anything else fails the spec.
// The session check of a stored token that is no longer good (GET /api/user → 401) is always expected; a visitor's
// page asking at all, without a token, fails the spec, and so does any CSP violation.
export async function openApp(browser, baseUrl, { expected = [], member = null, ...contextOptions } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme: 'light', viewport: { width: 1440, height: 900 }, ...contextOptions });
  if (member) {
    await context.addInitScript(
      ([token, user]) => {
        if (!window.sessionStorage.getItem('e2e:seeded')) {
          window.localStorage.setItem('authToken', token);
          window.localStorage.setItem('user', JSON.stringify(user));
          window.sessionStorage.setItem('e2e:seeded', '1');
        }
      },
      [member.token, member.user],
    );
  }
  const page = await context.newPage();
  const allowed = [{ status: 401, path: /^\/api\/user$/ }, ...expected];
  const apiFailures = [];
  const errors = [];
  await watchCsp(context, (violation) => errors.push(`csp: ${violation}`));
  page.on('request', (request) => {
    if (isTokenlessSessionCheck(request)) errors.push('a tokenless GET /api/user');
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400) return;
    const ok = allowed.some((rule) => rule.status === response.status() && rule.path.test(url.pathname));
    if (!ok) errors.push(`unexpected ${response.status()} ${response.request().method()} ${url.pathname}`);
    apiFailures.push(
      `${response.status()} ${response.request().method()} ${url.pathname}${response.request().headers().authorization ? ' (with a token)' : ''}`,
    );
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Resource errors are judged by the response listener above.
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Stored markup must never run: an injected alert() would open a dialog (docs/reliability.md#stored-xss).
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // No API answer ever carries a hash, a reset-token hash or a Stripe id (docs/reliability.md#excessive-exposure).
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const text = await response.text().catch(() => '');
    if (/"(password|password_?hash|resetToken\w*|token_hash|stripe(Customer|Subscription)Id)"\s*:|\$argon2/i.test(text)) {
      errors.push(`secret field in ${response.request().method()} ${url.pathname}`);
    }
  });
  return {
    context,
    page,
    assertNoErrors() {
      assert.deepEqual(errors, [], 'the page logged errors or got unexpected API failures');
    },
    // For a wait that timed out: where the page was and what it had logged, so a red run says why.
    async explain(error) {
      const headings = await page
        .locator('h1')
        .allTextContents()
        .catch(() => []);
      return new Error(
        `${error.message}\n  at ${page.url()}, h1 ${JSON.stringify(headings)}; errors so far: ${JSON.stringify(errors)}; refused calls: ${JSON.stringify(apiFailures)}`,
        { cause: error },
      );
    },
    close: () => context.close(),
  };
}

export async function hasHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

// The single toast region: one toast at a time, a new one replaces the old.
export async function expectToast(page, title) {
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor();
}

// A toast raised while a modal dialog is open: the dialog hides the rest of the page, the toast
// region with it, from assistive technology (Radix reads the toast out through its own live region
// instead), so it is found on screen rather than by role.
export async function expectToastOverDialog(page, title, description) {
  const toast = page.locator('[data-slot="toast-viewport"] li').filter({ hasText: title });
  await toast.getByText(title, { exact: true }).first().waitFor();
  if (description) await toast.getByText(description, { exact: true }).first().waitFor();
}

// Screenshots without a caret, focus ring or toast caught mid-animation.
export async function settleForScreenshot(page) {
  await page.evaluate(() => {
    const active = document.activeElement;
    if (active && typeof active.blur === 'function') active.blur();
  });
  await page.waitForTimeout(250);
}

// The theme a new page starts in (local storage key vite-ui-theme).
export async function useTheme(context, theme) {
  await context.addInitScript((value) => window.localStorage.setItem('vite-ui-theme', value), theme);
}
