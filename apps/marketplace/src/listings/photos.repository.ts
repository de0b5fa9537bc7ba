import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface StoredPhoto {
  imageKey: string;
  cardKey: string;
}

// The only file that writes equipment_images (the listing's view reads them in listings.repository.ts).
// Every change runs with the listing's row locked (`lockOwned`), so two uploads racing for the last
// slots count one after the other.
@Injectable()
export class PhotosRepository {
  // How many photos the seller's listing has; null when it is not theirs.
  async countOwned(db: Queryable, sellerId: number, listingId: number): Promise<number | null> {
    const row = await queryOne<{ count: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM equipment_images p WHERE p.listing_id = l.id) AS count FROM equipment_listings l WHERE l.id = $1 AND l.user_id = $2`,
      [listingId, sellerId],
    );
    return row?.count ?? null;
  }

  // The seller's listing locked for a change of its photos, with its title and how many it has; null when not theirs.
  async lockOwned(tx: Transaction, sellerId: number, listingId: number): Promise<{ id: number; title: string; count: number } | null> {
    const locked = await queryOne<{ id: number; title: string }>(tx, `SELECT id, title FROM equipment_listings WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      listingId,
      sellerId,
    ]);
    if (!locked) return null;
    return { ...locked, count: (await this.countOwned(tx, sellerId, listingId)) ?? 0 };
  }

  async add(tx: Transaction, listingId: number, photos: StoredPhoto[], from: number): Promise<void> {
    await tx.query(
      `INSERT INTO equipment_images (listing_id, image_url, card_url, order_index, is_primary)
       SELECT $1, '/' || p.image_key, '/' || p.card_key, $4::int + p.ordinality - 1, $4::int + p.ordinality = 1
         FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS p(image_key, card_key, ordinality)`,
      [listingId, photos.map((photo) => photo.imageKey), photos.map((photo) => photo.cardKey), from],
    );
  }

  // The removed photo's two URLs; null when the listing has no such photo.
  async remove(tx: Transaction, listingId: number, photoId: number): Promise<string[] | null> {
    const row = await queryOne<{ imageUrl: string; cardUrl: string }>(
      tx,
      `DELETE FROM equipment_images WHERE id = $1 AND listing_id = $2 RETURNING image_url AS "imageUrl", card_url AS "cardUrl"`,
      [photoId, listingId],
    );
    if (!row) return null;
    await this.renumber(tx, listingId);
    return [row.imageUrl, row.cardUrl];
  }

  async ids(tx: Transaction, listingId: number): Promise<number[]> {
    return (await queryRows<{ id: number }>(tx, `SELECT id FROM equipment_images WHERE listing_id = $1 ORDER BY order_index, id`, [listingId])).map(
      (row) => row.id,
    );
  }

  async reorder(tx: Transaction, listingId: number, photoIds: number[]): Promise<void> {
    await tx.query(
      `UPDATE equipment_images p SET order_index = o.ordinality - 1, is_primary = o.ordinality = 1
         FROM unnest($2::int[]) WITH ORDINALITY AS o(id, ordinality)
        WHERE p.listing_id = $1 AND p.id = o.id`,
      [listingId, photoIds],
    );
  }

  // Every photo URL of a listing (before it is deleted, so its files can go after).
  async urlsOf(tx: Transaction, listingId: number): Promise<string[]> {
    const rows = await queryRows<{ imageUrl: string; cardUrl: string }>(
      tx,
      `SELECT image_url AS "imageUrl", card_url AS "cardUrl" FROM equipment_images WHERE listing_id = $1`,
      [listingId],
    );
    return rows.flatMap((row) => [row.imageUrl, row.cardUrl]);
  }

  private async renumber(tx: Transaction, listingId: number): Promise<void> {
    await tx.query(
      `UPDATE equipment_images p SET order_index = r.position - 1, is_primary = r.position = 1
         FROM (SELECT id, row_number() OVER (ORDER BY order_index, id) AS position FROM equipment_images WHERE listing_id = $1) r
        WHERE p.id = r.id`,
      [listingId],
    );
  }
}
