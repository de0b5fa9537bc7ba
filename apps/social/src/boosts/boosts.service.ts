import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  PLANS,
  SocialErrorCode,
  UNLIMITED,
  planHasFeature,
  remainingBoosts,
  type BoostAnalytics,
  type BoostView,
  type SubscriptionTier,
} from '@stave/contracts';
import { Clock, Database, domainError, findUserSummary, londonMonth, memberTier, type Queryable } from '@stave/platform';
import { postExcerpt } from '../notifications/notification-text';
import { BoostsRepository, type BoostRow } from './boosts.repository';

const view = (row: BoostRow): BoostView => ({
  id: row.id,
  postId: row.postId,
  postExcerpt: postExcerpt(row.content),
  boostType: row.boostType,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  isActive: row.isActive,
  viewsGenerated: row.viewsGenerated,
  engagementBoost: row.engagementBoost,
});

// Spec §2 Boosted Posts, §3 boosted_posts and boost analytics, §9 the quota (issue 14). Pro and Business
// only, refused on the server for free members. Where boosted posts appear in others' feeds: not yet.
@Injectable()
export class BoostsService {
  constructor(
    private readonly database: Database,
    private readonly boosts: BoostsRepository,
    private readonly clock: Clock,
  ) {}

  async boost(userId: number, postId: number, days: number): Promise<BoostView> {
    const tier = await this.premiumTier(userId);
    const limit = PLANS[tier].limits.boostedPostsPerMonth;
    return this.database.transaction(async (tx) => {
      await this.boosts.lockMember(tx, userId);
      if ((await this.boosts.authorOf(tx, postId)) !== userId) throw domainError(SocialErrorCode.PostNotFound);
      if (await this.boosts.activeFor(tx, postId)) throw domainError(SocialErrorCode.AlreadyBoosted);
      if (limit !== UNLIMITED) {
        const used = await this.boosts.countSince(tx, userId, londonMonth(this.clock.now()).start);
        if (used >= limit) {
          throw domainError(CommonErrorCode.UsageLimitExceeded, {
            message: `You have used your ${limit} boosts this month`,
            extra: { usage: { currentCount: used, limit } },
          });
        }
      }
      return view(await this.boosts.insert(tx, userId, postId, days));
    });
  }

  async mine(userId: number): Promise<BoostView[]> {
    await this.premiumTier(userId);
    return (await this.boosts.mine(userId)).map(view);
  }

  async analytics(userId: number): Promise<BoostAnalytics> {
    const tier = await this.premiumTier(userId);
    const month = londonMonth(this.clock.now());
    const currentMonthCount = await this.boosts.countSince(this.database.pool, userId, month.start);
    return {
      currentMonthCount,
      limit: PLANS[tier].limits.boostedPostsPerMonth,
      remaining: remainingBoosts(tier, currentMonthCount),
      resetsAt: month.end.toISOString(),
    };
  }

  private async premiumTier(userId: number, db: Queryable = this.database.pool): Promise<SubscriptionTier> {
    const tier = memberTier(await findUserSummary(db, userId));
    if (!planHasFeature(tier, 'boostedPosts')) throw domainError(CommonErrorCode.PremiumRequired);
    return tier;
  }
}
