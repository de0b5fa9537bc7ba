import { z } from 'zod';

// Declared now so social can award first_job_posting / first_event / first_collaboration; the
// jobs-events service emits them when its features land.
const id = () => z.number().int().positive();
export const JobPostedV1 = z.object({ jobId: id(), userId: id(), title: z.string() });
export const EventCreatedV1 = z.object({ eventId: id(), userId: id(), title: z.string(), startDate: z.iso.datetime({ offset: true }) });
export const CollaborationCreatedV1 = z.object({ collaborationId: id(), userId: id(), title: z.string() });

// An in-app application: the poster is notified of it, the applicant of the poster's decision. No
// cover message in events: other services react to the fact, never read what was written.
export const ApplicationSubmittedV1 = z.object({ applicationId: id(), jobId: id(), jobTitle: z.string(), applicantId: id(), posterId: id() });
export const ApplicationDecidedV1 = z.object({
  applicationId: id(),
  jobId: id(),
  jobTitle: z.string(),
  applicantId: id(),
  posterId: id(),
  status: z.enum(['shortlisted', 'declined']),
  // Optional only because events written before it are still on the topic; jobs-events always sends it.
  decision: id()
    .optional()
    .describe(
      "Which decision on the application this is: 1, 2, … counted under the application row's lock, so in commit order. " +
        'The applicant holds the highest one seen; a lower one arriving later is stale (docs/jobs-events.md § Domain events).',
    ),
});

// An answer to an event, for its organiser's notification (type event_rsvp) and, later, analytics.
export const RsvpChangedV1 = z.object({
  eventId: id(),
  eventTitle: z.string(),
  organizerId: id(),
  userId: id(),
  status: z.enum(['going', 'interested', 'withdrawn']),
});

// Sent in batches of at most this many recipients: an event with thousands of answers is many
// messages, each small.
export const EVENT_RECIPIENTS_PER_MESSAGE = 500;
const recipients = () => z.array(id()).min(1).max(EVENT_RECIPIENTS_PER_MESSAGE);

// Those who answered are told an event was cancelled, or moved to another time or place.
export const EventChangedV1 = z.object({
  eventId: id(),
  title: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  organizerId: id(),
  change: z.enum(['cancelled', 'rescheduled', 'moved']),
  attendeeIds: recipients(),
});

// A day before, those going are reminded.
export const EventReminderV1 = z.object({
  eventId: id(),
  title: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
  attendeeIds: recipients(),
});

// A booking moved (docs/bookings.md § Events): offered, accepted, confirmed, declined, withdrawn, expired, cancelled,
// completed, or an issue raised on it. Both parties hear of it (the bell, the calendar feed), the one who did it excepted.
// `version` counts the booking's changes in commit order: a consumer holding a higher one skips a lower one arriving late.
export const BookingChangedV1 = z.object({
  bookingId: id(),
  // null: that party's account was erased since.
  hirerId: id().nullable(),
  musicianId: id().nullable(),
  byId: id().nullable(),
  // A status it moved to, or a line that moved nothing: 'issue' raised, 'payment' (money at Stripe, told in `note`).
  status: z.enum(['offered', 'accepted', 'declined', 'expired', 'withdrawn', 'confirmed', 'completed', 'paid', 'cancelled', 'issue', 'payment']),
  role: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  // The money terms, for billing (pence, GBP): the fee, the deposit agreed, and on a cancellation what became due.
  feePence: z.number().int().positive(),
  depositPence: z.number().int().nonnegative(),
  feeDuePence: z.number().int().nonnegative().nullable(),
  // The timeline line's note, when Stave wrote one ('Deposit of £50.00 paid'); absent from events before it was added.
  note: z.string().nullable().optional(),
  version: id(),
});
