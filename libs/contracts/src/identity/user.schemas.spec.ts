import { describe, expect, it } from '@jest/globals';
import { buildOpenApi } from '../api/openapi';
import { ALL_ROUTES } from '../api/routes';
import { CreatePortfolioItemSchema } from './profile-items.schemas';
import { RegisterSchema, ResetPasswordSchema, UpdateProfileSchema } from './user.schemas';

const validRegistration = { username: 'ada.l', email: ' Ada@Example.COM ', password: 'correct horse battery', type: 'producer', name: 'Ada L' };

function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RegisterSchema', () => {
  it('normalises the email and keeps the password exactly as typed', () => {
    const password = '  𝄞 long unicode pässwörd with spaces  ';

    const parsed = RegisterSchema.parse({ ...validRegistration, password });

    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.password).toBe(password);
  });

  it('joins first and last name when the simple form sends them', () => {
    const { name: _name, ...withoutName } = validRegistration;

    expect(RegisterSchema.parse({ ...withoutName, firstName: 'Ada', lastName: 'Lovelace' }).name).toBe('Ada Lovelace');
  });

  it.each([
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ password: 'password1' }, 'password: This password is too common. Please choose a less predictable one.'],
    [{ password: 'x'.repeat(257) }, 'password: Password must be at most 256 characters'],
    [{ confirmPassword: 'something else' }, "confirmPassword: Passwords don't match"],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ username: 'a b' }, 'username: Username must be 3-30 letters, numbers, dots, dashes or underscores'],
    [{ type: 'dj' }, 'type: Please select a professional type'],
    [{ name: '   ' }, 'name: Name is required'],
  ])('refuses %j', (override, message) => {
    expect(messagesOf(RegisterSchema.safeParse({ ...validRegistration, ...override }))).toContain(message);
  });

  it('accepts a 64-character password', () => {
    expect(RegisterSchema.safeParse({ ...validRegistration, password: 'p'.repeat(32) + 'ü'.repeat(32) }).success).toBe(true);
  });
});

describe('UpdateProfileSchema', () => {
  it('drops fields a member may not set and splits comma-separated lists', () => {
    const parsed = UpdateProfileSchema.parse({ skills: 'Mixing, Mastering ,,Mixing', subscriptionTier: 'business', badges: ['x'] });

    expect(parsed).toEqual({ skills: ['Mixing', 'Mastering'] });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x', 'example.com'])('refuses the website %s', (websiteUrl) => {
    expect(messagesOf(UpdateProfileSchema.safeParse({ websiteUrl }))).toEqual(['websiteUrl: Invalid URL']);
  });

  it('stores an emptied optional field as null', () => {
    expect(UpdateProfileSchema.parse({ websiteUrl: '', bio: '' })).toEqual({ websiteUrl: null, bio: null });
  });
});

describe('ResetPasswordSchema', () => {
  it('needs a token and matching passwords', () => {
    expect(messagesOf(ResetPasswordSchema.safeParse({ token: '', newPassword: 'a fine password', confirmPassword: 'another one!' }))).toEqual([
      'token: Token is required',
      "confirmPassword: Passwords don't match",
    ]);
  });
});

describe('CreatePortfolioItemSchema', () => {
  it("names each missing field the spec's way", () => {
    expect(messagesOf(CreatePortfolioItemSchema.safeParse({}))).toEqual([
      'title: Title is required',
      'type: Type is required',
      'description: Description is required',
      'image: Image is required',
      'date: Date is required',
    ]);
  });
});

describe(buildOpenApi.name, () => {
  it('documents every route with its request schema', () => {
    const doc = buildOpenApi(ALL_ROUTES, { title: 'Stave', version: 'test' });

    const register = (doc.paths['/api/register'] as Record<string, { requestBody: unknown }>)['post'];
    expect(JSON.stringify(register?.requestBody)).toContain('"confirmPassword"');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/users/{id}', '/api/experience/{id}', '/api/portfolio/image', '/uploads/{file}']));
  });
});
