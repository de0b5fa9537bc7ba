import { Injectable } from '@nestjs/common';
import type { EventName, EventOf } from '@stave/contracts';
import type { Transaction } from '@stave/platform';
import { NotificationBell } from '../notification-bell';
import { BILLING_RECIPES } from './billing.recipes';
import { JOBS_EVENTS_RECIPES } from './jobs-events.recipes';
import { MARKETPLACE_RECIPES } from './marketplace.recipes';
import type { AnyNotificationRecipe } from './notification-recipe';
import { SOCIAL_CONNECTION_RECIPES } from './social-connections.recipes';
import { SOCIAL_POST_RECIPES } from './social-posts.recipes';

// Every event the bell hears of, one recipe each, kept by the domain that produces it. A new line is a recipe
// in its domain's file and a consumer (consumers/) with its own inbox key.
export const NOTIFICATION_RECIPES: readonly AnyNotificationRecipe[] = [
  ...SOCIAL_POST_RECIPES,
  ...SOCIAL_CONNECTION_RECIPES,
  ...JOBS_EVENTS_RECIPES,
  ...MARKETPLACE_RECIPES,
  ...BILLING_RECIPES,
];

@Injectable()
export class NotificationRecipes {
  private readonly byEvent = new Map<EventName, AnyNotificationRecipe>();

  constructor(private readonly bell: NotificationBell) {
    for (const recipe of NOTIFICATION_RECIPES) {
      if (this.byEvent.has(recipe.event)) throw new Error(`Two notification recipes for ${recipe.event}`);
      this.byEvent.set(recipe.event, recipe);
    }
  }

  // The event's line(s), in its inbox transaction.
  async write<N extends EventName>(event: EventOf<N>, tx: Transaction): Promise<void> {
    const recipe = this.byEvent.get(event.name);
    if (!recipe) throw new Error(`No notification recipe for ${event.name}`);
    await recipe.write(this.bell, tx, event.payload as never, event.occurredAt);
  }
}
