import type { PostView } from '@stave/contracts';
import { neitherBlockedSql } from '@stave/domain';

export interface PostRow {
  id: number;
  userId: number;
  content: string;
  type: PostView['type'];
  mediaUrl: string | null;
  mediaType: PostView['mediaType'];
  likes: number;
  comments: number;
  views: number;
  hashtags: string[];
  mentionedUsers: number[];
  mentions: PostView['mentions'];
  isPromoted: boolean;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  authorUsername: string | null;
  authorType: string | null;
  authorImage: string | null;
  isLiked: boolean;
  isSaved: boolean;
  isFollowing: boolean;
}

// One statement reads a page of posts with everything the feed view needs (docs/performance.md#hot-path-sql: explicit
// columns, no entity hydration). $1 is always the viewer. `mentions` pairs each mentioned member's
// id with their username, so the web links '@name' in the text to /user/:id.
export const POST_VIEW_COLUMNS = `
  p.id, p.user_id AS "userId", p.content, p.type, p.media_url AS "mediaUrl", p.media_type AS "mediaType",
  p.likes, p.comments, p.views, p.hashtags, p.mentioned_users AS "mentionedUsers", p.is_promoted AS "isPromoted",
  coalesce((SELECT json_agg(json_build_object('id', m.id, 'username', m.username) ORDER BY m.id)
              FROM user_summaries m WHERE m.id = ANY(p.mentioned_users)), '[]') AS mentions,
  p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  u.name AS "authorName", u.username AS "authorUsername", u.type AS "authorType", u.profile_image AS "authorImage",
  EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS "isLiked",
  EXISTS (SELECT 1 FROM saved_posts s WHERE s.user_id = $1 AND s.post_id = p.id) AS "isSaved",
  EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = $1 AND f.following_id = p.user_id) AS "isFollowing"`;

export const POST_VIEW_FROM = `posts p LEFT JOIN user_summaries u ON u.id = p.user_id`;

// For a read's WHERE ($1 the viewer): a post whose author and the viewer have not blocked each other.
// A blocked member's posts are not found at all: by id, on a profile, a hashtag, trending or the saved list.
export const VISIBLE_TO_VIEWER = neitherBlockedSql('$1::int', 'p.user_id');

type AuthorColumns = { authorName: string | null; authorUsername: string | null; authorType: string | null; authorImage: string | null };

// A member whose registration event hasn't arrived yet still gets a readable author line.
export function authorOf(id: number, row: AuthorColumns): PostView['author'] {
  return { id, name: row.authorName ?? 'Stave member', username: row.authorUsername ?? '', type: row.authorType ?? 'other', profileImage: row.authorImage };
}

export function toPostView(row: PostRow): PostView {
  return {
    id: row.id,
    userId: row.userId,
    content: row.content,
    type: row.type,
    mediaUrl: row.mediaUrl,
    mediaType: row.mediaType,
    likes: row.likes,
    comments: row.comments,
    views: row.views,
    hashtags: row.hashtags,
    mentionedUsers: row.mentionedUsers,
    mentions: row.mentions,
    isPromoted: row.isPromoted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: authorOf(row.userId, row),
    isLiked: row.isLiked,
    isSaved: row.isSaved,
    isFollowing: row.isFollowing,
  };
}
