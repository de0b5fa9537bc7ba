import { money, postExcerpt, whenItStarts } from '../notification-text';
import { recipe } from './notification-recipe';

// A declined verification's reason (up to 500 characters) in the bell: its gist; the editor shows it whole.
const VERIFICATION_REASON_EXCERPT = 160;

// The marketplace's lines: to a seller, their listing expires soon, was hidden (and why) or was restored or
// removed by a moderator, or is under a stolen-gear check; to those watching a listing, its price dropped or
// it sold; to a business, its storefront's verification was decided.
export const MARKETPLACE_RECIPES = [
  recipe('marketplace.listing.expiring.v1', async (bell, tx, { listingId, userId, title, expiresAt }, occurredAt) => {
    const message = `Your listing “${postExcerpt(title)}” expires ${whenItStarts(expiresAt, occurredAt)}. Renew it to keep it for sale.`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_expiring', relatedId: listingId, actorId: null, occurredAt, message });
  }),

  recipe(
    'marketplace.listing.watched-change.v1',
    async (bell, tx, { listingId, sellerId, title, change, price, previousPrice, currency, watcherIds }, occurredAt) => {
      const named = `“${postExcerpt(title)}”`;
      const message =
        change === 'sold'
          ? `${named}, which you saved, has sold`
          : `Price drop: ${named} is now ${money(price, currency)}${previousPrice ? ` (was ${money(previousPrice, currency)})` : ''}`;
      await bell.notifyEach(
        tx,
        watcherIds.filter((id) => id !== sellerId),
        { type: 'other', subtype: 'listing_watch', relatedId: listingId, actorId: sellerId, occurredAt, message },
      );
    },
  ),

  recipe('marketplace.listing.hidden.v1', async (bell, tx, { listingId, userId, title, reason }, occurredAt) => {
    const why = reason === 'stolen' ? 'its serial number matches an item reported stolen' : 'several members reported it; a moderator will review it';
    const message = `Your listing “${postExcerpt(title)}” is hidden: ${why}`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_hidden', relatedId: listingId, actorId: null, occurredAt, message });
  }),

  recipe('marketplace.listing.moderated.v1', async (bell, tx, { listingId, userId, title, action }, occurredAt) => {
    const message =
      action === 'restore' ? `Your listing “${postExcerpt(title)}” is visible again` : `Your listing “${postExcerpt(title)}” was removed by a moderator`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_moderated', relatedId: listingId, actorId: null, occurredAt, message });
  }),

  // A stolen-gear check of the seller's listing: opened (it stays for sale while a moderator looks), or over with
  // nothing changed. Never who registered the serial.
  recipe('marketplace.listing.stolen-review.v1', async (bell, tx, { listingId, userId, title, stage }, occurredAt) => {
    const named = `“${postExcerpt(title)}”`;
    const message =
      stage === 'opened'
        ? `Your listing ${named} carries a serial number on the stolen gear register: a moderator is checking it. It stays for sale meanwhile.`
        : `The stolen gear check of your listing ${named} is over: nothing changes`;
    await bell.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_moderated', relatedId: listingId, actorId: null, occurredAt, message });
  }),

  // To a business: a marketplace moderator decided its storefront's verification request (a decline says why).
  recipe('marketplace.storefront.verification-decided.v1', async (bell, tx, { verificationId, userId, businessName, decision, reason }, occurredAt) => {
    const named = `“${postExcerpt(businessName)}”`;
    const message =
      decision === 'approved'
        ? `${named} is verified: your storefront now shows the verified badge`
        : `${named} was not verified${reason ? `: ${postExcerpt(reason, VERIFICATION_REASON_EXCERPT)}` : ''}`;
    await bell.notifyEach(tx, [userId], {
      type: 'other',
      subtype: 'storefront_verification',
      relatedId: verificationId,
      actorId: null,
      occurredAt,
      message,
    });
  }),
];
