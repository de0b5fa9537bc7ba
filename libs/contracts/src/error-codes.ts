// The error codes and kinds, free of zod so that any bundle (the web's entry chunk too) can switch on
// them: import from '@stave/contracts/error-codes' there. Each area's catalogue (its kind and default
// text per code) sits beside its contracts: errors.ts, uploads.errors.ts, identity/identity.errors.ts,
// social/social.errors.ts.

import type { ZodObject } from 'zod';

// What an error means to a caller; statusOfKind turns a kind into an HTTP status with an exhaustive
// switch, so a new kind without a status fails to compile.
export type ErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large' | 'unsupported_media_type' | 'rate_limited' | 'unavailable';

// One entry of an error catalogue: the code's kind, and the text a caller sees unless the thrower
// gives a more precise one (texts where the spec has one).
export interface ErrorDefinition {
  kind: ErrorKind;
  message: string;
  // The fields this code's answer carries beside message and code (USAGE_LIMIT_EXCEEDED: usage); the
  // OpenAPI document requires them on its answers.
  extra?: ZodObject;
}

// The one mapping from kind to status: the services' exception filter answers with it and the OpenAPI
// document files each route's codes under it.
export function statusOfKind(kind: ErrorKind): number {
  switch (kind) {
    case 'validation':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'rate_limited':
      return 429;
    case 'unavailable':
      return 503;
  }
}

// One enum per area; its catalogue gives each code its kind and message. Services throw them with the
// platform's `domainError(code, {...})`, and the web switches on them. A code is part of the API:
// never rename one, add a new one.
export enum CommonErrorCode {
  Validation = 'VALIDATION',
  MalformedJson = 'MALFORMED_JSON',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  Csrf = 'CSRF',
  NotFound = 'NOT_FOUND',
  UserNotFound = 'USER_NOT_FOUND',
  Conflict = 'CONFLICT',
  RateLimited = 'RATE_LIMITED',
  DependencyUnavailable = 'DEPENDENCY_UNAVAILABLE',
  // A plan's monthly allowance is used up (applications, direct messages); the answer
  // carries `usage {currentCount, limit}`.
  UsageLimitExceeded = 'USAGE_LIMIT_EXCEEDED',
  // A Pro and Business feature asked for by a free member (refused on the server, whatever the client does).
  PremiumRequired = 'PREMIUM_REQUIRED',
  // A suspended or banned member's token reaches only their standing, its appeal and sign-out.
  AccountSuspended = 'ACCOUNT_SUSPENDED',
}

// Answered by the gateway or the HTTP layer itself, never thrown by domain code.
export enum EdgeErrorCode {
  Internal = 'INTERNAL',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  RequestTimeout = 'REQUEST_TIMEOUT',
  UpstreamTimeout = 'UPSTREAM_TIMEOUT',
  // GET /media/:file with a range past the end (416, Content-Range: bytes */size).
  RangeNotSatisfiable = 'RANGE_NOT_SATISFIABLE',
}

export const EDGE_ERROR_STATUS: Record<EdgeErrorCode, number> = {
  [EdgeErrorCode.Internal]: 500,
  [EdgeErrorCode.MethodNotAllowed]: 405,
  [EdgeErrorCode.RequestTimeout]: 408,
  [EdgeErrorCode.UpstreamTimeout]: 504,
  [EdgeErrorCode.RangeNotSatisfiable]: 416,
};

// Every service that takes files answers with these (platform uploads/). A code is part of the API.
export enum UploadErrorCode {
  FileTooLarge = 'FILE_TOO_LARGE',
  InvalidFileType = 'INVALID_FILE_TYPE',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  UnreadableImage = 'UNREADABLE_IMAGE',
  UnreadableMedia = 'UNREADABLE_MEDIA',
  MalformedUpload = 'MALFORMED_UPLOAD',
  // A file key that is not one of ours (traversal, a filename, a NUL byte) reached storage.
  InvalidStorageKey = 'INVALID_STORAGE_KEY',
}

// Identity's error codes (docs/api.md § Identity). A code is part of the API: never rename one.
export enum IdentityErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  InvalidResetToken = 'INVALID_RESET_TOKEN',
  UsernameTaken = 'USERNAME_TAKEN',
  EmailTaken = 'EMAIL_TAKEN',
  InvalidReferral = 'INVALID_REFERRAL',
  // Retired: an invitation to a member's address is made like any other (docs/identity.md § Referrals), so whether an
  // address has an account is never answered. Kept so the code never comes back meaning something else.
  AlreadyMember = 'ALREADY_MEMBER',
  AlreadyInvited = 'ALREADY_INVITED',
  SelfReferral = 'SELF_REFERRAL',
  NotNewMember = 'NOT_NEW_MEMBER',
  AlreadyReferred = 'ALREADY_REFERRED',
  TwoFactorRequired = 'TWO_FACTOR_REQUIRED',
  InvalidTwoFactorCode = 'INVALID_TWO_FACTOR_CODE',
  TwoFactorAlreadyEnabled = 'TWO_FACTOR_ALREADY_ENABLED',
  TwoFactorNotEnabled = 'TWO_FACTOR_NOT_ENABLED',
  // TWO_FACTOR_MAX_FAILURES wrong codes in a row: only a recovery code (or a password reset) gets past it.
  TwoFactorLocked = 'TWO_FACTOR_LOCKED',
}

// Social's error codes (docs/api.md § Social). A code is part of the API: never rename one.
export enum SocialErrorCode {
  PostNotFound = 'POST_NOT_FOUND',
  AlreadyBoosted = 'ALREADY_BOOSTED',
  CommentNotFound = 'COMMENT_NOT_FOUND',
  CannotFollowSelf = 'CANNOT_FOLLOW_SELF',
  CannotMuteSelf = 'CANNOT_MUTE_SELF',
  CannotConnectSelf = 'CANNOT_CONNECT_SELF',
  RequestNotFound = 'REQUEST_NOT_FOUND',
  ConnectionNotFound = 'CONNECTION_NOT_FOUND',
  AlreadyRequested = 'ALREADY_REQUESTED',
  AlreadyConnected = 'ALREADY_CONNECTED',
}

// Messaging's error codes (docs/api.md § Messaging). A code is part of the API: never rename one.
export enum MessagingErrorCode {
  ConversationNotFound = 'CONVERSATION_NOT_FOUND',
  MessageNotFound = 'MESSAGE_NOT_FOUND',
  CannotMessageSelf = 'CANNOT_MESSAGE_SELF',
  CannotBlockSelf = 'CANNOT_BLOCK_SELF',
  Blocked = 'MEMBER_BLOCKED',
  NotARequest = 'NOT_A_REQUEST',
  ConnectionsOnly = 'MESSAGES_CONNECTIONS_ONLY',
}

export enum JobsErrorCode {
  JobNotFound = 'JOB_NOT_FOUND',
  ApplicationNotFound = 'APPLICATION_NOT_FOUND',
  OwnJob = 'CANNOT_APPLY_TO_OWN_JOB',
  AlreadyApplied = 'ALREADY_APPLIED',
  JobClosed = 'JOB_CLOSED',
  ExpiryInPast = 'EXPIRY_IN_PAST',
  EventNotFound = 'EVENT_NOT_FOUND',
  EventEndInPast = 'EVENT_END_IN_PAST',
  EventOver = 'EVENT_OVER',
  EventCancelled = 'EVENT_CANCELLED',
  CalendarFeedNotFound = 'CALENDAR_FEED_NOT_FOUND',
  CollaborationNotFound = 'COLLABORATION_NOT_FOUND',
  OwnCollaboration = 'OWN_COLLABORATION',
  CollaborationClosed = 'COLLABORATION_CLOSED',
}

export enum MarketplaceErrorCode {
  ListingNotFound = 'LISTING_NOT_FOUND',
  CategoryNotFound = 'CATEGORY_NOT_FOUND',
  TooManyPhotos = 'TOO_MANY_IMAGES',
  PhotoNotFound = 'PHOTO_NOT_FOUND',
  ListingLimitReached = 'LISTING_LIMIT_REACHED',
  NotForSale = 'LISTING_NOT_FOR_SALE',
  AlreadyForSale = 'LISTING_ALREADY_FOR_SALE',
  ListingHidden = 'LISTING_HIDDEN',
  ReportExists = 'REPORT_EXISTS',
  ReportOwnListing = 'REPORT_OWN_LISTING',
  ReportNotFound = 'REPORT_NOT_FOUND',
  ModeratorsOnly = 'MODERATORS_ONLY',
  SerialAlreadyRegistered = 'SERIAL_ALREADY_REGISTERED',
  StolenEntryNotFound = 'STOLEN_ENTRY_NOT_FOUND',
  // The stolen-gear register's matches, decided by moderators (docs/marketplace.md).
  StolenMatchNotFound = 'STOLEN_MATCH_NOT_FOUND',
  StolenMatchDecided = 'STOLEN_MATCH_DECIDED',
  StolenMatchOwn = 'STOLEN_MATCH_OWN',
  ListingUnderReview = 'LISTING_UNDER_REVIEW',
  TooManyStolen = 'STOLEN_TOO_MANY',
  StorefrontBusinessOnly = 'STOREFRONT_BUSINESS_ONLY',
  StorefrontNotFound = 'STOREFRONT_NOT_FOUND',
  // The storefront's verified badge.
  StorefrontVerificationPending = 'STOREFRONT_VERIFICATION_PENDING',
  StorefrontAlreadyVerified = 'STOREFRONT_ALREADY_VERIFIED',
  StorefrontVerificationNotFound = 'STOREFRONT_VERIFICATION_NOT_FOUND',
  StorefrontVerificationDecided = 'STOREFRONT_VERIFICATION_DECIDED',
  StorefrontNameChanged = 'STOREFRONT_NAME_CHANGED',
}

export enum BillingErrorCode {
  // A paid tier asked for without a subscription to change: the client goes through Checkout.
  UseCheckout = 'USE_CHECKOUT',
  NoBillingAccount = 'NO_BILLING_ACCOUNT',
  PaymentProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
  WebhookSignatureInvalid = 'WEBHOOK_SIGNATURE_INVALID',
  CheckoutSessionNotFound = 'CHECKOUT_SESSION_NOT_FOUND',
  // A booking's money (docs/bookings.md § Money).
  BookingPaymentNotFound = 'BOOKING_PAYMENT_NOT_FOUND',
  PayeeNotReady = 'BOOKING_PAYEE_NOT_READY',
  NothingToPay = 'BOOKING_NOTHING_TO_PAY',
  NotHirer = 'BOOKING_NOT_HIRER',
  DisputesStaffOnly = 'BOOKING_DISPUTES_STAFF_ONLY',
  // An invoice that does not exist or is not the member's (docs/bookings.md § Invoices and tax years).
  InvoiceNotFound = 'INVOICE_NOT_FOUND',
}

// Every code a service may throw: a new service adds its enum here and its catalogue to error-catalogue.ts.
// Reports of every kind of item, the moderation queue and appeals.
export enum ModerationErrorCode {
  AlreadyReported = 'ALREADY_REPORTED',
  ReportOwn = 'CANNOT_REPORT_OWN',
  ModeratorsOnly = 'MODERATION_MODERATORS_ONLY',
  CaseNotFound = 'MODERATION_CASE_NOT_FOUND',
  CaseDecided = 'MODERATION_CASE_DECIDED',
  NothingToRemove = 'MODERATION_NOTHING_TO_REMOVE',
  NotSuspended = 'NOT_SUSPENDED',
  AppealExists = 'APPEAL_EXISTS',
  AppealNotFound = 'APPEAL_NOT_FOUND',
  AppealDecided = 'APPEAL_DECIDED',
}

export enum AdvertisingErrorCode {
  TooMany = 'ADVERTISING_TOO_MANY',
  Spam = 'ADVERTISING_SPAM',
  StaffOnly = 'ADVERTISING_STAFF_ONLY',
  NotFound = 'ADVERTISING_INQUIRY_NOT_FOUND',
  NotStaff = 'ADVERTISING_NOT_STAFF',
}

export enum SupportErrorCode {
  BusinessOnly = 'SUPPORT_BUSINESS_ONLY',
  AgentsOnly = 'SUPPORT_AGENTS_ONLY',
  NotFound = 'SUPPORT_TICKET_NOT_FOUND',
  NotResolved = 'SUPPORT_TICKET_NOT_RESOLVED',
  AlreadyRated = 'SUPPORT_TICKET_RATED',
  NotAgent = 'SUPPORT_NOT_AGENT',
}

// Business teams and acting as the business.
export enum TeamsErrorCode {
  BusinessOnly = 'TEAM_BUSINESS_ONLY',
  Full = 'TEAM_FULL',
  NoSuchMember = 'TEAM_NO_SUCH_MEMBER',
  Self = 'TEAM_SELF',
  AlreadyOnTeam = 'TEAM_ALREADY_ON_TEAM',
  NotFound = 'TEAM_MEMBER_NOT_FOUND',
  InvitationNotFound = 'TEAM_INVITATION_NOT_FOUND',
  NotOnTeam = 'TEAM_NOT_ON_TEAM',
  RoleForbidden = 'TEAM_ROLE_FORBIDDEN',
  Suspended = 'TEAM_SUSPENDED',
  // X-Act-As sent to a route that does not act for a business (docs/teams.md): refused, never ignored.
  ActAsUnsupported = 'TEAM_ACT_AS_UNSUPPORTED',
}

// Industry insight reports (docs/insights.md).
export enum InsightsErrorCode {
  BusinessOnly = 'INSIGHTS_BUSINESS_ONLY',
  MonthInFuture = 'INSIGHTS_MONTH_IN_FUTURE',
  MonthTooOld = 'INSIGHTS_MONTH_TOO_OLD',
}

export enum BookingsErrorCode {
  NotFound = 'BOOKING_NOT_FOUND',
  OwnBooking = 'BOOKING_OWN',
  MemberNotFound = 'BOOKING_MEMBER_NOT_FOUND',
  SourceNotFound = 'BOOKING_SOURCE_NOT_FOUND',
  StartInPast = 'BOOKING_START_IN_PAST',
  ExpiryInvalid = 'BOOKING_EXPIRY_INVALID',
  DepositTooHigh = 'BOOKING_DEPOSIT_TOO_HIGH',
  // Someone else moved it first (two accepts, accept vs withdraw, cancel vs the engagement ending).
  WrongState = 'BOOKING_WRONG_STATE',
  OfferExpired = 'BOOKING_OFFER_EXPIRED',
  DueChanged = 'BOOKING_DUE_CHANGED',
  Started = 'BOOKING_STARTED',
  IssueWindow = 'BOOKING_ISSUE_WINDOW',
  IssueRaised = 'BOOKING_ISSUE_RAISED',
}

// A member's availability (docs/availability.md).
export enum AvailabilityErrorCode {
  NotFound = 'AVAILABILITY_NOT_FOUND',
  TooMany = 'AVAILABILITY_TOO_MANY',
  // Not shared, blocked, or no such member: one answer for all three.
  NotShared = 'AVAILABILITY_NOT_SHARED',
  IcsInvalid = 'AVAILABILITY_ICS_INVALID',
}

export enum PrivacyErrorCode {
  ExportTooSoon = 'EXPORT_TOO_SOON',
  ExportNotFound = 'EXPORT_NOT_FOUND',
  ExportLinkInvalid = 'EXPORT_LINK_INVALID',
  DeletionPending = 'DELETION_PENDING',
}

export type ErrorCode =
  | CommonErrorCode
  | UploadErrorCode
  | IdentityErrorCode
  | SocialErrorCode
  | MessagingErrorCode
  | JobsErrorCode
  | MarketplaceErrorCode
  | BillingErrorCode
  | ModerationErrorCode
  | PrivacyErrorCode
  | AdvertisingErrorCode
  | SupportErrorCode
  | TeamsErrorCode
  | InsightsErrorCode
  | BookingsErrorCode
  | AvailabilityErrorCode;
