import assert from 'node:assert/strict';
/* global Event */
import { expectToastOverDialog, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { connect, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'messaging: two members chat live (no reload), see typing and Seen, one goes offline and back and catches up; Send Message from a profile; the Messages page at desktop, 360 px and dark (screenshots)';

const thread = (page) => page.getByTestId('thread');
const bubble = (page, text) => thread(page).getByTestId('message').filter({ hasText: text });

// The page's socket is up (the server's `ready` frame arrived): from now on nothing is polled.
async function live(page) {
  await page.locator('[data-realtime="open"]').waitFor({ timeout: 15_000 });
}

async function send(page, text) {
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(text);
  await input.press('Enter');
  await bubble(page, text).waitFor();
}

export async function run({ browser, baseUrl, screenshot }) {
  const ana = await socialMember(baseUrl, { name: 'Ana Costa', type: 'producer', location: 'Manchester' });
  const ben = await socialMember(baseUrl, { name: 'Ben Okafor', type: 'musician', location: 'Leeds' });
  const cat = await socialMember(baseUrl, { name: 'Cat Moreno', type: 'sound_engineer', location: 'Cardiff' });
  await connect(baseUrl, ana, ben);
  await Promise.all([ana, ben, cat].map((member) => settleAchievements(baseUrl, member)));

  const anaApp = await openApp(browser, baseUrl, { member: ana, reducedMotion: 'reduce' });
  const benApp = await openApp(browser, baseUrl, { member: ben, reducedMotion: 'reduce' });
  try {
    const a = anaApp.page;
    const b = benApp.page;

    // Ana opens the conversation from My Network's Message button.
    await a.goto('/network');
    await a.getByRole('link', { name: `Message ${ben.user.name}` }).click();
    await a.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('c'));
    await a.getByRole('region', { name: 'Conversation with Ben Okafor' }).waitFor();
    await a.getByText('No messages yet. Start the conversation!').waitFor();
    await live(a);

    await b.goto('/messages');
    await b.getByText('No conversations yet. Send a message to a connection to start chatting!').waitFor();
    await b.getByText('Select a conversation to start messaging').waitFor();
    await live(b);

    // Ana writes; Ben's list and badge update without a reload.
    await send(a, 'Hi Ben! Free for a session on Friday?');
    const row = b.getByTestId('conversation-row').filter({ hasText: 'Ana Costa' });
    await row.getByText('Hi Ben! Free for a session on Friday?').waitFor();
    await b.getByTestId('messages-badge').getByText('1').waitFor();
    await row.click();
    await bubble(b, 'Hi Ben! Free for a session on Friday?').waitFor();

    // Reading it shows 'Seen' under Ana's message; the badge goes.
    await bubble(a, 'Hi Ben! Free for a session on Friday?').getByTestId('seen').waitFor();
    await b.getByTestId('messages-badge').waitFor({ state: 'detached' });

    // Typing reaches Ana, never Ben himself.
    await b.getByPlaceholder('Type your message...').pressSequentially('Sounds g', { delay: 30 });
    await a.getByTestId('typing').getByText('Ben Okafor is typing').waitFor();
    assert.equal(await b.getByTestId('typing').count(), 0);
    // Shift+Enter breaks the line; Enter sends.
    await b.getByPlaceholder('Type your message...').press('Shift+Enter');
    await b.getByPlaceholder('Type your message...').pressSequentially('ood!');
    await b.getByPlaceholder('Type your message...').press('Enter');
    await bubble(a, 'Sounds g\nood!').waitFor();
    await a.getByTestId('typing').waitFor({ state: 'detached' });

    // Ben goes offline; Ana writes three messages; Ben comes back and sees each exactly once.
    await benApp.context.setOffline(true);
    await b.evaluate(() => window.dispatchEvent(new Event('offline')));
    await b.getByTestId('reconnecting').waitFor();
    for (const text of ['First while you were away', 'Second while you were away', 'Third while you were away']) await send(a, text);
    await benApp.context.setOffline(false);
    await b.evaluate(() => window.dispatchEvent(new Event('online')));
    await bubble(b, 'Third while you were away').waitFor({ timeout: 20_000 });
    for (const text of ['First while you were away', 'Second while you were away', 'Third while you were away']) {
      assert.equal(await bubble(b, text).count(), 1, `${text} shows once`);
    }
    await live(b);
    // Ben's open thread reads them: Ana's last message says Seen.
    await bubble(a, 'Third while you were away').getByTestId('seen').waitFor();
    await send(b, 'Back now, got all three');
    await bubble(a, 'Back now, got all three').waitFor();
    // Ana has the thread open: what Ben writes is read at once, and no badge stays behind.
    await a.getByTestId('conversation-row').filter({ hasText: 'Back now, got all three' }).waitFor();
    await a.getByTestId('messages-badge').waitFor({ state: 'detached' });

    // Delete: both see 'Message deleted'.
    await bubble(a, 'Second while you were away').hover();
    await bubble(a, 'Second while you were away').getByRole('button', { name: 'Delete message' }).click();
    await bubble(b, 'Message deleted').waitFor();

    await settleForScreenshot(a);
    await screenshot(a, 'messaging-desktop-light');
    anaApp.assertNoErrors();
    benApp.assertNoErrors();
  } finally {
    await anaApp.close();
    await benApp.close();
  }

  // Cat is not connected to Ana: Send Message on Ana's profile lands in Ana's Requests.
  const catApp = await openApp(browser, baseUrl, { member: cat, reducedMotion: 'reduce' });
  try {
    const page = catApp.page;
    await page.goto(`/user/${ana.user.id}`);
    await page.getByRole('button', { name: /Send Message/ }).click();
    await page.getByRole('dialog').getByPlaceholder('Type your message...').fill('Loved your last mix, can I send you a demo?');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expectToastOverDialog(page, 'Message sent', 'Your message has been sent to Ana Costa.').catch(async () => {
      await page.getByText('Your message has been sent to Ana Costa.').waitFor();
    });
    // A free member: the allowance line counts the new conversation.
    await page.goto('/messages');
    await page
      .getByTestId('usage-line')
      .getByText(/4 of 5 free new conversations left this month/)
      .waitFor();
    catApp.assertNoErrors();
  } finally {
    await catApp.close();
  }

  // Ana's Requests tab, then the page at 360 px and in dark.
  for (const [label, options] of [
    ['mobile-light', { viewport: { width: 360, height: 740 }, colorScheme: 'light' }],
    ['desktop-dark', { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' }],
  ]) {
    const app = await openApp(browser, baseUrl, { member: ana, reducedMotion: 'reduce', ...options });
    try {
      const { page, context } = app;
      await useTheme(context, options.colorScheme);
      await page.goto('/messages?box=requests');
      await page.getByTestId('conversation-row').filter({ hasText: 'Cat Moreno' }).click();
      await page.getByTestId('request-banner').waitFor();
      await bubble(page, 'Loved your last mix').waitFor();
      assert.equal(await hasHorizontalScroll(page), false, `no sideways scroll (${label})`);
      await settleForScreenshot(page);
      await screenshot(page, `messaging-requests-${label}`);
      if (label === 'mobile-light') {
        // Small screens: the thread's back button returns to the list.
        await page.getByRole('button', { name: 'Back to conversations' }).click();
        await page.getByRole('tab', { name: /Requests/ }).waitFor();
      } else {
        await page.getByRole('button', { name: 'Accept' }).click();
        await page.getByTestId('request-banner').waitFor({ state: 'detached' });
        await page.getByRole('tab', { name: 'Inbox' }).click();
        await page.getByTestId('conversation-row').filter({ hasText: 'Cat Moreno' }).waitFor();
      }
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }
}
