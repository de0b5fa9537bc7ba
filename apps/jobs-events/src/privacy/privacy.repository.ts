import { Injectable } from '@nestjs/common';
import { queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface JobPostedRow {
  id: number;
  title: string;
  companyName: string | null;
  location: string | null;
  remote: boolean;
  type: string;
  description: string | null;
  requirements: string | null;
  salaryRange: string | null;
  contactEmail: string | null;
  skills: string[];
  status: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
}

export interface ApplicationReceivedRow {
  id: number;
  jobId: number;
  jobTitle: string;
  applicantId: number;
  applicantUsername: string | null;
  applicantName: string | null;
  message: string | null;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
}

export interface ApplicationMadeRow {
  id: number;
  jobId: number;
  jobTitle: string;
  companyName: string | null;
  posterId: number;
  message: string | null;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
}

export interface EventCreatedRow {
  id: number;
  title: string;
  organizerName: string | null;
  organizerImage: string | null;
  description: string | null;
  location: string | null;
  region: string | null;
  startDate: Date;
  endDate: Date;
  imageUrl: string | null;
  ticketPrice: string | null;
  ticketUrl: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  goingCount: number;
  interestedCount: number;
}

export interface UploadRow {
  key: string;
  kind: 'event-image' | 'demo';
  byteSize: number;
  durationSeconds: number | null;
  createdAt: Date;
  // The member's lowest-numbered event or call that shows it, if any.
  eventId: number | null;
  collaborationId: number | null;
}

// Every row of jobs-events about one member, read for an export and deleted for an erasure. Reads of what
// others wrote stop at what the member sees in the product: an applicant's or attendee's id, username and name (as on
// the applicants and attendees lists), never anything else of theirs.
@Injectable()
export class PrivacyRepository {
  jobsPosted(db: Queryable, memberId: number): Promise<JobPostedRow[]> {
    return queryRows<JobPostedRow>(
      db,
      `SELECT id, title, company_name AS "companyName", location, remote, type, description, requirements, salary_range AS "salaryRange",
              contact_email AS "contactEmail", skills, status, created_at AS "createdAt", updated_at AS "updatedAt", expires_at AS "expiresAt"
         FROM jobs WHERE user_id = $1 ORDER BY id`,
      [memberId],
    );
  }

  // What the poster's applicants list shows (jobs.repository APPLICATION_SELECT).
  applicationsReceived(db: Queryable, memberId: number): Promise<ApplicationReceivedRow[]> {
    return queryRows<ApplicationReceivedRow>(
      db,
      `SELECT a.id, a.job_id AS "jobId", j.title AS "jobTitle", a.applicant_id AS "applicantId", u.username AS "applicantUsername",
              u.name AS "applicantName", a.message, a.status, a.created_at AS "createdAt", a.decided_at AS "decidedAt"
         FROM job_applications a JOIN jobs j ON j.id = a.job_id LEFT JOIN user_summaries u ON u.id = a.applicant_id
        WHERE j.user_id = $1 ORDER BY a.job_id, a.id`,
      [memberId],
    );
  }

  applicationsMade(db: Queryable, memberId: number): Promise<ApplicationMadeRow[]> {
    return queryRows<ApplicationMadeRow>(
      db,
      `SELECT a.id, a.job_id AS "jobId", j.title AS "jobTitle", j.company_name AS "companyName", j.user_id AS "posterId", a.message, a.status,
              a.created_at AS "createdAt", a.decided_at AS "decidedAt"
         FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.applicant_id = $1 ORDER BY a.id`,
      [memberId],
    );
  }

  savedJobs(db: Queryable, memberId: number): Promise<{ jobId: number; title: string; savedAt: Date }[]> {
    return queryRows(
      db,
      `SELECT s.job_id AS "jobId", j.title, s.created_at AS "savedAt" FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
        WHERE s.user_id = $1 ORDER BY s.created_at, s.job_id`,
      [memberId],
    );
  }

  usage(db: Queryable, memberId: number): Promise<{ type: string; month: string; count: number }[]> {
    return queryRows(db, `SELECT type, month, count FROM usage_tracking WHERE user_id = $1 ORDER BY month, type`, [memberId]);
  }

  eventsCreated(db: Queryable, memberId: number): Promise<EventCreatedRow[]> {
    return queryRows<EventCreatedRow>(
      db,
      `SELECT e.id, e.title, e.organizer_name AS "organizerName", e.organizer_image AS "organizerImage", e.description, e.location, e.region,
              e.start_date AS "startDate", e.end_date AS "endDate", e.image_url AS "imageUrl", e.ticket_price AS "ticketPrice",
              e.ticket_url AS "ticketUrl", e.status, e.created_at AS "createdAt", e.updated_at AS "updatedAt",
              (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'going') AS "goingCount",
              (SELECT count(*)::int FROM event_rsvps r WHERE r.event_id = e.id AND r.status = 'interested') AS "interestedCount"
         FROM events e WHERE e.user_id = $1 ORDER BY e.id`,
      [memberId],
    );
  }

  // What the organiser's attendees list shows (events.repository attendees).
  attendees(
    db: Queryable,
    memberId: number,
  ): Promise<{ eventId: number; eventTitle: string; memberId: number; username: string | null; name: string | null; status: string; respondedAt: Date }[]> {
    return queryRows(
      db,
      `SELECT r.event_id AS "eventId", e.title AS "eventTitle", r.user_id AS "memberId", u.username, u.name, r.status, r.updated_at AS "respondedAt"
         FROM event_rsvps r JOIN events e ON e.id = r.event_id LEFT JOIN user_summaries u ON u.id = r.user_id
        WHERE e.user_id = $1 ORDER BY r.event_id, r.user_id`,
      [memberId],
    );
  }

  rsvps(
    db: Queryable,
    memberId: number,
  ): Promise<{ eventId: number; eventTitle: string; organizerId: number; startDate: Date; status: string; createdAt: Date; updatedAt: Date }[]> {
    return queryRows(
      db,
      `SELECT r.event_id AS "eventId", e.title AS "eventTitle", e.user_id AS "organizerId", e.start_date AS "startDate", r.status,
              r.created_at AS "createdAt", r.updated_at AS "updatedAt"
         FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE r.user_id = $1 ORDER BY r.event_id`,
      [memberId],
    );
  }

  // Only whether a feed address exists: the address itself is kept as a hash, which is of no use to anyone.
  calendarFeeds(db: Queryable, memberId: number): Promise<{ createdAt: Date }[]> {
    return queryRows(db, `SELECT created_at AS "createdAt" FROM calendar_feeds WHERE user_id = $1`, [memberId]);
  }

  // Who answered a call is not shown to its author, only how many (collaborations.service view): so is it here.
  collaborationsPosted(db: Queryable, memberId: number): Promise<Record<string, unknown>[]> {
    return queryRows(
      db,
      `SELECT c.id, c.title, c.description, c.looking_for AS "lookingFor", c.project_type AS "projectType", c.genres, c.demo_url AS "demoUrl",
              c.remote, c.location, c.paid, c.status, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
              (SELECT count(*)::int FROM collaboration_responses r WHERE r.collaboration_id = c.id) AS "responseCount"
         FROM collaborations c WHERE c.user_id = $1 ORDER BY c.id`,
      [memberId],
    );
  }

  collaborationResponses(db: Queryable, memberId: number): Promise<{ collaborationId: number; title: string; authorId: number; respondedAt: Date }[]> {
    return queryRows(
      db,
      `SELECT r.collaboration_id AS "collaborationId", c.title, c.user_id AS "authorId", r.created_at AS "respondedAt"
         FROM collaboration_responses r JOIN collaborations c ON c.id = r.collaboration_id
        WHERE r.user_id = $1 ORDER BY r.collaboration_id`,
      [memberId],
    );
  }

  // The member's availability: whether they share it, and every entry (docs/availability.md § Data rights).
  async availability(db: Queryable, memberId: number): Promise<Record<string, unknown>> {
    const settings = await queryRows<{ share: boolean }>(db, `SELECT share FROM availability_settings WHERE member_id = $1`, [memberId]);
    const entries = await queryRows(
      db,
      `SELECT id, kind, to_char(date, 'YYYY-MM-DD') AS date, to_char(end_date, 'YYYY-MM-DD') AS "endDate", from_time AS "from",
              to_time AS "to", repeat, to_char(repeat_until, 'YYYY-MM-DD') AS "repeatUntil", note, source, created_at AS "createdAt"
         FROM availability_entries WHERE member_id = $1 ORDER BY date, id`,
      [memberId],
    );
    return { shareAvailability: settings[0]?.share ?? false, entries };
  }

  // The bookings the member is on, either side, with their history (docs/bookings.md § Data rights).
  bookings(db: Queryable, memberId: number): Promise<Record<string, unknown>[]> {
    return queryRows(
      db,
      `SELECT b.id, CASE WHEN b.musician_id = $1 THEN 'musician' ELSE 'hirer' END AS side, b.hirer_id AS "hirerId",
              b.musician_id AS "musicianId", b.status, b.role, b.description, to_char(b.date, 'YYYY-MM-DD') AS date,
              b.call_time AS "callTime", b.sets, b.end_time AS "endTime", b.venue_name AS "venueName", b.venue_address AS "venueAddress",
              b.venue_postcode AS "venuePostcode", b.fee_pence AS "feePence", b.fee_unit AS "feeUnit", b.fee_includes AS "feeIncludes",
              b.deposit_pence AS "depositPence", b.cancellation_terms AS "cancellationTerms", b.dress, b.notes, b.expires_at AS "expiresAt",
              b.created_at AS "createdAt", b.cancelled_by AS "cancelledBy", b.fee_due_pence AS "feeDuePence", b.issue_text AS "issue",
              (SELECT coalesce(json_agg(json_build_object('status', h.status, 'at', h.at, 'byId', h.by_id, 'note', h.note) ORDER BY h.version), '[]')
                 FROM booking_history h WHERE h.booking_id = b.id) AS timeline
         FROM bookings b WHERE b.musician_id = $1 OR b.hirer_id = $1 ORDER BY b.id`,
      [memberId],
    );
  }

  // The reports the member filed here (the platform's content_reports).
  reportsFiled(db: Queryable, memberId: number): Promise<{ kind: string; itemId: number; reason: string; createdAt: Date }[]> {
    return queryRows(
      db,
      `SELECT kind, item_id AS "itemId", reason, created_at AS "createdAt" FROM content_reports WHERE reporter_id = $1 ORDER BY created_at, kind, item_id`,
      [memberId],
    );
  }

  uploads(db: Queryable, memberId: number): Promise<UploadRow[]> {
    return queryRows<UploadRow>(
      db,
      `SELECT u.key, u.kind, u.byte_size AS "byteSize", u.duration_seconds AS "durationSeconds", u.created_at AS "createdAt",
              (SELECT min(e.id) FROM events e WHERE e.user_id = u.user_id AND e.image_url = '/' || u.key) AS "eventId",
              (SELECT min(c.id) FROM collaborations c WHERE c.user_id = u.user_id AND c.demo_url = '/' || u.key) AS "collaborationId"
         FROM uploads u WHERE u.user_id = $1 ORDER BY u.created_at, u.key`,
      [memberId],
    );
  }

  // Everything of the member's and everything on it. Their jobs, events and calls take others' applications, saved
  // jobs, answers and responses with them (ON DELETE CASCADE) and the reports on them (nothing left to moderate);
  // their own applications, answers and responses on others' items go too. No count is stored anywhere (applicants,
  // going/interested, responses are counted when read), so nothing else needs correcting. Answers the storage keys
  // of the member's uploads, whose rows are gone.
  async erase(tx: Transaction, memberId: number): Promise<string[]> {
    await tx.query(
      `DELETE FROM content_reports r
        WHERE (r.kind = 'job' AND r.item_id IN (SELECT id FROM jobs WHERE user_id = $1))
           OR (r.kind = 'event' AND r.item_id IN (SELECT id FROM events WHERE user_id = $1))
           OR (r.kind = 'collaboration' AND r.item_id IN (SELECT id FROM collaborations WHERE user_id = $1))`,
      [memberId],
    );
    for (const statement of [
      `DELETE FROM jobs WHERE user_id = $1`,
      `DELETE FROM events WHERE user_id = $1`,
      `DELETE FROM collaborations WHERE user_id = $1`,
      `DELETE FROM job_applications WHERE applicant_id = $1`,
      `DELETE FROM saved_jobs WHERE user_id = $1`,
      `DELETE FROM usage_tracking WHERE user_id = $1`,
      `DELETE FROM event_rsvps WHERE user_id = $1`,
      `DELETE FROM calendar_feeds WHERE user_id = $1`,
      `DELETE FROM availability_entries WHERE member_id = $1`,
      `DELETE FROM availability_settings WHERE member_id = $1`,
      `DELETE FROM collaboration_responses WHERE user_id = $1`,
      // An open offer made nothing: it goes. An engagement agreed is the other side's record too: it stays, without the
      // member (a NULL party, 'Former member') and without what they wrote (docs/bookings.md § Data rights).
      `DELETE FROM bookings WHERE (hirer_id = $1 OR musician_id = $1) AND status = 'offered'`,
      `UPDATE booking_history SET note = NULL, by_id = NULL WHERE by_id = $1`,
      `UPDATE bookings SET issue_text = '', issue_by = NULL WHERE issue_by = $1`,
      `UPDATE bookings SET description = NULL, dress = NULL, notes = NULL, hirer_id = NULL WHERE hirer_id = $1`,
      `UPDATE bookings SET musician_id = NULL WHERE musician_id = $1`,
      `UPDATE bookings SET actor_id = NULL WHERE actor_id = $1`,
      // What they posted for a business stays the business's, without their name (docs/teams.md).
      `UPDATE jobs SET actor_id = NULL WHERE actor_id = $1`,
      `UPDATE events SET actor_id = NULL WHERE actor_id = $1`,
      `UPDATE collaborations SET actor_id = NULL WHERE actor_id = $1`,
    ]) {
      await tx.query(statement, [memberId]);
    }
    const uploads = await queryRows<{ key: string }>(tx, `DELETE FROM uploads WHERE user_id = $1 RETURNING key`, [memberId]);
    return uploads.map((row) => row.key);
  }
}
