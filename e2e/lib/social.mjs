// Helpers for the social specs (20-*): posts, follows and connections made straight through the
// API, so a spec can set the scene quickly and then check what the screens show.
/* global FormData, Blob */
import { registerMember, patchProfile, uniqueName } from './identity.mjs';
import { makePng } from './png.mjs';

async function call(baseUrl, method, path, token, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  return { status: res.status, json, headers: res.headers };
}

async function ok(baseUrl, method, path, token, body) {
  const answer = await call(baseUrl, method, path, token, body);
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

export const createPost = (baseUrl, member, content, type = 'update') => ok(baseUrl, 'POST', '/api/posts', member.token, { content, type });
export const likePost = (baseUrl, member, postId) => ok(baseUrl, 'POST', `/api/posts/${postId}/like`, member.token);
export const commentOn = (baseUrl, member, postId, content) => ok(baseUrl, 'POST', `/api/posts/${postId}/comments`, member.token, { content });
export const follow = (baseUrl, member, userId) => ok(baseUrl, 'POST', `/api/users/${userId}/follow`, member.token);
export const homeFeed = (baseUrl, member) => ok(baseUrl, 'GET', '/api/posts', member.token);
export const sendConnectionRequest = (baseUrl, member, receiverId) =>
  ok(baseUrl, 'POST', '/api/connections', member.token, { receiverId, message: "Hi! I'd like to connect with you on Stave." });

// Whether the other engineer's network routes answer yet (they 404 until apps/social ships them).
export async function networkRoutesAvailable(baseUrl, member) {
  const probes = ['/api/connections', '/api/connection-requests/received', '/api/user/network-stats', '/api/notifications/unread-count'];
  for (const path of probes) {
    const { status } = await call(baseUrl, 'GET', path, member.token);
    if (status === 404) return false;
  }
  return true;
}

// Routes a spec may see answer 404 while the social network endpoints are being built; used as
// openApp({ expected }) so the lane stays honest about everything else.
export const PENDING_SOCIAL_ROUTES = [
  /^\/api\/connections$/,
  /^\/api\/connection-requests\/(sent|received)$/,
  /^\/api\/user\/(network-)?stats$/,
  /^\/api\/users\/recommendations$/,
  /^\/api\/notifications(\/unread-count)?$/,
  /^\/api\/achievements\/(unviewed|check)$/,
].map((path) => ({ status: 404, path }));

async function upload(baseUrl, token, png) {
  const form = new FormData();
  form.append('profileImage', new Blob([png], { type: 'image/png' }), 'avatar.png');
  const res = await fetch(`${baseUrl}/api/user/profile-picture`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`profile picture answered ${res.status}`);
}

// A member with a filled-in profile (and optionally a picture), for cards worth looking at.
export async function socialMember(baseUrl, { name, type = 'musician', location = null, bio = null, skills = [], genres = [], picture = null }) {
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
  const member = await registerMember(baseUrl, { username: uniqueName(`${handle}.`, 2), name, type, ...(location ? { location } : {}) });
  const patch = { skills, genres, ...(bio ? { bio } : {}), ...(location ? { location } : {}) };
  await patchProfile(baseUrl, member.token, patch);
  if (picture) await upload(baseUrl, member.token, makePng(320, 320, picture));
  const me = await ok(baseUrl, 'GET', '/api/user', member.token);
  return { ...member, user: me };
}

export async function fetchJson(baseUrl, path, member) {
  return call(baseUrl, 'GET', path, member?.token);
}

// Awards what can be derived now (founding member, profile complete…) and marks every unviewed
// achievement seen, so the 'Achievement Unlocked!' panel stays out of a screenshot. Awards also
// arrive from events (registration, profile updates), so it repeats until a quiet round.
export async function settleAchievements(baseUrl, member, { quietMs = 600, maxMs = 5000 } = {}) {
  const deadline = Date.now() + maxMs;
  let total = 0;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await ok(baseUrl, 'POST', '/api/achievements/check', member.token);
    const unviewed = await ok(baseUrl, 'GET', '/api/achievements/unviewed', member.token);
    for (const achievement of unviewed) await ok(baseUrl, 'POST', `/api/achievements/${achievement.id}/mark-viewed`, member.token);
    total += unviewed.length;
    if (unviewed.length > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return total;
}

// Connects two members the way the product does: a request, then the receiver accepts it.
export async function connect(baseUrl, sender, receiver) {
  const request = await sendConnectionRequest(baseUrl, sender, receiver.user.id);
  await ok(baseUrl, 'PUT', `/api/connection-requests/${request.id}/accept`, receiver.token);
  return request;
}
