import type { CollaborationView } from '@stave/contracts';

// The real author (not the spec's generic 'Musician'); a member without a name yet reads as such.
export const authorName = (author: CollaborationView['author']): string => author.name?.trim() || 'A Stave member';
