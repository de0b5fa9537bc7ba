import { Injectable } from '@nestjs/common';
import { MessagingErrorCode, type BlockedMember } from '@stave/contracts';
import { Database, Outbox, domainError, type Queryable } from '@stave/platform';
import { MemberLookup } from '@stave/domain';
import { BlocksRepository } from './blocks.repository';

// A block stops new messages both ways and leaves what was said readable. Blocks and
// unblocks are announced, so other services can leave blocked members out (social's matching and
// promoted posts); a call that changes nothing announces nothing.
@Injectable()
export class BlocksService {
  constructor(
    private readonly database: Database,
    private readonly blocks: BlocksRepository,
    private readonly outbox: Outbox,
    private readonly members: MemberLookup,
  ) {}

  async block(memberId: number, otherId: number): Promise<{ message: string }> {
    if (otherId === memberId) throw domainError(MessagingErrorCode.CannotBlockSelf, { path: 'userId' });
    await this.members.require(otherId);
    await this.database.transaction(async (tx) => {
      const at = await this.blocks.block(tx, memberId, otherId);
      if (at) await this.outbox.add(tx, 'messaging.member.blocked.v1', memberId, { blockerId: memberId, blockedId: otherId, at: at.toISOString() });
    });
    return { message: 'Member blocked' };
  }

  async unblock(memberId: number, otherId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      const at = await this.blocks.unblock(tx, memberId, otherId);
      if (at) await this.outbox.add(tx, 'messaging.member.unblocked.v1', memberId, { blockerId: memberId, blockedId: otherId, at: at.toISOString() });
    });
  }

  list(memberId: number): Promise<BlockedMember[]> {
    return this.blocks.blockedBy(memberId);
  }

  // Before a conversation exists; once it does, its row says whether it is blocked (ConversationRow).
  async assertNotBlocked(db: Queryable, a: number, b: number): Promise<void> {
    if (await this.blocks.eitherWay(db, a, b)) throw domainError(MessagingErrorCode.Blocked);
  }
}
