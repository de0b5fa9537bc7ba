import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { SUPPORT, type RateTicket, type TicketReply, type TicketsQuery, type UpdateTicket } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SupportService, type NewTicketInput } from './support.service';

@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Route(SUPPORT.me)
  me(@CurrentUser() user: AuthUser) {
    return this.support.role(user.id);
  }

  @Route(SUPPORT.list)
  list(@CurrentUser() user: AuthUser, @Query() query: TicketsQuery) {
    return this.support.listMine(user.id, query);
  }

  @Route(SUPPORT.open)
  open(@CurrentUser() user: AuthUser, @Body() body: NewTicketInput) {
    return this.support.open(user.id, body);
  }

  @Route(SUPPORT.queue)
  queue(@CurrentUser() user: AuthUser, @Query() query: TicketsQuery) {
    return this.support.queue(user.id, query);
  }

  @Route(SUPPORT.stats)
  stats(@CurrentUser() user: AuthUser) {
    return this.support.stats(user.id);
  }

  @Route(SUPPORT.get)
  get(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.support.get(user.id, params.id);
  }

  @Route(SUPPORT.reply)
  reply(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: TicketReply) {
    return this.support.reply(user.id, params.id, body.body);
  }

  @Route(SUPPORT.update)
  update(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: UpdateTicket) {
    return this.support.update(user.id, params.id, body);
  }

  @Route(SUPPORT.rate)
  @HttpCode(200)
  rate(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: RateTicket) {
    return this.support.rate(user.id, params.id, body);
  }
}
