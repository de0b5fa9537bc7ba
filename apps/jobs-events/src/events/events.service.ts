import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CALENDAR_FEED_TOKEN,
  CommonErrorCode,
  DISTANCE_SORT,
  EVENT_MESSAGES,
  EVENT_RECIPIENTS_PER_MESSAGE,
  EVENTS_DEFAULT_WITHIN_MILES,
  FEATURED_EVENTS,
  JobsErrorCode,
  type CalendarFeed,
  type Count,
  type CreateEvent,
  type EventAttendee,
  type EventsQuery,
  type EventView,
  type PayloadOf,
  type Rsvp,
  type RsvpResult,
  type TeamAction,
  type UpdateEvent,
} from '@stave/contracts';
import { BackgroundJobs, Clock, Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import { blockedBetween, findUserSummary, placeOf, recordTeamAction, type Acting } from '@stave/domain';
import { searchTerms } from '../search-terms';
import { UploadsService } from '../uploads/uploads.service';
import { BookingsService } from '../bookings/bookings.service';
import { eventEntry, toICalendar } from './calendar';
import { REMIND_ATTENDEES } from './jobs/remind-attendees.definition';
import { EventsRepository, type EventFields, type EventRow } from './events.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
// A calendar feed carries what ended in the last 30 days and what is to come (at most this many).
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 500;
export const FEED_PATH = '/api/events/feed/';

const eventNotFound = () => domainError(JobsErrorCode.EventNotFound);
const hashToken = (token: string) => createHash('sha256').update(token).digest();

@Injectable()
export class EventsService {
  constructor(
    private readonly database: Database,
    private readonly events: EventsRepository,
    private readonly uploads: UploadsService,
    private readonly outbox: Outbox,
    private readonly jobs: BackgroundJobs,
    private readonly clock: Clock,
    private readonly bookings: BookingsService,
  ) {}

  // The dashboard's Upcoming Events (docs/jobs-events.md): what the member organises or is going to.
  async upcomingCount(memberId: number): Promise<Count> {
    return { count: await this.events.countUpcomingFor(memberId, this.clock.now()) };
  }

  // As the member, or as the business they are on the team of (acting.ownerId; the member recorded as the actor).
  async create(acting: Acting, event: CreateEvent): Promise<EventView> {
    const now = this.clock.now();
    const startDate = new Date(event.startDate);
    const endDate = new Date(event.endDate);
    if (endDate <= now) throw domainError(JobsErrorCode.EventEndInPast, { path: 'endDate' });
    const place = placeOf(event.postcode ?? null, 'postcode');
    const id = await this.database.transaction(async (tx) => {
      // The image is the uploader's (a team member's becomes the business's).
      await this.uploads.hold(tx, acting.actorId, event.imageUrl, 'event-image', 'imageUrl', acting.ownerId);
      // The organiser's name is prefilled from the member's (the business's); their picture is theirs.
      const organizer = await findUserSummary(tx, acting.ownerId);
      const fields: EventFields = {
        title: event.title,
        organizerName: event.organizerName ?? organizer?.name ?? organizer?.username ?? null,
        organizerImage: organizer?.profileImage ?? null,
        description: event.description ?? null,
        location: event.location ?? null,
        region: event.region ?? null,
        ...place,
        startDate,
        endDate,
        imageUrl: event.imageUrl ?? null,
        ticketPrice: event.ticketPrice ?? null,
        ticketUrl: event.ticketUrl ?? null,
      };
      const id = await this.events.insert(tx, acting, fields, now);
      await this.outbox.add(tx, 'jobs-events.event.created.v1', id, {
        eventId: id,
        userId: acting.ownerId,
        title: event.title,
        startDate: startDate.toISOString(),
      });
      await this.scheduleReminder(tx, id, startDate, now);
      await this.recordAction(tx, acting, 'event.created', { id, title: event.title });
      return id;
    });
    return this.get(acting.ownerId, id);
  }

  async get(viewerId: number, eventId: number, db: Queryable = this.database.pool): Promise<EventView> {
    const row = await this.events.find(db, viewerId, eventId);
    // Another member's event is not there for a member either of them has blocked.
    if (!row || (row.userId !== viewerId && (await blockedBetween(db, viewerId, row.userId)))) throw eventNotFound();
    return view(row);
  }

  async list(viewerId: number, query: EventsQuery): Promise<{ events: EventView[]; total: number; nextPage: number | null }> {
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = await this.events.list(viewerId, {
      when: query.when,
      search: searchTerms(query.search),
      region: query.region,
      location: query.location || undefined,
      mine: query.mine,
      near: query.near
        ? {
            centre: placeOf(query.near, 'near'),
            miles: query.withinMiles ?? EVENTS_DEFAULT_WITHIN_MILES,
            byDistance: query.sort === DISTANCE_SORT,
          }
        : undefined,
      offset,
      limit: query.limit,
      now: this.clock.now(),
    });
    return { events: rows.map(view), total, nextPage: offset + rows.length < total ? query.page + 1 : null };
  }

  // A member's upcoming events that are not cancelled, soonest first (a storefront's page; blocks are checked by
  // the caller, MemberPostingsController).
  async upcomingBy(viewerId: number | undefined, memberId: number, limit: number): Promise<EventView[]> {
    return (await this.events.upcomingBy(viewerId ?? null, memberId, this.clock.now(), limit)).map(view);
  }

  async featured(viewerId: number): Promise<EventView[]> {
    return (await this.events.featured(viewerId, this.clock.now(), FEATURED_EVENTS)).map(view);
  }

  // Someone else's event answers 404, as one that does not exist. A cancellation, or a new time or
  // place, is told to everyone who answered; a new time gets its own reminder.
  async update(acting: Acting, eventId: number, changes: UpdateEvent): Promise<EventView> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      const current = await this.events.lockOwned(tx, acting.ownerId, eventId);
      if (!current) throw eventNotFound();
      if (current.status === 'cancelled') throw domainError(JobsErrorCode.EventCancelled);
      const startDate = changes.startDate ? new Date(changes.startDate) : current.startDate;
      const endDate = changes.endDate ? new Date(changes.endDate) : current.endDate;
      const rescheduled = startDate.getTime() !== current.startDate.getTime() || endDate.getTime() !== current.endDate.getTime();
      if (rescheduled) {
        if (endDate <= startDate) throw domainError(CommonErrorCode.Validation, { message: EVENT_MESSAGES.endBeforeStart, path: 'endDate' });
        if (endDate <= now) throw domainError(JobsErrorCode.EventEndInPast, { path: 'endDate' });
      }
      // A new image is the uploader's (a team member's becomes the business's), as when the event was created.
      if (changes.imageUrl !== current.imageUrl) await this.uploads.hold(tx, acting.actorId, changes.imageUrl, 'event-image', 'imageUrl', acting.ownerId);
      const { startDate: _start, endDate: _end, postcode, ...rest } = changes;
      // A postcode sets the region (a new one, or the one kept when only the region is sent); none frees it.
      const place = postcode !== undefined ? placeOf(postcode, 'postcode') : current.postcode ? { region: placeOf(current.postcode, 'postcode').region } : {};
      await this.events.update(tx, eventId, { ...rest, ...place, ...(rescheduled ? { startDate, endDate } : {}) }, now);
      const region = 'region' in place ? place.region : changes.region;
      const moved =
        (changes.location !== undefined && changes.location !== current.location) ||
        (region !== undefined && region !== current.region) ||
        (postcode !== undefined && postcode !== current.postcode);
      const change = changes.status === 'cancelled' ? 'cancelled' : rescheduled ? 'rescheduled' : moved ? 'moved' : null;
      if (change && endDate > now) await this.tellAttendees(tx, current, change, startDate);
      if (rescheduled && changes.status !== 'cancelled') await this.scheduleReminder(tx, eventId, startDate, now);
      const event = await this.get(acting.ownerId, eventId, tx);
      await this.recordAction(tx, acting, 'event.edited', event);
      return event;
    });
  }

  // An event still to come is cancelled for those who answered before it goes.
  async delete(acting: Acting, eventId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      const current = await this.events.lockOwned(tx, acting.ownerId, eventId);
      if (!current) throw eventNotFound();
      if (current.status === 'scheduled' && current.endDate > this.clock.now()) await this.tellAttendees(tx, current, 'cancelled', current.startDate);
      await this.events.delete(tx, eventId);
      await this.recordAction(tx, acting, 'event.deleted', current);
    });
  }

  // A moderator's decision took the event down: those who answered hear it is cancelled, as when its
  // organiser deletes it; nothing when it is gone already.
  async removeByModeration(tx: Transaction, eventId: number, organizerId: number): Promise<void> {
    const current = await this.events.lockOwned(tx, organizerId, eventId);
    if (!current) return;
    if (current.status === 'scheduled' && current.endDate > this.clock.now()) await this.tellAttendees(tx, current, 'cancelled', current.startDate);
    await this.events.delete(tx, eventId);
  }

  // Idempotent: the same answer again changes nothing and tells no one.
  async rsvp(memberId: number, eventId: number, { status }: Rsvp): Promise<RsvpResult> {
    return this.database.transaction(async (tx) => {
      const event = await this.openForAnswers(tx, eventId);
      if (await blockedBetween(tx, memberId, event.userId)) throw eventNotFound();
      if (await this.events.answer(tx, eventId, memberId, status)) {
        await this.outbox.add(tx, 'jobs-events.rsvp.changed.v1', eventId, {
          eventId,
          eventTitle: event.title,
          organizerId: event.userId,
          userId: memberId,
          status,
        });
      }
      return { eventId, ...(await this.events.counts(tx, eventId, memberId)) };
    });
  }

  async withdraw(memberId: number, eventId: number): Promise<RsvpResult> {
    return this.database.transaction(async (tx) => {
      const event = await this.events.lockForAnswer(tx, eventId);
      if (!event) throw eventNotFound();
      if (await this.events.withdraw(tx, eventId, memberId)) {
        await this.outbox.add(tx, 'jobs-events.rsvp.changed.v1', eventId, {
          eventId,
          eventTitle: event.title,
          organizerId: event.userId,
          userId: memberId,
          status: 'withdrawn',
        });
      }
      return { eventId, ...(await this.events.counts(tx, eventId, memberId)) };
    });
  }

  async attendees(memberId: number, eventId: number): Promise<EventAttendee[]> {
    const rows = await this.events.attendees(memberId, eventId);
    if (!rows) throw eventNotFound();
    return rows.map(({ status, respondedAt, ...member }) => ({ status, respondedAt: respondedAt.toISOString(), member }));
  }

  async ics(viewerId: number, eventId: number): Promise<{ filename: string; body: string }> {
    const row = await this.events.find(this.database.pool, viewerId, eventId);
    if (!row) throw eventNotFound();
    return { filename: `${slug(row.title) || 'event'}.ics`, body: toICalendar(row.title, [eventEntry(row)], this.clock.now()) };
  }

  async calendarFeed(memberId: number): Promise<CalendarFeed> {
    const feed = await this.events.feedOf(memberId);
    return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
  }

  // A new secret address (the old one, if any, stops working at once). Only its hash is kept, so
  // this is the one time it is shown.
  async resetCalendarFeed(memberId: number): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.events.replaceFeed(memberId, hashToken(token), now);
    return { active: true, createdAt: now.toISOString(), url: `${FEED_PATH}${token}` };
  }

  removeCalendarFeed(memberId: number): Promise<void> {
    return this.events.removeFeed(memberId);
  }

  async feed(token: string): Promise<string> {
    const memberId = CALENDAR_FEED_TOKEN.test(token) ? await this.events.feedOwner(hashToken(token)) : null;
    if (memberId === null) throw domainError(JobsErrorCode.CalendarFeedNotFound);
    const since = new Date(this.clock.now().getTime() - FEED_PAST_DAYS * DAY_MS);
    const [events, bookings] = await Promise.all([
      this.events.calendarOf(memberId, since, FEED_MAX_EVENTS),
      this.bookings.calendarEntries(memberId, since, FEED_MAX_EVENTS),
    ]);
    return toICalendar('Stave events', [...events.map(eventEntry), ...bookings], this.clock.now());
  }

  // The reminder job's run: if the event still starts when the reminder was set for, everyone going
  // (but the organiser) is told, in batches of EVENT_RECIPIENTS_PER_MESSAGE.
  async remindAttendees(eventId: number, startDate: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const event = await this.events.find(tx, 0, eventId);
      if (!event || event.status !== 'scheduled' || event.startDate.toISOString() !== startDate || event.startDate <= this.clock.now()) return;
      const going = await this.events.answeredBy(tx, eventId, 'going');
      for (const attendeeIds of batches(going)) {
        await this.outbox.add(tx, 'jobs-events.event.reminder.v1', eventId, {
          eventId,
          title: event.title,
          startDate,
          location: [event.location, event.region].filter(Boolean).join(', ') || null,
          attendeeIds,
        });
      }
    });
  }

  // What a team member did as the business, in the change's transaction (docs/teams.md); nothing as themself.
  private recordAction(tx: Transaction, acting: Acting, action: TeamAction, event: { id: number; title: string }): Promise<void> {
    return recordTeamAction(this.outbox, tx, acting, 'jobs-events.team.action.v1', action, event);
  }

  private async tellAttendees(tx: Transaction, event: EventRow, change: PayloadOf<'jobs-events.event.changed.v1'>['change'], startDate: Date): Promise<void> {
    for (const attendeeIds of batches(await this.events.answeredBy(tx, event.id))) {
      await this.outbox.add(tx, 'jobs-events.event.changed.v1', event.id, {
        eventId: event.id,
        title: event.title,
        startDate: startDate.toISOString(),
        organizerId: event.userId,
        change,
        attendeeIds,
      });
    }
  }

  // A day before the start, if that is still to come; written with the event, so it exists if and
  // only if the event does.
  private async scheduleReminder(tx: Transaction, eventId: number, startDate: Date, now: Date): Promise<void> {
    const remindAt = new Date(startDate.getTime() - DAY_MS);
    if (remindAt <= now) return;
    await this.jobs.send(REMIND_ATTENDEES, { eventId, startDate: startDate.toISOString() }, { startAfter: remindAt, tx });
  }

  private async openForAnswers(tx: Transaction, eventId: number) {
    const event = await this.events.lockForAnswer(tx, eventId);
    if (!event) throw eventNotFound();
    if (event.status !== 'scheduled' || event.endDate <= this.clock.now()) throw domainError(JobsErrorCode.EventOver);
    return event;
  }
}

function view(row: EventRow): EventView {
  return {
    ...row,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function batches(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += EVENT_RECIPIENTS_PER_MESSAGE) out.push(ids.slice(i, i + EVENT_RECIPIENTS_PER_MESSAGE));
  return out;
}

// A file name from the title: letters, digits and dashes.
function slug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
}
