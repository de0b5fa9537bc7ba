import { Body, Controller, Header, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { EVENTS, DASHBOARD, NEXT_PAGE_HEADER, TOTAL_COUNT_HEADER, type CreateEvent, type EventsQuery, type Rsvp, type UpdateEvent } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { EventsService } from './events.service';

type EventParams = { id: number };
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

@Controller()
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Route(EVENTS.list)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@CurrentUser() user: AuthUser, @Query() query: EventsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { events, total, nextPage } = await this.events.list(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return events;
  }

  @Route(EVENTS.create)
  create(@ActingFor('post') acting: Acting, @Body() body: CreateEvent) {
    return this.events.create(acting, body);
  }

  @Route(EVENTS.featured)
  featured(@CurrentUser() user: AuthUser) {
    return this.events.featured(user.id);
  }

  // The dashboard's Upcoming Events counter (docs/web.md#screens), read by the gateway's /api/user/stats.
  @Route(DASHBOARD.upcomingEventsCount)
  upcomingCount(@CurrentUser() user: AuthUser) {
    return this.events.upcomingCount(user.id);
  }

  @Route(EVENTS.calendarFeed)
  calendarFeed(@CurrentUser() user: AuthUser) {
    return this.events.calendarFeed(user.id);
  }

  @Route(EVENTS.resetCalendarFeed)
  @HttpCode(200)
  resetCalendarFeed(@CurrentUser() user: AuthUser) {
    return this.events.resetCalendarFeed(user.id);
  }

  @Route(EVENTS.removeCalendarFeed)
  @HttpCode(204)
  async removeCalendarFeed(@CurrentUser() user: AuthUser) {
    await this.events.removeCalendarFeed(user.id);
  }

  // The secret address is the credential (calendar apps send no token).
  @Route(EVENTS.feed)
  async feed(@Param() params: { token: string }, @Res({ passthrough: true }) reply: FastifyReply) {
    const body = await this.events.feed(params.token);
    reply
      .header('Content-Type', CALENDAR_TYPE)
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Disposition', 'inline; filename="stave-events.ics"');
    return body;
  }

  @Route(EVENTS.get)
  get(@ActingFor('manage') acting: Acting, @Param() params: EventParams) {
    return this.events.get(acting.ownerId, params.id);
  }

  @Route(EVENTS.update)
  update(@ActingFor('manage') acting: Acting, @Param() params: EventParams, @Body() body: UpdateEvent) {
    return this.events.update(acting, params.id, body);
  }

  @Route(EVENTS.delete)
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param() params: EventParams) {
    await this.events.delete(acting, params.id);
  }

  @Route(EVENTS.ics)
  async ics(@CurrentUser() user: AuthUser, @Param() params: EventParams, @Res({ passthrough: true }) reply: FastifyReply) {
    const { filename, body } = await this.events.ics(user.id, params.id);
    reply.header('Content-Type', CALENDAR_TYPE).header('Content-Disposition', `attachment; filename="${filename}"`);
    return body;
  }

  @Route(EVENTS.rsvp)
  @HttpCode(200)
  rsvp(@CurrentUser() user: AuthUser, @Param() params: EventParams, @Body() body: Rsvp) {
    return this.events.rsvp(user.id, params.id, body);
  }

  @Route(EVENTS.withdraw)
  withdraw(@CurrentUser() user: AuthUser, @Param() params: EventParams) {
    return this.events.withdraw(user.id, params.id);
  }

  @Route(EVENTS.attendees)
  attendees(@ActingFor('manage') acting: Acting, @Param() params: EventParams) {
    return this.events.attendees(acting.ownerId, params.id);
  }
}
