import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CreatePostSchema,
  FeedQuerySchema,
  HashtagParamsSchema,
  NEXT_CURSOR_HEADER,
  PostIdParamsSchema,
  UpdatePostSchema,
  type CreatePost,
  type FeedQuery,
  type HashtagParams,
  type UpdatePost,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { PostsService, type Page } from './posts.service';

const PostParams = new ZodPipe(PostIdParamsSchema);
const Feed = new ZodPipe(FeedQuerySchema);

// The spec's client reads these lists as arrays; the next page's cursor travels in a header.
function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

@Controller('api/posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  // The spec's client refreshes its feed under the keys /api/posts/feed and /api/feed/posts, and its
  // default query helper GETs a key's first element: both answer the home feed.
  @Get(['', 'feed'])
  async feed(@CurrentUser() user: AuthUser, @Query(Feed) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.homeFeed(user.id, query.before, query.limit));
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreatePostSchema)) body: CreatePost) {
    return this.posts.create(user.id, body);
  }

  @Get('trending')
  trending(@CurrentUser() user: AuthUser) {
    return this.posts.trending(user.id);
  }

  @Get('hashtags')
  hashtags() {
    return this.posts.popularHashtags();
  }

  @Get('hashtag/:tag')
  async byHashtag(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(HashtagParamsSchema)) params: HashtagParams,
    @Query(Feed) query: FeedQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.posts.byHashtag(user.id, params.tag, query.before, query.limit));
  }

  @Get('saved')
  async saved(@CurrentUser() user: AuthUser, @Query(Feed) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.saved(user.id, query.before, query.limit));
  }

  @Get('user/:id')
  async byAuthor(
    @CurrentUser() user: AuthUser,
    @Param(PostParams) params: { id: number },
    @Query(Feed) query: FeedQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.posts.byAuthor(user.id, params.id, query.before, query.limit));
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.posts.get(user.id, params.id);
  }

  @Patch(':id')
  update(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }, @Body(new ZodPipe(UpdatePostSchema)) body: UpdatePost) {
    return this.posts.update(user.id, params.id, body.content);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }): Promise<void> {
    await this.posts.remove(user.id, params.id);
  }
}

@Controller('api/feed')
export class FeedAliasController {
  constructor(private readonly posts: PostsService) {}

  @Get('posts')
  async feed(@CurrentUser() user: AuthUser, @Query(Feed) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.homeFeed(user.id, query.before, query.limit));
  }
}

// Whether the viewer follows a member: the public profile's Follow / Following button reads it
// before offering the toggle (POST, in follows/).
@Controller('api/users/:id')
export class FollowStateController {
  constructor(private readonly posts: PostsService) {}

  @Get('follow')
  followState(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.posts.isFollowing(user.id, params.id);
  }
}
