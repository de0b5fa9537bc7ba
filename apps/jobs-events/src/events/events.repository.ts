import { Injectable } from '@nestjs/common';
import { boundingBox, type LatLng, type PostedBy, type RsvpStatus, type UkRegion } from '@stave/contracts';
import { Database, assignments, insertion, likeEscape, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql, actorOf, postedBySql, type Acting } from '@stave/domain';
import type { SearchTerms } from '../search-terms';

export interface EventRow {
  id: number;
  title: string;
  userId: number;
  organizerName: string | null;
  organizerImage: string | null;
  description: string | null;
  location: string | null;
  region: UkRegion | null;
  postcode: string | null;
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  ticketPrice: string | null;
  ticketUrl: string | null;
  createdAt: Date;
  // With a `near` filter only.
  distanceMiles?: number;
  status: 'scheduled' | 'cancelled';
  goingCount: number;
  interestedCount: number;
  myRsvp: RsvpStatus | null;
  postedBy: PostedBy | null;
}

// What is written: the event's own fields.
export interface EventFields {
  title: string;
  organizerName: string | null;
  organizerImage: string | null;
  description: string | null;
  location: string | null;
  region: UkRegion | null;
  // The postcode and its district's centre (docs/places.md), all three or none.
  postcode: string | null;
  lat: number | null;
  lng: number | null;
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  ticketPrice: string | null;
  ticketUrl: string | null;
}

export interface EventFilters {
  when: 'upcoming' | 'past' | 'all';
  search?: SearchTerms;
  region?: UkRegion;
  location?: string;
  mine?: boolean;
  // Within `miles` of a district's centre; sorted nearest first when `byDistance`.
  near?: { centre: LatLng; miles: number; byDistance: boolean };
  offset: number;
  limit: number;
  now: Date;
}

export interface AttendeeRow {
  status: RsvpStatus;
  respondedAt: Date;
  id: number;
  name: string | null;
  username: string | null;
  type: string | null;
  profileImage: string | null;
}

export interface RsvpCounts {
  goingCount: number;
  interestedCount: number;
  myRsvp: RsvpStatus | null;
}

// $1 is always the viewer.
const EVENT_SELECT = `
  SELECT e.id, e.title, e.user_id AS "userId", e.organizer_name AS "organizerName", e.organizer_image AS "organizerImage",
         e.description, e.location, e.region, e.postcode, e.start_date AS "startDate", e.end_date AS "endDate", e.image_url AS "imageUrl",
         e.ticket_price AS "ticketPrice", e.ticket_url AS "ticketUrl", e.created_at AS "createdAt", e.status,
         (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'going') AS "goingCount",
         (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'interested') AS "interestedCount",
         (SELECT r.status FROM event_rsvps r WHERE r.event_id = e.id AND r.user_id = $1) AS "myRsvp",
         ${postedBySql('e', '$1')} AS "postedBy"
    FROM events e`;

const COLUMNS: Record<keyof EventFields, string> = {
  title: 'title',
  organizerName: 'organizer_name',
  organizerImage: 'organizer_image',
  description: 'description',
  location: 'location',
  region: 'region',
  postcode: 'postcode',
  lat: 'lat',
  lng: 'lng',
  startDate: 'start_date',
  endDate: 'end_date',
  imageUrl: 'image_url',
  ticketPrice: 'ticket_price',
  ticketUrl: 'ticket_url',
};

// The only file that touches events, their answers and calendar feeds in SQL.
@Injectable()
export class EventsRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Transaction, acting: Acting, event: EventFields, now: Date): Promise<number> {
    const { params, param } = placeholders();
    const { columns, values } = insertion(COLUMNS, event, param);
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO events (user_id, actor_id, created_at, updated_at, ${columns})
       VALUES (${param(acting.ownerId)}, ${param(actorOf(acting))}, ${param(now)}, ${param(now)}, ${values}) RETURNING id`,
      params,
    );
    return row!.id;
  }

  find(db: Queryable, viewerId: number, eventId: number): Promise<EventRow | null> {
    return queryOne<EventRow>(db, `${EVENT_SELECT} WHERE e.id = $2`, [viewerId, eventId]);
  }

  // The organiser's own event, locked for an edit; null when it is not theirs.
  lockOwned(tx: Transaction, organizerId: number, eventId: number): Promise<EventRow | null> {
    return queryOne<EventRow>(tx, `${EVENT_SELECT} WHERE e.id = $2 AND e.user_id = $1 FOR UPDATE OF e`, [organizerId, eventId]);
  }

  async update(tx: Transaction, eventId: number, changes: Partial<EventFields> & { status?: 'cancelled' }, now: Date): Promise<void> {
    const { params, param } = placeholders();
    const sets = [`updated_at = ${param(now)}`, ...assignments({ ...COLUMNS, status: 'status' }, changes, param)];
    await tx.query(`UPDATE events SET ${sets.join(', ')} WHERE id = ${param(eventId)}`, params);
  }

  async delete(tx: Transaction, eventId: number): Promise<void> {
    await tx.query(`DELETE FROM events WHERE id = $1`, [eventId]);
  }

  // Everyone who answered (going or interested) but the organiser, in id order.
  async answeredBy(db: Queryable, eventId: number, status?: RsvpStatus): Promise<number[]> {
    const rows = await queryRows<{ userId: number }>(
      db,
      `SELECT r.user_id AS "userId" FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE r.event_id = $1 AND r.user_id <> e.user_id ${status ? 'AND r.status = $2' : ''}
        ORDER BY r.user_id`,
      status ? [eventId, status] : [eventId],
    );
    return rows.map((row) => row.userId);
  }

  async list(viewerId: number, filters: EventFilters): Promise<{ rows: EventRow[]; total: number }> {
    const page = placeholders([viewerId]);
    const count = placeholders();
    // Ascending by start date; the past, latest first; nearest first when asked.
    const byDate = filters.when === 'past' ? 'e.start_date DESC, e.id DESC' : 'e.start_date, e.id';
    const distance = filters.near ? milesFrom(filters.near.centre, page.param) : null;
    const order = distance && filters.near?.byDistance ? `${distance}, ${byDate}` : byDate;
    const select = distance
      ? EVENT_SELECT.replace('\n    FROM events e', `, round((${distance})::numeric, 1)::float8 AS "distanceMiles"\n    FROM events e`)
      : EVENT_SELECT;
    const [rows, total] = await Promise.all([
      queryRows<EventRow>(
        this.db.pool,
        `${select} WHERE ${listWhere(viewerId, filters, page.param)} ORDER BY ${order} OFFSET ${page.param(filters.offset)} LIMIT ${page.param(filters.limit)}`,
        page.params,
      ),
      queryOne<{ total: number }>(this.db.pool, `SELECT count(*)::int AS total FROM events e WHERE ${listWhere(viewerId, filters, count.param)}`, count.params),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  // The soonest upcoming events.
  featured(viewerId: number, now: Date, limit: number): Promise<EventRow[]> {
    return queryRows<EventRow>(this.db.pool, `${EVENT_SELECT} WHERE e.status = 'scheduled' AND e.start_date > $2 ORDER BY e.start_date, e.id LIMIT $3`, [
      viewerId,
      now,
      limit,
    ]);
  }

  // A member's upcoming events that are not cancelled, soonest first, as `viewerId` (null: signed out) sees them
  // (a storefront's page).
  upcomingBy(viewerId: number | null, memberId: number, now: Date, limit: number): Promise<EventRow[]> {
    return queryRows<EventRow>(
      this.db.pool,
      `${EVENT_SELECT} WHERE e.user_id = $2 AND e.status = 'scheduled' AND e.start_date > $3 ORDER BY e.start_date, e.id LIMIT $4`,
      [viewerId, memberId, now, limit],
    );
  }

  // Upcoming events the member organises or is going to (the dashboard's Upcoming Events).
  async countUpcomingFor(memberId: number, now: Date): Promise<number> {
    const row = await queryOne<{ count: number }>(
      this.db.pool,
      `SELECT count(*)::int AS count FROM events e
        WHERE e.status = 'scheduled' AND e.start_date > $2
          AND (e.user_id = $1 OR EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = e.id AND r.user_id = $1 AND r.status = 'going'))`,
      [memberId, now],
    );
    return row?.count ?? 0;
  }

  // The event as an answer needs it: locked against a concurrent cancel until the answer commits.
  lockForAnswer(tx: Transaction, eventId: number): Promise<{ id: number; title: string; userId: number; status: string; endDate: Date } | null> {
    return queryOne(tx, `SELECT id, title, user_id AS "userId", status, end_date AS "endDate" FROM events WHERE id = $1 FOR SHARE`, [eventId]);
  }

  // True when the answer is new or changed (a repeated one changes nothing).
  async answer(tx: Transaction, eventId: number, memberId: number, status: RsvpStatus): Promise<boolean> {
    const row = await queryOne(
      tx,
      `INSERT INTO event_rsvps (event_id, user_id, status) VALUES ($1, $2, $3)
       ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()
         WHERE event_rsvps.status <> EXCLUDED.status
       RETURNING 1`,
      [eventId, memberId, status],
    );
    return row !== null;
  }

  // True when there was an answer to withdraw.
  async withdraw(tx: Transaction, eventId: number, memberId: number): Promise<boolean> {
    return (await queryOne(tx, `DELETE FROM event_rsvps WHERE event_id = $1 AND user_id = $2 RETURNING 1`, [eventId, memberId])) !== null;
  }

  async counts(db: Queryable, eventId: number, viewerId: number): Promise<RsvpCounts> {
    const row = await queryOne<RsvpCounts>(
      db,
      `SELECT count(*) FILTER (WHERE status = 'going')::int AS "goingCount",
              count(*) FILTER (WHERE status = 'interested')::int AS "interestedCount",
              max(status) FILTER (WHERE user_id = $2) AS "myRsvp"
         FROM event_rsvps WHERE event_id = $1`,
      [eventId, viewerId],
    );
    return row ?? { goingCount: 0, interestedCount: 0, myRsvp: null };
  }

  // Who answered the organiser's event, going first; null when it is not theirs.
  async attendees(organizerId: number, eventId: number): Promise<AttendeeRow[] | null> {
    const owned = await queryOne(this.db.pool, `SELECT 1 FROM events WHERE id = $1 AND user_id = $2`, [eventId, organizerId]);
    if (!owned) return null;
    return queryRows<AttendeeRow>(
      this.db.pool,
      `SELECT r.status, r.updated_at AS "respondedAt", r.user_id AS id, u.name, u.username, u.type, u.profile_image AS "profileImage"
         FROM event_rsvps r LEFT JOIN user_summaries u ON u.id = r.user_id
        WHERE r.event_id = $1
        ORDER BY r.status = 'going' DESC, r.updated_at, r.user_id
        LIMIT 5000`,
      [eventId],
    );
  }

  // A member's calendar: what they organise or are going to, from `since` on (cancelled ones too, so
  // a calendar app removes them), soonest first.
  calendarOf(memberId: number, since: Date, limit: number): Promise<EventRow[]> {
    return queryRows<EventRow>(
      this.db.pool,
      `${EVENT_SELECT}
        WHERE e.end_date >= $2
          AND (e.user_id = $1 OR EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = e.id AND r.user_id = $1 AND r.status = 'going'))
        ORDER BY e.start_date, e.id LIMIT $3`,
      [memberId, since, limit],
    );
  }

  async feedOwner(tokenHash: Buffer): Promise<number | null> {
    const row = await queryOne<{ userId: number }>(this.db.pool, `SELECT user_id AS "userId" FROM calendar_feeds WHERE token_hash = $1`, [tokenHash]);
    return row?.userId ?? null;
  }

  async feedOf(memberId: number): Promise<{ createdAt: Date } | null> {
    return queryOne<{ createdAt: Date }>(this.db.pool, `SELECT created_at AS "createdAt" FROM calendar_feeds WHERE user_id = $1`, [memberId]);
  }

  async replaceFeed(memberId: number, tokenHash: Buffer, now: Date): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
      [memberId, tokenHash, now],
    );
  }

  async removeFeed(memberId: number): Promise<void> {
    await this.db.pool.query(`DELETE FROM calendar_feeds WHERE user_id = $1`, [memberId]);
  }
}

// The list's conditions; each placeholder is made as it is written (Postgres refuses an unused one).
// Cancelled events are left out, except from the viewer's own list.
function listWhere(viewerId: number, filters: EventFilters, param: (value: unknown) => string): string {
  const where: string[] = [];
  if (filters.mine) {
    const viewer = param(viewerId);
    where.push(`(e.user_id = ${viewer} OR EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = e.id AND r.user_id = ${viewer}))`);
  } else {
    // Another member's events only when neither has blocked the other.
    where.push(`e.status = 'scheduled'`, neitherBlockedSql(`${param(viewerId)}::int`, 'e.user_id'));
  }
  if (filters.when === 'upcoming') where.push(`e.start_date > ${param(filters.now)}`);
  if (filters.when === 'past') where.push(`e.start_date <= ${param(filters.now)}`);
  if (filters.search) {
    // Every word somewhere in the event (one trigram-indexed LIKE each).
    const words = filters.search.words.length ? filters.search.words : [likeEscape(filters.search.phrase)];
    for (const word of words) where.push(`e.search_doc LIKE ${param(`%${word}%`)}`);
  }
  if (filters.region) where.push(`e.region = ${param(filters.region)}`);
  if (filters.location) where.push(`e.location ILIKE ${param(`%${likeEscape(filters.location)}%`)}`);
  if (filters.near) {
    // The box first (events_scheduled_place_idx), then the exact distance of what is in it.
    const box = boundingBox(filters.near.centre, filters.near.miles);
    where.push(
      `e.lat BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
      `e.lng BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
      `${milesFrom(filters.near.centre, param)} <= ${param(filters.near.miles)}`,
    );
  }
  return where.join(' AND ');
}

// The haversine distance in miles from `centre` to the event's district (contracts' milesBetween, in SQL).
function milesFrom(centre: LatLng, param: (value: unknown) => string): string {
  const lat = `${param(centre.lat)}::float8`;
  const lng = `${param(centre.lng)}::float8`;
  return `(7917.6 * asin(least(1, sqrt(power(sin(radians(e.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(e.lat)) * power(sin(radians(e.lng - ${lng}) / 2), 2)))))`;
}
