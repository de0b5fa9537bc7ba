import { Controller, Get } from '@nestjs/common';
import { CurrentUser, type AuthUser } from '@stave/platform';
import { ConversationsService } from './conversations.service';

@Controller('api/messages')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  // The dashboard's Messages counter (spec §2), read by the gateway's /api/user/stats.
  @Get('unread-count')
  unreadCount(@CurrentUser() user: AuthUser) {
    return this.conversations.unreadCount(user.id);
  }
}
