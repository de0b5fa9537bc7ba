// The moderator of the browser lane (docs/product-rules.md#staff): one dedicated account, registered by run.mjs first thing on a fresh
// server (member 1 there, which it names in MODERATORS and MARKETPLACE_MODERATORS, and in ADVERTISING_STAFF: the advertising specs'
// partnerships team). Against a server started by hand (E2E_BASE_URL), start it on a fresh data dir with MODERATORS=1
// MARKETPLACE_MODERATORS=1 ADVERTISING_STAFF=1: run.mjs registers the account the same way before any spec, and a later
// run signs in to it.
import { PASSWORD } from './identity.mjs';

export const MODERATOR = { username: 'stave.moderator', email: 'moderator@example.test', password: PASSWORD, name: 'Morgan Moderator' };

async function request(baseUrl, method, path, token, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

async function call(baseUrl, method, path, token, body) {
  const { status, json } = await request(baseUrl, method, path, token, body);
  if (status >= 400) throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

// Registers the moderator's account, or signs in to it when a run before this one did: { token, user, email, password }.
export async function ensureModerator(baseUrl) {
  const { username, email, password, name } = MODERATOR;
  const registered = await request(baseUrl, 'POST', '/api/register', undefined, { username, email, password, name, type: 'other', location: 'London' });
  const answer = registered.status === 201 ? registered : await request(baseUrl, 'POST', '/api/login', undefined, { email, password });
  if (answer.status >= 400 || !answer.json?.token) {
    throw new Error(`the e2e moderator could neither register (${registered.status}) nor sign in (${answer.status}): ${JSON.stringify(answer.json)}`);
  }
  return { token: answer.json.token, user: answer.json.user, email, password };
}

// The moderator, signed in, checked to moderate: a spec that needs one fails with the reason when the server
// was started without naming it.
export async function signedInModerator(baseUrl) {
  const member = await ensureModerator(baseUrl);
  const role = await request(baseUrl, 'GET', '/api/moderation/me', member.token);
  if (role.json?.moderator !== true) {
    throw new Error(
      `the e2e moderator (member ${member.user.id}) does not moderate (${role.status} ${JSON.stringify(role.json)}): start Stave on a fresh data dir with MODERATORS=${member.user.id}, as e2e/run.mjs does`,
    );
  }
  return member;
}

// A report through the API (`path`: the item's report route, e.g. /api/posts/12/report).
export const report = (baseUrl, member, path, body) => call(baseUrl, 'POST', path, member.token, body);

// The open case about `subject` (of `kind`), once the report has reached the queue (through an event).
export async function waitForCase(baseUrl, moderator, { subject, kind }) {
  for (let attempt = 0; ; attempt++) {
    const { cases } = await call(baseUrl, 'GET', `/api/moderation/cases?status=open&kind=${kind}&limit=50`, moderator.token);
    const found = cases.find((entry) => entry.subject.id === subject.user.id);
    if (found) return found;
    if (attempt >= 50) throw new Error(`no open ${kind} case about member ${subject.user.id} reached the queue`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// `reporter` reports `member`, and the moderator suspends them for `days`; their sessions end.
export async function suspendMember(baseUrl, { moderator, reporter, member, days = 3, notes = null }) {
  await report(baseUrl, reporter, `/api/users/${member.user.id}/report`, { reason: 'harassment', details: 'Abusive messages' });
  const found = await waitForCase(baseUrl, moderator, { subject: member, kind: 'member' });
  return call(baseUrl, 'POST', `/api/moderation/cases/${found.id}/decision`, moderator.token, { action: 'suspend', days, notes });
}

// A suspended or banned member signing in: their token reaches only their standing, its appeal and sign-out.
export async function restrictedSignIn(baseUrl, member) {
  const answer = await call(baseUrl, 'POST', '/api/login', undefined, { email: member.email, password: member.password });
  if (answer.restricted !== true) throw new Error(`member ${member.user.id} signed in unrestricted`);
  return { ...member, token: answer.token, user: answer.user };
}

// For openApp({ member }) with a restricted token: the app knows it from the sign-in, so the page starts with it.
export async function markRestricted(context, member) {
  await context.addInitScript((token) => window.localStorage.setItem('stave:restricted-token', token), member.token);
}
