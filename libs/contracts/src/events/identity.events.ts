import { z } from 'zod';
import { ProfessionalTypeSchema, SubscriptionTierSchema } from '../enums';

// Everything other services project about a member (their `user_summaries`). `version` rises with
// every change so a consumer can ignore an older snapshot delivered late.
export const UserSnapshotSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().nonnegative(),
  username: z.string(),
  name: z.string(),
  type: ProfessionalTypeSchema,
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  skills: z.array(z.string()),
  genres: z.array(z.string()),
  subscriptionTier: SubscriptionTierSchema,
  badges: z.array(z.string()),
  verifiedProfile: z.boolean(),
  isFoundingMember: z.boolean(),
  // When the account was made (the marketplace weighs reports by account age). Optional: snapshots published before
  // it was added lack it.
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type UserSnapshot = z.infer<typeof UserSnapshotSchema>;

export const UserRegisteredV1 = z.object({ user: UserSnapshotSchema, referredBy: z.number().int().positive().nullable() });
export const UserUpdatedV1 = z.object({ user: UserSnapshotSchema, changed: z.array(z.string()) });

// `referralCount` is the referrer's total after this completion (for referral milestones).
export const ReferralCompletedV1 = z.object({
  referralId: z.number().int().positive(),
  referrerId: z.number().int().positive(),
  newUserId: z.number().int().positive(),
  referralCount: z.number().int().positive(),
  completedAt: z.iso.datetime({ offset: true }),
});

// One per viewer per profile per day; never for one's own profile.
export const ProfileViewedV1 = z.object({
  viewerId: z.number().int().positive(),
  viewedUserId: z.number().int().positive(),
  viewedAt: z.iso.datetime({ offset: true }),
});

// The members a directory search with a term answered (at most a page of them), for their analytics.
export const ProfilesFoundInSearchV1 = z.object({
  userIds: z.array(z.number().int().positive()).max(100),
  searchedAt: z.iso.datetime({ offset: true }),
});

// A member joined a business's team, their role changed, or they left it (removed, left, or the
// business erased). Services keep `team_memberships` from it to let a member act as the business
// (libs/platform teams projection). `changedAt` orders them: a late, older event never undoes a newer one.
export const TeamMembershipChangedV1 = z.object({
  businessId: z.number().int().positive(),
  memberId: z.number().int().positive(),
  role: z.enum(['admin', 'member']),
  active: z.boolean(),
  changedAt: z.iso.datetime({ offset: true }),
});
