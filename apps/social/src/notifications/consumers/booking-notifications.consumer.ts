import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// jobs-events' bookings: each side hears what the other did ('Ben accepted your booking offer for “Bass” on …').
@Injectable()
export class BookingNotificationsConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.booking.changed.v1', { inboxKey: 'BookingNotificationsConsumer.onBookingChanged' })
  async onBookingChanged(event: EventOf<'jobs-events.booking.changed.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
