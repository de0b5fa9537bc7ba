import type { ErrorCode, ErrorDefinition } from './error-codes';
import { BILLING_ERRORS } from './billing/billing.errors';
import { COMMON_ERRORS } from './errors';
import { IDENTITY_ERRORS } from './identity/identity.errors';
import { JOBS_ERRORS } from './jobs/jobs.errors';
import { MARKETPLACE_ERRORS } from './marketplace/marketplace.errors';
import { MESSAGING_ERRORS } from './messaging/messaging.errors';
import { MODERATION_ERRORS } from './moderation/moderation.errors';
import { SOCIAL_ERRORS } from './social/social.errors';
import { UPLOAD_ERRORS } from './uploads.errors';

// Every code a service may throw, with its kind and default text: a new service adds its catalogue here.
export const ERROR_CATALOGUE: Record<ErrorCode, ErrorDefinition> = {
  ...COMMON_ERRORS,
  ...UPLOAD_ERRORS,
  ...IDENTITY_ERRORS,
  ...SOCIAL_ERRORS,
  ...MESSAGING_ERRORS,
  ...JOBS_ERRORS,
  ...MARKETPLACE_ERRORS,
  ...BILLING_ERRORS,
  ...MODERATION_ERRORS,
};
