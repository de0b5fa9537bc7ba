import { Injectable } from '@nestjs/common';
import { MessagingErrorCode, type MessagePreferences } from '@stave/contracts';
import { domainError, type Queryable, type Transaction } from '@stave/platform';
import { areConnected } from '@stave/domain';
import { PreferencesRepository } from './preferences.repository';

// Settings › Privacy: who may start a conversation with a member. Conversations already started stay as
// they are; only a new one (its start, or its first message) is checked.
@Injectable()
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  async of(memberId: number, db?: Queryable): Promise<MessagePreferences> {
    return { allowFrom: (await this.preferences.allowFrom(memberId, db)) ?? 'everyone' };
  }

  async set(memberId: number, preferences: MessagePreferences): Promise<MessagePreferences> {
    await this.preferences.set(memberId, preferences.allowFrom);
    return preferences;
  }

  // 403 MESSAGES_CONNECTIONS_ONLY when the recipient takes messages from connections only and the sender is not one.
  async assertMayStart(tx: Transaction, senderId: number, recipientId: number): Promise<void> {
    if ((await this.of(recipientId, tx)).allowFrom === 'everyone') return;
    if (!(await areConnected(tx, senderId, recipientId))) throw domainError(MessagingErrorCode.ConnectionsOnly);
  }
}
