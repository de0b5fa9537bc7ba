import { Injectable } from '@nestjs/common';
import {
  INSIGHTS_MIN_MEMBERS,
  INSIGHTS_OTHER,
  INSIGHTS_PRICE_CURRENCY,
  foldSmallGroups,
  relativeChange,
  roundTo,
  splitCount,
  type InsightsGear,
} from '@stave/contracts';
import type { Queryable, Transaction } from '@stave/platform';
import type { InsightsFigures, MonthRange } from '@stave/domain';
import { InsightsRepository, type CategoryRow } from './insights.repository';

const OTHER_KEY = 0;
const union = (lists: ReadonlyArray<readonly number[]>) => [...new Set(lists.flat())];
const pounds = (value: number | null) => (value === null ? null : roundTo(Number(value), 2));
// Priced when the GBP listings come from enough sellers.
const priced = (row: CategoryRow | undefined) => (row && row.pricedSellers >= INSIGHTS_MIN_MEMBERS ? row : null);

export interface MarketplaceFigures {
  gear: InsightsGear;
}

// This service's figures for the industry insight reports (docs/insights.md): listings put up for sale in a
// London calendar month by top-level category, with the GBP price quartiles and the median's change on the month
// before, the privacy floor applied to every figure. The months, the Business check and the snapshots are the shared
// InsightsSlice's (@stave/domain).
@Injectable()
export class InsightsService implements InsightsFigures<MarketplaceFigures> {
  constructor(private readonly insights: InsightsRepository) {}

  async compute(tx: Transaction, range: MonthRange, previous: MonthRange): Promise<MarketplaceFigures> {
    return { gear: await this.gear(tx, range, previous) };
  }

  firstActivity(db: Queryable): Promise<Date | null> {
    return this.insights.firstListing(db);
  }

  private async gear(db: Queryable, range: MonthRange, previous: MonthRange): Promise<InsightsGear> {
    const rows = await this.insights.byCategory(db, range.start, range.end);
    const earlier = await this.insights.byCategory(db, previous.start, previous.end);
    const shownTotal = (groups: CategoryRow[]) => {
      const count = groups.reduce((sum, row) => sum + row.count, 0);
      return count === 0 || union(groups.map((row) => row.members)).length >= INSIGHTS_MIN_MEMBERS ? count : null;
    };
    const total = shownTotal(rows);
    const previousTotal = shownTotal(earlier);
    const section: InsightsGear = {
      currency: INSIGHTS_PRICE_CURRENCY,
      total,
      previousTotal,
      change: relativeChange(total, previousTotal),
      sold: null,
      byCategory: [],
    };
    if (total === null || total === 0) return section;

    const soldOf = (groups: CategoryRow[]) =>
      splitCount(
        { count: groups.reduce((sum, row) => sum + row.sold, 0), members: union(groups.map((row) => row.soldMembers)) },
        { count: groups.reduce((sum, row) => sum + row.count - row.sold, 0), members: union(groups.map((row) => row.unsoldMembers)) },
      );
    section.sold = soldOf(rows);

    const names = new Map((await this.insights.topCategories(db)).map((category) => [category.id, category.name]));
    const { published, other } = foldSmallGroups(rows, OTHER_KEY);
    const byKey = (groups: CategoryRow[], key: number) => groups.find((row) => row.key === key);
    const folded = rows.filter((row) => !published.some((group) => group.key === row.key));
    // Sold by category only when every category's (Other's too) is from enough sellers: else the total minus the
    // others would give the hidden one away.
    const soldByCategory =
      section.sold !== null && published.every((group) => soldOf([byKey(rows, group.key)!]) !== null) && (!folded.length || soldOf(folded) !== null);
    section.byCategory = published.map((group) => {
      const row = byKey(rows, group.key)!;
      const now = priced(row);
      const before = priced(byKey(earlier, group.key));
      const medianPrice = pounds(now?.median ?? null);
      const previousMedianPrice = pounds(before?.median ?? null);
      return {
        categoryId: row.key,
        category: names.get(row.key) ?? INSIGHTS_OTHER,
        listings: row.count,
        sold: soldByCategory ? soldOf([row]) : null,
        p25Price: pounds(now?.p25 ?? null),
        medianPrice,
        p75Price: pounds(now?.p75 ?? null),
        previousMedianPrice,
        medianChange: relativeChange(medianPrice, previousMedianPrice),
      };
    });
    if (other) {
      // A mix of categories: counted, not priced.
      section.byCategory.push({
        categoryId: null,
        category: INSIGHTS_OTHER,
        listings: other.count,
        sold: soldByCategory ? soldOf(folded) : null,
        p25Price: null,
        medianPrice: null,
        p75Price: null,
        previousMedianPrice: null,
        medianChange: null,
      });
    }
    return section;
  }
}
