import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NETWORK_MESSAGES, SOCIAL_MESSAGES, type ConnectionRequest, type SendConnectionRequest } from '@stave/contracts';
import { DomainError, Outbox, findUserSummary, uniqueViolation } from '@stave/platform';
import { FollowsService } from '../follows/follows.service';
import { ConnectionsRepository } from './connections.repository';

const alreadyRequested = () => new DomainError('conflict', NETWORK_MESSAGES.alreadyRequested, 'ALREADY_REQUESTED');
const requestNotFound = () => new DomainError('not_found', NETWORK_MESSAGES.requestNotFound, 'REQUEST_NOT_FOUND');

@Injectable()
export class ConnectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly connections: ConnectionsRepository,
    private readonly follows: FollowsService,
    private readonly outbox: Outbox,
  ) {}

  async send(senderId: number, input: SendConnectionRequest): Promise<ConnectionRequest> {
    const receiverId = input.receiverId;
    if (receiverId === senderId) {
      throw new DomainError('validation', NETWORK_MESSAGES.cannotConnectSelf, 'CANNOT_CONNECT_SELF', [
        { path: 'receiverId', message: NETWORK_MESSAGES.cannotConnectSelf },
      ]);
    }
    const requestId = await this.dataSource
      .transaction(async (tx) => {
        if (!(await findUserSummary(tx, receiverId))) throw new DomainError('not_found', SOCIAL_MESSAGES.userNotFound, 'USER_NOT_FOUND');
        if (await this.connections.areConnected(senderId, receiverId, tx))
          throw new DomainError('conflict', NETWORK_MESSAGES.alreadyConnected, 'ALREADY_CONNECTED');
        if (await this.connections.pendingBetween(senderId, receiverId, tx)) throw alreadyRequested();
        const id = await this.connections.insertRequest(tx, senderId, receiverId, input.message);
        await this.outbox.add(tx, 'social.connection.requested.v1', id, { requestId: id, senderId, receiverId });
        return id;
      })
      .catch((error: unknown) => {
        // The pair's open-request index refuses the loser of two parallel requests.
        throw uniqueViolation(error) === 'connection_requests_open_pair_key' ? alreadyRequested() : error;
      });
    return (await this.connections.request(requestId))!;
  }

  // Accepting connects the two and has them follow each other (issue 4), in one transaction.
  async accept(requestId: number, receiverId: number): Promise<{ message: string; request: ConnectionRequest }> {
    await this.dataSource.transaction(async (tx) => {
      const answered = await this.connections.answer(tx, requestId, receiverId, 'accepted');
      if (!answered) throw requestNotFound();
      await this.connections.connect(tx, answered.senderId, receiverId);
      await this.follows.follow(tx, answered.senderId, receiverId, 'connection');
      await this.follows.follow(tx, receiverId, answered.senderId, 'connection');
      await this.outbox.add(tx, 'social.connection.accepted.v1', requestId, { requestId, senderId: answered.senderId, receiverId });
    });
    return { message: NETWORK_MESSAGES.accepted, request: (await this.connections.request(requestId))! };
  }

  async decline(requestId: number, receiverId: number): Promise<{ message: string; request: ConnectionRequest }> {
    await this.dataSource.transaction(async (tx) => {
      const answered = await this.connections.answer(tx, requestId, receiverId, 'rejected');
      if (!answered) throw requestNotFound();
      await this.outbox.add(tx, 'social.connection.declined.v1', requestId, { requestId, senderId: answered.senderId, receiverId });
    });
    return { message: NETWORK_MESSAGES.declined, request: (await this.connections.request(requestId))! };
  }

  async withdraw(requestId: number, senderId: number): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const withdrawn = await this.connections.withdraw(tx, requestId, senderId);
      if (!withdrawn) throw requestNotFound();
      await this.outbox.add(tx, 'social.connection.withdrawn.v1', requestId, { requestId, senderId, receiverId: withdrawn.receiverId });
    });
  }

  async remove(memberId: number, otherId: number): Promise<void> {
    if (!(await this.dataSource.transaction((tx) => this.connections.disconnect(tx, memberId, otherId)))) {
      throw new DomainError('not_found', NETWORK_MESSAGES.connectionNotFound, 'CONNECTION_NOT_FOUND');
    }
  }

  pending(memberId: number, side: 'sent' | 'received') {
    return this.connections.pending(memberId, side);
  }

  list(memberId: number) {
    return this.connections.connectionsOf(memberId);
  }

  stats(memberId: number) {
    return this.connections.networkStats(memberId);
  }
}
