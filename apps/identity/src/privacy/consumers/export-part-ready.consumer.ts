import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { DataExportsService } from '../data-exports.service';

// Each service's part of a member's archive, written to storage and announced; the last one in queues the archive.
@Injectable()
export class ExportPartReadyConsumer {
  constructor(private readonly exports: DataExportsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again (it keeps the
  // name of the class that consumed these before the split).
  @OnEvent('social.export.part-ready.v1', { inboxKey: 'DataExportsService.onPartReady' })
  @OnEvent('messaging.export.part-ready.v1', { inboxKey: 'DataExportsService.onPartReady' })
  @OnEvent('jobs-events.export.part-ready.v1', { inboxKey: 'DataExportsService.onPartReady' })
  @OnEvent('marketplace.export.part-ready.v1', { inboxKey: 'DataExportsService.onPartReady' })
  @OnEvent('billing.export.part-ready.v1', { inboxKey: 'DataExportsService.onPartReady' })
  async on(event: EventOf<'social.export.part-ready.v1'>, tx: Transaction): Promise<void> {
    await this.exports.partReady(tx, event);
  }
}
