import { neitherBlockedSql } from '@stave/platform';
import { notMutedSql } from '../mutes/mutes.repository';

// For a statement's WHERE: the author's posts may show in the viewer's home feed (the viewer has not muted them,
// and neither has blocked the other). The fan-out, rebuilds, big authors' merge, promotion and the page read all
// ask this one condition.
export function shownInFeedSql(viewer: string, author: string): string {
  return `${notMutedSql(viewer, author)} AND ${neitherBlockedSql(viewer, author)}`;
}
