import { COMMON_ERRORS, CommonErrorCode, type ErrorDefinition } from './errors';
import { IDENTITY_ERRORS, IdentityErrorCode } from './identity/identity.errors';
import { SOCIAL_ERRORS, SocialErrorCode } from './social/social.errors';
import { UPLOAD_ERRORS, UploadErrorCode } from './uploads.errors';

// Every code a service may throw, with its kind: a new service adds its enum and catalogue here.
export type ErrorCode = CommonErrorCode | UploadErrorCode | IdentityErrorCode | SocialErrorCode;

export const ERROR_CATALOGUE: Record<ErrorCode, ErrorDefinition> = { ...COMMON_ERRORS, ...UPLOAD_ERRORS, ...IDENTITY_ERRORS, ...SOCIAL_ERRORS };
