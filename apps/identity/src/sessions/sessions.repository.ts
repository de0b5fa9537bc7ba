import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable } from '@stave/platform';

export interface SessionRow {
  id: number;
  jti: string;
  device: string;
  ipAddress: string | null;
  place: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

const COLUMNS = `id, jti, device, ip_address AS "ipAddress", place, created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt"`;
// A session counts while it is not signed out and its token may still be used.
const LIVE = `ended_at IS NULL AND expires_at > now()`;

@Injectable()
export class SessionsRepository {
  async insert(
    db: Queryable,
    row: { userId: number; jti: string; device: string; ipAddress: string | null; place: string | null; expiresAt: Date },
  ): Promise<void> {
    await db.query(`INSERT INTO sessions (user_id, jti, device, ip_address, place, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      row.userId,
      row.jti,
      row.device,
      row.ipAddress,
      row.place,
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

  // Whether any earlier session of the member (ended or not) had this device and address.
  async seenBefore(db: Queryable, userId: number, device: string, ipAddress: string | null): Promise<{ any: boolean; same: boolean }> {
    const row = await queryOne<{ any: boolean; same: boolean }>(
      db,
      `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1) AS any,
              EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND device = $2 AND ip_address IS NOT DISTINCT FROM $3) AS same`,
      [userId, device, ipAddress],
    );
    return row ?? { any: false, same: false };
  }

  // The account's address and whether it wants sign-in alerts (the users table is identity's own).
  alertsOf(db: Queryable, userId: number): Promise<{ email: string; enabled: boolean } | null> {
    return queryOne(db, `SELECT email, sign_in_alerts AS enabled FROM users WHERE id = $1`, [userId]);
  }

  async setAlerts(db: Queryable, userId: number, enabled: boolean): Promise<void> {
    await db.query(`UPDATE users SET sign_in_alerts = $2 WHERE id = $1`, [userId, enabled]);
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
