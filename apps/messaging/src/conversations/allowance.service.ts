import { Injectable } from '@nestjs/common';
import { CommonErrorCode, MESSAGING_MESSAGES, PLANS, UNLIMITED, type MessagingUsage } from '@stave/contracts';
import { Clock, Database, domainError, londonMonth, type Queryable, type Transaction } from '@stave/platform';
import { findUserSummary, memberTier } from '@stave/domain';
import { ConversationsRepository } from './conversations.repository';

// A free member opens up to 5 conversations a calendar month; pro and business are
// unlimited. A conversation counts for the member who sends its first message; replies never do.
// The tier is the member projection's, so a change of plan reaches here by identity's events.
@Injectable()
export class AllowanceService {
  constructor(
    private readonly database: Database,
    private readonly conversations: ConversationsRepository,
    private readonly clock: Clock,
  ) {}

  async usage(memberId: number): Promise<MessagingUsage> {
    return this.measure(this.database.pool, memberId, this.clock.now());
  }

  // Called inside the transaction that sends a conversation's first message, before it is written.
  // Openings by one member are counted one at a time, so two first messages sent at the same
  // moment cannot both take the last one left.
  async takeOpening(tx: Transaction, memberId: number): Promise<Date> {
    const now = this.clock.now();
    await this.conversations.lockOpenings(tx, memberId);
    const usage = await this.measure(tx, memberId, now);
    if (usage.limit !== UNLIMITED && usage.currentCount >= usage.limit) {
      throw domainError(CommonErrorCode.UsageLimitExceeded, {
        message: MESSAGING_MESSAGES.limitReached,
        extra: { usage: { currentCount: usage.currentCount, limit: usage.limit }, resetsAt: usage.resetsAt },
      });
    }
    return now;
  }

  private async measure(db: Queryable, memberId: number, now: Date): Promise<MessagingUsage> {
    const { start, end } = londonMonth(now);
    const limit = PLANS[memberTier(await findUserSummary(db, memberId))].limits.directMessagesPerMonth;
    const currentCount = await this.conversations.countOpenedBetween(db, memberId, start, end);
    return {
      currentCount,
      limit,
      remaining: limit === UNLIMITED ? null : Math.max(0, limit - currentCount),
      resetsAt: end.toISOString(),
    };
  }
}
