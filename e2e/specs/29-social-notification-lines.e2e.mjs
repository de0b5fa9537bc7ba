import assert from 'node:assert/strict';
import { openApp, registerMember, settleForScreenshot } from '../lib/identity.mjs';
import { commentOn, createPost, fetchJson, likePost, sendConnectionRequest, settleAchievements } from '../lib/social.mjs';

export const name =
  "social: the bell groups a post's likes and comments into one line that names the post ('Ben Ng and 10 others liked your post “…”'); an answered request no longer says 'wants to connect', a withdrawn one is gone (screenshot)";

async function as(baseUrl, member, method, path) {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${member.token}` } });
  assert.ok(res.ok, `${method} ${path} answered ${res.status}`);
}

export async function run({ browser, baseUrl, screenshot }) {
  const jo = await registerMember(baseUrl, { name: 'Jo Whitfield', type: 'producer' });
  const likers = [];
  for (let i = 1; i <= 10; i += 1) likers.push(await registerMember(baseUrl, { name: `Fan ${i}` }));
  const ben = await registerMember(baseUrl, { name: 'Ben Ng' });
  const cat = await registerMember(baseUrl, { name: 'Cat Ray' });
  const [declined, withdrawn, waiting] = [
    await registerMember(baseUrl, { name: 'Dee Clined' }),
    await registerMember(baseUrl, { name: 'Will Drawn' }),
    await registerMember(baseUrl, { name: 'Wendy Waits' }),
  ];

  const post = await createPost(baseUrl, jo, 'First line of the post, which goes on a while\nand a second line nobody quotes');
  for (const fan of likers) await likePost(baseUrl, fan, post.id);
  await likePost(baseUrl, ben, post.id);
  await commentOn(baseUrl, likers[0], post.id, 'Loved it');
  await commentOn(baseUrl, cat, post.id, 'Same here');

  const fromDee = await sendConnectionRequest(baseUrl, declined, jo.user.id);
  const fromWill = await sendConnectionRequest(baseUrl, withdrawn, jo.user.id);
  await sendConnectionRequest(baseUrl, waiting, jo.user.id);
  await as(baseUrl, jo, 'PUT', `/api/connection-requests/${fromDee.id}/decline`);
  await as(baseUrl, withdrawn, 'DELETE', `/api/connection-requests/${fromWill.id}`);
  await settleAchievements(baseUrl, jo);

  // The consumer settles the lines as the events arrive.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const lines = (await fetchJson(baseUrl, '/api/notifications', jo)).json;
    const settled = lines.some((n) => n.message.startsWith('You declined')) && !lines.some((n) => n.message.startsWith('Will Drawn'));
    if ((settled && lines.find((n) => n.type === 'like')?.count === 11) || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  const app = await openApp(browser, baseUrl, { member: jo, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const { page } = app;
  try {
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await bell.getByTestId('notification-badge').waitFor();
    await bell.click();
    const items = page.getByTestId('notification-item');
    await items.first().waitFor();
    const lines = await items.evaluateAll((nodes) => nodes.map((n) => n.querySelector('span.text-sm')?.textContent ?? ''));

    // Eleven likes, one line, the post named by its first words.
    const likeLines = lines.filter((l) => l.includes('liked your post'));
    assert.deepEqual(likeLines, ['Ben Ng and 10 others liked your post “First line of the post, which goes on a…”'], lines.join(' | '));
    assert.deepEqual(
      lines.filter((l) => l.includes('commented on your post')),
      ['Cat Ray and 1 other commented on your post “First line of the post, which goes on a…”'],
    );
    // Requests: the declined one says so; the withdrawn one is gone; only the open one asks.
    assert.ok(lines.includes("You declined Dee Clined's connection request"), lines.join(' | '));
    assert.equal(lines.filter((l) => l.includes('wants to connect')).length, 1, lines.join(' | '));
    assert.ok(lines.includes('Wendy Waits wants to connect with you'));
    assert.equal(
      lines.some((l) => l.includes('Will Drawn')),
      false,
      'a withdrawn request leaves no line',
    );
    await page.waitForTimeout(200);
    await settleForScreenshot(page);
    await screenshot(page, 'social-notifications-grouped-light');

    // The open request leads to Requests; the answered one to the member, not to a request that is gone.
    await items.filter({ hasText: "You declined Dee Clined's connection request" }).click();
    await page.getByRole('heading', { level: 1, name: 'Dee Clined' }).waitFor();
    await bell.click();
    await items.filter({ hasText: 'Wendy Waits wants to connect with you' }).click();
    await page.waitForURL((url) => url.pathname === '/network' && url.searchParams.get('tab') === 'requests');
    await page.getByTestId('request-received').filter({ hasText: waiting.user.username }).waitFor();
    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
