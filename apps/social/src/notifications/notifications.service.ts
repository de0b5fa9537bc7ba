import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  NETWORK_MESSAGES,
  NOTIFICATION_PREFERENCE_GROUPS,
  PLANS,
  notificationPreferenceGroup,
  type Notification,
  type NotificationPreferenceGroup,
  type NotificationPreferences,
  type PayloadOf,
  type SubscriptionTier,
  type UpdateNotificationPreferences,
} from '@stave/contracts';
import { Outbox, domainError, findUserSummary, pageOf, parseCursor, type Page, type Transaction } from '@stave/platform';
import { PostsService } from '../posts/posts.service';
import { actorsPhrase, londonDayAndTime, namedPost, postExcerpt, whenItStarts } from './notification-text';
import { NotificationsRepository, type NewNotification, type NotificationRow } from './notifications.repository';

// A declined verification's reason (up to 500 characters) in the bell: its gist; the editor shows it whole.
const VERIFICATION_REASON_EXCERPT = 160;

@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly posts: PostsService,
    private readonly outbox: Outbox,
  ) {}

  async list(userId: number, before: string | undefined, limit: number): Promise<Page<Notification>> {
    const rows = await this.notifications.list(userId, parseCursor(before), limit);
    return pageOf(
      rows,
      limit,
      (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }),
      ({ action, ...row }) => ({ ...row, message: lineOf(row, action), createdAt: row.createdAt.toISOString() }),
    );
  }

  // What happened to a member, one line each, written in the event's inbox transaction (so a
  // redelivered event never notifies twice), never for one's own action. A line about a post quotes
  // its first words, so 'liked your post' says which one.
  async postLiked(tx: Transaction, { postId, postAuthorId, likerId }: PayloadOf<'social.post.liked.v1'>, occurredAt: string): Promise<void> {
    if (postAuthorId === likerId) return;
    const action = `liked ${namedPost(await this.posts.contentOf(tx, postId))}`;
    await this.notify(tx, {
      userId: postAuthorId,
      type: 'like',
      relatedId: postId,
      actorId: likerId,
      occurredAt,
      message: `${await nameOf(tx, likerId)} ${action}`,
      action,
      groupKey: `like:${postId}`,
    });
  }

  async commented(tx: Transaction, { postId, postAuthorId, commenterId }: PayloadOf<'social.comment.created.v1'>, occurredAt: string): Promise<void> {
    if (postAuthorId === commenterId) return;
    const action = `commented on ${namedPost(await this.posts.contentOf(tx, postId))}`;
    await this.notify(tx, {
      userId: postAuthorId,
      type: 'comment',
      relatedId: postId,
      actorId: commenterId,
      occurredAt,
      message: `${await nameOf(tx, commenterId)} ${action}`,
      action,
      groupKey: `comment:${postId}`,
    });
  }

  async followed(tx: Transaction, { followerId, followingId, via }: PayloadOf<'social.follow.created.v1'>, occurredAt: string): Promise<void> {
    // The acceptance is its own notification; "started following you" beside it would say it twice.
    if (via === 'connection') return;
    await this.notify(tx, {
      userId: followingId,
      type: 'follow',
      relatedId: followerId,
      actorId: followerId,
      occurredAt,
      message: `${await nameOf(tx, followerId)} started following you`,
      action: 'started following you',
      groupKey: 'follow',
    });
  }

  async mentioned(tx: Transaction, { postId, authorId, mentionedUserIds }: PayloadOf<'social.post.published.v1'>, occurredAt: string): Promise<void> {
    if (mentionedUserIds.length === 0) return;
    const author = await nameOf(tx, authorId);
    const content = await this.posts.contentOf(tx, postId);
    const action = content === null ? 'mentioned you in a post' : `mentioned you in “${postExcerpt(content)}”`;
    // In id order: each line takes its member's lock, and two posts mentioning the same members
    // must take them in the same order.
    for (const userId of [...new Set(mentionedUserIds)].filter((id) => id !== authorId).sort((a, b) => a - b)) {
      await this.notify(tx, {
        userId,
        type: 'other',
        subtype: 'mention',
        relatedId: postId,
        actorId: authorId,
        occurredAt,
        message: `${author} ${action}`,
        action,
      });
    }
  }

  async connectionRequested(
    tx: Transaction,
    { requestId, senderId, receiverId }: PayloadOf<'social.connection.requested.v1'>,
    occurredAt: string,
  ): Promise<void> {
    await this.notify(tx, {
      userId: receiverId,
      type: 'other',
      subtype: 'connection_request',
      relatedId: requestId,
      actorId: senderId,
      occurredAt,
      message: `${await nameOf(tx, senderId)} wants to connect with you`,
    });
  }

  // An answered request's line no longer asks for anything: read, settled, and saying what was
  // decided instead of 'wants to connect'. A withdrawn one points at nothing (gone). The request's
  // events share a partition (keyed by request id), so these arrive after the request's own.
  async connectionAccepted(
    tx: Transaction,
    { requestId, senderId, receiverId }: PayloadOf<'social.connection.accepted.v1'>,
    occurredAt: string,
  ): Promise<void> {
    await this.notifications.settleRequest(tx, receiverId, requestId, { message: `You connected with ${await nameOf(tx, senderId)}` });
    await this.notify(tx, {
      userId: senderId,
      type: 'other',
      subtype: 'connection_accepted',
      relatedId: requestId,
      actorId: receiverId,
      occurredAt,
      message: `${await nameOf(tx, receiverId)} accepted your connection request`,
    });
  }

  async connectionDeclined(tx: Transaction, { receiverId, requestId, senderId }: PayloadOf<'social.connection.declined.v1'>): Promise<void> {
    await this.notifications.settleRequest(tx, receiverId, requestId, { message: `You declined ${await nameOf(tx, senderId)}'s connection request` });
  }

  async connectionWithdrawn(tx: Transaction, { receiverId, requestId }: PayloadOf<'social.connection.withdrawn.v1'>): Promise<void> {
    await this.notifications.settleRequest(tx, receiverId, requestId, { remove: true });
  }

  // From jobs-events: the poster hears of each application, the applicant of the poster's decision.
  async jobApplication(
    tx: Transaction,
    { jobId, jobTitle, applicantId, posterId }: PayloadOf<'jobs-events.application.submitted.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const action = `applied for your job “${postExcerpt(jobTitle)}”`;
    await this.notify(tx, {
      userId: posterId,
      type: 'other',
      subtype: 'job_application',
      relatedId: jobId,
      actorId: applicantId,
      occurredAt,
      message: `${await nameOf(tx, applicantId)} ${action}`,
      action,
    });
  }

  // One line per application (an applicant has one per job: relatedId), its newest decision's. Decisions are
  // numbered in jobs-events' commit order (`decision`), which neither the events' times (each producer's own
  // clock) nor their arrival (a copy sent again) can be trusted to follow: a newer decision replaces the line,
  // an older one arriving later is passed over. The new line is dated no earlier than the one it replaces, so
  // it never sinks below it; it is a new, unread line. A superseded line goes even when the member has turned
  // job notifications off: the bell never keeps a decision that no longer holds.
  async applicationDecided(
    tx: Transaction,
    { jobId, jobTitle, applicantId, posterId, status, decision }: PayloadOf<'jobs-events.application.decided.v1'>,
    occurredAt: string,
  ): Promise<void> {
    await this.notifications.lockMember(tx, applicantId);
    const taken = await this.notifications.takeStateLines(tx, applicantId, 'application_update', jobId, decision ?? null);
    if (taken === 'stale') return;
    const outcome = status === 'shortlisted' ? 'was shortlisted' : 'was not taken forward';
    await this.notify(tx, {
      userId: applicantId,
      type: 'other',
      subtype: 'application_update',
      relatedId: jobId,
      actorId: posterId,
      occurredAt: taken.newest && taken.newest.getTime() > Date.parse(occurredAt) ? taken.newest.toISOString() : occurredAt,
      message: `Your application for “${postExcerpt(jobTitle)}” ${outcome}`,
      version: decision ?? null,
    });
  }

  // An organiser hears who answers their event: one line per member and event while unread, so
  // changing one's mind (interested, then going) rewrites that line instead of adding another, and
  // withdrawing takes the unread line back. (Grouped per event, 'Ada and 2 others are going' would
  // speak for members who have since answered otherwise.)
  async rsvpChanged(
    tx: Transaction,
    { eventId, eventTitle, organizerId, userId, status }: PayloadOf<'jobs-events.rsvp.changed.v1'>,
    occurredAt: string,
  ): Promise<void> {
    if (userId === organizerId) return;
    const groupKey = `event_rsvp:${eventId}:${userId}`;
    if (status === 'withdrawn') {
      await this.notifications.removeUnread(tx, organizerId, groupKey);
      return;
    }
    const event = `your event “${postExcerpt(eventTitle)}”`;
    const action = status === 'going' ? `is going to ${event}` : `is interested in ${event}`;
    await this.notify(tx, {
      userId: organizerId,
      type: 'event_rsvp',
      relatedId: eventId,
      actorId: userId,
      occurredAt,
      message: `${await nameOf(tx, userId)} ${action}`,
      action,
      groupKey,
    });
  }

  // Those who answered hear that an event was cancelled or moved; never the organiser who did it.
  async eventChanged(
    tx: Transaction,
    { eventId, title, startDate, organizerId, change, attendeeIds }: PayloadOf<'jobs-events.event.changed.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const named = `“${postExcerpt(title)}”`;
    const message =
      change === 'cancelled'
        ? `${named} has been cancelled`
        : change === 'rescheduled'
          ? `${named} has a new date: ${londonDayAndTime(startDate)}`
          : `${named} has moved to a new place`;
    await this.notifyEach(
      tx,
      attendeeIds.filter((id) => id !== organizerId),
      { type: 'other', subtype: 'event_update', relatedId: eventId, actorId: organizerId, occurredAt, message },
    );
  }

  // The day before, those going are reminded (the event's organiser too, if they are going).
  async eventReminder(
    tx: Transaction,
    { eventId, title, startDate, location, attendeeIds }: PayloadOf<'jobs-events.event.reminder.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const where = location?.trim() ? ` at ${location.trim()}` : '';
    const message = `Reminder: “${postExcerpt(title)}” starts ${whenItStarts(startDate, occurredAt)}${where}`;
    await this.notifyEach(tx, attendeeIds, { type: 'other', subtype: 'event_reminder', relatedId: eventId, actorId: null, occurredAt, message });
  }

  // The marketplace's lines: to a seller, their listing expires soon, was hidden (and why) or was
  // restored or removed by a moderator; to those watching a listing, its price dropped or it sold.
  async listingExpiring(
    tx: Transaction,
    { listingId, userId, title, expiresAt }: PayloadOf<'marketplace.listing.expiring.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const message = `Your listing “${postExcerpt(title)}” expires ${whenItStarts(expiresAt, occurredAt)}. Renew it to keep it for sale.`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_expiring', relatedId: listingId, actorId: null, occurredAt, message });
  }

  async listingWatchedChange(
    tx: Transaction,
    { listingId, sellerId, title, change, price, previousPrice, currency, watcherIds }: PayloadOf<'marketplace.listing.watched-change.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const named = `“${postExcerpt(title)}”`;
    const message =
      change === 'sold'
        ? `${named}, which you saved, has sold`
        : `Price drop: ${named} is now ${money(price, currency)}${previousPrice ? ` (was ${money(previousPrice, currency)})` : ''}`;
    await this.notifyEach(
      tx,
      watcherIds.filter((id) => id !== sellerId),
      { type: 'other', subtype: 'listing_watch', relatedId: listingId, actorId: sellerId, occurredAt, message },
    );
  }

  async listingHidden(tx: Transaction, { listingId, userId, title, reason }: PayloadOf<'marketplace.listing.hidden.v1'>, occurredAt: string): Promise<void> {
    const why = reason === 'stolen' ? 'its serial number matches an item reported stolen' : 'several members reported it; a moderator will review it';
    const message = `Your listing “${postExcerpt(title)}” is hidden: ${why}`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_hidden', relatedId: listingId, actorId: null, occurredAt, message });
  }

  async listingModerated(
    tx: Transaction,
    { listingId, userId, title, action }: PayloadOf<'marketplace.listing.moderated.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const message =
      action === 'restore' ? `Your listing “${postExcerpt(title)}” is visible again` : `Your listing “${postExcerpt(title)}” was removed by a moderator`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_moderated', relatedId: listingId, actorId: null, occurredAt, message });
  }

  // A stolen-gear check of the seller's listing: opened (it stays for sale while a moderator looks), or over with
  // nothing changed. Never who registered the serial.
  async listingStolenReview(
    tx: Transaction,
    { listingId, userId, title, stage }: PayloadOf<'marketplace.listing.stolen-review.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const named = `“${postExcerpt(title)}”`;
    const message =
      stage === 'opened'
        ? `Your listing ${named} carries a serial number on the stolen gear register: a moderator is checking it. It stays for sale meanwhile.`
        : `The stolen gear check of your listing ${named} is over: nothing changes`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'listing_moderated', relatedId: listingId, actorId: null, occurredAt, message });
  }

  // To a business: a marketplace moderator decided its storefront's verification request (a decline says why).
  async storefrontVerificationDecided(
    tx: Transaction,
    { verificationId, userId, businessName, decision, reason }: PayloadOf<'marketplace.storefront.verification-decided.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const named = `“${postExcerpt(businessName)}”`;
    const message =
      decision === 'approved'
        ? `${named} is verified: your storefront now shows the verified badge`
        : `${named} was not verified${reason ? `: ${postExcerpt(reason, VERIFICATION_REASON_EXCERPT)}` : ''}`;
    await this.notifyEach(tx, [userId], {
      type: 'other',
      subtype: 'storefront_verification',
      relatedId: verificationId,
      actorId: null,
      occurredAt,
      message,
    });
  }

  async trialEnding(tx: Transaction, { userId, tier, trialEndsAt }: PayloadOf<'billing.subscription.trial-ending.v1'>, occurredAt: string): Promise<void> {
    const message = `Your ${planName(tier)} trial ends on ${longDay(trialEndsAt)}. Your card is charged then unless you cancel in Subscription.`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'billing', relatedId: null, actorId: null, occurredAt, message });
  }

  async paymentFailed(
    tx: Transaction,
    { userId, tier, amountPence, graceUntil }: PayloadOf<'billing.subscription.payment-failed.v1'>,
    occurredAt: string,
  ): Promise<void> {
    const amount = money((amountPence / 100).toFixed(2), 'GBP');
    const message = `We could not take your ${amount} payment for ${planName(tier)}. Update your card in Subscription: you keep ${planName(tier)} until ${longDay(graceUntil)}.`;
    await this.notifyEach(tx, [userId], { type: 'other', subtype: 'billing', relatedId: null, actorId: null, occurredAt, message });
  }

  unreadCount(userId: number) {
    return this.notifications.unreadCount(userId).then((count) => ({ count }));
  }

  async markRead(id: number, userId: number): Promise<void> {
    if (!(await this.notifications.markRead(id, userId))) throw domainError(CommonErrorCode.NotFound, { message: NETWORK_MESSAGES.notificationNotFound });
  }

  markAllRead(userId: number) {
    return this.notifications.markAllRead(userId);
  }

  // Settings › Notifications. Off applies to lines not yet written: what is already in the bell stays.
  async preferences(userId: number): Promise<NotificationPreferences> {
    return notificationPreferencesOf(await this.notifications.mutedGroups(userId));
  }

  async updatePreferences(userId: number, change: UpdateNotificationPreferences): Promise<NotificationPreferences> {
    const chosen = Object.entries(change) as Array<[NotificationPreferenceGroup, boolean | undefined]>;
    const off = chosen.filter(([, on]) => on === false).map(([group]) => group);
    const on = chosen.filter(([, on]) => on === true).map(([group]) => group);
    return notificationPreferencesOf(await this.notifications.changeMuted(userId, off, on));
  }

  // Written in the event's transaction, and announced from it: messaging pushes the line to the
  // member's bell while they are online (issue 10), with the unread count as it now stands. A line
  // of a group the member turned off is not written (add() checks it), so nothing is announced.
  private async notify(tx: Transaction, notification: NewNotification): Promise<void> {
    await this.notifications.lockMember(tx, notification.userId);
    const added = await this.notifications.add(tx, notification, notificationPreferenceGroup(notification.type, notification.subtype ?? null));
    if (!added) return;
    const { id, createdAt } = added;
    await this.outbox.add(tx, 'social.notification.created.v1', notification.userId, {
      notificationId: id,
      userId: notification.userId,
      type: notification.type,
      message: notification.message,
      relatedId: notification.relatedId,
      createdAt: createdAt.toISOString(),
      unreadCount: await this.notifications.unreadCount(notification.userId, tx),
      actorId: notification.actorId,
    });
  }

  // notify() for the same line to many members (an event's attendees, up to 500 a message): one
  // INSERT for all (leaving out those who turned the line's group off), then each member's
  // announcement as notify() makes it. The outbox takes one event per call, so those are still a
  // round trip each.
  private async notifyEach(
    tx: Transaction,
    userIds: readonly number[],
    line: Omit<NewNotification, 'userId' | 'actorId' | 'groupKey'> & { actorId: number | null },
  ): Promise<void> {
    const group = notificationPreferenceGroup(line.type, line.subtype ?? null);
    for (const { id, userId, createdAt, unreadCount } of await this.notifications.addForEach(tx, userIds, line, group)) {
      await this.outbox.add(tx, 'social.notification.created.v1', userId, {
        notificationId: id,
        userId,
        type: line.type,
        message: line.message,
        relatedId: line.relatedId,
        createdAt: createdAt.toISOString(),
        unreadCount,
        actorId: line.actorId,
      });
    }
  }
}

// Every group, on unless the member turned it off (a name no longer a group is ignored). Also the export's
// notificationPreferences.
export function notificationPreferencesOf(muted: readonly string[]): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_PREFERENCE_GROUPS.map((group) => [group, !muted.includes(group)])) as NotificationPreferences;
}

// 'Pro', 'Business' (the contracts' plan names).
function planName(tier: SubscriptionTier): string {
  return PLANS[tier].name;
}

// '27 November 2026', in London.
function longDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}

// '£1,250.00' (spec §9: en-GB formatting).
function money(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
}

async function nameOf(tx: Transaction, userId: number): Promise<string> {
  return (await findUserSummary(tx, userId))?.name ?? 'A Stave member';
}

// 'Ada liked your post “…”', or 'Ada and 2 others liked your post “…”' once grouped, with the
// latest actor's current name. Lines without an action (requests, acceptances) read as written.
function lineOf(row: Pick<NotificationRow, 'message' | 'count' | 'actors'>, action: string | null): string {
  const latest = row.actors[0];
  if (!action || !latest) return row.message;
  return `${actorsPhrase(latest.name, row.count)} ${action}`;
}
