import { Injectable } from '@nestjs/common';
import type { Count } from '@stave/contracts';
import { ConversationsRepository } from './conversations.repository';

@Injectable()
export class ConversationsService {
  constructor(private readonly conversations: ConversationsRepository) {}

  async unreadCount(memberId: number): Promise<Count> {
    return { count: await this.conversations.countUnreadFor(memberId) };
  }
}
