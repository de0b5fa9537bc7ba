import { Controller } from '@nestjs/common';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { TicketsService } from './tickets.service';
import { MESSAGING } from '@stave/contracts';

@Controller()
export class RealtimeController {
  constructor(private readonly tickets: TicketsService) {}

  @Route(MESSAGING.ticket)
  ticket(@CurrentUser() user: AuthUser) {
    return this.tickets.issue(user);
  }
}
