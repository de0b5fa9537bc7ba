import { z } from 'zod';

// Account types. Labels show underscores as spaces, capitalised (docs/web.md#screens).
export const PROFESSIONAL_TYPES = ['musician', 'producer', 'sound_engineer', 'record_label', 'venue', 'educator', 'manufacturer', 'other'] as const;
export const ProfessionalTypeSchema = z.enum(PROFESSIONAL_TYPES, {
  error: 'Please select a professional type',
});
export type ProfessionalType = z.infer<typeof ProfessionalTypeSchema>;

export function professionalTypeLabel(type: string): string {
  return type
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const SUBSCRIPTION_TIERS = ['free', 'pro', 'business'] as const;
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'freelance', 'internship'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const LISTING_CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
export const ListingConditionSchema = z.enum(LISTING_CONDITIONS);
export type ListingCondition = z.infer<typeof ListingConditionSchema>;

export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

// The 12 event regions.
export const UK_REGIONS = [
  'London',
  'South East',
  'South West',
  'East of England',
  'West Midlands',
  'East Midlands',
  'Yorkshire and the Humber',
  'North West',
  'North East',
  'Scotland',
  'Wales',
  'Northern Ireland',
] as const;
export const UkRegionSchema = z.enum(UK_REGIONS);
export type UkRegion = z.infer<typeof UkRegionSchema>;

export const POST_TYPES = ['update', 'job', 'event', 'collaboration', 'equipment'] as const;
export const PostTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostTypeSchema>;

export const MEDIA_TYPES = ['image', 'video', 'audio'] as const;
export const MediaTypeSchema = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof MediaTypeSchema>;

// Keeps the enum small; richer kinds are stored as `other` with a subtype.
export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'event_rsvp', 'other'] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;
// 'job_application' (to the poster), 'application_update' (to the applicant), 'event_update' (an event
// cancelled or moved) and 'event_reminder' (the day before) come from jobs-events; 'listing_expiring' (to
// the seller), 'listing_watch' (a watched listing's price dropped or it sold), 'listing_hidden' and
// 'listing_moderated' (to the seller) and 'storefront_verification' (a verification request decided, to the
// business) from the marketplace; 'billing' (a trial ending, a payment that
// failed) from billing; 'booking' (an offer, an answer, a cancellation: one line per booking and member) from jobs-events.
export const NOTIFICATION_SUBTYPES = [
  'mention',
  'connection_request',
  'connection_accepted',
  'job_application',
  'application_update',
  'event_update',
  'event_reminder',
  'listing_expiring',
  'listing_watch',
  'listing_hidden',
  'listing_moderated',
  'storefront_verification',
  'billing',
  'booking',
] as const;
export type NotificationSubtype = (typeof NOTIFICATION_SUBTYPES)[number];

export const ACHIEVEMENT_TYPES = [
  'profile_complete',
  'first_post',
  'first_collaboration',
  'first_event',
  'first_forum_post',
  'first_job_posting',
  'network_milestone',
  'connection_milestone',
  'referral_milestone',
  'founding_member',
] as const;
export const AchievementTypeSchema = z.enum(ACHIEVEMENT_TYPES);
export type AchievementType = z.infer<typeof AchievementTypeSchema>;

export const PORTFOLIO_TYPES = ['track', 'album', 'video', 'live', 'collaboration'] as const;
export const PortfolioTypeSchema = z.enum(PORTFOLIO_TYPES);
export type PortfolioType = z.infer<typeof PortfolioTypeSchema>;

export const CONNECTION_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ConnectionRequestStatus = (typeof CONNECTION_REQUEST_STATUSES)[number];

export const REFERRAL_STATUSES = ['pending', 'completed', 'expired'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const LISTING_REPORT_REASONS = ['spam', 'inappropriate', 'fake', 'overpriced', 'other'] as const;
export const LISTING_REPORT_STATUSES = ['pending', 'reviewed', 'resolved', 'dismissed'] as const;

export const KNOWN_BADGES = ['Founding Member', 'Verified Professional', 'Pro Member', 'Early Bird'] as const;

// presets.
export const COLLABORATION_GENRES = [
  'Rock',
  'Pop',
  'Hip Hop',
  'Electronic',
  'Jazz',
  'Classical',
  'Country',
  'R&B',
  'Folk',
  'Metal',
  'Indie',
  'Blues',
  'Reggae',
  'Other',
] as const;
