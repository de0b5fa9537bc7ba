import type { z } from 'zod';
import { BookingPaymentChangedV1, PaymentFailedV1, PayoutAccountChangedV1, SubscriptionChangedV1, TrialEndingV1 } from './billing.events';
import { ProfilesFoundInSearchV1, ProfileViewedV1, ReferralCompletedV1, TeamMembershipChangedV1, UserRegisteredV1, UserUpdatedV1 } from './identity.events';
import type { EventEnvelope } from './envelope';
import { ContentReportedV1, ModerationDecidedV1 } from './moderation.events';
import { ExportPartReadyV1, ExportRequestedV1, UserErasedV1 } from './privacy.events';
import {
  ApplicationDecidedV1,
  ApplicationSubmittedV1,
  BookingChangedV1,
  CollaborationCreatedV1,
  EventChangedV1,
  EventCreatedV1,
  EventReminderV1,
  JobPostedV1,
  RsvpChangedV1,
} from './jobs-events.events';
import {
  ListingCreatedV1,
  ListingDeletedV1,
  ListingExpiringV1,
  ListingHiddenV1,
  ListingModeratedV1,
  ListingReportedV1,
  ListingSoldV1,
  ListingStolenReviewV1,
  ListingUpdatedV1,
  ListingWatchedChangeV1,
  StorefrontVerificationDecidedV1,
} from './marketplace.events';
import { ConversationStartedV1, MemberBlockedV1, MemberUnblockedV1, MessageSentV1 } from './messaging.events';
import { TeamActionV1 } from './teams.events';
import {
  AchievementAwardedV1,
  CommentCreatedV1,
  ConnectionAcceptedV1,
  ConnectionDeclinedV1,
  ConnectionRemovedV1,
  ConnectionRequestedV1,
  ConnectionWithdrawnV1,
  FollowCreatedV1,
  FollowRemovedV1,
  NotificationCreatedV1,
  PostDeletedV1,
  PostLikedV1,
  PostPublishedV1,
} from './social.events';

export * from './envelope';
export * from './identity.events';
export * from './social.events';
export * from './jobs-events.events';
export * from './messaging.events';
export * from './marketplace.events';
export * from './billing.events';
export * from './privacy.events';
export * from './teams.events';

// WARNING: event names and topics are a public contract. Renaming one strands every consumer
// (and every message already on the topic); publish a `.v2` beside the old name instead.
export const EVENT_SCHEMAS = {
  'identity.moderation.decided.v1': ModerationDecidedV1,
  'social.report.filed.v1': ContentReportedV1,
  'messaging.report.filed.v1': ContentReportedV1,
  'jobs-events.report.filed.v1': ContentReportedV1,
  'marketplace.report.filed.v1': ContentReportedV1,
  'identity.export.requested.v1': ExportRequestedV1,
  'social.export.part-ready.v1': ExportPartReadyV1,
  'messaging.export.part-ready.v1': ExportPartReadyV1,
  'jobs-events.export.part-ready.v1': ExportPartReadyV1,
  'marketplace.export.part-ready.v1': ExportPartReadyV1,
  'billing.export.part-ready.v1': ExportPartReadyV1,
  'identity.user.erased.v1': UserErasedV1,
  'identity.user.registered.v1': UserRegisteredV1,
  'identity.user.updated.v1': UserUpdatedV1,
  'identity.referral.completed.v1': ReferralCompletedV1,
  'identity.profile.viewed.v1': ProfileViewedV1,
  'identity.profile.found-in-search.v1': ProfilesFoundInSearchV1,
  'identity.team.membership-changed.v1': TeamMembershipChangedV1,
  'social.post.published.v1': PostPublishedV1,
  'social.post.deleted.v1': PostDeletedV1,
  'social.post.liked.v1': PostLikedV1,
  'social.comment.created.v1': CommentCreatedV1,
  'social.follow.created.v1': FollowCreatedV1,
  'social.follow.removed.v1': FollowRemovedV1,
  'social.connection.requested.v1': ConnectionRequestedV1,
  'social.connection.accepted.v1': ConnectionAcceptedV1,
  'social.connection.declined.v1': ConnectionDeclinedV1,
  'social.connection.withdrawn.v1': ConnectionWithdrawnV1,
  'social.connection.removed.v1': ConnectionRemovedV1,
  'social.achievement.awarded.v1': AchievementAwardedV1,
  'social.notification.created.v1': NotificationCreatedV1,
  'jobs-events.job.posted.v1': JobPostedV1,
  'jobs-events.application.submitted.v1': ApplicationSubmittedV1,
  'jobs-events.application.decided.v1': ApplicationDecidedV1,
  'jobs-events.event.created.v1': EventCreatedV1,
  'jobs-events.event.changed.v1': EventChangedV1,
  'jobs-events.event.reminder.v1': EventReminderV1,
  'jobs-events.rsvp.changed.v1': RsvpChangedV1,
  'jobs-events.collaboration.created.v1': CollaborationCreatedV1,
  'jobs-events.team.action.v1': TeamActionV1,
  'jobs-events.booking.changed.v1': BookingChangedV1,
  'messaging.conversation.started.v1': ConversationStartedV1,
  'messaging.message.sent.v1': MessageSentV1,
  'messaging.member.blocked.v1': MemberBlockedV1,
  'messaging.member.unblocked.v1': MemberUnblockedV1,
  'marketplace.listing.created.v1': ListingCreatedV1,
  'marketplace.listing.sold.v1': ListingSoldV1,
  'marketplace.listing.expiring.v1': ListingExpiringV1,
  'marketplace.listing.updated.v1': ListingUpdatedV1,
  'marketplace.listing.deleted.v1': ListingDeletedV1,
  'marketplace.listing.watched-change.v1': ListingWatchedChangeV1,
  'marketplace.listing.hidden.v1': ListingHiddenV1,
  'marketplace.listing.moderated.v1': ListingModeratedV1,
  'marketplace.listing.stolen-review.v1': ListingStolenReviewV1,
  'marketplace.listing.reported.v1': ListingReportedV1,
  'marketplace.storefront.verification-decided.v1': StorefrontVerificationDecidedV1,
  'marketplace.team.action.v1': TeamActionV1,
  'billing.subscription.changed.v1': SubscriptionChangedV1,
  'billing.subscription.trial-ending.v1': TrialEndingV1,
  'billing.subscription.payment-failed.v1': PaymentFailedV1,
  'billing.payout-account.changed.v1': PayoutAccountChangedV1,
  'billing.booking-payment.changed.v1': BookingPaymentChangedV1,
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
export type PayloadOf<N extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[N]>;
export type EventOf<N extends EventName> = EventEnvelope<PayloadOf<N>> & { name: N };

export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(EVENT_SCHEMAS, name);
}

// WARNING: topic = `<service>.<aggregate>`; see the note above before renaming.
export function topicOf(name: EventName | string): string {
  const [service, aggregate] = name.split('.');
  return `${service}.${aggregate}`;
}

export const DEAD_LETTER_SUFFIX = '.dlq';
export const ALL_TOPICS = [...new Set(EVENT_NAMES.map(topicOf))];
