import {
  FORUM_CATEGORY_INFO,
  FORUM_CATEGORIES,
  type ForumCategories,
  type ForumComment,
  type ForumCategory,
  type ForumPost,
  type ForumPostSummary,
} from '@stave/contracts';
import { FORUM_EXCERPT_LENGTH, excerptOf } from './forum-text';

// The author's line from social's user_summaries projection; every column null when the member has no summary
// (their account was erased, or identity's registration event has not arrived yet).
interface AuthorColumns {
  authorId: number | null;
  authorName: string | null;
  authorUsername: string | null;
  authorType: string | null;
  authorImage: string | null;
}

export interface ThreadSummaryRow extends AuthorColumns {
  id: number;
  userId: number;
  title: string;
  // The text's first characters, whitespace flattened (what the excerpt is cut from).
  excerptSource: string;
  category: ForumCategory;
  tags: string[];
  replyCount: number;
  lastActivityAt: Date;
  createdAt: Date;
  editedAt: Date | null;
}

export interface ThreadRow extends ThreadSummaryRow {
  content: string;
}

export interface ReplyRow extends AuthorColumns {
  id: number;
  postId: number;
  userId: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
}

export interface CategoryCountRow {
  id: ForumCategory;
  threadCount: number;
  lastActivityAt: Date | null;
}

const AUTHOR_COLUMNS = `u.id AS "authorId", u.name AS "authorName", u.username AS "authorUsername", u.type AS "authorType", u.profile_image AS "authorImage"`;

// A list reads only the first characters of each text, enough to tell whether the excerpt was cut.
export const THREAD_SUMMARY_COLUMNS = `
  p.id, p.user_id AS "userId", p.title, left(regexp_replace(p.content, '[[:space:]]+', ' ', 'g'), ${FORUM_EXCERPT_LENGTH + 1}) AS "excerptSource",
  p.category, p.tags, p.reply_count AS "replyCount", p.last_activity_at AS "lastActivityAt", p.created_at AS "createdAt",
  p.edited_at AS "editedAt", ${AUTHOR_COLUMNS}`;

export const THREAD_FROM = `forum_posts p LEFT JOIN user_summaries u ON u.id = p.user_id`;

export const REPLY_COLUMNS = `c.id, c.post_id AS "postId", c.user_id AS "userId", c.content, c.created_at AS "createdAt", c.edited_at AS "editedAt", ${AUTHOR_COLUMNS}`;

function authorOf(row: AuthorColumns): ForumPostSummary['author'] {
  if (row.authorId === null) return null;
  // The summary's name, username and type are NOT NULL: present together with its id.
  return { id: row.authorId, name: row.authorName ?? '', username: row.authorUsername ?? '', type: row.authorType ?? '', profileImage: row.authorImage };
}

export function toThreadSummary(row: ThreadSummaryRow): ForumPostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerptSource),
    category: row.category,
    tags: row.tags,
    author: authorOf(row),
    replyCount: row.replyCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toThread(row: ThreadRow, viewerId: number): ForumPost {
  return { ...toThreadSummary(row), content: row.content, isMine: row.userId === viewerId };
}

export function toReply(row: ReplyRow, viewerId: number): ForumComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    author: authorOf(row),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isMine: row.userId === viewerId,
  };
}

// Every category in the contract's order, with its label and description.
export function toCategories(rows: CategoryCountRow[]): ForumCategories {
  const counted = new Map(rows.map((row) => [row.id, row]));
  return {
    categories: FORUM_CATEGORIES.map((id) => ({
      id,
      ...FORUM_CATEGORY_INFO[id],
      threadCount: counted.get(id)?.threadCount ?? 0,
      lastActivityAt: counted.get(id)?.lastActivityAt?.toISOString() ?? null,
    })),
  };
}
