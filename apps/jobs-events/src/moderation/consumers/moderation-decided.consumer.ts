import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ModerationDecisionsService } from '../moderation-decisions.service';

// A moderator's decision to take down a job, an event or a call (identity's queue), applied here.
@Injectable()
export class ModerationDecidedConsumer {
  constructor(private readonly decisions: ModerationDecisionsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.moderation.decided.v1', { inboxKey: 'ModerationDecidedConsumer.onDecided' })
  async onDecided(event: EventOf<'identity.moderation.decided.v1'>, tx: Transaction): Promise<void> {
    await this.decisions.apply(tx, event.payload);
  }
}
