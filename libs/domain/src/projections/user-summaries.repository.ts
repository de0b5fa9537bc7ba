import { queryOne } from '@stave/platform';
import type { Queryable, Transaction } from '@stave/platform';
import type { SubscriptionTier, UserSnapshot } from '@stave/contracts';

export interface UserSummary {
  id: number;
  version: number;
  username: string;
  name: string;
  type: string;
  location: string | null;
  profileImage: string | null;
  subscriptionTier: string;
}

// Upsert that ignores an older snapshot delivered after a newer one (docs/reliability.md#duplicates-and-reordering).
export async function upsertUserSummary(tx: Transaction, user: UserSnapshot): Promise<void> {
  await tx.query(
    `INSERT INTO user_summaries (id, version, username, name, type, location, bio, profile_image, skills, genres,
                                 subscription_tier, badges, verified_profile, is_founding_member, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now())
     ON CONFLICT (id) DO UPDATE SET
       version = EXCLUDED.version, username = EXCLUDED.username, name = EXCLUDED.name, type = EXCLUDED.type,
       location = EXCLUDED.location, bio = EXCLUDED.bio, profile_image = EXCLUDED.profile_image,
       skills = EXCLUDED.skills, genres = EXCLUDED.genres, subscription_tier = EXCLUDED.subscription_tier,
       badges = EXCLUDED.badges, verified_profile = EXCLUDED.verified_profile,
       is_founding_member = EXCLUDED.is_founding_member, updated_at = now()
     WHERE user_summaries.version < EXCLUDED.version`,
    [
      user.id,
      user.version,
      user.username,
      user.name,
      user.type,
      user.location,
      user.bio,
      user.profileImage,
      user.skills,
      user.genres,
      user.subscriptionTier,
      user.badges,
      user.verifiedProfile,
      user.isFoundingMember,
    ],
  );
}

export const USER_SUMMARY_COLUMNS = `id, version, username, name, type, location, profile_image AS "profileImage", subscription_tier AS "subscriptionTier"`;

// What the projection holds now. A request naming a member goes through MemberLookup instead: a member registered a
// moment ago may not have arrived yet.
export async function findUserSummary(tx: Queryable, id: number): Promise<UserSummary | null> {
  const row = await queryOne<UserSummary>(tx, `SELECT ${USER_SUMMARY_COLUMNS} FROM user_summaries WHERE id = $1`, [id]);
  return row ?? null;
}

// The member's plan as the projection knows it. One it has not heard of yet (identity's event is on
// its way) is treated as free, the safe side of every allowance.
export function memberTier(summary: Pick<UserSummary, 'subscriptionTier'> | null | undefined): SubscriptionTier {
  const tier = summary?.subscriptionTier;
  return tier === 'pro' || tier === 'business' ? tier : 'free';
}
