import type { PublicUser, SelfUser, UserSnapshot } from '@stave/contracts';

// The users row as repositories return it (snake_case columns aliased to camelCase). The hash is
// selected only by the auth repository's credential lookup, never here.
export interface UserRow {
  id: number;
  username: string;
  email: string;
  type: SelfUser['type'];
  name: string;
  location: string | null;
  bio: string | null;
  profileImage: string | null;
  coverImage: string | null;
  websiteUrl: string | null;
  skills: string[];
  genres: string[];
  subscriptionTier: SelfUser['subscriptionTier'];
  subscriptionExpiresAt: Date | null;
  isFoundingMember: boolean;
  trialEndsAt: Date | null;
  verifiedProfile: boolean;
  badges: string[];
  referralCount: number;
  profileViews: number;
  connectionCount: number;
  searchAppearances: number;
  version: number;
  createdAt: Date;
}

export const USER_COLUMNS = `
  id, username, email, type, name, location, bio, profile_image AS "profileImage", cover_image AS "coverImage",
  website_url AS "websiteUrl", skills, genres, subscription_tier AS "subscriptionTier",
  subscription_expires_at AS "subscriptionExpiresAt", is_founding_member AS "isFoundingMember",
  trial_ends_at AS "trialEndsAt", verified_profile AS "verifiedProfile", badges, referral_count AS "referralCount",
  profile_views AS "profileViews", connection_count AS "connectionCount", search_appearances AS "searchAppearances",
  version, created_at AS "createdAt"`;

// Built field by field so a new column never leaks by accident (docs/reliability.md#excessive-exposure).
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    type: row.type,
    location: row.location,
    bio: row.bio,
    profileImage: row.profileImage,
    coverImage: row.coverImage,
    websiteUrl: row.websiteUrl,
    skills: row.skills,
    genres: row.genres,
    subscriptionTier: row.subscriptionTier,
    isFoundingMember: row.isFoundingMember,
    verifiedProfile: row.verifiedProfile,
    badges: row.badges,
    connectionCount: row.connectionCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSelfUser(row: UserRow): SelfUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    referralCount: row.referralCount,
    profileViews: row.profileViews,
    searchAppearances: row.searchAppearances,
  };
}

// What other services project (their user_summaries), versioned so late deliveries are ignored.
export function toSnapshot(row: UserRow): UserSnapshot {
  return {
    id: row.id,
    version: row.version,
    username: row.username,
    name: row.name,
    type: row.type,
    location: row.location,
    bio: row.bio,
    profileImage: row.profileImage,
    skills: row.skills,
    genres: row.genres,
    subscriptionTier: row.subscriptionTier,
    badges: row.badges,
    verifiedProfile: row.verifiedProfile,
    isFoundingMember: row.isFoundingMember,
    createdAt: row.createdAt.toISOString(),
  };
}
