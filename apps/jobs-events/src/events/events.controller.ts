import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CalendarFeedParamsSchema,
  CreateEventSchema,
  EventParamsSchema,
  EventsQuerySchema,
  NEXT_PAGE_HEADER,
  RsvpSchema,
  TOTAL_COUNT_HEADER,
  UpdateEventSchema,
  type CreateEvent,
  type EventsQuery,
  type Rsvp,
  type UpdateEvent,
} from '@stave/contracts';
import { CurrentUser, Public, ZodPipe, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { EventsService } from './events.service';

const EventParams = new ZodPipe(EventParamsSchema);
type EventParams = { id: number };
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(EventsQuerySchema)) query: EventsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { events, total, nextPage } = await this.events.list(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return events;
  }

  @Post()
  create(@ActingFor('post') acting: Acting, @Body(new ZodPipe(CreateEventSchema)) body: CreateEvent) {
    return this.events.create(acting, body);
  }

  @Get('featured')
  featured(@CurrentUser() user: AuthUser) {
    return this.events.featured(user.id);
  }

  // The dashboard's Upcoming Events counter (spec §2), read by the gateway's /api/user/stats.
  @Get('upcoming/count')
  upcomingCount(@CurrentUser() user: AuthUser) {
    return this.events.upcomingCount(user.id);
  }

  @Get('calendar-feed')
  calendarFeed(@CurrentUser() user: AuthUser) {
    return this.events.calendarFeed(user.id);
  }

  @Post('calendar-feed')
  @HttpCode(200)
  resetCalendarFeed(@CurrentUser() user: AuthUser) {
    return this.events.resetCalendarFeed(user.id);
  }

  @Delete('calendar-feed')
  @HttpCode(204)
  async removeCalendarFeed(@CurrentUser() user: AuthUser) {
    await this.events.removeCalendarFeed(user.id);
  }

  // The secret address is the credential (calendar apps send no token).
  @Get('feed/:token')
  @Public()
  async feed(@Param(new ZodPipe(CalendarFeedParamsSchema)) params: { token: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = await this.events.feed(params.token);
    reply
      .header('Content-Type', CALENDAR_TYPE)
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', 'inline; filename="stave-events.ics"');
    return body;
  }

  @Get(':id')
  get(@ActingFor('manage') acting: Acting, @Param(EventParams) params: EventParams) {
    return this.events.get(acting.ownerId, params.id);
  }

  @Patch(':id')
  update(@ActingFor('manage') acting: Acting, @Param(EventParams) params: EventParams, @Body(new ZodPipe(UpdateEventSchema)) body: UpdateEvent) {
    return this.events.update(acting, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param(EventParams) params: EventParams) {
    await this.events.delete(acting, params.id);
  }

  @Get(':id/ics')
  async ics(@CurrentUser() user: AuthUser, @Param(EventParams) params: EventParams, @Res({ passthrough: true }) reply: FastifyReply) {
    const { filename, body } = await this.events.ics(user.id, params.id);
    reply.header('Content-Type', CALENDAR_TYPE).header('Content-Disposition', `attachment; filename="${filename}"`);
    return body;
  }

  @Post(':id/rsvp')
  @HttpCode(200)
  rsvp(@CurrentUser() user: AuthUser, @Param(EventParams) params: EventParams, @Body(new ZodPipe(RsvpSchema)) body: Rsvp) {
    return this.events.rsvp(user.id, params.id, body);
  }

  @Delete(':id/rsvp')
  withdraw(@CurrentUser() user: AuthUser, @Param(EventParams) params: EventParams) {
    return this.events.withdraw(user.id, params.id);
  }

  @Get(':id/attendees')
  attendees(@ActingFor('manage') acting: Acting, @Param(EventParams) params: EventParams) {
    return this.events.attendees(acting.ownerId, params.id);
  }
}
