import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { describedText, isInvalid } from '@/test/queries';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './LoginForm';

const renderLogin = () => renderWithProviders(<LoginForm idPrefix="login" />);
const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: /sign in|log in/i });

describe('LoginForm', () => {
  it('points at each field the member left wrong, and sends nothing', async () => {
    const { api, user } = renderLogin();
    await user.type(email(), 'not-an-email');
    await user.click(signIn());
    await waitFor(() => expect(isInvalid(email())).toBe(true));
    expect(describedText(email())).toBe('Please enter a valid email address');
    expect(describedText(password())).toBe('Password is required');
    expect(api.requestsTo('POST', '/api/login')).toHaveLength(0);
  });

  it("shows the server's words when the credentials are refused", async () => {
    const { api, user } = renderLogin();
    api.on('POST', '/api/login', { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 401);
    await user.type(email(), 'alex@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(signIn());
    expect((await screen.findByTestId('login-error')).textContent).toContain('Invalid email or password');
    expect(api.requestsTo('POST', '/api/login').map((r) => r.body)).toEqual([{ email: 'alex@example.com', password: 'wrong-password' }]);
  });

  it('puts a field error the server returned under that field', async () => {
    const { api, user } = renderLogin();
    api.on('POST', '/api/login', { message: 'Validation failed', errors: [{ path: 'email', message: 'This address cannot sign in here' }] }, 400);
    await user.type(email(), 'alex@example.com');
    await user.type(password(), 'secret-password');
    await user.click(signIn());
    await waitFor(() => expect(describedText(email())).toBe('This address cannot sign in here'));
    expect(isInvalid(email())).toBe(true);
  });

  it('asks for the authenticator code when the account has two-factor sign-in, and sends it with the password', async () => {
    const { api, user } = renderLogin();
    api.once('POST', '/api/login', { message: 'Enter your authentication code', code: 'TWO_FACTOR_REQUIRED' }, 401);
    api.on('POST', '/api/login', { message: 'Invalid authentication code', code: 'INVALID_TWO_FACTOR_CODE' }, 401);
    await user.type(email(), 'alex@example.com');
    await user.type(password(), 'right-password');
    await user.click(signIn());
    const code = (await screen.findByLabelText('Authentication code')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, ' 123456 ');
    await user.click(signIn());
    await waitFor(() => expect(describedText(code)).toBe('Invalid authentication code'));
    expect(api.requestsTo('POST', '/api/login').at(-1)?.body).toEqual({ email: 'alex@example.com', password: 'right-password', code: '123456' });
  });

  it('says Stave could not be reached when the network is down', async () => {
    const { api, user } = renderLogin();
    api.offline(true);
    await user.type(email(), 'alex@example.com');
    await user.type(password(), 'secret-password');
    await user.click(signIn());
    expect((await screen.findByTestId('login-error')).textContent).toContain('Stave could not be reached');
  });
});
