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
import { IDENTITY } from '@stave/contracts/paths';
import { ApiError, throwIfNotOk } from '@/lib/api-client';
import { apiData, apiResponse, apiSend } from '@/lib/api-json';

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

// The answer's JSON as it came (toSignedIn reads it), after the usual refusal handling.
async function answerOf(res: Response): Promise<unknown> {
  await throwIfNotOk(res);
  return res.json().catch(() => undefined);
}

export async function login(input: Login): Promise<SignedIn> {
  return toSignedIn(await answerOf(await apiResponse(IDENTITY.login, { body: input })), 'Login failed');
}

// The confirmation is checked here and never sent (docs/product-rules.md).
export async function register(input: Omit<RegisterInput, 'confirmPassword'>): Promise<SignedIn> {
  return toSignedIn(await answerOf(await apiResponse(IDENTITY.register, { body: input })), 'Registration failed');
}

export async function requestPasswordReset(email: string) {
  return apiData(IDENTITY.forgotPassword, async () => ForgotPasswordResponseSchema, { body: { email } });
}

export async function resetPassword(input: ResetPassword) {
  return apiData(IDENTITY.resetPassword, async () => MessageResponseSchema, { body: input });
}

export type ReferralCheck = { valid: true; email: string | null; inviterName: string | null; message: string } | { valid: false; message: string };

// 200 {valid:true,email} or 404 {valid:false,email:null,message}; anything else is a failure to check.
export async function validateReferral(token: string, signal?: AbortSignal): Promise<ReferralCheck> {
  const res = await apiResponse(IDENTITY.validateReferral, { params: { token }, signal });
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
  await apiSend(IDENTITY.completeReferral, { params: { token }, body: { userId } });
}
