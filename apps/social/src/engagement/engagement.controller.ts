import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommentParamsSchema, CreateCommentSchema, CreateReportSchema, PostIdParamsSchema, type CreateComment, type CreateReport } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { EngagementService } from './engagement.service';

const PostParams = new ZodPipe(PostIdParamsSchema);

@Controller('api/posts/:id')
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Post('like')
  @HttpCode(200)
  like(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.engagement.like(params.id, user.id);
  }

  @Delete('like')
  unlike(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.engagement.unlike(params.id, user.id);
  }

  @Post('save')
  @HttpCode(200)
  save(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.engagement.toggleSave(params.id, user.id);
  }

  @Post('view')
  @HttpCode(204)
  async view(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }): Promise<void> {
    await this.engagement.view(params.id, user.id);
  }

  @Get('comments')
  comments(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }) {
    return this.engagement.comments(params.id, user.id);
  }

  @Post('comments')
  comment(@CurrentUser() user: AuthUser, @Param(PostParams) params: { id: number }, @Body(new ZodPipe(CreateCommentSchema)) body: CreateComment) {
    return this.engagement.addComment(params.id, user.id, body.content);
  }

  @Delete('comments/:commentId')
  @HttpCode(204)
  async deleteComment(@CurrentUser() user: AuthUser, @Param(new ZodPipe(CommentParamsSchema)) params: { id: number; commentId: number }): Promise<void> {
    await this.engagement.deleteComment(params.id, params.commentId, user.id);
  }

  @Post('comments/:commentId/report')
  reportComment(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(CommentParamsSchema)) params: { id: number; commentId: number },
    @Body(new ZodPipe(CreateReportSchema)) body: CreateReport,
  ) {
    return this.engagement.reportComment(user.id, params.id, params.commentId, body);
  }
}
