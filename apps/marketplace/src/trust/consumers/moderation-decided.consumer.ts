import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ReportsService } from '../reports.service';

// A decision in identity's moderation queue to take a listing down, applied here.
@Injectable()
export class ModerationDecidedConsumer {
  constructor(private readonly reports: ReportsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.moderation.decided.v1', { inboxKey: 'ModerationDecidedConsumer.onDecided' })
  async onDecided(event: EventOf<'identity.moderation.decided.v1'>, tx: Transaction): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = event.payload;
    if (removeItem && kind === 'listing') await this.reports.removeByModeration(tx, itemId, subjectId);
  }
}
