import { neitherBlockedSql } from '@stave/domain';

// For a statement's WHERE: the author's posts may show in the viewer's home feed (the viewer has not muted them,
// and neither has blocked the other). The fan-out, rebuilds, big authors' merge, promotion and the page read all
// ask this one condition.
export function shownInFeedSql(viewer: string, author: string): string {
  return `${notMutedSql(viewer, author)} AND ${neitherBlockedSql(viewer, author)}`;
}

// `NOT EXISTS` for a post's author muted by a viewer: the feed's reads put it beside their other conditions.
export function notMutedSql(viewer: string, author: string): string {
  return `NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.user_id = ${viewer} AND mu.muted_id = ${author})`;
}
