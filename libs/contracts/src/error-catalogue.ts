import type { ErrorCode, ErrorDefinition } from './error-codes';
import { BILLING_ERRORS } from './billing/billing.errors';
import { AVAILABILITY_ERRORS } from './availability/availability.errors';
import { BOOKINGS_ERRORS } from './bookings/bookings.errors';
import { COMMON_ERRORS } from './errors';
import { IDENTITY_ERRORS } from './identity/identity.errors';
import { JOBS_ERRORS } from './jobs/jobs.errors';
import { MARKETPLACE_ERRORS } from './marketplace/marketplace.errors';
import { MESSAGING_ERRORS } from './messaging/messaging.errors';
import { MODERATION_ERRORS } from './moderation/moderation.errors';
import { PRIVACY_ERRORS } from './privacy/privacy.errors';
import { ADVERTISING_ERRORS } from './advertising/advertising.errors';
import { SUPPORT_ERRORS } from './support/support.errors';
import { TEAMS_ERRORS } from './teams/teams.errors';
import { INSIGHTS_ERRORS } from './insights/insights.errors';
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
  ...PRIVACY_ERRORS,
  ...ADVERTISING_ERRORS,
  ...SUPPORT_ERRORS,
  ...TEAMS_ERRORS,
  ...INSIGHTS_ERRORS,
  ...BOOKINGS_ERRORS,
  ...AVAILABILITY_ERRORS,
};
