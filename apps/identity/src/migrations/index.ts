import { SigningKeys1732200000000 } from '../keys/signing-keys.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [SigningKeys1732200000000];
