import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { memberViewer } from '../listings/listing-viewer';

// Stands for a member since erased where a row must stay and its contract wants a number: member ids are positive,
// so 0 is no one's (a moderator's decision, an entry on the stolen register).
export const ERASED_MEMBER = 0;

export interface ExportedListing {
  id: number;
  title: string;
  description: string;
  price: string;
  currency: string;
  categoryId: number;
  categoryName: string;
  condition: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string;
  contactMethod: string;
  externalContact: string | null;
  status: string;
  hiddenReason: string | null;
  serialRecorded: boolean;
  views: number;
  isFeatured: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}

export interface ExportedPhoto {
  listingId: number;
  position: number;
  isPrimary: boolean;
  imageUrl: string;
  createdAt: Date;
}

// (docs/marketplace.md § Data rights): every table of the marketplace that names a member, read for an
// export and cleared for an erasure. The only SQL of the privacy folder.
@Injectable()
export class MemberDataRepository {
  listings(db: Queryable, userId: number): Promise<ExportedListing[]> {
    return queryRows(
      db,
      `SELECT l.id, l.title, l.description, l.price::text AS price, l.currency, l.category_id AS "categoryId", c.name AS "categoryName",
              l.condition, l.brand, l.model, l.year, l.location, l.contact_method AS "contactMethod", l.external_contact AS "externalContact",
              l.status, l.hidden_reason AS "hiddenReason", l.serial_hash IS NOT NULL AS "serialRecorded", l.views, l.is_featured AS "isFeatured",
              l.created_at AS "createdAt", l.updated_at AS "updatedAt", l.expires_at AS "expiresAt"
         FROM equipment_listings l JOIN equipment_categories c ON c.id = l.category_id
        WHERE l.user_id = $1 ORDER BY l.created_at, l.id`,
      [userId],
    );
  }

  // The gallery size of each photo (the card is the same picture, smaller).
  photos(db: Queryable, userId: number): Promise<ExportedPhoto[]> {
    return queryRows(
      db,
      `SELECT p.listing_id AS "listingId", p.order_index + 1 AS position, p.is_primary AS "isPrimary", p.image_url AS "imageUrl", p.created_at AS "createdAt"
         FROM equipment_images p JOIN equipment_listings l ON l.id = p.listing_id
        WHERE l.user_id = $1 ORDER BY p.listing_id, p.order_index, p.id`,
      [userId],
    );
  }

  // The watch list: the listing's id and title only (another member's listing; the title was public when saved).
  saved(db: Queryable, userId: number): Promise<Array<{ listingId: number; title: string; savedAt: Date }>> {
    return queryRows(
      db,
      `SELECT s.listing_id AS "listingId", l.title, s.created_at AS "savedAt"
         FROM saved_listings s JOIN equipment_listings l ON l.id = s.listing_id
        WHERE s.user_id = $1 ORDER BY s.created_at, s.listing_id`,
      [userId],
    );
  }

  storefront(db: Queryable, userId: number): Promise<Record<string, unknown> | null> {
    return queryOne(
      db,
      `SELECT business_name AS "businessName", description, logo_url AS "logoUrl", banner_url AS "bannerUrl", website_url AS "websiteUrl", phone, email,
              address, verified, verified_at AS "verifiedAt", is_active AS "isActive", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM storefronts WHERE user_id = $1`,
      [userId],
    );
  }

  // The verification requests the member made for their storefront, as they see them (not which moderator decided).
  storefrontVerifications(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT id, business_name AS "businessName", company_number AS "companyNumber", vat_number AS "vatNumber", note, status, reason,
              created_at AS "createdAt", decided_at AS "decidedAt"
         FROM storefront_verifications WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // A moderator's own decisions on storefront verifications.
  storefrontDecisions(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT id AS "verificationId", business_name AS "businessName", status, reason, decided_at AS "decidedAt"
         FROM storefront_verifications WHERE decided_by = $1 ORDER BY decided_at, id`,
      [userId],
    );
  }

  // As the member sees their entries: the serial's last two characters (the number itself is only a keyed hash) and
  // what they wrote; nothing about the listings it matches (other members', the moderators' to know).
  stolen(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT s.id, s.serial_hint AS "serialHint", s.brand, s.model, s.stolen_on::text AS "stolenOn", s.crime_reference AS "crimeReference",
              s.description, s.created_at AS "createdAt"
         FROM stolen_serials s WHERE s.reporter_id = $1 ORDER BY s.created_at, s.id`,
      [userId],
    );
  }

  // A moderator's own decisions on stolen-gear checks.
  stolenMatchDecisions(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT id AS "matchId", listing_id AS "listingId", status, notes, decided_at AS "decidedAt"
         FROM stolen_matches WHERE decided_by = $1 ORDER BY decided_at, id`,
      [userId],
    );
  }

  // The reports the member filed, as they see them (no moderator's notes).
  reports(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT id, listing_id AS "listingId", reason, description, status, created_at AS "createdAt"
         FROM listing_reports WHERE reporter_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // A moderator's own decisions.
  decisions(db: Queryable, userId: number): Promise<Array<Record<string, unknown>>> {
    return queryRows(
      db,
      `SELECT report_id AS "reportId", listing_id AS "listingId", status, listing_action AS "listingAction", notes, created_at AS "createdAt"
         FROM listing_moderation_decisions WHERE moderator_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  }

  // The listings the member opened today and yesterday (older views are forgotten by the expiry sweep).
  views(db: Queryable, userId: number): Promise<Array<{ listingId: number; day: string }>> {
    return queryRows(db, `SELECT listing_id AS "listingId", day::text AS day FROM listing_views WHERE viewer = $1 ORDER BY day, listing_id`, [
      memberViewer(userId),
    ]);
  }

  allowance(db: Queryable, userId: number): Promise<{ activeListings: number; totalListings: number; lastListingDate: Date | null } | null> {
    return queryOne(
      db,
      `SELECT active_listings AS "activeListings", total_listings AS "totalListings", last_listing_date AS "lastListingDate"
         FROM user_listing_limits WHERE user_id = $1`,
      [userId],
    );
  }

  // The serials the member registered, locked in order before anything else (the lock order of every serial change:
  // StolenRepository.lockSerial, then the seller's allowance row, then listings).
  async lockSerials(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `SELECT pg_advisory_xact_lock(hashtextextended('marketplace.serial:' || serial_hash, 0))
         FROM (SELECT DISTINCT serial_hash FROM stolen_serials WHERE reporter_id = $1 ORDER BY 1) s`,
      [userId],
    );
  }

  // The member's allowance row, locked as every change to their listings does; then gone with them.
  async lockAllowance(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`SELECT 1 FROM user_listing_limits WHERE user_id = $1 FOR UPDATE`, [userId]);
  }

  // The member's listings, with (by cascade) their photos' rows, others' saves of them, their views and the reports
  // on them with those reports' decisions. Answers the photos' storage keys.
  async deleteListings(tx: Transaction, userId: number): Promise<string[]> {
    const photos = await queryRows<{ imageUrl: string; cardUrl: string }>(
      tx,
      `SELECT p.image_url AS "imageUrl", p.card_url AS "cardUrl" FROM equipment_images p JOIN equipment_listings l ON l.id = p.listing_id
        WHERE l.user_id = $1`,
      [userId],
    );
    await tx.query(`DELETE FROM equipment_listings WHERE user_id = $1`, [userId]);
    // What they listed for a business stays the business's, without their name (docs/teams.md).
    await tx.query(`UPDATE equipment_listings SET actor_id = NULL WHERE actor_id = $1`, [userId]);
    return photos.flatMap((photo) => [photo.imageUrl, photo.cardUrl]);
  }

  // The reports the member filed (and the decisions on them); the listings' report counts go down with them.
  async deleteReports(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `WITH gone AS (DELETE FROM listing_reports WHERE reporter_id = $1 RETURNING listing_id)
       UPDATE equipment_listings l SET reported_count = greatest(l.reported_count - g.n, 0)
         FROM (SELECT listing_id, count(*)::int AS n FROM gone GROUP BY listing_id) g WHERE l.id = g.listing_id`,
      [userId],
    );
  }

  // The member's stolen-gear entries stay on the register without them: one anonymous entry a serial (reporter
  // ERASED_MEMBER; their description, the date and the crime reference, which lead back to them, dropped); an entry
  // whose serial already has one goes, the serial staying registered, its checks moved to that one (unless it has its
  // own of the listing). The serials' locks are held (lockSerials), so two erasures of one serial cannot both keep one.
  async anonymiseStolen(tx: Transaction, userId: number): Promise<void> {
    await tx.query(
      `UPDATE stolen_serials s SET reporter_id = $2, description = NULL, stolen_on = NULL, crime_reference = NULL
        WHERE s.reporter_id = $1 AND NOT EXISTS (SELECT 1 FROM stolen_serials o WHERE o.reporter_id = $2 AND o.serial_hash = s.serial_hash)`,
      [userId, ERASED_MEMBER],
    );
    await tx.query(
      `UPDATE stolen_matches m SET stolen_id = o.id
         FROM stolen_serials s JOIN stolen_serials o ON o.serial_hash = s.serial_hash AND o.reporter_id = $2
        WHERE m.stolen_id = s.id AND s.reporter_id = $1
          AND NOT EXISTS (SELECT 1 FROM stolen_matches x WHERE x.stolen_id = o.id AND x.listing_id = m.listing_id)`,
      [userId, ERASED_MEMBER],
    );
    await tx.query(`DELETE FROM stolen_serials WHERE reporter_id = $1`, [userId]);
  }

  // A moderator's decisions are the record of what happened to other members' listings and storefronts: they stay,
  // by no one (a storefront's badge too).
  async anonymiseDecisions(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`UPDATE listing_moderation_decisions SET moderator_id = $2 WHERE moderator_id = $1`, [userId, ERASED_MEMBER]);
    await tx.query(`UPDATE storefront_verifications SET decided_by = $2 WHERE decided_by = $1`, [userId, ERASED_MEMBER]);
    await tx.query(`UPDATE storefronts SET verified_by = $2 WHERE verified_by = $1`, [userId, ERASED_MEMBER]);
    await tx.query(`UPDATE stolen_matches SET decided_by = $2 WHERE decided_by = $1`, [userId, ERASED_MEMBER]);
  }

  // The storefront's uploaded logo and banner (before the row goes, so their files can go after).
  async storefrontImages(tx: Transaction, userId: number): Promise<Array<string | null>> {
    const row = await queryOne<{ logoUrl: string | null; bannerUrl: string | null }>(
      tx,
      `SELECT logo_url AS "logoUrl", banner_url AS "bannerUrl" FROM storefronts WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return row ? [row.logoUrl, row.bannerUrl] : [];
  }

  // The rest of the member's rows: their watch list, their views, their storefront (with, by cascade, its verification
  // requests), allowance and when they registered.
  async deleteOwnRows(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM member_accounts WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM saved_listings WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM listing_views WHERE viewer = $1`, [memberViewer(userId)]);
    await tx.query(`DELETE FROM storefronts WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM user_listing_limits WHERE user_id = $1`, [userId]);
  }
}
