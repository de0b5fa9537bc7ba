import { Injectable } from '@nestjs/common';
import { NETWORK_MESSAGES, type ConnectionRequest, type SendConnectionRequest, CommonErrorCode, SocialErrorCode } from '@stave/contracts';
import { Outbox, uniqueViolation, domainError, Database, type Transaction } from '@stave/platform';
import { MemberLookup, blockedBetween } from '@stave/domain';
import { FollowsService } from '../follows/follows.service';
import { ConnectionsRepository } from './connections.repository';
import { RecommendationsRepository } from './recommendations.repository';

const alreadyRequested = () => domainError(SocialErrorCode.AlreadyRequested);
const requestNotFound = () => domainError(SocialErrorCode.RequestNotFound);

@Injectable()
export class ConnectionsService {
  constructor(
    private readonly database: Database,
    private readonly connections: ConnectionsRepository,
    private readonly recommended: RecommendationsRepository,
    private readonly follows: FollowsService,
    private readonly outbox: Outbox,
    private readonly members: MemberLookup,
  ) {}

  // Connect. When the other member has already asked (before, or at the same moment), the
  // two want the same thing: their request is accepted as if they had accepted it (`accepted`).
  async send(senderId: number, input: SendConnectionRequest): Promise<{ outcome: 'requested' | 'accepted'; request: ConnectionRequest }> {
    const receiverId = input.receiverId;
    if (receiverId === senderId) {
      throw domainError(SocialErrorCode.CannotConnectSelf, { path: 'receiverId' });
    }
    // Before the transaction: a member registered a moment ago may be waited for (no connection held meanwhile).
    await this.members.require(receiverId);
    const done = await this.database
      .transaction(async (tx) => {
        // No request passes between members either of whom has blocked the other (as if not there).
        if (await blockedBetween(tx, senderId, receiverId)) throw domainError(CommonErrorCode.UserNotFound);
        await this.connections.lockPair(tx, senderId, receiverId);
        const pending = await this.connections.pendingBetween(tx, senderId, receiverId);
        if (!pending && (await this.connections.areConnected(senderId, receiverId, tx))) {
          throw domainError(SocialErrorCode.AlreadyConnected);
        }
        if (pending?.senderId === senderId) throw alreadyRequested();
        if (pending) {
          // Held FOR UPDATE by pendingBetween, so it is still open.
          await this.connections.answer(tx, pending.id, senderId, 'accepted');
          await this.connectAccepted(tx, pending.id, pending.senderId, senderId);
          return { outcome: 'accepted' as const, requestId: pending.id };
        }
        const id = await this.connections.insertRequest(tx, senderId, receiverId, input.message);
        await this.outbox.add(tx, 'social.connection.requested.v1', id, { requestId: id, senderId, receiverId });
        return { outcome: 'requested' as const, requestId: id };
      })
      .catch((error: unknown) => {
        // The pair's open-request index is the last guard (the pair lock already orders requests).
        throw uniqueViolation(error) === 'connection_requests_open_pair_key' ? alreadyRequested() : error;
      });
    return { outcome: done.outcome, request: (await this.connections.request(done.requestId))! };
  }

  // Accepting connects the two and has them follow each other, in one transaction.
  async accept(requestId: number, receiverId: number): Promise<{ message: string; request: ConnectionRequest }> {
    await this.database.transaction(async (tx) => {
      const answered = await this.connections.answer(tx, requestId, receiverId, 'accepted');
      // A request from a member blocked since (either way) can only be declined.
      if (!answered || (await blockedBetween(tx, answered.senderId, receiverId))) throw requestNotFound();
      await this.connectAccepted(tx, requestId, answered.senderId, receiverId);
    });
    return { message: NETWORK_MESSAGES.accepted, request: (await this.connections.request(requestId))! };
  }

  // What accepting a request does, whichever way it was accepted.
  private async connectAccepted(tx: Transaction, requestId: number, senderId: number, receiverId: number): Promise<void> {
    await this.connections.connect(tx, senderId, receiverId);
    await this.follows.follow(tx, senderId, receiverId, 'connection');
    await this.follows.follow(tx, receiverId, senderId, 'connection');
    await this.outbox.add(tx, 'social.connection.accepted.v1', requestId, { requestId, senderId, receiverId });
  }

  async decline(requestId: number, receiverId: number): Promise<{ message: string; request: ConnectionRequest }> {
    await this.database.transaction(async (tx) => {
      const answered = await this.connections.answer(tx, requestId, receiverId, 'rejected');
      if (!answered) throw requestNotFound();
      await this.outbox.add(tx, 'social.connection.declined.v1', requestId, { requestId, senderId: answered.senderId, receiverId });
    });
    return { message: NETWORK_MESSAGES.declined, request: (await this.connections.request(requestId))! };
  }

  async withdraw(requestId: number, senderId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      const withdrawn = await this.connections.withdraw(tx, requestId, senderId);
      if (!withdrawn) throw requestNotFound();
      await this.outbox.add(tx, 'social.connection.withdrawn.v1', requestId, { requestId, senderId, receiverId: withdrawn.receiverId });
    });
  }

  // Announced (identity keeps each member's connectionCount from these events) with the accepted
  // request that made the connection, which orders it against a later reconnection.
  async remove(memberId: number, otherId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      if (!(await this.connections.disconnect(tx, memberId, otherId))) {
        throw domainError(SocialErrorCode.ConnectionNotFound);
      }
      const requestId = await this.connections.acceptedRequestBetween(tx, memberId, otherId);
      if (requestId !== null) await this.outbox.add(tx, 'social.connection.removed.v1', requestId, { requestId, removerId: memberId, otherId });
    });
  }

  pending(memberId: number, side: 'sent' | 'received') {
    return this.connections.pending(memberId, side);
  }

  list(memberId: number) {
    return this.connections.connectionsOf(memberId);
  }

  // People You May Know (docs/web.md#screens): members near in the graph, not yet connected or asked.
  recommendations(memberId: number, limit: number) {
    return this.recommended.forMember(memberId, limit);
  }

  connectionCount(tx: Transaction, memberId: number): Promise<number> {
    return this.connections.countConnections(memberId, tx);
  }

  stats(memberId: number) {
    return this.connections.networkStats(memberId);
  }
}
