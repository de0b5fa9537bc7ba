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
import { Clock, Database, domainError, londonMonth, type Page, type Queryable } from '@stave/platform';
import { findUserSummary, memberTier } from '@stave/domain';
import { toPostView } from '../post-views/post.row';
import { postExcerpt } from '../post-views/post-excerpt';
import { BoostsRepository, type BoostRow, type RunningBoost } from './boosts.repository';

// One promoted post in every 10 items of a feed page: the 10th, 20th…
const PROMOTED_EVERY = 10;
// The running boosts are read at most this often per process (a page read skips the promotion query
// while none runs); a boost made in another process is promoted here within this delay.
const RUNNING_CHECK_MS = 5_000;
// Boosts a page's promotion considers, per slot: drawn from the running ones in an order of its own,
// before the database checks follows and blocks for those alone (not for every running boost).
const CANDIDATES_PER_SLOT = 10;
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

// Boosted Posts, boosted_posts and boost analytics, the quota. Pro and Business
// only, refused on the server for free members; promotion in other members' home feeds (withPromoted).
@Injectable()
export class BoostsService implements OnModuleDestroy {
  constructor(
    private readonly database: Database,
    private readonly boosts: BoostsRepository,
    private readonly clock: Clock,
  ) {}

  private running: { boosts: RunningBoost[]; checkedAt: number } | null = null;
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

  private async runningBoosts(): Promise<RunningBoost[]> {
    const now = Date.now();
    if (!this.running || now - this.running.checkedAt > RUNNING_CHECK_MS) this.running = { boosts: await this.boosts.running(), checkedAt: now };
    return this.running.boosts;
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
    // Read again on the next page here, so the new boost is promoted at once.
    this.running = null;
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

  // A home feed page with boosted posts mixed in: at most one in every 10 items, never twice on
  // a page, never the viewer's own, never by someone they follow or across a block, labelled (isPromoted);
  // each showing counted. The page's cursor stays the organic posts' own. Which boosts: the running ones
  // (held here for RUNNING_CHECK_MS) in an order drawn for this viewer and page, the first that pass the
  // database's checks; so the database's share of a page does not grow with the number running.
  async withPromoted(viewerId: number, page: Page<PostView>, limit: number, cursor: string | undefined): Promise<Page<PostView>> {
    const slots = Math.min(Math.floor((page.items.length + 1) / PROMOTED_EVERY), Math.floor(limit / PROMOTED_EVERY));
    if (slots === 0) return page;
    const running = await this.runningBoosts();
    if (running.length === 0) return page;
    const onPage = new Set(page.items.map((item) => item.id));
    const seed = `${viewerId}:${cursor ?? 'top'}`;
    const candidates = running
      .filter((boost) => boost.authorId !== viewerId && !onPage.has(boost.postId))
      .map((boost) => ({ id: boost.id, rank: drawOrder(seed, boost.id) }))
      .sort((a, b) => a.rank - b.rank || a.id - b.id)
      .slice(0, slots * CANDIDATES_PER_SLOT);
    if (candidates.length === 0) return page;
    const promoted = await this.boosts.promotedAmong(
      viewerId,
      candidates.map((candidate) => candidate.id),
      slots,
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

// A position for a boost in one viewer's page (FNV-1a over the seed and the id): different pages and
// viewers see different boosts first, the same page the same ones.
function drawOrder(seed: string, boostId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${boostId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
