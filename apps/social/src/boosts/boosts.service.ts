import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  CommonErrorCode,
  PLANS,
  SocialErrorCode,
  UNLIMITED,
  planHasFeature,
  remainingBoosts,
  type BoostAnalytics,
  type BoostView,
  type PostView,
  type SubscriptionTier,
} from '@stave/contracts';
import { Clock, Database, domainError, findUserSummary, londonMonth, memberTier, type Page, type Queryable } from '@stave/platform';
import { toPostView } from '../posts/post.row';
import { postExcerpt } from '../notifications/notification-text';
import { BoostsRepository, type BoostRow } from './boosts.repository';

// One promoted post in every 10 items of a feed page: the 10th, 20th…
const PROMOTED_EVERY = 10;
// Whether any boost runs is asked at most this often per process (a page read skips the promotion query
// while none does); a boost made in another process is promoted here within this delay.
const RUNNING_CHECK_MS = 5_000;
const IMPRESSIONS_FLUSH_MS = 2_000;

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
export class BoostsService implements OnModuleDestroy {
  constructor(
    private readonly database: Database,
    private readonly boosts: BoostsRepository,
    private readonly clock: Clock,
  ) {}

  private running: { value: boolean; checkedAt: number } | null = null;
  // Showings are counted here and written every IMPRESSIONS_FLUSH_MS: a write per feed read cost two thirds
  // of the page's throughput (bench/feed.mjs). A process that stops writes what it holds.
  private impressions = new Map<number, number>();
  private readonly flusher = setInterval(() => void this.flushImpressions(), IMPRESSIONS_FLUSH_MS).unref();

  async flushImpressions(): Promise<void> {
    if (this.impressions.size === 0) return;
    const counts = this.impressions;
    this.impressions = new Map();
    await this.boosts.addImpressions(counts).catch(() => {
      for (const [id, n] of counts) this.impressions.set(id, (this.impressions.get(id) ?? 0) + n);
    });
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.flusher);
    await this.flushImpressions();
  }

  private async anyRunning(): Promise<boolean> {
    const now = Date.now();
    if (!this.running || now - this.running.checkedAt > RUNNING_CHECK_MS) this.running = { value: await this.boosts.anyRunning(), checkedAt: now };
    return this.running.value;
  }

  async boost(userId: number, postId: number, days: number): Promise<BoostView> {
    const tier = await this.premiumTier(userId);
    const limit = PLANS[tier].limits.boostedPostsPerMonth;
    const boosted = await this.database.transaction(async (tx) => {
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
    this.running = { value: true, checkedAt: Date.now() };
    return boosted;
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

  // A home feed page with boosted posts mixed in (issue 14): at most one in every 10 items, never twice on
  // a page, never the viewer's own, never by someone they follow, labelled (isPromoted); each showing
  // counted. The page's cursor stays the organic posts' own.
  async withPromoted(viewerId: number, page: Page<PostView>, limit: number, cursor: string | undefined): Promise<Page<PostView>> {
    const slots = Math.min(Math.floor((page.items.length + 1) / PROMOTED_EVERY), Math.floor(limit / PROMOTED_EVERY));
    if (slots === 0 || !(await this.anyRunning())) return page;
    const promoted = await this.boosts.promotedFor(
      viewerId,
      page.items.map((item) => item.id),
      slots,
      `${viewerId}:${cursor ?? 'top'}`,
    );
    if (promoted.length === 0) return page;
    for (const row of promoted) this.impressions.set(row.boostId, (this.impressions.get(row.boostId) ?? 0) + 1);
    const items = [...page.items];
    promoted.forEach((row, i) => items.splice((i + 1) * PROMOTED_EVERY - 1, 0, { ...toPostView(row), isPromoted: true }));
    return { ...page, items };
  }

  private async premiumTier(userId: number, db: Queryable = this.database.pool): Promise<SubscriptionTier> {
    const tier = memberTier(await findUserSummary(db, userId));
    if (!planHasFeature(tier, 'boostedPosts')) throw domainError(CommonErrorCode.PremiumRequired);
    return tier;
  }
}
