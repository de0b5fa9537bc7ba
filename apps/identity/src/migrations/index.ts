import { SigningKeys1732200000000 } from '../keys/signing-keys.migration';
import { IdentityAccounts1732300000000 } from '../users/users.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [SigningKeys1732200000000, IdentityAccounts1732300000000];
