import assert from 'node:assert/strict';
import { expectToast, openApp } from '../lib/identity.mjs';
import { createPost, follow, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'social: feed states (skeletons, Failed to load posts + Retry, empty, load more by cursor), Create Post dialog, keyboard posting, edit/delete own post, save/follow/comment failures';

const isHomeFeed = (route) => route.request().method() === 'GET' && new URL(route.request().url()).pathname === '/api/posts';

export async function run({ browser, baseUrl }) {
  const author = await socialMember(baseUrl, { name: 'Ella Byrne', type: 'musician', location: 'Cork' });
  const reader = await socialMember(baseUrl, { name: 'Rhys Morgan', type: 'producer', location: 'Cardiff' });
  // Twelve posts: one page of ten, then the rest behind the x-next-cursor.
  for (let i = 1; i <= 12; i += 1)
    await createPost(baseUrl, author, `Setlist note ${String(i).padStart(2, '0')}: ${i % 3 === 0 ? '#Folk ' : ''}rehearsal went well.`);
  await Promise.all([author, reader].map((m) => settleAchievements(baseUrl, m)));

  const app = await openApp(browser, baseUrl, {
    member: reader,
    expected: [
      { status: 500, path: /^\/api\/posts$/ }, // forced: the feed fails
      { status: 500, path: /^\/api\/posts\/\d+\/(save|comments)$/ }, // forced
      { status: 500, path: /^\/api\/users\/\d+\/follow$/ }, // forced
    ],
  });
  const { page } = app;
  try {
    // Empty: a member who follows nobody and hasn't posted.
    await page.goto('/activity-feed');
    await page.getByText('Your feed is quiet').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Discover people to follow' }).first().getAttribute('href'), '/network?tab=discover');

    // Loading: three skeleton cards while the feed is on its way.
    await follow(baseUrl, reader, author.user.id);
    await page.route('**/api/posts*', async (route) => {
      if (!isHomeFeed(route)) return route.fallback();
      await new Promise((r) => setTimeout(r, 1500));
      return route.fallback();
    });
    await page.goto('/dashboard');
    await page.getByTestId('post-skeleton').nth(2).waitFor();
    assert.equal(await page.getByTestId('post-skeleton').count(), 3);
    await page.getByTestId('post-card').first().waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    // Load more by scrolling: the second page is asked for with the cursor.
    assert.equal(await page.getByTestId('post-card').count(), 10, 'a first page of ten');
    const second = page.waitForRequest((r) => isHomeFeed({ request: () => r }) && new URL(r.url()).searchParams.has('before'));
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await second;
    await page.getByTestId('post-card').nth(11).waitFor();
    await page.getByText("You're all caught up").waitFor();
    assert.ok((await page.getByTestId('post-card').first().textContent()).includes('Setlist note 12'), 'newest first');

    // Error: 'Failed to load posts' once the retries are spent (two on the dashboard), then Retry.
    await page.route('**/api/posts*', (route) =>
      isHomeFeed(route) ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.fallback(),
    );
    await page.reload();
    await page.getByText('Failed to load posts').waitFor({ timeout: 20_000 });
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('post-card').first().waitFor();

    // Save (toast with the server's words), its failure rolls back; follow and comment failures.
    const first = page.getByTestId('post-card').first();
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Post saved');
    assert.equal(await first.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed'), 'true');
    await page.route('**/api/posts/*/save', (route) => route.fulfill({ status: 500, json: { message: 'Nope' } }), { times: 1 });
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Failed to toggle save');
    assert.equal(await first.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed'), 'true', 'rolled back to saved');
    await page.route('**/api/users/*/follow', (route) => route.fulfill({ status: 500, json: { message: 'Nope' } }), { times: 1 });
    await first.getByRole('button', { name: /^Following Ella Byrne/ }).click();
    await expectToast(page, 'Failed to toggle follow');
    await first.getByRole('button', { name: /^Following Ella Byrne/ }).waitFor();
    await page.route('**/api/posts/*/comments', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Nope' } }) : route.fallback(),
    );
    await first.getByRole('button', { name: 'Comment', exact: true }).click();
    await first.getByRole('textbox', { name: 'Write a comment' }).fill('Lovely');
    await first.getByRole('textbox', { name: 'Write a comment' }).press('Enter');
    await expectToast(page, 'Failed to add comment');
    assert.equal(await first.getByRole('textbox', { name: 'Write a comment' }).inputValue(), 'Lovely', 'the draft is kept');
    await page.unrouteAll({ behavior: 'wait' });

    // Keyboard only: the composer opens with Enter, Ctrl+Enter posts, and the Post button is the same.
    await page.goto('/dashboard');
    const prompt = page.getByRole('button', { name: "What's on your mind, Rhys?" });
    await prompt.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mixing all week at #CardiffSound. Ping me for a session.');
    await page.keyboard.press('Control+Enter');
    await expectToast(page, 'Posted!');
    const mine = page.getByTestId('post-card').filter({ hasText: 'Mixing all week' });
    await mine.waitFor();
    await prompt.waitFor();

    // Edit in place (author only), then delete with confirmation.
    await mine.getByRole('button', { name: 'Edit post' }).click();
    await mine.getByRole('textbox', { name: 'Edit your post' }).fill('Mixing all week at #CardiffSound. Two slots left on Friday.');
    await mine.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Post updated');
    await mine.getByText('Two slots left on Friday.').waitFor();
    await mine.getByText('Edited').waitFor();
    await mine.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Post deleted');
    await mine.waitFor({ state: 'detached' });

    // The Activity Feed's floating Post button opens Create Post.
    await page.goto('/activity-feed');
    await page.getByTestId('post-card').first().waitFor();
    await page.getByRole('button', { name: 'Post an update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByRole('textbox').fill('Playing The Moon Club on Thursday. #LiveMusic');
    await dialog.locator('label', { hasText: 'Event' }).click();
    assert.equal(await dialog.getByRole('radio', { name: 'Event' }).isChecked(), true);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expectToast(page, 'Posted!');
    await dialog.waitFor({ state: 'detached' });
    const event = page.getByTestId('post-card').filter({ hasText: 'Playing The Moon Club' });
    await event.getByText('Event', { exact: true }).waitFor();
    await page.getByTestId('activity-posts').getByText('1', { exact: true }).waitFor();

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
