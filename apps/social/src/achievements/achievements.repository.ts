import { Injectable } from '@nestjs/common';
import type { Achievement, AchievementType } from '@stave/contracts';
import { queryOne, queryRows, Database, type Transaction } from '@stave/platform';

type AchievementRow = Omit<Achievement, 'awardedAt'> & { awardedAt: Date };

const COLUMNS = `id, user_id AS "userId", type, title, description, icon, awarded_at AS "awardedAt", viewed, level, metadata`;

export function toAchievement(row: AchievementRow): Achievement {
  return { ...row, awardedAt: row.awardedAt.toISOString() };
}

@Injectable()
export class AchievementsRepository {
  constructor(private readonly database: Database) {}

  // Idempotent: (user, type, level) is unique; returns the row only when this call awarded it.
  async award(
    tx: Transaction,
    award: { userId: number; type: AchievementType; level: number; title: string; description: string; icon: string; metadata: Record<string, unknown> | null },
  ): Promise<AchievementRow | null> {
    return queryOne<AchievementRow>(
      tx,
      `INSERT INTO achievements (user_id, type, level, title, description, icon, metadata) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, type, level) DO NOTHING RETURNING ${COLUMNS}`,
      [award.userId, award.type, award.level, award.title, award.description, award.icon, award.metadata ? JSON.stringify(award.metadata) : null],
    );
  }

  async list(userId: number, onlyUnviewed = false): Promise<Achievement[]> {
    const rows = await queryRows<AchievementRow>(
      this.database.pool,
      `SELECT ${COLUMNS} FROM achievements WHERE user_id = $1 ${onlyUnviewed ? 'AND NOT viewed' : ''} ORDER BY awarded_at ${onlyUnviewed ? 'ASC' : 'DESC'}, id`,
      [userId],
    );
    return rows.map(toAchievement);
  }

  async markViewed(id: number, userId: number): Promise<boolean> {
    return (await queryRows(this.database.pool, `UPDATE achievements SET viewed = true WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0;
  }

  // What the member has done, from social's own tables and projection (for POST /check).
  async progress(tx: Transaction, userId: number) {
    return (await queryOne<{
      posts: number;
      forumPosts: number;
      connections: number;
      followers: number;
      profile: {
        bio: string | null;
        location: string | null;
        profileImage: string | null;
        skills: string[];
        genres: string[];
        isFoundingMember: boolean;
      } | null;
    }>(
      tx,
      `SELECT (SELECT count(*)::int FROM posts WHERE user_id = $1) AS posts,
              (SELECT count(*)::int FROM forum_posts WHERE user_id = $1) AS "forumPosts",
              (SELECT count(*)::int FROM connections WHERE user_id = $1) AS connections,
              (SELECT count(*)::int FROM user_follows WHERE following_id = $1) AS followers,
              (SELECT json_build_object('bio', bio, 'location', location, 'profileImage', profile_image, 'skills', skills, 'genres', genres,
                                        'isFoundingMember', is_founding_member) FROM user_summaries WHERE id = $1) AS profile`,
      [userId],
    ))!;
  }
}
