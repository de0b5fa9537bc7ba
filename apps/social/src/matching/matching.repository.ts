import { Injectable } from '@nestjs/common';
import type { MatchingPreferences, SubscriptionTier } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import type { Candidate } from './match-score';

export interface PreferencesRow extends MatchingPreferences {
  lastMatchedAt: Date | null;
}

export interface SuggestionRow {
  id: number;
  userId: number;
  name: string;
  username: string;
  profileImage: string | null;
  type: string;
  location: string | null;
  subscriptionTier: SubscriptionTier;
  genres: string[];
  skills: string[];
  score: number;
  reasons: string[];
}

const PREFERENCES = `
  SELECT looking_for AS "lookingFor", genres, location, remote_only AS "remoteOnly", availability, opted_out AS "optedOut",
         last_matched_at AS "lastMatchedAt"
    FROM ai_matching_preferences`;

// The only file that writes ai_matching_preferences and ai_matches.
@Injectable()
export class MatchingRepository {
  constructor(private readonly database: Database) {}

  preferences(userId: number, db: Queryable = this.database.pool): Promise<PreferencesRow | null> {
    return queryOne<PreferencesRow>(db, `${PREFERENCES} WHERE user_id = $1`, [userId]);
  }

  async savePreferences(tx: Transaction, userId: number, preferences: MatchingPreferences): Promise<void> {
    await tx.query(
      `INSERT INTO ai_matching_preferences (user_id, looking_for, genres, location, remote_only, availability, opted_out)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET looking_for = $2, genres = $3, location = $4, remote_only = $5, availability = $6, opted_out = $7, updated_at = now()`,
      [userId, preferences.lookingFor, preferences.genres, preferences.location, preferences.remoteOnly, preferences.availability, preferences.optedOut],
    );
  }

  // What matching reads of a member's own profile (the projection from identity).
  profile(db: Queryable, userId: number): Promise<{ type: string; location: string | null; genres: string[]; skills: string[] } | null> {
    return queryOne(db, `SELECT type, location, genres, skills FROM user_summaries WHERE id = $1`, [userId]);
  }

  // One member's matching is computed one at a time.
  async lock(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('matching'), $1)`, [userId]);
  }

  // Members who could be suggested, with what the score needs: never the member, their connections,
  // those who opted out, or anyone they contacted or declined; the 300 likeliest by a rough pre-score in
  // SQL (type sought, shared genres, same town), so the exact scoring reads a bounded set.
  candidates(tx: Queryable, userId: number, lookingFor: string[], genres: string[], location: string | null): Promise<Candidate[]> {
    return queryRows<Candidate>(
      tx,
      `WITH mine AS (SELECT other_id FROM connections WHERE user_id = $1)
       SELECT u.id, u.name, u.type, u.location, u.genres, u.skills,
              (SELECT count(*)::int FROM connections c WHERE c.user_id = u.id AND c.other_id IN (SELECT other_id FROM mine)) AS "mutualConnections",
              EXISTS (SELECT 1 FROM posts p WHERE p.user_id = u.id AND p.created_at > now() - interval '30 days') AS "activeThisMonth"
         FROM user_summaries u
        WHERE u.id <> $1
          AND u.id NOT IN (SELECT other_id FROM mine)
          AND NOT EXISTS (SELECT 1 FROM ai_matching_preferences o WHERE o.user_id = u.id AND o.opted_out)
          AND ${neitherBlockedSql('$1', 'u.id')}
          AND NOT EXISTS (SELECT 1 FROM ai_matches m WHERE m.user_id = $1 AND m.matched_user_id = u.id AND m.status <> 'pending')
        ORDER BY (u.type = ANY ($2::text[]))::int * 3
               + cardinality(ARRAY(SELECT lower(g) FROM unnest(u.genres) g INTERSECT SELECT lower(g) FROM unnest($3::text[]) g))
               + (lower(u.location) = lower($4))::int * 2 DESC NULLS LAST, u.id
        LIMIT 300`,
      [userId, lookingFor, genres, location],
    );
  }

  // The member's new suggestions: the pending ones replaced, contacted and declined kept.
  async replacePending(tx: Transaction, userId: number, matches: Array<{ matchedUserId: number; score: number; reasons: string[] }>): Promise<void> {
    await tx.query(`DELETE FROM ai_matches WHERE user_id = $1 AND status = 'pending'`, [userId]);
    if (matches.length > 0) {
      await tx.query(
        `INSERT INTO ai_matches (user_id, matched_user_id, match_score, match_reason)
         SELECT $1, m.matched, m.score, m.reasons FROM jsonb_to_recordset($2::jsonb) AS m(matched int, score int, reasons jsonb)
         ON CONFLICT (user_id, matched_user_id) DO NOTHING`,
        [userId, JSON.stringify(matches.map((match) => ({ matched: match.matchedUserId, score: match.score, reasons: match.reasons })))],
      );
    }
    await tx.query(
      `INSERT INTO ai_matching_preferences (user_id, last_matched_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET last_matched_at = now()`,
      [userId],
    );
  }

  // Not interested: that member is never suggested again, suggested now or not.
  async decline(tx: Transaction, userId: number, matchedUserId: number): Promise<void> {
    await tx.query(
      `INSERT INTO ai_matches (user_id, matched_user_id, match_score, match_reason, status) VALUES ($1, $2, 0, '[]', 'declined')
       ON CONFLICT (user_id, matched_user_id) DO UPDATE SET status = 'declined'`,
      [userId, matchedUserId],
    );
  }

  // True when a pending suggestion of that member existed and is now marked.
  async mark(tx: Transaction, userId: number, matchedUserId: number, status: 'contacted'): Promise<boolean> {
    const rows = await queryRows(
      tx,
      `UPDATE ai_matches SET status = $3, contacted_at = CASE WHEN $3 = 'contacted' THEN now() END
        WHERE user_id = $1 AND matched_user_id = $2 AND status = 'pending' RETURNING id`,
      [userId, matchedUserId, status],
    );
    return rows.length > 0;
  }

  suggestions(userId: number): Promise<SuggestionRow[]> {
    return queryRows<SuggestionRow>(
      this.database.pool,
      `SELECT m.id, u.id AS "userId", u.name, u.username, u.profile_image AS "profileImage", u.type, u.location,
              u.subscription_tier AS "subscriptionTier", u.genres, u.skills, m.match_score AS score, m.match_reason AS reasons
         FROM ai_matches m JOIN user_summaries u ON u.id = m.matched_user_id
        WHERE m.user_id = $1 AND m.status = 'pending'
          AND NOT EXISTS (SELECT 1 FROM ai_matching_preferences o WHERE o.user_id = u.id AND o.opted_out)
          AND NOT EXISTS (SELECT 1 FROM connections c WHERE c.user_id = $1 AND c.other_id = u.id)
          AND ${neitherBlockedSql('$1', 'u.id')}
        ORDER BY m.match_score DESC, m.matched_user_id
        LIMIT 20`,
      [userId],
    );
  }
}
