import { Body, Controller, Header, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  BOOKINGS,
  NEXT_PAGE_HEADER,
  TOTAL_COUNT_HEADER,
  type BookingsQuery,
  type CancelBooking,
  type CreateBookingOffer,
  type RaiseBookingIssue,
} from '@stave/contracts';
import { CurrentUser, Route, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { BookingsService } from './bookings.service';

type Params = { id: number };

// A hirer's side may be a business's, managed by its team (X-Act-As); a musician answers as themself.
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Route(BOOKINGS.offer)
  offer(@ActingFor('post') acting: Acting, @Body() body: CreateBookingOffer) {
    return this.bookings.offer(acting, body);
  }

  @Route(BOOKINGS.list)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@ActingFor('manage') acting: Acting, @Query() query: BookingsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { bookings, total, nextPage } = await this.bookings.list(acting.ownerId, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return bookings;
  }

  @Route(BOOKINGS.get)
  get(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.bookings.get(acting.ownerId, params.id);
  }

  @Route(BOOKINGS.accept)
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param() params: Params) {
    return this.bookings.accept(user.id, params.id);
  }

  @Route(BOOKINGS.decline)
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param() params: Params) {
    return this.bookings.decline(user.id, params.id);
  }

  @Route(BOOKINGS.withdraw)
  @HttpCode(200)
  withdraw(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.bookings.withdraw(acting, params.id);
  }

  @Route(BOOKINGS.cancellation)
  cancellation(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.bookings.cancellation(acting.ownerId, params.id);
  }

  @Route(BOOKINGS.cancel)
  @HttpCode(200)
  cancel(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: CancelBooking) {
    return this.bookings.cancel(acting, params.id, body);
  }

  @Route(BOOKINGS.raiseIssue)
  @HttpCode(200)
  raiseIssue(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: RaiseBookingIssue) {
    return this.bookings.raiseIssue(acting, params.id, body.text);
  }
}
