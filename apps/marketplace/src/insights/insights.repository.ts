import { Injectable } from '@nestjs/common';
import { INSIGHTS_PRICE_CURRENCY } from '@stave/contracts';
import { queryOne, queryRows, type Queryable } from '@stave/platform';

// A top-level category's listings put up in a month, with the distinct sellers behind each figure (checked against
// the privacy floor by the service, never passed on). Prices are of the GBP listings only.
export interface CategoryRow {
  key: number;
  count: number;
  members: number[];
  sold: number;
  soldMembers: number[];
  unsoldMembers: number[];
  pricedSellers: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
}

// The aggregates behind a month's gear figures (docs/insights.md). A listing counts in the month it was put up for
// sale; ones hidden or removed by moderators are left out.
@Injectable()
export class InsightsRepository {
  // Every figure of a report from one view of the data: the report's transaction, repeatable read and read-only.
  byCategory(db: Queryable, start: Date, end: Date): Promise<CategoryRow[]> {
    const priced = `FILTER (WHERE l.currency = '${INSIGHTS_PRICE_CURRENCY}')`;
    return queryRows(
      db,
      `SELECT coalesce(c.parent_id, c.id) AS key, count(*)::int AS count, array_agg(DISTINCT l.user_id) AS members,
              count(*) FILTER (WHERE l.status = 'sold')::int AS sold,
              coalesce(array_agg(DISTINCT l.user_id) FILTER (WHERE l.status = 'sold'), '{}') AS "soldMembers",
              coalesce(array_agg(DISTINCT l.user_id) FILTER (WHERE l.status <> 'sold'), '{}') AS "unsoldMembers",
              count(DISTINCT l.user_id) ${priced}::int AS "pricedSellers",
              percentile_cont(0.25) WITHIN GROUP (ORDER BY l.price) ${priced} AS p25,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY l.price) ${priced} AS median,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY l.price) ${priced} AS p75
         FROM equipment_listings l JOIN equipment_categories c ON c.id = l.category_id
        WHERE l.created_at >= $1 AND l.created_at < $2 AND l.status IN ('active', 'sold', 'expired')
        GROUP BY 1`,
      [start, end],
    );
  }

  topCategories(db: Queryable): Promise<Array<{ id: number; name: string }>> {
    return queryRows(db, `SELECT id, name FROM equipment_categories WHERE parent_id IS NULL ORDER BY position`);
  }

  // When the first listing was put up; null before any.
  async firstListing(db: Queryable): Promise<Date | null> {
    return (await queryOne<{ first: Date | null }>(db, `SELECT min(created_at) AS first FROM equipment_listings`))?.first ?? null;
  }
}
