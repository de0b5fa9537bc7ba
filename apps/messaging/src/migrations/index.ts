import { UserSummaries1700000000100 } from '@stave/platform';
import { Conversations1732600000000 } from '../conversations/conversations.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100, Conversations1732600000000];
