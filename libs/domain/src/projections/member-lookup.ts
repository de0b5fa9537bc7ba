import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommonErrorCode, topicOf } from '@stave/contracts';
import { APP_CONFIG, type ServiceEnv } from '@stave/platform';
import { queryRows } from '@stave/platform';
import { Database } from '@stave/platform';
import { EventsLifecycle } from '@stave/platform';
import { domainError } from '@stave/platform';
import { USER_SUMMARY_COLUMNS, findUserSummary, type UserSummary } from './user-summaries.repository';

// How often the ids waited for are looked for, all of them in one statement.
const POLL_MS = 100;
// What identity's outbox relay is given to put a registration committed before the request on the topic (it is woken
// at the commit and sends within tens of milliseconds): past it, a projection that has caught up with the topic
// would hold the member if they were there.
const RELAY_GRACE_MS = 500;
// Ids waited for at once; past this a lookup answers at once from what the projection holds.
const MAX_WAITING = 10_000;
const IDENTITY_TOPIC = topicOf('identity.user.registered.v1');

interface Waiter {
  since: number;
  deadline: number;
  settle(summary: UserSummary | null): void;
  fail(error: unknown): void;
}

// A member named by a request (the other side of a conversation, a connection, a follow, a mute, a block) as this
// service knows them: from its user_summaries projection of identity's events (docs/platform.md § Members other
// services have not heard of yet). A member identity registered a moment ago is real before their event has come, so
// a lookup that misses waits for the projection to catch up: it answers as soon as the member arrives, or "not
// there" once the service's consumer has dealt with every identity.user message on the topic (checked from
// RELAY_GRACE_MS on) without the member appearing, or at MEMBER_PROJECTION_WAIT_MS whatever happens (a consumer far
// behind, Kafka down). Every id waited for is looked for in one statement a tick, and the topic checked once a tick.
@Injectable()
export class MemberLookup implements OnModuleDestroy {
  private readonly waitMs: number;
  private readonly waiting = new Map<number, Waiter[]>();
  private count = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly events: EventsLifecycle,
    @Inject(APP_CONFIG) config: Pick<ServiceEnv, 'MEMBER_PROJECTION_WAIT_MS'>,
  ) {
    this.waitMs = config.MEMBER_PROJECTION_WAIT_MS;
  }

  // Null when the member is not there (a wrong id, an erased member).
  async find(id: number): Promise<UserSummary | null> {
    const summary = await findUserSummary(this.database.pool, id);
    if (summary || this.waitMs === 0 || this.count >= MAX_WAITING) return summary;
    return new Promise<UserSummary | null>((settle, fail) => {
      const now = Date.now();
      this.waiting.set(id, [...(this.waiting.get(id) ?? []), { since: now, deadline: now + this.waitMs, settle, fail }]);
      this.count++;
      this.timer ??= setTimeout(() => void this.poll(), POLL_MS);
    });
  }

  // 404 USER_NOT_FOUND when the member is not there.
  async require(id: number): Promise<UserSummary> {
    const summary = await this.find(id);
    if (!summary) throw domainError(CommonErrorCode.UserNotFound);
    return summary;
  }

  onModuleDestroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const stopping = domainError(CommonErrorCode.DependencyUnavailable, { headers: { 'retry-after': '1' } });
    this.settleWhere(
      () => true,
      (waiter) => waiter.fail(stopping),
    );
  }

  private async poll(): Promise<void> {
    const started = Date.now();
    try {
      // Whether the consumer had caught up is read before the rows: what it had dealt with by then is committed.
      const caughtUp = [...this.waiting.values()].some((waiters) => waiters.some((waiter) => started - waiter.since >= RELAY_GRACE_MS))
        ? await this.events.lag([IDENTITY_TOPIC]).then(
            (lag) => lag === 0,
            () => false,
          )
        : false;
      const ids = [...this.waiting.keys()];
      const found = await queryRows<UserSummary>(this.database.pool, `SELECT ${USER_SUMMARY_COLUMNS} FROM user_summaries WHERE id = ANY($1::int[])`, [ids]);
      const byId = new Map(found.map((summary) => [summary.id, summary]));
      this.settleWhere(
        (id, waiter) => byId.has(id) || waiter.deadline <= Date.now() || (caughtUp && started - waiter.since >= RELAY_GRACE_MS),
        (waiter, id) => waiter.settle(byId.get(id) ?? null),
      );
    } catch (error) {
      // The database cannot be read: every waiter gets the error (a 503 when it is a connection failure).
      this.settleWhere(
        () => true,
        (waiter) => waiter.fail(error),
      );
    }
    this.timer = this.waiting.size ? setTimeout(() => void this.poll(), POLL_MS) : null;
  }

  private settleWhere(done: (id: number, waiter: Waiter) => boolean, settle: (waiter: Waiter, id: number) => void): void {
    for (const [id, waiters] of this.waiting) {
      const left: Waiter[] = [];
      for (const waiter of waiters) {
        if (!done(id, waiter)) left.push(waiter);
        else {
          settle(waiter, id);
          this.count--;
        }
      }
      if (left.length) this.waiting.set(id, left);
      else this.waiting.delete(id);
    }
  }
}
