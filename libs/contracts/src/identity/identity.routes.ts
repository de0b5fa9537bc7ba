import { z } from 'zod';
import type { RouteContract } from '../api/routes';
import { IdParamsSchema } from '../ids';
import {
  CreateEducationSchema,
  CreateExperienceSchema,
  CreatePortfolioItemSchema,
  EducationSchema,
  ExperienceSchema,
  PortfolioImageResponseSchema,
  PortfolioItemSchema,
  ProfileItemIdParamsSchema,
  UpdateEducationSchema,
  UpdateExperienceSchema,
  UpdatePortfolioItemSchema,
} from './profile-items.schemas';
import {
  CreateReferralSchema,
  ReferralCompletionSchema,
  ReferralSchema,
  ReferralTokenParamsSchema,
  ReferralValidationSchema,
} from './referral.schemas';
import {
  AuthResponseSchema,
  ForgotPasswordResponseSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MessageResponseSchema,
  ProfilePictureResponseSchema,
  PublicUserSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SelfUserSchema,
  UpdateProfileSchema,
  UserIdParamsSchema,
  UsersQuerySchema,
} from './user.schemas';

const UserIdRouteParams = IdParamsSchema;

function profileItemRoutes(
  area: 'portfolio' | 'experience' | 'education',
  schemas: { create: z.ZodType; update: z.ZodType; view: z.ZodType },
): RouteContract[] {
  return [
    {
      method: 'POST', path: `/api/${area}`, owner: 'identity', auth: 'required',
      summary: `Add a ${area} entry to your profile`, body: schemas.create, responses: { 201: schemas.view },
    },
    {
      method: 'GET', path: `/api/${area}/user/:id`, owner: 'identity', auth: 'required',
      summary: `A member's ${area} entries`, params: UserIdRouteParams, responses: { 200: z.array(schemas.view) },
    },
    {
      method: 'PATCH', path: `/api/${area}/:id`, owner: 'identity', auth: 'required',
      summary: `Edit one of your ${area} entries (404 for anyone else's)`, params: ProfileItemIdParamsSchema,
      body: schemas.update, responses: { 200: schemas.view, 404: null },
    },
    {
      method: 'DELETE', path: `/api/${area}/:id`, owner: 'identity', auth: 'required',
      summary: `Delete one of your ${area} entries (404 for anyone else's)`, params: ProfileItemIdParamsSchema,
      responses: { 204: null, 404: null },
    },
  ];
}

export const IDENTITY_ROUTES: RouteContract[] = [
  {
    method: 'POST', path: '/api/register', owner: 'identity', auth: 'none',
    summary: 'Create an account and sign in', body: RegisterSchema, responses: { 201: AuthResponseSchema, 409: null },
  },
  {
    method: 'POST', path: '/api/login', owner: 'identity', auth: 'none',
    summary: 'Sign in with email and password (rate limited per account and per client address)',
    body: LoginSchema, responses: { 200: AuthResponseSchema, 401: null, 429: null },
  },
  {
    method: 'POST', path: '/api/logout', owner: 'identity', auth: 'required',
    summary: 'Revoke the presented token', responses: { 200: MessageResponseSchema },
  },
  {
    method: 'GET', path: '/api/user', owner: 'identity', auth: 'required',
    summary: 'The signed-in member', responses: { 200: SelfUserSchema, 401: null },
  },
  {
    method: 'POST', path: '/api/forgot-password', owner: 'identity', auth: 'none',
    summary: 'Start a password reset (same answer whether or not the email exists)',
    body: ForgotPasswordSchema, responses: { 200: ForgotPasswordResponseSchema, 429: null },
  },
  {
    method: 'POST', path: '/api/reset-password', owner: 'identity', auth: 'none',
    summary: 'Set a new password with a reset token; every earlier token stops working',
    body: ResetPasswordSchema, responses: { 200: MessageResponseSchema },
  },
  {
    method: 'PATCH', path: '/api/user/profile', owner: 'identity', auth: 'required',
    summary: 'Edit your profile (allowlisted fields; email needs currentPassword)',
    body: UpdateProfileSchema, responses: { 200: SelfUserSchema, 409: null },
  },
  {
    method: 'POST', path: '/api/user/profile-picture', owner: 'identity', auth: 'required',
    summary: 'Upload a profile picture (image, 10 MB max; re-encoded, metadata stripped)',
    multipart: { profileImage: 'file' }, responses: { 200: ProfilePictureResponseSchema, 413: null, 415: null },
  },
  {
    method: 'POST', path: '/api/user/profile/cover-image', owner: 'identity', auth: 'required',
    summary: 'Upload a profile banner (image, 10 MB max; re-encoded, metadata stripped)',
    multipart: { coverImage: 'file' }, responses: { 200: ProfilePictureResponseSchema, 413: null, 415: null },
  },
  {
    method: 'GET', path: '/api/users', owner: 'identity', auth: 'required',
    summary: 'Search members by username, name, location or skill (total in x-total-count)',
    query: UsersQuerySchema, responses: { 200: z.array(PublicUserSchema) },
  },
  {
    method: 'GET', path: '/api/users/:id', owner: 'identity', auth: 'optional',
    summary: "A member's public profile; a signed-in viewer's visit is counted once a day",
    params: UserIdParamsSchema, responses: { 200: PublicUserSchema, 404: null },
  },
  {
    method: 'GET', path: '/api/referrals', owner: 'identity', auth: 'required',
    summary: 'Invitations you have sent, newest first', responses: { 200: z.array(ReferralSchema) },
  },
  {
    method: 'POST', path: '/api/referrals', owner: 'identity', auth: 'required',
    summary: 'Invite someone by email; returns the invitation link',
    body: CreateReferralSchema, responses: { 201: ReferralSchema, 409: null },
  },
  {
    method: 'GET', path: '/api/referrals/validate/:token', owner: 'identity', auth: 'none',
    summary: 'Check an invitation link', params: ReferralTokenParamsSchema,
    responses: { 200: ReferralValidationSchema, 404: ReferralValidationSchema },
  },
  {
    method: 'POST', path: '/api/referrals/complete/:token', owner: 'identity', auth: 'required',
    summary: "Record that the signed-in new member joined through this invitation (the body's userId is ignored)",
    params: ReferralTokenParamsSchema, responses: { 200: ReferralCompletionSchema, 404: null, 409: null },
  },
  {
    method: 'POST', path: '/api/portfolio/image', owner: 'identity', auth: 'required',
    summary: "Upload a portfolio item's image (10 MB max; re-encoded to WebP within 1600×1600, metadata stripped); send the returned path as the item's image",
    multipart: { image: 'file' }, responses: { 201: PortfolioImageResponseSchema, 413: null, 415: null },
  },
  ...profileItemRoutes('portfolio', { create: CreatePortfolioItemSchema, update: UpdatePortfolioItemSchema, view: PortfolioItemSchema }),
  ...profileItemRoutes('experience', { create: CreateExperienceSchema, update: UpdateExperienceSchema, view: ExperienceSchema }),
  ...profileItemRoutes('education', { create: CreateEducationSchema, update: UpdateEducationSchema, view: EducationSchema }),
  {
    method: 'GET', path: '/uploads/:file', owner: 'identity', auth: 'none',
    summary: 'An uploaded image (image/* with nosniff and a sandboxing CSP)',
    params: z.object({ file: z.string() }), responses: { 200: null, 404: null },
  },
];
