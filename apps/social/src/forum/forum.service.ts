import { Injectable } from '@nestjs/common';
import {
  FORUM_CATEGORIES,
  searchWords,
  type CreateForumPost,
  type CreateReport,
  type ForumCategories,
  type ForumComment,
  type ForumCommentsPage,
  type ForumCommentsQuery,
  type ForumPost,
  type ForumPostsPage,
  type ForumPostsQuery,
  type ReportReceipt,
  type UpdateForumPost,
} from '@stave/contracts';
import { Database, Outbox, type Transaction } from '@stave/platform';
import { fileReport } from '@stave/domain';
import { AchievementsService } from '../achievements/achievements.service';
import { replyNotFound, threadNotFound } from './forum.errors';
import { ForumRepository } from './forum.repository';
import { toCategories, toReply, toThread, toThreadSummary } from './forum.rows';

// (docs/forum.md). Every read and write is the viewer's: a thread or reply of a member blocked either way
// is not found, and only its author edits or deletes one (404 for anyone else, never 403).
@Injectable()
export class ForumService {
  constructor(
    private readonly database: Database,
    private readonly forum: ForumRepository,
    private readonly achievements: AchievementsService,
    private readonly outbox: Outbox,
  ) {}

  async categories(viewerId: number): Promise<ForumCategories> {
    return toCategories(await this.forum.categories(viewerId, FORUM_CATEGORIES));
  }

  async threads(viewerId: number, query: ForumPostsQuery): Promise<ForumPostsPage> {
    const page = { page: query.page, limit: query.limit };
    // Each word of a search matches where a word of the title or text starts ('strat' finds 'Stratocaster'), as the
    // posts search and the web's highlighting do; a search of no words at all ('!!') finds nothing.
    const words = query.search ? searchWords(query.search) : [];
    if (query.search && words.length === 0) return { posts: [], total: 0, ...page };
    const { rows, total } = await this.forum.threads(viewerId, {
      category: query.category,
      sort: query.sort,
      tsquery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined,
      tag: query.tag,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { posts: rows.map(toThreadSummary), total, ...page };
  }

  async get(viewerId: number, postId: number): Promise<ForumPost> {
    const row = await this.forum.thread(viewerId, postId);
    if (!row) throw threadNotFound();
    return toThread(row, viewerId);
  }

  // The member's first thread earns first_forum_post in the same transaction (awarded once: the achievement's
  // (member, type, level) key; a later thread, or the first one's deletion, changes nothing).
  async create(authorId: number, input: CreateForumPost): Promise<ForumPost> {
    const row = await this.database.transaction(async (tx) => {
      const postId = await this.forum.insertThread(tx, authorId, input);
      await this.achievements.award(tx, authorId, 'first_forum_post', { forumPostId: postId });
      return (await this.forum.thread(authorId, postId, tx))!;
    });
    return toThread(row, authorId);
  }

  async update(authorId: number, postId: number, changes: UpdateForumPost): Promise<ForumPost> {
    const row = await this.database.transaction(async (tx) => {
      if (!(await this.forum.updateThread(tx, postId, authorId, changes))) throw threadNotFound();
      return (await this.forum.thread(authorId, postId, tx))!;
    });
    return toThread(row, authorId);
  }

  async remove(authorId: number, postId: number): Promise<void> {
    const deleted = await this.database.transaction((tx) => this.forum.deleteThread(tx, postId, authorId));
    if (!deleted) throw threadNotFound();
  }

  async replies(viewerId: number, postId: number, query: ForumCommentsQuery): Promise<ForumCommentsPage> {
    if (!(await this.forum.thread(viewerId, postId))) throw threadNotFound();
    const { rows, total } = await this.forum.replies(viewerId, postId, query.limit, (query.page - 1) * query.limit);
    return { comments: rows.map((row) => toReply(row, viewerId)), total, page: query.page, limit: query.limit };
  }

  // The thread's reply count and latest activity move in the reply's transaction, so a list never shows one
  // without the other.
  async reply(authorId: number, postId: number, content: string): Promise<ForumComment> {
    const row = await this.database.transaction(async (tx) => {
      if (!(await this.forum.bumpForReply(tx, authorId, postId))) throw threadNotFound();
      return this.forum.insertReply(tx, postId, authorId, content);
    });
    return toReply(row, authorId);
  }

  async editReply(authorId: number, postId: number, commentId: number, content: string): Promise<ForumComment> {
    const row = await this.database.transaction((tx) => this.forum.updateReply(tx, authorId, postId, commentId, content));
    if (!row) throw replyNotFound();
    return toReply(row, authorId);
  }

  // One's own words can always be taken back, even from the thread of a member one has since blocked.
  async deleteReply(authorId: number, postId: number, commentId: number): Promise<void> {
    const deleted = await this.database.transaction(
      async (tx) => (await this.forum.lockThread(tx, postId)) && this.forum.deleteReply(tx, postId, commentId, authorId),
    );
    if (!deleted) throw replyNotFound();
  }

  // For the forum: a thread or reply the reporter can see, to the moderators (once per member; never one's
  // own), through the same queue as posts.
  async reportThread(reporterId: number, postId: number, report: CreateReport): Promise<ReportReceipt> {
    return this.database.transaction(async (tx) => {
      const thread = await this.forum.thread(reporterId, postId, tx);
      if (!thread) throw threadNotFound();
      const item = { kind: 'forum_post' as const, itemId: postId, subjectId: thread.userId, text: `${thread.title}\n\n${thread.content}` };
      return fileReport(tx, this.outbox, 'social.report.filed.v1', item, reporterId, report);
    });
  }

  async reportReply(reporterId: number, postId: number, commentId: number, report: CreateReport): Promise<ReportReceipt> {
    return this.database.transaction(async (tx) => {
      const reply = await this.forum.reply(reporterId, postId, commentId, tx);
      if (!reply) throw replyNotFound();
      const item = { kind: 'forum_comment' as const, itemId: commentId, subjectId: reply.userId, text: reply.content };
      return fileReport(tx, this.outbox, 'social.report.filed.v1', item, reporterId, report);
    });
  }

  // A moderator's decision took the thread down, with its replies, as its author deleting it. Nothing when it is gone
  // already (the decision's event delivered again).
  async removeThreadByModeration(tx: Transaction, postId: number, authorId: number): Promise<void> {
    await this.forum.deleteThread(tx, postId, authorId);
  }

  async removeReplyByModeration(tx: Transaction, commentId: number, authorId: number): Promise<void> {
    const postId = await this.forum.threadOfReply(tx, commentId, authorId);
    if (postId === null || !(await this.forum.lockThread(tx, postId))) return;
    await this.forum.deleteReply(tx, postId, commentId, authorId);
  }
}
