import { londonDayAndTime, postExcerpt, whenItStarts } from '../notification-text';
import { recipe } from './notification-recipe';

// jobs-events' lines: the poster hears of each application, the applicant of the poster's decision; an
// organiser hears who answers their event, those who answered that it was cancelled or moved, and those
// going are reminded the day before.
export const JOBS_EVENTS_RECIPES = [
  recipe('jobs-events.application.submitted.v1', async (bell, tx, { jobId, jobTitle, applicantId, posterId }, occurredAt) => {
    const action = `applied for your job “${postExcerpt(jobTitle)}”`;
    await bell.notify(tx, {
      userId: posterId,
      type: 'other',
      subtype: 'job_application',
      relatedId: jobId,
      actorId: applicantId,
      occurredAt,
      message: `${await bell.nameOf(tx, applicantId)} ${action}`,
      action,
    });
  }),

  // One line per application (an applicant has one per job: relatedId), its newest decision's. Decisions are
  // numbered in jobs-events' commit order (`decision`), which neither the events' times (each producer's own
  // clock) nor their arrival (a copy sent again) can be trusted to follow: a newer decision replaces the line,
  // an older one arriving later is passed over. The new line is dated no earlier than the one it replaces, so
  // it never sinks below it; it is a new, unread line. A superseded line goes even when the member has turned
  // job notifications off: the bell never keeps a decision that no longer holds.
  recipe('jobs-events.application.decided.v1', async (bell, tx, { jobId, jobTitle, applicantId, posterId, status, decision }, occurredAt) => {
    await bell.lockMember(tx, applicantId);
    const taken = await bell.takeStateLines(tx, applicantId, 'application_update', jobId, decision ?? null);
    if (taken === 'stale') return;
    const outcome = status === 'shortlisted' ? 'was shortlisted' : 'was not taken forward';
    await bell.notify(tx, {
      userId: applicantId,
      type: 'other',
      subtype: 'application_update',
      relatedId: jobId,
      actorId: posterId,
      occurredAt: taken.newest && taken.newest.getTime() > Date.parse(occurredAt) ? taken.newest.toISOString() : occurredAt,
      message: `Your application for “${postExcerpt(jobTitle)}” ${outcome}`,
      version: decision ?? null,
    });
  }),

  // One line per member and event while unread, so changing one's mind (interested, then going) rewrites that
  // line instead of adding another, and withdrawing takes the unread line back. (Grouped per event, 'Ada and 2
  // others are going' would speak for members who have since answered otherwise.)
  recipe('jobs-events.rsvp.changed.v1', async (bell, tx, { eventId, eventTitle, organizerId, userId, status }, occurredAt) => {
    if (userId === organizerId) return;
    const groupKey = `event_rsvp:${eventId}:${userId}`;
    if (status === 'withdrawn') {
      await bell.removeUnread(tx, organizerId, groupKey);
      return;
    }
    const event = `your event “${postExcerpt(eventTitle)}”`;
    const action = status === 'going' ? `is going to ${event}` : `is interested in ${event}`;
    await bell.notify(tx, {
      userId: organizerId,
      type: 'event_rsvp',
      relatedId: eventId,
      actorId: userId,
      occurredAt,
      message: `${await bell.nameOf(tx, userId)} ${action}`,
      action,
      groupKey,
    });
  }),

  // Those who answered hear that an event was cancelled or moved; never the organiser who did it.
  recipe('jobs-events.event.changed.v1', async (bell, tx, { eventId, title, startDate, organizerId, change, attendeeIds }, occurredAt) => {
    const named = `“${postExcerpt(title)}”`;
    const message =
      change === 'cancelled'
        ? `${named} has been cancelled`
        : change === 'rescheduled'
          ? `${named} has a new date: ${londonDayAndTime(startDate)}`
          : `${named} has moved to a new place`;
    await bell.notifyEach(
      tx,
      attendeeIds.filter((id) => id !== organizerId),
      { type: 'other', subtype: 'event_update', relatedId: eventId, actorId: organizerId, occurredAt, message },
    );
  }),

  // The day before, those going are reminded (the event's organiser too, if they are going).
  recipe('jobs-events.event.reminder.v1', async (bell, tx, { eventId, title, startDate, location, attendeeIds }, occurredAt) => {
    const where = location?.trim() ? ` at ${location.trim()}` : '';
    const message = `Reminder: “${postExcerpt(title)}” starts ${whenItStarts(startDate, occurredAt)}${where}`;
    await bell.notifyEach(tx, attendeeIds, { type: 'other', subtype: 'event_reminder', relatedId: eventId, actorId: null, occurredAt, message });
  }),

  // Each side of a booking hears what the other did (docs/bookings.md § Events): one line per booking and member, its
  // newest move's (`version`, in jobs-events' commit order), so an offer's line becomes its answer's. Who made the move
  // is not told of it; a move Stave made (an offer expiring, a booking confirmed) is told to both. An engagement ending
  // is no news: nothing for 'completed'.
  recipe('jobs-events.booking.changed.v1', async (bell, tx, { bookingId, hirerId, musicianId, byId, status, role, startsAt, note, version }, occurredAt) => {
    if (status === 'completed') return;
    const named = `“${postExcerpt(role)}” on ${londonDayAndTime(startsAt)}`;
    const by = byId === null ? null : await bell.nameOf(tx, byId);
    const lines: Record<typeof status, (side: 'hirer' | 'musician') => string> = {
      offered: () => `${by} offered you a booking: ${named}`,
      accepted: () => `${by} accepted your booking offer for ${named}`,
      confirmed: () => `Your booking for ${named} is confirmed`,
      declined: () => `${by} declined your booking offer for ${named}`,
      withdrawn: () => `${by} withdrew the booking offer for ${named}`,
      expired: (side) => (side === 'hirer' ? `Your booking offer for ${named} expired unanswered` : `The booking offer for ${named} expired`),
      cancelled: () => `${by} cancelled the booking for ${named}`,
      issue: () => `${by} raised an issue with the booking for ${named}`,
      // Money at Stripe (docs/bookings.md § Money), in the words of the booking's timeline.
      paid: () => `The booking for ${named} is paid: ${note ?? 'fee paid'}`,
      payment: () => `${named}: ${note ?? 'a payment changed'}`,
    };
    const parties = [
      { side: 'hirer' as const, userId: hirerId, other: musicianId },
      { side: 'musician' as const, userId: musicianId, other: hirerId },
    ];
    for (const { side, userId, other } of parties) {
      // A party erased since, or the one who made the move (a team member acting for the business made it as the business).
      if (userId === null || (byId !== null && (userId === byId || (side === 'hirer' && other !== byId)))) continue;
      await bell.lockMember(tx, userId);
      const taken = await bell.takeStateLines(tx, userId, 'booking', bookingId, version);
      if (taken === 'stale') continue;
      await bell.notify(tx, {
        userId,
        type: 'other',
        subtype: 'booking',
        relatedId: bookingId,
        actorId: byId ?? other ?? userId,
        occurredAt: taken.newest && taken.newest.getTime() > Date.parse(occurredAt) ? taken.newest.toISOString() : occurredAt,
        message: lines[status](side),
        version,
      });
    }
  }),
];
