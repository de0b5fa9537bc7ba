import { Injectable } from '@nestjs/common';
import { SOCIAL_MESSAGES, type CommentView, type CreateReport, type ReportReceipt, SocialErrorCode } from '@stave/contracts';
import { Outbox, domainError, Database, type Transaction } from '@stave/platform';
import { blockedBetween, fileReport } from '@stave/domain';
import { authorOf } from '../post-views/post.row';
import { postNotFound } from '../posts/posts.errors';
import { PostsService } from '../posts/posts.service';
import { EngagementRepository, type CommentRow } from './engagement.repository';

function toCommentView(row: CommentRow): CommentView {
  const author = authorOf(row.userId, row);
  return {
    id: row.id,
    postId: row.postId,
    userId: row.userId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author,
    user: author,
  };
}

@Injectable()
export class EngagementService {
  constructor(
    private readonly database: Database,
    private readonly engagement: EngagementRepository,
    private readonly posts: PostsService,
    private readonly outbox: Outbox,
  ) {}

  // Like and unlike are set operations: the answer is the state and the true count after this
  // request, whoever else liked in between.
  async like(postId: number, userId: number): Promise<{ liked: true; message: string; likes: number }> {
    return this.database.transaction(async (tx) => {
      const postAuthorId = await this.engagement.lockPost(tx, postId, userId);
      if (postAuthorId === null) throw postNotFound();
      if (await this.engagement.like(tx, postId, userId)) {
        await this.outbox.add(tx, 'social.post.liked.v1', postId, { postId, postAuthorId, likerId: userId });
      }
      return { liked: true as const, message: SOCIAL_MESSAGES.liked, likes: await this.engagement.likeCount(postId, tx) };
    });
  }

  async unlike(postId: number, userId: number): Promise<{ liked: false; message: string; likes: number }> {
    return this.database.transaction(async (tx) => {
      if ((await this.engagement.lockPost(tx, postId, userId)) === null) throw postNotFound();
      await this.engagement.unlike(tx, postId, userId);
      return { liked: false as const, message: SOCIAL_MESSAGES.unliked, likes: await this.engagement.likeCount(postId, tx) };
    });
  }

  async toggleSave(postId: number, userId: number): Promise<{ saved: boolean; message: string }> {
    return this.database.transaction(async (tx) => {
      if ((await this.engagement.lockPost(tx, postId, userId)) === null) throw postNotFound();
      await this.engagement.lockSaveToggle(tx, postId, userId);
      const saved = await this.engagement.toggleSave(tx, postId, userId);
      return { saved, message: saved ? SOCIAL_MESSAGES.saved : SOCIAL_MESSAGES.unsaved };
    });
  }

  // A view is recorded when the pointer enters a card and the viewer is not the author.
  async view(postId: number, viewerId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      const authorId = await this.engagement.lockPost(tx, postId, viewerId);
      if (authorId === null) throw postNotFound();
      if (authorId !== viewerId) await this.engagement.recordView(tx, postId, viewerId);
    });
  }

  async comments(postId: number, viewerId: number): Promise<CommentView[]> {
    if (!(await this.posts.visibleTo(viewerId, postId))) throw postNotFound();
    return (await this.engagement.comments(postId, viewerId)).map(toCommentView);
  }

  async addComment(postId: number, userId: number, content: string): Promise<CommentView> {
    // Read back inside the transaction: once it commits, the post's deletion may take the comment.
    const comment = await this.database.transaction(async (tx) => {
      const postAuthorId = await this.engagement.lockPost(tx, postId, userId);
      if (postAuthorId === null) throw postNotFound();
      const id = await this.engagement.addComment(tx, postId, userId, content);
      await this.outbox.add(tx, 'social.comment.created.v1', postId, { commentId: id, postId, postAuthorId, commenterId: userId });
      return (await this.engagement.comment(id, tx))!;
    });
    return toCommentView(comment);
  }

  // A comment the reporter can see (on a post they can see, by a member neither has blocked).
  async reportComment(reporterId: number, postId: number, commentId: number, report: CreateReport): Promise<ReportReceipt> {
    return this.database.transaction(async (tx) => {
      const comment = await this.engagement.comment(commentId, tx);
      const visible =
        comment?.postId === postId &&
        (await this.engagement.lockPost(tx, postId, reporterId)) !== null &&
        !(await blockedBetween(tx, reporterId, comment.userId));
      if (!comment || !visible) throw domainError(SocialErrorCode.CommentNotFound);
      return fileReport(
        tx,
        this.outbox,
        'social.report.filed.v1',
        { kind: 'comment', itemId: commentId, subjectId: comment.userId, text: comment.content },
        reporterId,
        report,
      );
    });
  }

  // A moderator's decision took the comment down (nothing when it is gone already).
  async removeByModeration(tx: Transaction, commentId: number, authorId: number): Promise<void> {
    const comment = await this.engagement.comment(commentId, tx);
    if (!comment || comment.userId !== authorId) return;
    if ((await this.engagement.lockPost(tx, comment.postId)) === null) return;
    await this.engagement.deleteComment(tx, comment.postId, commentId, authorId);
  }

  async deleteComment(postId: number, commentId: number, userId: number): Promise<void> {
    // The post is held first here too: deleting the comment and then waiting for the post row a
    // deletion holds (while that deletion waits for the comment) would deadlock.
    const deleted = await this.database.transaction(
      async (tx) => (await this.engagement.lockPost(tx, postId)) !== null && this.engagement.deleteComment(tx, postId, commentId, userId),
    );
    if (!deleted) throw domainError(SocialErrorCode.CommentNotFound);
  }
}
