import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SOCIAL_MESSAGES, type CommentView } from '@stave/contracts';
import { DomainError, Outbox } from '@stave/platform';
import { authorOf } from '../posts/post.row';
import { postNotFound } from '../posts/posts.errors';
import { PostsRepository } from '../posts/posts.repository';
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
    private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly posts: PostsRepository,
    private readonly outbox: Outbox,
  ) {}

  async like(postId: number, userId: number): Promise<{ liked: true; message: string; likes: number }> {
    return this.dataSource.transaction(async (tx) => {
      const postAuthorId = await this.posts.findAuthor(postId, tx);
      if (postAuthorId === null) throw postNotFound();
      if (await this.engagement.like(tx, postId, userId)) {
        await this.outbox.add(tx, 'social.post.liked.v1', postId, { postId, postAuthorId, likerId: userId });
      }
      return { liked: true as const, message: SOCIAL_MESSAGES.liked, likes: await this.engagement.likeCount(postId, tx) };
    });
  }

  async unlike(postId: number, userId: number): Promise<{ liked: false; message: string; likes: number }> {
    return this.dataSource.transaction(async (tx) => {
      if ((await this.posts.findAuthor(postId, tx)) === null) throw postNotFound();
      await this.engagement.unlike(tx, postId, userId);
      return { liked: false as const, message: SOCIAL_MESSAGES.unliked, likes: await this.engagement.likeCount(postId, tx) };
    });
  }

  async toggleSave(postId: number, userId: number): Promise<{ saved: boolean; message: string }> {
    return this.dataSource.transaction(async (tx) => {
      if ((await this.posts.findAuthor(postId, tx)) === null) throw postNotFound();
      const saved = await this.engagement.toggleSave(tx, postId, userId);
      return { saved, message: saved ? SOCIAL_MESSAGES.saved : SOCIAL_MESSAGES.unsaved };
    });
  }

  // Spec §4: a view is recorded when the pointer enters a card and the viewer is not the author.
  async view(postId: number, viewerId: number): Promise<void> {
    const authorId = await this.posts.findAuthor(postId);
    if (authorId === null) throw postNotFound();
    if (authorId !== viewerId) await this.engagement.recordView(postId, viewerId);
  }

  async comments(postId: number): Promise<CommentView[]> {
    if ((await this.posts.findAuthor(postId)) === null) throw postNotFound();
    return (await this.engagement.comments(postId)).map(toCommentView);
  }

  async addComment(postId: number, userId: number, content: string): Promise<CommentView> {
    const commentId = await this.dataSource.transaction(async (tx) => {
      const postAuthorId = await this.posts.findAuthor(postId, tx);
      if (postAuthorId === null) throw postNotFound();
      const id = await this.engagement.addComment(tx, postId, userId, content);
      await this.outbox.add(tx, 'social.comment.created.v1', postId, { commentId: id, postId, postAuthorId, commenterId: userId });
      return id;
    });
    return toCommentView((await this.engagement.comment(commentId))!);
  }

  async deleteComment(postId: number, commentId: number, userId: number): Promise<void> {
    const deleted = await this.dataSource.transaction((tx) => this.engagement.deleteComment(tx, postId, commentId, userId));
    if (!deleted) throw new DomainError('not_found', SOCIAL_MESSAGES.commentNotFound, 'COMMENT_NOT_FOUND');
  }
}
