import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { BookingPaymentsService } from '../booking-payments.service';

// jobs-events' bookings: their money terms kept here, and the charges made to agree with each move (a deposit due once
// accepted, the balance after the engagement, refunds on a cancellation; docs/bookings.md § Money).
@Injectable()
export class BookingChangedConsumer {
  constructor(private readonly payments: BookingPaymentsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.booking.changed.v1', { inboxKey: 'BookingChangedConsumer.onBookingChanged' })
  async onBookingChanged(event: EventOf<'jobs-events.booking.changed.v1'>, tx: Transaction): Promise<void> {
    await this.payments.onBookingChanged(tx, event.payload);
  }
}
