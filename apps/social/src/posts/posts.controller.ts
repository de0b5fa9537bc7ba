import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CreatePostSchema,
  CreateReportSchema,
  FeedQuerySchema,
  HashtagParamsSchema,
  PostIdParamsSchema,
  UpdatePostSchema,
  type CreatePost,
  type CreateReport,
  type FeedQuery,
  type HashtagParams,
  type UpdatePost,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, sendPage, type AuthUser } from '@stave/platform';
import { PostsService } from './posts.service';

const PostParams = new ZodPipe(PostIdParamsSchema);
const Feed = new ZodPipe(FeedQuerySchema);

@Controller('api/posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

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

  @Post(':id/report')
  report(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }, @Body(new ZodPipe(CreateReportSchema)) body: CreateReport) {
    return this.posts.report(user.id, params.id, body);
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
