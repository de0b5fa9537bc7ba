import { describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, PASSWORD_MESSAGES } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { FakeApi } from '@/test/fake-api';
import { watchNavigation } from '@/test/navigation';
import { describedText, isInvalid } from '@/test/queries';
import { renderWithProviders, sessionUser, type Rendered } from '@/test/render';
import { RegisterForm } from './RegisterForm';

const renderRegister = (invitedEmail: string | null = null, referralToken: string | null = null) =>
  renderWithProviders(<RegisterForm invitedEmail={invitedEmail} referralToken={referralToken} />);
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const createAccount = () => screen.getByRole('button', { name: 'Create account' });

async function fillIn({ user }: Rendered, overrides: Partial<Record<'name' | 'username' | 'email' | 'password' | 'confirm', string>> = {}) {
  const values = {
    name: 'Ada Lovelace',
    username: 'ada.keys',
    email: 'ada@example.com',
    password: 'correct-horse-9',
    confirm: 'correct-horse-9',
    ...overrides,
  };
  await user.type(field('Full name'), values.name);
  await user.type(field('Username'), values.username);
  if (values.email) await user.type(field('Email'), values.email);
  await user.selectOptions(field('Professional type'), 'musician');
  await user.type(field('Password'), values.password);
  await user.type(field('Confirm password'), values.confirm);
}

const registered = (api: FakeApi) => {
  const member = sessionUser({ id: 12, username: 'ada.keys', name: 'Ada Lovelace', email: 'ada@example.com' });
  api.on('POST', '/api/register', { token: 'new-token', user: member, message: 'Registration successful' }, 201);
  api.on('GET', '/api/user', member);
};

describe('RegisterForm', () => {
  it('points at every field left empty, focuses the first, and sends nothing', async () => {
    const { api, user } = renderRegister();
    await user.click(createAccount());
    await waitFor(() => expect(isInvalid(field('Full name'))).toBe(true));
    expect(describedText(field('Full name'))).toBe(IDENTITY_MESSAGES.nameRequired);
    expect(describedText(field('Username'))).toBe(IDENTITY_MESSAGES.usernameRequired);
    expect(describedText(field('Email'))).toBe(IDENTITY_MESSAGES.invalidEmail);
    expect(describedText(field('Confirm password'))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(isInvalid(field('Professional type'))).toBe(true);
    expect(document.activeElement).toBe(field('Full name'));
    expect(api.requestsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('says the passwords do not match, and a short password is too short', async () => {
    const rendered = renderRegister();
    await fillIn(rendered, { password: 'short', confirm: 'correct-horse-9' });
    await rendered.user.click(createAccount());
    await waitFor(() => expect(describedText(field('Password'))).toBe(PASSWORD_MESSAGES.tooShort));
    await rendered.user.clear(field('Password'));
    await rendered.user.type(field('Password'), 'correct-horse-8');
    await rendered.user.click(createAccount());
    await waitFor(() => expect(describedText(field('Confirm password'))).toBe(PASSWORD_MESSAGES.mismatch));
    expect(isInvalid(field('Password'))).toBe(false);
    expect(rendered.api.requestsTo('POST', '/api/register')).toHaveLength(0);
  });

  it('puts "email taken" under the email field and in the alert, keeping what was typed', async () => {
    const rendered = renderRegister();
    rendered.api.on(
      'POST',
      '/api/register',
      { message: IDENTITY_MESSAGES.emailTaken, code: 'EMAIL_TAKEN', errors: [{ path: 'email', message: IDENTITY_MESSAGES.emailTaken }] },
      409,
    );
    await fillIn(rendered);
    await rendered.user.click(createAccount());
    await waitFor(() => expect(describedText(field('Email'))).toBe(IDENTITY_MESSAGES.emailTaken));
    expect(isInvalid(field('Email'))).toBe(true);
    const form = within(field('Email').closest('form')!);
    expect(form.getByRole('alert').textContent).toBe(`Registration failed${IDENTITY_MESSAGES.emailTaken}`);
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Full name').value).toBe('Ada Lovelace');
    expect((createAccount() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the account without the confirmation, then stores the session and welcomes the member by first name', async () => {
    const navigation = watchNavigation();
    const rendered = renderRegister();
    registered(rendered.api);
    await fillIn(rendered);
    await rendered.user.type(field(/^Location/), 'Manchester');
    await rendered.user.click(createAccount());
    expect(await screen.findByRole('button', { name: 'Creating your account...' })).toBeTruthy();
    expect(rendered.api.requestsTo('POST', '/api/register').map((r) => r.body)).toEqual([
      { username: 'ada.keys', email: 'ada@example.com', type: 'musician', name: 'Ada Lovelace', location: 'Manchester', password: 'correct-horse-9' },
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
    // Said on the dashboard the page reloads into.
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.flashToast) ?? '{}')).toMatchObject({
      title: 'Registration successful',
      description: 'Welcome to Stave, Ada!',
    });
    await waitFor(() => expect(navigation.attempts()).toBe(1));
    navigation.restore();
  });

  it('fills the email from an invitation and completes the referral after registering', async () => {
    const navigation = watchNavigation();
    const rendered = renderRegister('ada@example.com', 'invite-token-1');
    registered(rendered.api);
    rendered.api.on('POST', '/api/referrals/complete/invite-token-1', { message: 'ok' });
    expect(field('Email').value).toBe('ada@example.com');
    await fillIn(rendered, { email: '' });
    await rendered.user.click(createAccount());
    await waitFor(() => expect(rendered.api.requestsTo('POST', '/api/referrals/complete/invite-token-1').map((r) => r.body)).toEqual([{ userId: 12 }]));
    await waitFor(() => expect(window.sessionStorage.getItem(STORAGE_KEYS.flashToast)).toContain('Referral completed'));
    await waitFor(() => expect(navigation.attempts()).toBe(1));
    navigation.restore();
  });
});
