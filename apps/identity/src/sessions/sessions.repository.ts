import { Injectable } from '@nestjs/common';
import { queryRows, type Queryable } from '@stave/platform';

export interface SessionRow {
  id: number;
  jti: string;
  device: string;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

const COLUMNS = `id, jti, device, ip_address AS "ipAddress", created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt"`;
// A session counts while it is not signed out and its token may still be used.
const LIVE = `ended_at IS NULL AND expires_at > now()`;

@Injectable()
export class SessionsRepository {
  async insert(db: Queryable, row: { userId: number; jti: string; device: string; ipAddress: string | null; expiresAt: Date }): Promise<void> {
    await db.query(`INSERT INTO sessions (user_id, jti, device, ip_address, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
      row.userId,
      row.jti,
      row.device,
      row.ipAddress,
      row.expiresAt,
    ]);
  }

  // At most one write per session per `everyMinutes`: GET /api/user is asked on every page load.
  async touch(db: Queryable, jti: string, everyMinutes: number): Promise<void> {
    await db.query(`UPDATE sessions SET last_seen_at = date_trunc('milliseconds', now()) WHERE jti = $1 AND last_seen_at < now() - make_interval(mins => $2)`, [
      jti,
      everyMinutes,
    ]);
  }

  live(db: Queryable, userId: number): Promise<SessionRow[]> {
    return queryRows<SessionRow>(db, `SELECT ${COLUMNS} FROM sessions WHERE user_id = $1 AND ${LIVE} ORDER BY last_seen_at DESC, id DESC`, [userId]);
  }

  // The member's live sessions matching `which` (one id, or every one but a jti).
  select(db: Queryable, userId: number, which: { id: number } | { exceptJti: string }): Promise<SessionRow[]> {
    return 'id' in which
      ? queryRows<SessionRow>(db, `SELECT ${COLUMNS} FROM sessions WHERE user_id = $1 AND id = $2 AND ${LIVE}`, [userId, which.id])
      : queryRows<SessionRow>(db, `SELECT ${COLUMNS} FROM sessions WHERE user_id = $1 AND jti <> $2 AND ${LIVE}`, [userId, which.exceptJti]);
  }

  async end(db: Queryable, ids: number[]): Promise<void> {
    if (ids.length) await db.query(`UPDATE sessions SET ended_at = now() WHERE id = ANY ($1::int[]) AND ended_at IS NULL`, [ids]);
  }

  async endByJti(db: Queryable, jti: string): Promise<void> {
    await db.query(`UPDATE sessions SET ended_at = now() WHERE jti = $1 AND ended_at IS NULL`, [jti]);
  }

  async endAll(db: Queryable, userId: number): Promise<void> {
    await db.query(`UPDATE sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL`, [userId]);
  }
}
