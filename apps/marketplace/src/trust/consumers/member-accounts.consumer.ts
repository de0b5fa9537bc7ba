import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ReportsRepository } from '../reports.repository';

// When each member registered (member_accounts), for the weight of their reports (docs/marketplace.md § Reports: who
// counts). Identity's snapshots carry `createdAt`; one published before they did is dated by the registration event
// itself, and a later snapshot that carries it corrects that.
@Injectable()
export class MemberAccountsConsumer {
  constructor(private readonly reports: ReportsRepository) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.user.registered.v1', { inboxKey: 'MemberAccountsConsumer.onRegistered' })
  async onRegistered(event: EventOf<'identity.user.registered.v1'>, tx: Transaction): Promise<void> {
    const { id, createdAt } = event.payload.user;
    await this.reports.recordRegistration(tx, id, createdAt ?? event.occurredAt, createdAt !== undefined);
  }

  @OnEvent('identity.user.updated.v1', { inboxKey: 'MemberAccountsConsumer.onUpdated' })
  async onUpdated(event: EventOf<'identity.user.updated.v1'>, tx: Transaction): Promise<void> {
    const { id, createdAt } = event.payload.user;
    if (createdAt !== undefined) await this.reports.recordRegistration(tx, id, createdAt, true);
  }
}
