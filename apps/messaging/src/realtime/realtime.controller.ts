import { Controller, Post } from '@nestjs/common';
import { CurrentUser, type AuthUser } from '@stave/platform';
import { TicketsService } from './tickets.service';

@Controller('api/realtime')
export class RealtimeController {
  constructor(private readonly tickets: TicketsService) {}

  @Post('ticket')
  ticket(@CurrentUser() user: AuthUser) {
    return this.tickets.issue(user);
  }
}
