import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// jobs-events' events: 'Ada is going to your event “…”' to the organiser, and to those who answered
// '“…” has been cancelled' (or has a new date, or a new place) and the day before 'Reminder: …'.
@Injectable()
export class EventNotificationsConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('jobs-events.rsvp.changed.v1', { inboxKey: 'NotificationsConsumer.onRsvpChanged' })
  async onRsvpChanged(event: EventOf<'jobs-events.rsvp.changed.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('jobs-events.event.changed.v1', { inboxKey: 'NotificationsConsumer.onEventChanged' })
  async onEventChanged(event: EventOf<'jobs-events.event.changed.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('jobs-events.event.reminder.v1', { inboxKey: 'NotificationsConsumer.onEventReminder' })
  async onEventReminder(event: EventOf<'jobs-events.event.reminder.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
