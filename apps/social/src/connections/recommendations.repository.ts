import { Injectable } from '@nestjs/common';
import type { RecommendedPerson } from '@stave/contracts';
import { queryRows, Database } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';

interface CandidateRow extends Omit<RecommendedPerson, 'reasons'> {
  sharedGenres: string[];
  sharedSkills: string[];
  sameLocation: boolean;
}

// People you may know: mutual connections weigh most, then shared genres, the same location and
// shared skills. Never yourself, your connections or someone with a request open either way. With
// no signal at all, the newest members fill the list. One pass over user_summaries: fine at tens of
// thousands of members; a candidate index (e.g. by genre) is the next step beyond that.
@Injectable()
export class RecommendationsRepository {
  constructor(private readonly database: Database) {}

  async forMember(memberId: number, limit: number): Promise<RecommendedPerson[]> {
    const rows = await queryRows<CandidateRow>(
      this.database.pool,
      `WITH me AS (SELECT location, skills, genres FROM user_summaries WHERE id = $1),
            mutual AS (
              SELECT c2.other_id AS candidate, count(*)::int AS n
                FROM connections c1 JOIN connections c2 ON c2.user_id = c1.other_id
               WHERE c1.user_id = $1 AND c2.other_id <> $1
               GROUP BY c2.other_id),
            scored AS (
              SELECT u.*, coalesce(m.n, 0) AS mutual_n,
                     ARRAY(SELECT g FROM unnest(u.genres) g WHERE lower(g) IN (SELECT lower(x) FROM unnest(me.genres) x)) AS shared_genres,
                     ARRAY(SELECT s FROM unnest(u.skills) s WHERE lower(s) IN (SELECT lower(x) FROM unnest(me.skills) x)) AS shared_skills,
                     coalesce(lower(u.location) = lower(me.location), false) AS same_location
                FROM user_summaries u
                LEFT JOIN me ON true
                LEFT JOIN mutual m ON m.candidate = u.id
               WHERE u.id <> $1
                 AND ${neitherBlockedSql('$1::int', 'u.id')}
                 AND NOT EXISTS (SELECT 1 FROM connections c WHERE c.user_id = $1 AND c.other_id = u.id)
                 AND NOT EXISTS (SELECT 1 FROM connection_requests r WHERE r.status = 'pending'
                                   AND ((r.sender_id = $1 AND r.receiver_id = u.id) OR (r.sender_id = u.id AND r.receiver_id = $1))))
       SELECT s.id, s.name, s.username, s.type, s.location, s.profile_image AS "profileImage",
              (SELECT count(*)::int FROM connections c WHERE c.user_id = s.id) AS "connectionCount",
              s.mutual_n AS "mutualConnections", s.shared_genres AS "sharedGenres", s.shared_skills AS "sharedSkills",
              s.same_location AS "sameLocation"
         FROM scored s
        ORDER BY (s.mutual_n * 3 + cardinality(s.shared_genres) * 2 + cardinality(s.shared_skills) + (CASE WHEN s.same_location THEN 2 ELSE 0 END)) DESC,
                 s.updated_at DESC, s.id DESC
        LIMIT $2`,
      [memberId, limit],
    );
    return rows.map(({ sharedGenres, sharedSkills, sameLocation, ...person }) => ({
      ...person,
      reasons: [
        person.mutualConnections > 0 ? `${person.mutualConnections} mutual connection${person.mutualConnections === 1 ? '' : 's'}` : null,
        sharedGenres.length > 0 ? `Also into ${sharedGenres.slice(0, 2).join(', ')}` : null,
        sameLocation && person.location ? `Also in ${person.location}` : null,
        sharedSkills.length > 0 ? `Shares ${sharedSkills.slice(0, 2).join(', ')}` : null,
      ].filter((reason): reason is string => reason !== null),
    }));
  }
}
