import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, queryOne, type Transaction } from '@stave/platform';
import { AchievementsService } from './achievements.service';

// Awards from events, whichever service emits them; each runs in its inbox transaction, and the
// (user, type, level) key makes a redelivery award nothing new.
@Injectable()
export class AchievementsConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  @OnEvent('social.post.published.v1')
  async onPost(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.authorId, 'first_post', { postId: event.payload.postId });
  }

  @OnEvent('social.connection.accepted.v1')
  async onConnection(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    for (const userId of [event.payload.senderId, event.payload.receiverId]) {
      const row = await queryOne<{ n: number }>(tx, `SELECT count(*)::int AS n FROM connections WHERE user_id = $1`, [userId]);
      await this.achievements.awardMilestones(tx, userId, 'connection_milestone', row?.n ?? 0);
    }
  }

  @OnEvent('social.follow.created.v1')
  async onFollow(event: EventOf<'social.follow.created.v1'>, tx: Transaction): Promise<void> {
    const row = await queryOne<{ n: number }>(tx, `SELECT count(*)::int AS n FROM user_follows WHERE following_id = $1`, [event.payload.followingId]);
    await this.achievements.awardMilestones(tx, event.payload.followingId, 'network_milestone', row?.n ?? 0);
  }

  @OnEvent('identity.referral.completed.v1')
  async onReferral(event: EventOf<'identity.referral.completed.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardMilestones(tx, event.payload.referrerId, 'referral_milestone', event.payload.referralCount);
  }

  @OnEvent('identity.user.registered.v1')
  async onRegistered(event: EventOf<'identity.user.registered.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardProfileState(tx, event.payload.user.id, event.payload.user);
  }

  @OnEvent('identity.user.updated.v1')
  async onUpdated(event: EventOf<'identity.user.updated.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardProfileState(tx, event.payload.user.id, event.payload.user);
  }

  @OnEvent('jobs-events.job.posted.v1')
  async onJob(event: EventOf<'jobs-events.job.posted.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_job_posting', { jobId: event.payload.jobId });
  }

  @OnEvent('jobs-events.event.created.v1')
  async onEvent(event: EventOf<'jobs-events.event.created.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_event', { eventId: event.payload.eventId });
  }

  @OnEvent('jobs-events.collaboration.created.v1')
  async onCollaboration(event: EventOf<'jobs-events.collaboration.created.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_collaboration', { collaborationId: event.payload.collaborationId });
  }
}
