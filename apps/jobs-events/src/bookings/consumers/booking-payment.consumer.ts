import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { BookingsService } from '../bookings.service';

// Billing's news of a booking's money: a deposit paid confirms it, a balance paid marks it paid, the rest is a timeline
// line both sides are told of (docs/bookings.md § Money).
@Injectable()
export class BookingPaymentConsumer {
  constructor(private readonly bookings: BookingsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('billing.booking-payment.changed.v1', { inboxKey: 'BookingPaymentConsumer.onPaymentChanged' })
  async onPaymentChanged(event: EventOf<'billing.booking-payment.changed.v1'>, tx: Transaction): Promise<void> {
    await this.bookings.applyPayment(tx, event.payload);
  }
}
