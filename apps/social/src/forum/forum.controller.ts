import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  CreateForumCommentSchema,
  CreateForumPostSchema,
  CreateReportSchema,
  ForumCommentParamsSchema,
  ForumCommentsQuerySchema,
  ForumPostParamsSchema,
  ForumPostsQuerySchema,
  UpdateForumPostSchema,
  type CreateForumComment,
  type CreateForumPost,
  type CreateReport,
  type ForumCommentsQuery,
  type ForumPostsQuery,
  type UpdateForumPost,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ForumService } from './forum.service';

const ThreadParams = new ZodPipe(ForumPostParamsSchema);
const ReplyParams = new ZodPipe(ForumCommentParamsSchema);
const ReplyBody = new ZodPipe(CreateForumCommentSchema);
const ReportBody = new ZodPipe(CreateReportSchema);

type ThreadId = { id: number };
type ReplyId = { id: number; commentId: number };

// FORUM_ROUTES (libs/contracts/src/forum/forum.routes.ts).
@Controller('api/forum')
export class ForumController {
  constructor(private readonly forum: ForumService) {}

  @Get('categories')
  categories(@CurrentUser() user: AuthUser) {
    return this.forum.categories(user.id);
  }

  @Get('posts')
  threads(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ForumPostsQuerySchema)) query: ForumPostsQuery) {
    return this.forum.threads(user.id, query);
  }

  @Post('posts')
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateForumPostSchema)) body: CreateForumPost) {
    return this.forum.create(user.id, body);
  }

  @Get('posts/:id')
  get(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId) {
    return this.forum.get(user.id, params.id);
  }

  @Patch('posts/:id')
  update(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId, @Body(new ZodPipe(UpdateForumPostSchema)) body: UpdateForumPost) {
    return this.forum.update(user.id, params.id, body);
  }

  @Delete('posts/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId): Promise<void> {
    await this.forum.remove(user.id, params.id);
  }

  @Post('posts/:id/report')
  reportThread(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId, @Body(ReportBody) body: CreateReport) {
    return this.forum.reportThread(user.id, params.id, body);
  }

  @Get('posts/:id/comments')
  replies(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId, @Query(new ZodPipe(ForumCommentsQuerySchema)) query: ForumCommentsQuery) {
    return this.forum.replies(user.id, params.id, query);
  }

  @Post('posts/:id/comments')
  reply(@CurrentUser() user: AuthUser, @Param(ThreadParams) params: ThreadId, @Body(ReplyBody) body: CreateForumComment) {
    return this.forum.reply(user.id, params.id, body.content);
  }

  @Patch('posts/:id/comments/:commentId')
  editReply(@CurrentUser() user: AuthUser, @Param(ReplyParams) params: ReplyId, @Body(ReplyBody) body: CreateForumComment) {
    return this.forum.editReply(user.id, params.id, params.commentId, body.content);
  }

  @Delete('posts/:id/comments/:commentId')
  @HttpCode(204)
  async deleteReply(@CurrentUser() user: AuthUser, @Param(ReplyParams) params: ReplyId): Promise<void> {
    await this.forum.deleteReply(user.id, params.id, params.commentId);
  }

  @Post('posts/:id/comments/:commentId/report')
  reportReply(@CurrentUser() user: AuthUser, @Param(ReplyParams) params: ReplyId, @Body(ReportBody) body: CreateReport) {
    return this.forum.reportReply(user.id, params.id, params.commentId, body);
  }
}
