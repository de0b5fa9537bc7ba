import { ContentReports1735000000000, MemberConnections1700000000200, TeamMemberships1736500000000, UserSummaries1700000000100 } from '@stave/domain';
import { MemberBlocks1733000000100 } from '../blocks/member-blocks.migration';
import { MessagePreferences1735020000000 } from '../preferences/message-preferences.migration';
import { ConversationFeatures1733000000000 } from '../conversations/conversation-features.migration';
import { Conversations1732600000000 } from '../conversations/conversations.migration';
import { MessageClientId1737300000000 } from '../conversations/message-client-id.migration';
import { MessageSentBy1736700000000 } from '../conversations/message-sent-by.migration';
import { UnreadCounts1737200000000 } from '../conversations/unread-counts.migration';
import { FormerMembers1736000000000 } from '../privacy/former-members.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  UserSummaries1700000000100,
  Conversations1732600000000,
  ConversationFeatures1733000000000,
  MemberBlocks1733000000100,
  MemberConnections1700000000200,
  ContentReports1735000000000,
  MessagePreferences1735020000000,
  FormerMembers1736000000000,
  TeamMemberships1736500000000,
  MessageSentBy1736700000000,
  UnreadCounts1737200000000,
  MessageClientId1737300000000,
];
