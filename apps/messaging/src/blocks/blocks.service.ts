import { Injectable } from '@nestjs/common';
import { CommonErrorCode, MessagingErrorCode, type BlockedMember } from '@stave/contracts';
import { Database, domainError, findUserSummary, type Queryable } from '@stave/platform';
import { BlocksRepository } from './blocks.repository';

// A block stops new messages both ways and leaves what was said readable (issue 10).
@Injectable()
export class BlocksService {
  constructor(
    private readonly database: Database,
    private readonly blocks: BlocksRepository,
  ) {}

  async block(memberId: number, otherId: number): Promise<{ message: string }> {
    if (otherId === memberId) throw domainError(MessagingErrorCode.CannotBlockSelf, { path: 'userId' });
    if (!(await findUserSummary(this.database.pool, otherId))) throw domainError(CommonErrorCode.UserNotFound);
    await this.blocks.block(memberId, otherId);
    return { message: 'Member blocked' };
  }

  async unblock(memberId: number, otherId: number): Promise<void> {
    await this.blocks.unblock(memberId, otherId);
  }

  list(memberId: number): Promise<BlockedMember[]> {
    return this.blocks.blockedBy(memberId);
  }

  // Before a conversation exists; once it does, its row says whether it is blocked (ConversationRow).
  async assertNotBlocked(db: Queryable, a: number, b: number): Promise<void> {
    if (await this.blocks.eitherWay(db, a, b)) throw domainError(MessagingErrorCode.Blocked);
  }
}
