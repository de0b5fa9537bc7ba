import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// The marketplace's events: to a seller, 'Your listing “…” expires tomorrow…', '… is hidden: …', '… is
// visible again' / '… was removed by a moderator', a stolen-gear check opened or over; to watchers, 'Price drop: “…” is now £…' and '“…”,
// which you saved, has sold'; to a business, its storefront verified or not.
@Injectable()
export class ListingNotificationsConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('marketplace.listing.expiring.v1', { inboxKey: 'NotificationsConsumer.onListingExpiring' })
  async onListingExpiring(event: EventOf<'marketplace.listing.expiring.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('marketplace.listing.watched-change.v1', { inboxKey: 'NotificationsConsumer.onListingWatchedChange' })
  async onListingWatchedChange(event: EventOf<'marketplace.listing.watched-change.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('marketplace.listing.hidden.v1', { inboxKey: 'NotificationsConsumer.onListingHidden' })
  async onListingHidden(event: EventOf<'marketplace.listing.hidden.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('marketplace.listing.moderated.v1', { inboxKey: 'NotificationsConsumer.onListingModerated' })
  async onListingModerated(event: EventOf<'marketplace.listing.moderated.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('marketplace.listing.stolen-review.v1', { inboxKey: 'NotificationsConsumer.onListingStolenReview' })
  async onListingStolenReview(event: EventOf<'marketplace.listing.stolen-review.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }

  @OnEvent('marketplace.storefront.verification-decided.v1', { inboxKey: 'NotificationsConsumer.onStorefrontVerificationDecided' })
  async onStorefrontVerificationDecided(event: EventOf<'marketplace.storefront.verification-decided.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
