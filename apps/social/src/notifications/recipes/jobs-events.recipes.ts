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
];
