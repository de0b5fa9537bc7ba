import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  CreateTicketSchema,
  RateTicketSchema,
  TicketParamsSchema,
  TicketReplySchema,
  TicketsQuerySchema,
  UpdateTicketSchema,
  type RateTicket,
  type TicketReply,
  type TicketsQuery,
  type UpdateTicket,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SupportService, type NewTicketInput } from './support.service';

@Controller('api/support')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.support.role(user.id);
  }

  @Get('tickets')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(TicketsQuerySchema)) query: TicketsQuery) {
    return this.support.listMine(user.id, query);
  }

  @Post('tickets')
  open(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateTicketSchema)) body: NewTicketInput) {
    return this.support.open(user.id, body);
  }

  @Get('queue')
  queue(@CurrentUser() user: AuthUser, @Query(new ZodPipe(TicketsQuerySchema)) query: TicketsQuery) {
    return this.support.queue(user.id, query);
  }

  @Get('stats')
  stats(@CurrentUser() user: AuthUser) {
    return this.support.stats(user.id);
  }

  @Get('tickets/:id')
  get(@CurrentUser() user: AuthUser, @Param(new ZodPipe(TicketParamsSchema)) params: { id: number }) {
    return this.support.get(user.id, params.id);
  }

  @Post('tickets/:id/messages')
  reply(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(TicketParamsSchema)) params: { id: number },
    @Body(new ZodPipe(TicketReplySchema)) body: TicketReply,
  ) {
    return this.support.reply(user.id, params.id, body.body);
  }

  @Patch('tickets/:id')
  update(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(TicketParamsSchema)) params: { id: number },
    @Body(new ZodPipe(UpdateTicketSchema)) body: UpdateTicket,
  ) {
    return this.support.update(user.id, params.id, body);
  }

  @Post('tickets/:id/rating')
  @HttpCode(200)
  rate(@CurrentUser() user: AuthUser, @Param(new ZodPipe(TicketParamsSchema)) params: { id: number }, @Body(new ZodPipe(RateTicketSchema)) body: RateTicket) {
    return this.support.rate(user.id, params.id, body);
  }
}
