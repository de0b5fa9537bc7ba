import { Injectable } from '@nestjs/common';
import { decodeCursor, encodeCursor, type CreatePost, type Cursor, type PostView } from '@stave/contracts';
import { Outbox, ValidationError, Database } from '@stave/platform';
import { FeedRepository } from '../feed/feed.repository';
import { PostMediaService, mediaKeyOf } from '../media/post-media.service';
import { extractHashtags, extractMentions } from './post-text';
import { toPostView, type PostRow } from './post.row';
import { postNotFound } from './posts.errors';
import { PostsRepository } from './posts.repository';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const TRENDING_WINDOW_DAYS = 7;

export function parseCursor(before: string | undefined): Cursor | null {
  if (!before) return null;
  const cursor = decodeCursor(before);
  if (!cursor) throw new ValidationError([{ path: 'before', message: 'Invalid cursor' }]);
  return cursor;
}

function pageOf(
  rows: PostRow[],
  limit: number,
  keyOf: (row: PostRow) => Cursor = (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }),
): Page<PostView> {
  const last = rows.at(-1);
  return { items: rows.map(toPostView), nextCursor: rows.length === limit && last ? encodeCursor(keyOf(last)) : null };
}

@Injectable()
export class PostsService {
  constructor(
    private readonly database: Database,
    private readonly posts: PostsRepository,
    private readonly feed: FeedRepository,
    private readonly media: PostMediaService,
    private readonly outbox: Outbox,
  ) {}

  async create(authorId: number, input: CreatePost): Promise<PostView> {
    const hashtags = extractHashtags(input.content);
    const mentionedUsers = (await this.posts.resolveUsernames(extractMentions(input.content))).filter((id) => id !== authorId);
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
      // The author sees it at once; followers get it from the fan-out consumer.
      await this.feed.addEntry(tx, authorId, post.id, post.createdAt);
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

  async get(viewerId: number, postId: number): Promise<PostView> {
    const row = await this.posts.view(viewerId, postId);
    if (!row) throw postNotFound();
    return toPostView(row);
  }

  async update(authorId: number, postId: number, content: string): Promise<PostView> {
    const hashtags = extractHashtags(content);
    const mentionedUsers = (await this.posts.resolveUsernames(extractMentions(content))).filter((id) => id !== authorId);
    const updated = await this.database.transaction((tx) => this.posts.updateForAuthor(tx, postId, authorId, content, hashtags, mentionedUsers));
    if (!updated) throw postNotFound();
    return this.get(authorId, postId);
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

  // The home feed: materialised on first read (or after FEED_ACTIVE_DAYS away), then one indexed range.
  async homeFeed(viewerId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    const cursor = parseCursor(before);
    const state = await this.feed.state(viewerId);
    if (state === 'rebuild') await this.feed.rebuild(viewerId);
    else if (state === 'touch') await this.feed.touch(viewerId);
    return pageOf(await this.feed.pageViews(viewerId, cursor, limit), limit);
  }

  async byAuthor(viewerId: number, authorId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    return pageOf(await this.posts.byAuthor(viewerId, authorId, parseCursor(before), limit), limit);
  }

  async byHashtag(viewerId: number, tag: string, before: string | undefined, limit: number): Promise<Page<PostView>> {
    return pageOf(await this.posts.byHashtag(viewerId, tag.toLowerCase(), parseCursor(before), limit), limit);
  }

  async isFollowing(viewerId: number, memberId: number): Promise<{ following: boolean }> {
    return { following: await this.posts.isFollowing(viewerId, memberId) };
  }

  async saved(viewerId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    const rows = await this.posts.saved(viewerId, parseCursor(before), limit);
    return pageOf(rows, limit, (row) => ({ createdAt: (row as PostRow & { savedAt: Date }).savedAt.toISOString(), id: row.id }));
  }

  async trending(viewerId: number): Promise<PostView[]> {
    return (await this.posts.trending(viewerId, TRENDING_WINDOW_DAYS, 10)).map(toPostView);
  }

  async popularHashtags(): Promise<Array<{ tag: string; count: number }>> {
    return this.posts.popularHashtags(TRENDING_WINDOW_DAYS, 10);
  }
}
