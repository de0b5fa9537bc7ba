import { Injectable } from '@nestjs/common';
import type { CreatePost, CreateReport, PostView, ReportReceipt } from '@stave/contracts';
import { Database, Outbox, pageOf, parseCursor, type Page, type Queryable, type Transaction } from '@stave/platform';
import { fileReport } from '@stave/domain';
import { FeedService } from '../feed/feed.service';
import { PostMediaService, mediaKeyOf } from '../media/post-media.service';
import { extractHashtags, extractMentions } from './post-text';
import { toPostView, type PostRow } from '../post-views/post.row';
import { postNotFound } from './posts.errors';
import { PostsRepository } from './posts.repository';

const TRENDING_WINDOW_DAYS = 7;

// Keyset paging by (created_at, id), newest first.
const byCreation = (row: PostRow) => ({ createdAt: row.createdAt.toISOString(), id: row.id });

@Injectable()
export class PostsService {
  constructor(
    private readonly database: Database,
    private readonly posts: PostsRepository,
    private readonly feed: FeedService,
    private readonly media: PostMediaService,
    private readonly outbox: Outbox,
  ) {}

  async create(authorId: number, input: CreatePost): Promise<PostView> {
    const hashtags = extractHashtags(input.content);
    const mentionedUsers = await this.posts.resolveMentions(authorId, extractMentions(input.content));
    const postId = await this.database.transaction(async (tx) => {
      const media = input.mediaUrl ? await this.media.hold(tx, authorId, input.mediaUrl) : null;
      const post = await this.posts.insert(tx, {
        userId: authorId,
        content: input.content,
        type: input.type,
        hashtags,
        mentionedUsers,
        mediaUrl: input.mediaUrl ?? null,
        mediaType: media?.mediaType ?? null,
      });
      if (media) await this.media.attach(tx, media.key, post.id);
      await this.feed.addOwnPost(tx, authorId, post.id, post.createdAt);
      await this.outbox.add(tx, 'social.post.published.v1', post.id, {
        postId: post.id,
        authorId,
        type: input.type,
        hashtags,
        mentionedUserIds: mentionedUsers,
        createdAt: post.createdAt.toISOString(),
      });
      return post.id;
    });
    return this.get(authorId, postId);
  }

  // The post exists and neither its author nor the viewer has blocked the other (engagement checks it before acting).
  visibleTo(viewerId: number, postId: number): Promise<boolean> {
    return this.posts.visibleTo(viewerId, postId);
  }

  // The text a notification about the post quotes; null once the post is gone.
  contentOf(db: Queryable, postId: number): Promise<string | null> {
    return this.posts.content(db, postId);
  }

  async get(viewerId: number, postId: number): Promise<PostView> {
    const row = await this.posts.view(viewerId, postId);
    if (!row) throw postNotFound();
    return toPostView(row);
  }

  async update(authorId: number, postId: number, content: string): Promise<PostView> {
    const hashtags = extractHashtags(content);
    const mentionedUsers = await this.posts.resolveMentions(authorId, extractMentions(content));
    const updated = await this.database.transaction((tx) => this.posts.updateForAuthor(tx, postId, authorId, content, hashtags, mentionedUsers));
    if (!updated) throw postNotFound();
    return this.get(authorId, postId);
  }

  // A post the reporter can see, reported to the moderators (once per member; never one's own).
  async report(reporterId: number, postId: number, report: CreateReport): Promise<ReportReceipt> {
    return this.database.transaction(async (tx) => {
      const row = await this.posts.view(reporterId, postId, tx);
      if (!row) throw postNotFound();
      return fileReport(
        tx,
        this.outbox,
        'social.report.filed.v1',
        { kind: 'post', itemId: postId, subjectId: row.userId, text: row.content },
        reporterId,
        report,
      );
    });
  }

  // A moderator's decision took the post down: as its author deleting it (followers' feeds, the deletion announced).
  // Nothing when it is gone already (the decision's event delivered again).
  async removeByModeration(tx: Transaction, postId: number, authorId: number): Promise<void> {
    const deleted = await this.posts.deleteForAuthor(tx, postId, authorId);
    if (!deleted) return;
    await this.outbox.add(tx, 'social.post.deleted.v1', postId, { postId, authorId });
    const mediaKey = mediaKeyOf(deleted.mediaUrl);
    if (mediaKey) await this.media.discard([mediaKey]);
  }

  async remove(authorId: number, postId: number): Promise<void> {
    const deleted = await this.database.transaction(async (tx) => {
      const post = await this.posts.deleteForAuthor(tx, postId, authorId);
      if (!post) throw postNotFound();
      await this.outbox.add(tx, 'social.post.deleted.v1', postId, { postId, authorId });
      return post;
    });
    const mediaKey = mediaKeyOf(deleted.mediaUrl);
    if (mediaKey) await this.media.discard([mediaKey]);
  }

  async byAuthor(viewerId: number, authorId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    return pageOf(await this.posts.byAuthor(viewerId, authorId, parseCursor(before), limit), limit, byCreation, toPostView);
  }

  async byHashtag(viewerId: number, tag: string, before: string | undefined, limit: number): Promise<Page<PostView>> {
    return pageOf(await this.posts.byHashtag(viewerId, tag.toLowerCase(), parseCursor(before), limit), limit, byCreation, toPostView);
  }

  async saved(viewerId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    const rows = await this.posts.saved(viewerId, parseCursor(before), limit);
    return pageOf(rows, limit, (row) => ({ createdAt: row.savedAt.toISOString(), id: row.id }), toPostView);
  }

  async trending(viewerId: number): Promise<PostView[]> {
    return (await this.posts.trending(viewerId, TRENDING_WINDOW_DAYS, 10)).map(toPostView);
  }

  async popularHashtags(): Promise<Array<{ tag: string; count: number }>> {
    return this.posts.popularHashtags(TRENDING_WINDOW_DAYS, 10);
  }
}
