import assert from 'node:assert/strict';
import { PASSWORD, expectToast, openApp, uniqueName } from '../lib/identity.mjs';
import { makePng } from '../lib/png.mjs';

export const name = 'identity: register → dashboard → edit profile → avatar in the navigation → log out → log in → forgot/reset → log in again';

const NEW_PASSWORD = 'a brand new passphrase';

export async function run({ browser, baseUrl }) {
  const app = await openApp(browser, baseUrl, {
    expected: [
      { status: 401, path: /^\/api\/login$/ }, // the wrong password on purpose
    ],
  });
  const { page } = app;
  const username = uniqueName('maya');
  const email = `${username}@example.test`;
  try {
    // Signed out, / is the simple login (docs/web.md#screens); its Sign up link leads to /register.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await page.getByText('Enter your credentials to access your account').waitFor();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL((url) => url.pathname === '/register');

    // Simple registration: the client's texts come from the contracts (8+ characters, docs/product-rules.md#password-policy).
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Create account' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Password is required',
      'Please select a professional type',
    ]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    // Focus moves to the first field with an error.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'firstName');

    await form.getByLabel('First name').fill('Maya');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Professional type').selectOption('sound_engineer');
    // Type labels show underscores as spaces, capitalised.
    assert.equal(await form.getByLabel('Professional type').locator('option:checked').textContent(), 'Sound Engineer');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Show password' }).click();
    assert.equal(await form.getByLabel('Password', { exact: true }).getAttribute('type'), 'text', 'show/hide reveals the password');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Password must be at least 8 characters').waitFor();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();

    // Stored session, reload into /dashboard, toast carried across the reload.
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Welcome back Maya!' }).waitFor();
    await expectToast(page, 'Registration successful');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    assert.ok(stored.token, 'the token is stored under authToken');
    assert.equal(stored.user?.username, username, 'the user is stored under user');
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Me', exact: true }).getByText('MA', { exact: true }).waitFor();

    // Profile: Edit Profile with the spec's validation texts.
    await nav.getByRole('link', { name: 'Me', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { level: 1, name: 'Maya Okafor' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Name', { exact: true }).fill('');
    await dialog.getByLabel('Website').fill('not a url');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await dialog.getByText('Invalid URL', { exact: true }).waitFor();
    // Changing the email asks for the current password (docs/product-rules.md#email-change).
    assert.equal(await dialog.getByLabel('Current password').count(), 0);
    await dialog.getByLabel('Email').fill(`changed-${email}`);
    await dialog.getByLabel('Current password').waitFor();
    await dialog.getByLabel('Email').fill(email);
    assert.equal(await dialog.getByLabel('Current password').count(), 0);

    await dialog.getByLabel('Name', { exact: true }).fill('Maya Okafor');
    await dialog.getByLabel('Website').fill('https://mayaokafor.co.uk');
    await dialog.getByLabel('Location').fill('Manchester, UK');
    await dialog.getByLabel('Bio').fill('Live and studio engineer. Front of house for touring bands across the North West.');
    await dialog.getByLabel('Skills & instruments').fill('Mixing, Pro Tools,  Live sound ,');
    await dialog.getByLabel('Genres').fill('Soul, Jazz');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Profile Updated');
    const skills = page.getByRole('list', { name: 'Skills and instruments' });
    for (const chip of ['Mixing', 'Pro Tools', 'Live sound']) await skills.getByText(chip, { exact: true }).waitFor();
    assert.equal(await skills.getByRole('listitem').count(), 3, 'comma-separated skills become a trimmed list');
    await page.getByRole('list', { name: 'Genres' }).getByText('Jazz', { exact: true }).waitFor();
    const website = page.getByRole('link', { name: /mayaokafor\.co\.uk/ }).first();
    assert.equal(await website.getAttribute('href'), 'https://mayaokafor.co.uk');
    assert.equal(await website.getAttribute('target'), '_blank');
    assert.match(await website.getAttribute('rel'), /noopener/);

    // Avatar: a non-image is refused on the client; a PNG uploads and shows in the navigation.
    const avatarInput = page.locator('input[type=file][aria-label="Profile picture file"]');
    await avatarInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToast(page, 'Invalid File Type');
    await avatarInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng(320, 320) });
    await expectToast(page, 'Profile Picture Updated');
    const navAvatar = nav.getByRole('link', { name: 'Me', exact: true }).locator('img');
    await navAvatar.waitFor();
    assert.match(await navAvatar.getAttribute('src'), /\/uploads\//, 'the navigation shows the uploaded picture');
    assert.ok(await navAvatar.evaluate((img) => img.complete && img.naturalWidth > 0), 'the picture loads');

    // Log out: storage cleared, back at / with the simple login.
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await expectToast(page, 'Logged out');
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]), [null, null]);

    // Log in: a wrong password shows the server's words inline; the right one goes to /dashboard.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('login-error').getByText('Invalid credentials').waitFor();
    await expectToast(page, 'Login failed');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Welcome back Maya!' }).waitFor();
    await expectToast(page, 'Welcome back!');
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();

    // Forgot / reset: email dialog, then the token (prefilled from the response in embedded mode).
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    const reset = page.getByRole('dialog');
    await reset.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Continue' }).click();
    await reset.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    assert.ok((await reset.getByLabel('Reset token').inputValue()).length > 20, 'the token from the response is filled in');
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Confirm new password').fill('something else entirely');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText("Passwords don't match", { exact: true }).waitFor();
    await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('Your password has been reset successfully. You can now log in.').waitFor();
    await reset.getByRole('button', { name: 'Return to Login' }).click();
    await reset.waitFor({ state: 'detached' });

    // Back on the Login tab with the email kept; the new password works.
    const loginPanel = page.getByRole('tabpanel', { name: 'Login' });
    assert.equal(await loginPanel.getByLabel('Email').inputValue(), email);
    await loginPanel.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await loginPanel.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Welcome back Maya!' })
      .waitFor()
      .catch(async (error) => {
        throw await app.explain(error);
      });

    app.assertNoErrors();
  } finally {
    await app.close();
  }
}
