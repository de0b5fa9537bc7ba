// Sign-in, registration, password reset and invitation calls. Lazily loaded with the auth
// screens: it imports contracts values (zod), which the entry chunk must not carry.
import {
  ForgotPasswordResponseSchema,
  MessageResponseSchema,
  ReferralValidationSchema,
  type Login,
  type RegisterInput,
  type ResetPassword,
} from '@stave/contracts';
import { toSessionUser, type SessionUser } from '@/features/auth/api/auth.api';
import { ApiError, apiFetch, apiRequest, throwIfNotOk } from '@/lib/api-client';

export interface SignedIn {
  token: string;
  user: SessionUser;
  message: string;
  // A suspended or banned member, whose token reaches only their standing, its appeal and sign-out.
  restricted: boolean;
  // This sign-in cancelled the account's scheduled deletion.
  deletionCancelled: boolean;
}

// Not ok or success false fails with the server's message (or 'Login failed'); a reply
// without a user fails with 'No user data returned'.
function toSignedIn(body: unknown, fallback: string): SignedIn {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (record.success === false) throw new ApiError(String(record.message ?? fallback), 200, undefined, undefined, String(record.message ?? fallback));
  const user = toSessionUser(record.user);
  if (!user) throw new ApiError('No user data returned', 200, undefined, undefined, 'No user data returned');
  if (typeof record.token !== 'string' || !record.token) throw new ApiError(fallback, 200, undefined, undefined, fallback);
  return {
    token: record.token,
    user,
    message: typeof record.message === 'string' ? record.message : '',
    restricted: record.restricted === true,
    deletionCancelled: record.deletionCancelled === true,
  };
}

export async function login(input: Login): Promise<SignedIn> {
  return toSignedIn(await apiRequest('POST', '/api/login', input), 'Login failed');
}

// The confirmation is checked here and never sent (docs/product-rules.md).
export async function register(input: Omit<RegisterInput, 'confirmPassword'>): Promise<SignedIn> {
  return toSignedIn(await apiRequest('POST', '/api/register', input), 'Registration failed');
}

export async function requestPasswordReset(email: string) {
  return apiRequest('POST', '/api/forgot-password', { email }, ForgotPasswordResponseSchema);
}

export async function resetPassword(input: ResetPassword) {
  return apiRequest('POST', '/api/reset-password', input, MessageResponseSchema);
}

export type ReferralCheck = { valid: true; email: string | null; inviterName: string | null; message: string } | { valid: false; message: string };

// 200 {valid:true,email} or 404 {valid:false,email:null,message}; anything else is a failure to check.
export async function validateReferral(token: string, signal?: AbortSignal): Promise<ReferralCheck> {
  const res = await apiFetch('GET', `/api/referrals/validate/${encodeURIComponent(token)}`, undefined, { signal });
  if (res.status === 404 || res.status === 400) {
    const body = ReferralValidationSchema.partial().safeParse(await res.json().catch(() => ({})));
    return { valid: false, message: body.data?.message ?? '' };
  }
  await throwIfNotOk(res);
  const body = ReferralValidationSchema.parse(await res.json());
  return body.valid ? { valid: true, email: body.email, inviterName: body.inviterName, message: body.message } : { valid: false, message: body.message };
}

// The server binds the referral to the signed-in member (docs/reliability.md#decision-referral-binds-to-caller); userId is sent for
// the spec's contract and ignored there. Call it after the new member's token is stored.
export async function completeReferral(token: string, userId: number): Promise<void> {
  await apiRequest('POST', `/api/referrals/complete/${encodeURIComponent(token)}`, { userId });
}
