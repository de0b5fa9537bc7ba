import { Injectable } from '@nestjs/common';
import type { MediaType } from '@stave/contracts';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface NewPostMedia {
  key: string;
  uploaderId: number;
  mediaType: MediaType;
  byteSize: number;
  durationSeconds: number | null;
}

// post_media: uploads waiting for a post, and the ones posts carry. A claim and a clean-up race
// only through the row lock: the clean-up skips rows a claiming post holds, and a claim after the
// clean-up finds no row and is refused.
@Injectable()
export class PostMediaRepository {
  async record(db: Queryable, media: NewPostMedia): Promise<void> {
    await db.query(`INSERT INTO post_media (key, uploader_id, media_type, byte_size, duration_seconds) VALUES ($1, $2, $3, $4, $5)`, [
      media.key,
      media.uploaderId,
      media.mediaType,
      media.byteSize,
      media.durationSeconds,
    ]);
  }

  // The member's own upload, not on any post yet, locked until the transaction ends; null otherwise.
  async claimable(tx: Transaction, key: string, uploaderId: number): Promise<{ mediaType: MediaType } | null> {
    return queryOne<{ mediaType: MediaType }>(
      tx,
      `SELECT media_type AS "mediaType" FROM post_media WHERE key = $1 AND uploader_id = $2 AND post_id IS NULL FOR UPDATE`,
      [key, uploaderId],
    );
  }

  async attach(tx: Transaction, key: string, postId: number): Promise<void> {
    await tx.query(`UPDATE post_media SET post_id = $2 WHERE key = $1`, [key, postId]);
  }

  // Every member's uploads older than `olderThanMs` that no post took (the composer was abandoned),
  // a bounded batch at a time, oldest first; the keys returned are the files to remove once this has
  // committed. The partial index holds only uploads no post has taken, so the scan stays small.
  async forgetStale(db: Queryable, olderThanMs: number, limit: number): Promise<string[]> {
    const rows = await queryRows<{ key: string }>(
      db,
      `DELETE FROM post_media WHERE key IN (
         SELECT key FROM post_media
          WHERE post_id IS NULL AND created_at < now() - make_interval(secs => $1::double precision / 1000)
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING key`,
      [olderThanMs, limit],
    );
    return rows.map((row) => row.key);
  }
}
