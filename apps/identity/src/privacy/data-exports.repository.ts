import { Injectable } from '@nestjs/common';
import type { DataExport, ExportPartService } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export type PartRef = { dataKey: string; files: { key: string; name: string }[] };

export interface ExportRow {
  id: string;
  userId: number;
  status: DataExport['status'];
  parts: Partial<Record<ExportPartService, PartRef>>;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  size: string | null;
  archiveKey: string | null;
  downloadToken: string | null;
}

const COLUMNS = `id, user_id AS "userId", status, parts, requested_at AS "requestedAt", ready_at AS "readyAt", expires_at AS "expiresAt",
  size, archive_key AS "archiveKey", download_token AS "downloadToken"`;

// data_exports: one row per archive asked for, its parts as the services send them, then the archive's key and link.
@Injectable()
export class DataExportsRepository {
  constructor(private readonly database: Database) {}

  // One request at a time per member decides (the lock on the member's row), so two clicks make one archive.
  async lockMember(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  // Seconds until the member may ask again when an archive gathering or ready was asked for within cooldownHours.
  async cooldownLeft(tx: Transaction, userId: number, cooldownHours: number): Promise<number | null> {
    const recent = await queryOne<{ waitSeconds: number }>(
      tx,
      `SELECT ceil(extract(epoch FROM max(requested_at) + make_interval(hours => $2) - now()))::int AS "waitSeconds"
         FROM data_exports WHERE user_id = $1 AND status IN ('gathering', 'ready') AND requested_at > now() - make_interval(hours => $2)
       HAVING count(*) > 0`,
      [userId, cooldownHours],
    );
    return recent?.waitSeconds ?? null;
  }

  async create(tx: Transaction, id: string, userId: number): Promise<ExportRow> {
    const [created] = await queryRows<ExportRow>(tx, `INSERT INTO data_exports (id, user_id) VALUES ($1, $2) RETURNING ${COLUMNS}`, [id, userId]);
    return created!;
  }

  latestOf(userId: number, limit: number): Promise<ExportRow[]> {
    return queryRows<ExportRow>(
      this.database.pool,
      `SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC LIMIT ${Number(limit)}`,
      [userId],
    );
  }

  find(id: string): Promise<ExportRow | null> {
    return queryOne<ExportRow>(this.database.pool, `SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [id]);
  }

  // A service's part, kept once, while the archive gathers; answers every part now in (null when it was not taken).
  async addPart(tx: Transaction, exportId: string, userId: number, service: ExportPartService, ref: PartRef): Promise<ExportRow['parts'] | null> {
    const [row] = await queryRows<{ parts: ExportRow['parts'] }>(
      tx,
      `UPDATE data_exports SET parts = parts || jsonb_build_object($3::text, $4::jsonb)
        WHERE id = $1 AND user_id = $2 AND status = 'gathering' AND NOT parts ? $3
        RETURNING parts`,
      [exportId, userId, service, JSON.stringify(ref)],
    );
    return row?.parts ?? null;
  }

  // The built archive, if the export still gathers (null when the member was erased or it expired meanwhile).
  markReady(id: string, linkDays: number, size: number, archiveKey: string, token: string): Promise<ExportRow | null> {
    return queryOne<ExportRow>(
      this.database.pool,
      `UPDATE data_exports SET status = 'ready', ready_at = now(), expires_at = now() + make_interval(days => $2), size = $3, archive_key = $4,
              download_token = $5
        WHERE id = $1 AND status = 'gathering' RETURNING ${COLUMNS}`,
      [id, linkDays, size, archiveKey, token],
    );
  }

  async emailOf(userId: number): Promise<string | null> {
    return (await queryOne<{ email: string }>(this.database.pool, `SELECT email FROM users WHERE id = $1`, [userId]))?.email ?? null;
  }

  expirePast(): Promise<ExportRow[]> {
    return queryRows<ExportRow>(
      this.database.pool,
      `UPDATE data_exports SET status = 'expired', download_token = NULL WHERE status = 'ready' AND expires_at <= now() RETURNING ${COLUMNS}`,
    );
  }

  failGatheringOlderThan(hours: number): Promise<ExportRow[]> {
    return queryRows<ExportRow>(
      this.database.pool,
      `UPDATE data_exports SET status = 'failed' WHERE status = 'gathering' AND requested_at <= now() - make_interval(hours => $1) RETURNING ${COLUMNS}`,
      [hours],
    );
  }

  ofMember(db: Queryable, userId: number): Promise<ExportRow[]> {
    return queryRows<ExportRow>(db, `SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1`, [userId]);
  }
}
