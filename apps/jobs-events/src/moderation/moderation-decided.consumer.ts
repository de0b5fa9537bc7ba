import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { CollaborationsService } from '../collaborations/collaborations.service';
import { EventsService } from '../events/events.service';
import { JobsService } from '../jobs/jobs.service';

// Issue 16: a moderator's decision to take down a job, an event or a call (identity's queue), applied here.
@Injectable()
export class ModerationDecidedConsumer {
  constructor(
    private readonly jobs: JobsService,
    private readonly events: EventsService,
    private readonly collaborations: CollaborationsService,
  ) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.moderation.decided.v1', { inboxKey: 'ModerationDecidedConsumer.onDecided' })
  async onDecided(event: EventOf<'identity.moderation.decided.v1'>, tx: Transaction): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = event.payload;
    if (!removeItem) return;
    if (kind === 'job') await this.jobs.removeByModeration(tx, itemId, subjectId);
    if (kind === 'event') await this.events.removeByModeration(tx, itemId, subjectId);
    if (kind === 'collaboration') await this.collaborations.removeByModeration(tx, itemId, subjectId);
  }
}
