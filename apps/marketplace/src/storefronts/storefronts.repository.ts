import { Injectable } from '@nestjs/common';
import type { Storefront, UpsertStorefront } from '@stave/contracts';
import { Database, queryOne } from '@stave/platform';

type StorefrontRow = Omit<Storefront, 'updatedAt'> & { updatedAt: Date; ownerTier: string | null };

// Spec §3 storefronts.
@Injectable()
export class StorefrontsRepository {
  constructor(private readonly db: Database) {}

  find(userId: number): Promise<StorefrontRow | null> {
    return queryOne<StorefrontRow>(
      this.db.pool,
      `SELECT s.user_id AS "userId", s.business_name AS "businessName", s.description, s.logo_url AS "logoUrl", s.banner_url AS "bannerUrl",
              s.website_url AS "websiteUrl", s.phone, s.email, s.address, s.verified, s.is_active AS "isActive", s.updated_at AS "updatedAt",
              u.subscription_tier AS "ownerTier",
              (SELECT count(*)::int FROM equipment_listings l WHERE l.user_id = s.user_id AND l.status = 'active') AS "activeListings"
         FROM storefronts s LEFT JOIN user_summaries u ON u.id = s.user_id WHERE s.user_id = $1`,
      [userId],
    );
  }

  async upsert(userId: number, storefront: UpsertStorefront): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO storefronts (user_id, business_name, description, logo_url, banner_url, website_url, phone, email, address, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id) DO UPDATE SET business_name = EXCLUDED.business_name, description = EXCLUDED.description,
         logo_url = EXCLUDED.logo_url, banner_url = EXCLUDED.banner_url, website_url = EXCLUDED.website_url, phone = EXCLUDED.phone,
         email = EXCLUDED.email, address = EXCLUDED.address, is_active = EXCLUDED.is_active, updated_at = now()`,
      [
        userId,
        storefront.businessName,
        storefront.description ?? null,
        storefront.logoUrl ?? null,
        storefront.bannerUrl ?? null,
        storefront.websiteUrl ?? null,
        storefront.phone ?? null,
        storefront.email ?? null,
        storefront.address ?? null,
        storefront.isActive,
      ],
    );
  }
}
