import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { SOCIAL, MODERATION, type CreateComment, type CreateReport } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { EngagementService } from './engagement.service';

@Controller()
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @Route(SOCIAL.like)
  @HttpCode(200)
  like(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.engagement.like(params.id, user.id);
  }

  @Route(SOCIAL.unlike)
  unlike(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.engagement.unlike(params.id, user.id);
  }

  @Route(SOCIAL.save)
  @HttpCode(200)
  save(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.engagement.toggleSave(params.id, user.id);
  }

  @Route(SOCIAL.view)
  @HttpCode(204)
  async view(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.engagement.view(params.id, user.id);
  }

  @Route(SOCIAL.comments)
  comments(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.engagement.comments(params.id, user.id);
  }

  @Route(SOCIAL.comment)
  comment(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateComment) {
    return this.engagement.addComment(params.id, user.id, body.content);
  }

  @Route(SOCIAL.deleteComment)
  @HttpCode(204)
  async deleteComment(@CurrentUser() user: AuthUser, @Param() params: { id: number; commentId: number }): Promise<void> {
    await this.engagement.deleteComment(params.id, params.commentId, user.id);
  }

  @Route(MODERATION.reportComment)
  reportComment(@CurrentUser() user: AuthUser, @Param() params: { id: number; commentId: number }, @Body() body: CreateReport) {
    return this.engagement.reportComment(user.id, params.id, params.commentId, body);
  }
}
