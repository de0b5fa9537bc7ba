import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// First Job Posting, from jobs-events.
@Injectable()
export class JobPostedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.job.posted.v1', { inboxKey: 'AchievementsConsumer.onJob' })
  async on(event: EventOf<'jobs-events.job.posted.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.userId, 'first_job_posting', { jobId: event.payload.jobId });
  }
}
