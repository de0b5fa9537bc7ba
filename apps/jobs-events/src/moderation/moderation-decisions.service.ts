import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@stave/contracts';
import type { Transaction } from '@stave/platform';
import { CollaborationsService } from '../collaborations/collaborations.service';
import { EventsService } from '../events/events.service';
import { JobsService } from '../jobs/jobs.service';

// A moderator's decision to take down a job, an event or a call, applied by the domain that holds it.
@Injectable()
export class ModerationDecisionsService {
  constructor(
    private readonly jobs: JobsService,
    private readonly events: EventsService,
    private readonly collaborations: CollaborationsService,
  ) {}

  async apply(tx: Transaction, payload: PayloadOf<'identity.moderation.decided.v1'>): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = payload;
    if (!removeItem) return;
    if (kind === 'job') await this.jobs.removeByModeration(tx, itemId, subjectId);
    if (kind === 'event') await this.events.removeByModeration(tx, itemId, subjectId);
    if (kind === 'collaboration') await this.collaborations.removeByModeration(tx, itemId, subjectId);
  }
}
