import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SOCIAL, MODERATION, type CreatePost, type CreateReport, type FeedQuery, type HashtagParams, type UpdatePost } from '@stave/contracts';
import { Route, CurrentUser, sendPage, type AuthUser } from '@stave/platform';
import { PostsService } from './posts.service';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Route(SOCIAL.create)
  create(@CurrentUser() user: AuthUser, @Body() body: CreatePost) {
    return this.posts.create(user.id, body);
  }

  @Route(SOCIAL.trending)
  trending(@CurrentUser() user: AuthUser) {
    return this.posts.trending(user.id);
  }

  @Route(SOCIAL.hashtags)
  hashtags() {
    return this.posts.popularHashtags();
  }

  @Route(SOCIAL.byHashtag)
  async byHashtag(@CurrentUser() user: AuthUser, @Param() params: HashtagParams, @Query() query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.byHashtag(user.id, params.tag, query.before, query.limit));
  }

  @Route(SOCIAL.saved)
  async saved(@CurrentUser() user: AuthUser, @Query() query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.saved(user.id, query.before, query.limit));
  }

  @Route(SOCIAL.byAuthor)
  async byAuthor(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Query() query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.posts.byAuthor(user.id, params.id, query.before, query.limit));
  }

  @Route(SOCIAL.get)
  get(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.posts.get(user.id, params.id);
  }

  @Route(MODERATION.reportPost)
  report(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateReport) {
    return this.posts.report(user.id, params.id, body);
  }

  @Route(SOCIAL.update)
  update(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: UpdatePost) {
    return this.posts.update(user.id, params.id, body.content);
  }

  @Route(SOCIAL.remove)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.posts.remove(user.id, params.id);
  }
}
