import { Injectable } from '@nestjs/common';
import { MemberConnectionsRepository } from './member-connections.repository';
import { type Transaction } from '@stave/platform';
import { recordConnection } from '@stave/domain';

// users.connectionCount: social owns connections; identity keeps the count from its events,
// in the consumer's inbox transaction (a redelivery is skipped there, and would change nothing here).
@Injectable()
export class ConnectionCountsService {
  constructor(private readonly connections: MemberConnectionsRepository) {}

  connected(tx: Transaction, requestId: number, a: number, b: number): Promise<void> {
    return this.apply(tx, requestId, a, b, true);
  }

  disconnected(tx: Transaction, requestId: number, a: number, b: number): Promise<void> {
    return this.apply(tx, requestId, a, b, false);
  }

  private async apply(tx: Transaction, requestId: number, a: number, b: number, connected: boolean): Promise<void> {
    await this.connections.lockMembers(tx, [a, b]);
    await recordConnection(tx, a, b, requestId, connected);
    await this.connections.recount(tx, [a, b]);
  }
}
