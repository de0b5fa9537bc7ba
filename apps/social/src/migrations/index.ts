import { UserSummaries1700000000100 } from '@stave/platform';
import { SocialNetwork1732500000000 } from '../connections/network.migration';
import { SocialPosts1732400000000 } from '../posts/posts.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100, SocialPosts1732400000000, SocialNetwork1732500000000];
