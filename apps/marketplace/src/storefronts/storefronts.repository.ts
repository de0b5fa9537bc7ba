import { Injectable } from '@nestjs/common';
import type { RequestVerification, StorefrontImageKind, StorefrontVerificationStatus, UpsertStorefront } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface StorefrontRow {
  userId: number;
  businessName: string;
  description: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  websiteUrl: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  verified: boolean;
  verifiedAt: Date | null;
  isActive: boolean;
  activeListings: number;
  updatedAt: Date;
  ownerTier: string | null;
}

export interface VerificationRow {
  id: number;
  userId: number;
  status: StorefrontVerificationStatus;
  businessName: string;
  companyNumber: string | null;
  vatNumber: string | null;
  note: string | null;
  reason: string | null;
  decidedBy: number | null;
  createdAt: Date;
  decidedAt: Date | null;
}

// A request with the storefront as it is now, for the moderators.
export interface ReviewRow extends VerificationRow {
  storefront: {
    businessName: string;
    websiteUrl: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    verified: boolean;
    isActive: boolean;
    owner: { username: string | null; name: string | null; subscriptionTier: string | null };
  };
}

const IMAGE_COLUMNS: Record<StorefrontImageKind, string> = { logo: 'logo_url', banner: 'banner_url' };

const VERIFICATION_COLUMNS = `v.id, v.user_id AS "userId", v.status, v.business_name AS "businessName", v.company_number AS "companyNumber",
  v.vat_number AS "vatNumber", v.note, v.reason, v.decided_by AS "decidedBy", v.created_at AS "createdAt", v.decided_at AS "decidedAt"`;

const REVIEW_SELECT = `
  SELECT ${VERIFICATION_COLUMNS},
         json_build_object('businessName', s.business_name, 'websiteUrl', s.website_url, 'email', s.email, 'phone', s.phone, 'address', s.address,
                           'verified', s.verified, 'isActive', s.is_active,
                           'owner', json_build_object('username', u.username, 'name', u.name, 'subscriptionTier', u.subscription_tier)) AS storefront
    FROM storefront_verifications v
    JOIN storefronts s ON s.user_id = v.user_id
    LEFT JOIN user_summaries u ON u.id = v.user_id`;

// Storefronts and their verification requests: the only file that touches them in SQL (listings
// read a storefront's name, badge and logo in listings.repository.ts; privacy/ exports and erases them).
@Injectable()
export class StorefrontsRepository {
  constructor(private readonly db: Database) {}

  find(db: Queryable, userId: number): Promise<StorefrontRow | null> {
    return queryOne<StorefrontRow>(
      db,
      `SELECT s.user_id AS "userId", s.business_name AS "businessName", s.description, s.logo_url AS "logoUrl", s.banner_url AS "bannerUrl",
              s.website_url AS "websiteUrl", s.phone, s.email, s.address, s.verified, s.verified_at AS "verifiedAt", s.is_active AS "isActive",
              s.updated_at AS "updatedAt", u.subscription_tier AS "ownerTier",
              (SELECT count(*)::int FROM equipment_listings l WHERE l.user_id = s.user_id AND l.status = 'active') AS "activeListings"
         FROM storefronts s LEFT JOIN user_summaries u ON u.id = s.user_id WHERE s.user_id = $1`,
      [userId],
    );
  }

  // A new business name clears the badge (the check was of the old one); the logo and banner are kept (uploads).
  async upsert(db: Queryable, userId: number, storefront: UpsertStorefront): Promise<void> {
    await db.query(
      `INSERT INTO storefronts (user_id, business_name, description, website_url, phone, email, address, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET business_name = EXCLUDED.business_name, description = EXCLUDED.description,
         website_url = EXCLUDED.website_url, phone = EXCLUDED.phone, email = EXCLUDED.email, address = EXCLUDED.address,
         is_active = EXCLUDED.is_active, updated_at = now(),
         verified = storefronts.verified AND storefronts.business_name = EXCLUDED.business_name,
         verified_at = CASE WHEN storefronts.business_name = EXCLUDED.business_name THEN storefronts.verified_at END,
         verified_by = CASE WHEN storefronts.business_name = EXCLUDED.business_name THEN storefronts.verified_by END`,
      [
        userId,
        storefront.businessName,
        storefront.description ?? null,
        storefront.websiteUrl ?? null,
        storefront.phone ?? null,
        storefront.email ?? null,
        storefront.address ?? null,
        storefront.isActive,
      ],
    );
  }

  // The owner's storefront, locked for a change of its images or its badge; null when they have none.
  lock(tx: Transaction, userId: number): Promise<{ businessName: string; verified: boolean; logoUrl: string | null; bannerUrl: string | null } | null> {
    return queryOne(
      tx,
      `SELECT business_name AS "businessName", verified, logo_url AS "logoUrl", banner_url AS "bannerUrl" FROM storefronts WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
  }

  async exists(db: Queryable, userId: number): Promise<boolean> {
    return (await queryOne(db, `SELECT 1 FROM storefronts WHERE user_id = $1`, [userId])) !== null;
  }

  async setImage(tx: Transaction, userId: number, kind: StorefrontImageKind, url: string | null): Promise<void> {
    await tx.query(`UPDATE storefronts SET ${IMAGE_COLUMNS[kind]} = $2, updated_at = now() WHERE user_id = $1`, [userId, url]);
  }

  latestVerification(db: Queryable, userId: number): Promise<VerificationRow | null> {
    return queryOne<VerificationRow>(
      db,
      `SELECT ${VERIFICATION_COLUMNS} FROM storefront_verifications v WHERE v.user_id = $1 ORDER BY v.created_at DESC, v.id DESC LIMIT 1`,
      [userId],
    );
  }

  // A new request under the storefront's current name; null when one is already waiting.
  insertVerification(tx: Transaction, userId: number, businessName: string, request: RequestVerification): Promise<VerificationRow | null> {
    return queryOne<VerificationRow>(
      tx,
      `WITH v AS (
         INSERT INTO storefront_verifications (user_id, business_name, company_number, vat_number, note) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING RETURNING *)
       SELECT ${VERIFICATION_COLUMNS} FROM v`,
      [userId, businessName, request.companyNumber, request.vatNumber, request.note ?? null],
    );
  }

  // The owner's waiting request is withdrawn (an undecided request is theirs alone: nothing is kept). False when none waits.
  async withdraw(db: Queryable, userId: number): Promise<boolean> {
    return (await queryOne(db, `DELETE FROM storefront_verifications WHERE user_id = $1 AND status = 'pending' RETURNING 1`, [userId])) !== null;
  }

  // The moderators' queue: waiting requests oldest first, decided ones latest decided first.
  async queue(status: StorefrontVerificationStatus, offset: number, limit: number): Promise<{ rows: ReviewRow[]; total: number }> {
    const order = status === 'pending' ? 'v.created_at, v.id' : 'v.decided_at DESC, v.id DESC';
    const [rows, total] = await Promise.all([
      queryRows<ReviewRow>(this.db.pool, `${REVIEW_SELECT} WHERE v.status = $1 ORDER BY ${order} OFFSET $2 LIMIT $3`, [status, offset, limit]),
      queryOne<{ total: number }>(this.db.pool, `SELECT count(*)::int AS total FROM storefront_verifications WHERE status = $1`, [status]),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  review(db: Queryable, id: number): Promise<ReviewRow | null> {
    return queryOne<ReviewRow>(db, `${REVIEW_SELECT} WHERE v.id = $1`, [id]);
  }

  // Whose request it is, unlocked: to take the storefront's lock before the request's.
  async ownerOfVerification(db: Queryable, id: number): Promise<number | null> {
    return (await queryOne<{ userId: number }>(db, `SELECT user_id AS "userId" FROM storefront_verifications WHERE id = $1`, [id]))?.userId ?? null;
  }

  lockVerification(tx: Transaction, id: number): Promise<VerificationRow | null> {
    return queryOne<VerificationRow>(tx, `SELECT ${VERIFICATION_COLUMNS} FROM storefront_verifications v WHERE v.id = $1 FOR UPDATE`, [id]);
  }

  async decide(tx: Transaction, id: number, status: 'approved' | 'declined', reason: string | null, moderatorId: number): Promise<void> {
    await tx.query(`UPDATE storefront_verifications SET status = $2, reason = $3, decided_by = $4, decided_at = now() WHERE id = $1`, [
      id,
      status,
      reason,
      moderatorId,
    ]);
  }

  // The badge (with the storefront's row locked and its name checked against the request's).
  async verify(tx: Transaction, userId: number, moderatorId: number): Promise<void> {
    await tx.query(`UPDATE storefronts SET verified = true, verified_at = now(), verified_by = $2 WHERE user_id = $1`, [userId, moderatorId]);
  }
}
