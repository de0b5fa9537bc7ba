import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import {
  FORUM,
  type CreateForumComment,
  type CreateForumPost,
  type CreateReport,
  type ForumCommentsQuery,
  type ForumPostsQuery,
  type UpdateForumPost,
} from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ForumService } from './forum.service';

type ThreadId = { id: number };
type ReplyId = { id: number; commentId: number };

// FORUM_ROUTES (libs/contracts/src/forum/forum.routes.ts).
@Controller()
export class ForumController {
  constructor(private readonly forum: ForumService) {}

  @Route(FORUM.categories)
  categories(@CurrentUser() user: AuthUser) {
    return this.forum.categories(user.id);
  }

  @Route(FORUM.threads)
  threads(@CurrentUser() user: AuthUser, @Query() query: ForumPostsQuery) {
    return this.forum.threads(user.id, query);
  }

  @Route(FORUM.create)
  create(@CurrentUser() user: AuthUser, @Body() body: CreateForumPost) {
    return this.forum.create(user.id, body);
  }

  @Route(FORUM.get)
  get(@CurrentUser() user: AuthUser, @Param() params: ThreadId) {
    return this.forum.get(user.id, params.id);
  }

  @Route(FORUM.update)
  update(@CurrentUser() user: AuthUser, @Param() params: ThreadId, @Body() body: UpdateForumPost) {
    return this.forum.update(user.id, params.id, body);
  }

  @Route(FORUM.remove)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: ThreadId): Promise<void> {
    await this.forum.remove(user.id, params.id);
  }

  @Route(FORUM.reportThread)
  reportThread(@CurrentUser() user: AuthUser, @Param() params: ThreadId, @Body() body: CreateReport) {
    return this.forum.reportThread(user.id, params.id, body);
  }

  @Route(FORUM.replies)
  replies(@CurrentUser() user: AuthUser, @Param() params: ThreadId, @Query() query: ForumCommentsQuery) {
    return this.forum.replies(user.id, params.id, query);
  }

  @Route(FORUM.reply)
  reply(@CurrentUser() user: AuthUser, @Param() params: ThreadId, @Body() body: CreateForumComment) {
    return this.forum.reply(user.id, params.id, body.content);
  }

  @Route(FORUM.editReply)
  editReply(@CurrentUser() user: AuthUser, @Param() params: ReplyId, @Body() body: CreateForumComment) {
    return this.forum.editReply(user.id, params.id, params.commentId, body.content);
  }

  @Route(FORUM.deleteReply)
  @HttpCode(204)
  async deleteReply(@CurrentUser() user: AuthUser, @Param() params: ReplyId): Promise<void> {
    await this.forum.deleteReply(user.id, params.id, params.commentId);
  }

  @Route(FORUM.reportReply)
  reportReply(@CurrentUser() user: AuthUser, @Param() params: ReplyId, @Body() body: CreateReport) {
    return this.forum.reportReply(user.id, params.id, params.commentId, body);
  }
}
