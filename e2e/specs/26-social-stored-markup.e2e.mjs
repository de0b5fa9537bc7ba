import assert from 'node:assert/strict';
import { openApp } from '../lib/identity.mjs';
import { commentOn, createPost, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: markup stored in a post and a comment shows as text, never as elements (docs/reliability.md#stored-xss); hashtags and mentions around it are still picked out';

const INJECTED = '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">click</a>';

export async function run({ browser, baseUrl }) {
  const ada = await socialMember(baseUrl, { name: 'Ada Quinn', type: 'producer' });
  const ben = await socialMember(baseUrl, { name: 'Ben Marsh', type: 'musician' });
  await settleAchievements(baseUrl, ada);
  const post = await createPost(baseUrl, ada, `New mix ${INJECTED} #Soul with @${ben.user.username}`);
  await commentOn(baseUrl, ben, post.id, `Nice ${INJECTED}`);

  // openApp fails the spec on any dialog, page error or console error: an alert() that ran would show.
  const app = await openApp(browser, baseUrl, { member: ada, reducedMotion: 'reduce' });
  try {
    const { page } = app;
    await page.goto('/activity-feed');
    const card = page.getByTestId('post-card').filter({ hasText: 'New mix' });
    await card.waitFor();
    assert.ok((await card.textContent()).includes(INJECTED), 'the markup is shown as typed');
    assert.equal(await card.locator('img[src="x"], script, a[href^="javascript:"]').count(), 0, 'no element came from the stored text');
    await card.getByText('#Soul', { exact: true }).waitFor();
    await card.getByText(`@${ben.user.username}`, { exact: true }).waitFor();

    await card.getByRole('button', { name: '1 comment' }).click();
    const comment = card.getByTestId('comment');
    await comment.waitFor();
    assert.ok((await comment.textContent()).includes(`Nice ${INJECTED}`));
    assert.equal(await comment.locator('img[src="x"], script, a[href^="javascript:"]').count(), 0);
    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
