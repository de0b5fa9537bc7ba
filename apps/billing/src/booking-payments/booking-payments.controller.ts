import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { BILLING, type BookingPayment, type PayBooking } from '@stave/contracts';
import { CurrentUser, Route, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { BookingPaymentsService } from './booking-payments.service';

type Params = { id: number };

// A booking's money, to its two sides; a business's bookings are its team's to pay (X-Act-As, `manage`).
@Controller()
export class BookingPaymentsController {
  constructor(private readonly payments: BookingPaymentsService) {}

  @Route(BILLING.bookingPayment)
  view(@ActingFor('manage') acting: Acting, @Param() params: Params): Promise<BookingPayment> {
    return this.payments.view(acting, params.id);
  }

  @Route(BILLING.payBooking)
  @HttpCode(200)
  pay(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: PayBooking): Promise<{ url: string }> {
    return this.payments.pay(acting, params.id, body.charge);
  }

  @Route(BILLING.syncBookingPayment)
  @HttpCode(200)
  sync(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: { sessionId: string }): Promise<BookingPayment> {
    return this.payments.sync(acting, params.id, body.sessionId);
  }

  @Route(BILLING.bookingDisputes)
  disputes(@CurrentUser() user: AuthUser, @Query() query: { status: 'open' | 'won' | 'lost' }) {
    return this.payments.disputes(user.id, query.status);
  }
}
