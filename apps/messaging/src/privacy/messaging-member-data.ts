import { Injectable } from '@nestjs/common';
import { type Queryable, type Transaction } from '@stave/platform';
import { MemberData, type MemberExportPart } from '@stave/domain';
import { PrivacyRepository } from './privacy.repository';

// Data rights in messaging (docs/messaging.md § Data rights): the member's conversations with every message in them, whom
// they blocked, who may message them and the reports they filed, given back as an export part; erased when identity
// says so, the conversations others still hold kept with the member shown as 'Former member'. Messaging stores no
// files (messages are text only).
@Injectable()
export class MessagingMemberData extends MemberData {
  constructor(private readonly privacy: PrivacyRepository) {
    super();
  }

  async exportMember(db: Queryable, userId: number): Promise<MemberExportPart> {
    const preferences = await this.privacy.preferences(db, userId);
    const sections = {
      conversations: await this.privacy.conversations(db, userId),
      messages: await this.privacy.messages(db, userId),
      blocks: await this.privacy.blocks(db, userId),
      // No row: the default, everyone.
      messagePreferences: { allowFrom: preferences?.allowFrom ?? 'everyone', updatedAt: preferences?.updatedAt ?? null },
      reportsFiled: await this.privacy.reports(db, userId),
    };
    return { sections, files: [] };
  }

  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.privacy.erase(tx, userId);
  }
}
