import { UserSummaries1700000000100 } from '@stave/platform';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100];
