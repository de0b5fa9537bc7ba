import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export type UploadKind = 'event-image' | 'demo';

export interface NewUpload {
  key: string;
  userId: number;
  kind: UploadKind;
  byteSize: number;
  durationSeconds: number | null;
}

// uploads: every file a member stored for an event or a collaboration call. Nothing records which
// event or call uses a file: the sweep asks the events and collaborations themselves.
//
// Attaching and sweeping race only through row locks: a write that attaches an upload holds its row
// FOR SHARE until it commits; the sweep locks candidates FOR UPDATE SKIP LOCKED and only then, in a
// statement of its own (a snapshot taken after the locks), looks for anything that still uses them.
// Either the attaching write is seen and the upload kept, or the upload is gone by the time the
// write gets its lock, and the write is refused.
@Injectable()
export class UploadsRepository {
  async record(db: Queryable, upload: NewUpload): Promise<void> {
    await db.query(`INSERT INTO uploads (key, user_id, kind, byte_size, duration_seconds) VALUES ($1, $2, $3, $4, $5)`, [
      upload.key,
      upload.userId,
      upload.kind,
      upload.byteSize,
      upload.durationSeconds,
    ]);
  }

  // The member's own upload of this kind, locked until the transaction ends; null otherwise.
  // The uploader's file, handed to `ownerId` when a team member uploaded it for a business (it is the business's
  // event or call, and stays when the member leaves or is erased).
  holdOwned(tx: Transaction, key: string, userId: number, kind: UploadKind, ownerId = userId): Promise<{ durationSeconds: number | null } | null> {
    if (ownerId !== userId) {
      return queryOne<{ durationSeconds: number | null }>(
        tx,
        `UPDATE uploads SET user_id = $4 WHERE key = $1 AND user_id = $2 AND kind = $3 RETURNING duration_seconds AS "durationSeconds"`,
        [key, userId, kind, ownerId],
      );
    }
    return queryOne<{ durationSeconds: number | null }>(
      tx,
      `SELECT duration_seconds AS "durationSeconds" FROM uploads WHERE key = $1 AND user_id = $2 AND kind = $3 FOR SHARE`,
      [key, userId, kind],
    );
  }

  // Uploads older than `olderThanMs` that no event or call uses, a bounded batch at a time; the keys
  // returned are the files to remove once the transaction has committed.
  async forgetUnused(tx: Transaction, olderThanMs: number, limit: number): Promise<string[]> {
    const locked = await queryRows<{ key: string }>(
      tx,
      `SELECT key FROM uploads WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [olderThanMs, limit],
    );
    if (locked.length === 0) return [];
    const rows = await queryRows<{ key: string }>(
      tx,
      `DELETE FROM uploads u WHERE u.key = ANY($1::text[])
          AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image_url LIKE '/event-images/%' AND e.image_url = '/' || u.key)
          AND NOT EXISTS (SELECT 1 FROM collaborations c WHERE c.demo_url LIKE '/demos/%' AND c.demo_url = '/' || u.key)
        RETURNING u.key`,
      [locked.map((row) => row.key)],
    );
    return rows.map((row) => row.key);
  }
}
