import { z } from 'zod';
import { decimalInt, entityId } from '../ids';
import { UK_REGIONS } from '../enums';
import { MAX_PAGE_SIZE } from '../pagination';
import { singleLine } from '../single-line';
import { optionalLine, optionalLink, optionalText, timestamp } from './fields';
import { PostedBySchema } from '../teams/teams.schemas';
import { DISTANCE_SORT, PLACE_MESSAGES, WITHIN_MILES_MAX, optionalPostcodeField, postcodeField } from '../places';

// An event starts 18:00 and ends 21:00 unless the organiser says otherwise (the form's
// defaults); the 3 soonest upcoming events are featured.
export const EVENT_DEFAULT_TIMES = { start: '18:00', end: '21:00' } as const;
export const FEATURED_EVENTS = 3;
export const EVENT_TITLE_MAX_LENGTH = 150;
export const EVENT_TEXT_MAX_LENGTH = 10_000;
export const EVENT_SHORT_TEXT_MAX_LENGTH = 200;
export const TICKET_PRICE_MAX_LENGTH = 50;
export const EVENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
// An uploaded event image: its path, served by jobs-events.
export const EVENT_IMAGE_PREFIX = '/event-images/';

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export const RSVP_STATUSES = ['going', 'interested'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;

// Texts where the spec has one ('Event title is required'); ours otherwise.
export const EVENT_MESSAGES = {
  titleRequired: 'Event title is required',
  titleTooLong: `Keep the event title under ${EVENT_TITLE_MAX_LENGTH} characters`,
  textTooLong: `Keep this under ${EVENT_TEXT_MAX_LENGTH} characters`,
  shortTextTooLong: `Keep this under ${EVENT_SHORT_TEXT_MAX_LENGTH} characters`,
  ticketPriceTooLong: `Keep the ticket price under ${TICKET_PRICE_MAX_LENGTH} characters`,
  startRequired: 'Start time is required',
  endRequired: 'End time is required',
  endBeforeStart: 'The event must end after it starts',
  endInPast: 'The event must end in the future',
  outOfRange: 'Choose a date between the years 2000 and 2099',
  invalidRegion: `Region must be one of: ${UK_REGIONS.join(', ')}`,
  invalidUrl: 'Please enter a valid URL (http:// or https://)',
  invalidImage: 'Choose an image you uploaded, or a link starting http:// or https://',
  eventNotFound: 'Event not found',
  eventOver: 'This event is no longer taking RSVPs',
  cancelled: 'This event has been cancelled',
  rsvpInvalid: 'RSVP must be going or interested',
  feedNotFound: 'Calendar feed not found',
  imageInvalidType: 'Event images must be JPEG, PNG, GIF or WebP',
  imageTooLarge: `Event images must be under ${EVENT_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  created: 'Event Created',
} as const;

// Postgres keeps years 1 to 294276 only (year 0 is an error, not a date): an event is held to this century.
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');
const requiredTimestamp = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(timestamp())
    .refine((value) => Date.parse(value) >= EARLIEST && Date.parse(value) < LATEST, EVENT_MESSAGES.outOfRange);

const EventFieldsSchema = z.object({
  title: singleLine(EVENT_TITLE_MAX_LENGTH, { required: EVENT_MESSAGES.titleRequired, tooLong: EVENT_MESSAGES.titleTooLong }),
  // Prefilled with the member's name; left blank, the server uses it.
  organizerName: optionalLine(EVENT_SHORT_TEXT_MAX_LENGTH, EVENT_MESSAGES.shortTextTooLong),
  description: optionalText(EVENT_TEXT_MAX_LENGTH, EVENT_MESSAGES.textTooLong),
  location: optionalLine(EVENT_SHORT_TEXT_MAX_LENGTH, EVENT_MESSAGES.shortTextTooLong),
  region: z
    .union([z.literal(''), z.enum(UK_REGIONS, { error: EVENT_MESSAGES.invalidRegion })], { error: EVENT_MESSAGES.invalidRegion })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  // A UK postcode or district (docs/places.md); when given, the region is the one it lies in, whatever `region` says.
  postcode: optionalPostcodeField(),
  startDate: requiredTimestamp(EVENT_MESSAGES.startRequired),
  endDate: requiredTimestamp(EVENT_MESSAGES.endRequired),
  imageUrl: optionalLink(EVENT_MESSAGES.invalidImage, EVENT_IMAGE_PREFIX),
  // Free text; blank means free.
  ticketPrice: optionalLine(TICKET_PRICE_MAX_LENGTH, EVENT_MESSAGES.ticketPriceTooLong),
  ticketUrl: optionalLink(EVENT_MESSAGES.invalidUrl),
});

const endAfterStart = (event: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (event.startDate && event.endDate && Date.parse(event.endDate) <= Date.parse(event.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endBeforeStart });
  }
};

// POST /api/events: the event's fields with ISO startDate and endDate; the form's startTime
// and endTime strings, a `userId` and an `organizerImage` in the body are ignored.
export const CreateEventSchema = EventFieldsSchema.superRefine(endAfterStart);
export type CreateEvent = z.infer<typeof CreateEventSchema>;

// An edit names only what changes (both dates are checked together, against the stored ones where
// only one is sent); `status: 'cancelled'` cancels it, for good, and tells everyone who answered.
export const UpdateEventSchema = EventFieldsSchema.partial()
  .extend({ status: z.literal('cancelled', { error: 'Status can only be cancelled' }).optional() })
  .superRefine(endAfterStart);
export type UpdateEvent = z.infer<typeof UpdateEventSchema>;

export const EventParamsSchema = z.object({ id: entityId(EVENT_MESSAGES.eventNotFound) });

// GET /api/events: the spec's screen filtered its whole list in the browser; this is done here. The
// spec's client sends nothing and gets the upcoming events, soonest first.
export const EVENT_SORTS = ['date', DISTANCE_SORT] as const;
export const EVENTS_DEFAULT_WITHIN_MILES = 25;

export const EventsQuerySchema = z
  .object({
    when: z.enum(EVENT_WHEN, { error: `when must be one of: ${EVENT_WHEN.join(', ')}` }).default('upcoming'),
    search: singleLine(200, { breaks: 'strip' }).optional(),
    region: z
      .union([z.literal(''), z.enum(UK_REGIONS, { error: EVENT_MESSAGES.invalidRegion })], { error: EVENT_MESSAGES.invalidRegion })
      .optional()
      .transform((value) => value || undefined),
    location: singleLine(EVENT_SHORT_TEXT_MAX_LENGTH, { breaks: 'strip' }).optional(),
    // Events the viewer organises or has answered (going or interested).
    mine: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    // Within `withinMiles` (default 25) of a postcode or district's centre (docs/places.md); each event then
    // answers its distanceMiles, and sort=distance puts the nearest first (else by date, as without).
    near: postcodeField().optional(),
    withinMiles: decimalInt(1, WITHIN_MILES_MAX, PLACE_MESSAGES.withinInvalid).optional(),
    sort: z.enum(EVENT_SORTS, { error: `sort must be one of: ${EVENT_SORTS.join(', ')}` }).optional(),
    page: decimalInt(1, 10_000).default(1),
    limit: decimalInt(1, MAX_PAGE_SIZE).default(50),
  })
  .superRefine((query, ctx) => {
    if (!query.near && (query.withinMiles !== undefined || query.sort === DISTANCE_SORT)) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: PLACE_MESSAGES.nearRequired });
    }
  });
export type EventsQuery = z.infer<typeof EventsQuerySchema>;

export const EventViewSchema = z.object({
  // events.
  id: z.number().int(),
  title: z.string(),
  userId: z.number().int(),
  organizerName: z.string().nullable(),
  organizerImage: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  region: z.enum(UK_REGIONS).nullable(),
  // 'YO1 7HH' or 'YO1' as given, normalised; null when none.
  postcode: z.string().nullable(),
  startDate: timestamp(),
  endDate: timestamp(),
  imageUrl: z.string().nullable(),
  ticketPrice: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  createdAt: timestamp(),
  // Ours: cancelled events stay (with this status) for those who answered.
  status: z.enum(EVENT_STATUSES),
  goingCount: z.number().int(),
  interestedCount: z.number().int(),
  // The viewer's own answer.
  myRsvp: z.enum(RSVP_STATUSES).nullable(),
  // The team member who posted it as the business (teams.schemas.ts).
  postedBy: PostedBySchema.nullable(),
  // With ?near= only: miles (one decimal) from that postcode's district to the event's, centre to centre.
  distanceMiles: z.number().optional(),
});
export type EventView = z.infer<typeof EventViewSchema>;

export const RsvpSchema = z.object({ status: z.enum(RSVP_STATUSES, { error: EVENT_MESSAGES.rsvpInvalid }) });
export type Rsvp = z.infer<typeof RsvpSchema>;

export const RsvpResultSchema = z.object({
  eventId: z.number().int(),
  myRsvp: z.enum(RSVP_STATUSES).nullable(),
  goingCount: z.number().int(),
  interestedCount: z.number().int(),
});
export type RsvpResult = z.infer<typeof RsvpResultSchema>;

// What the organiser sees of who answered.
export const EventAttendeeSchema = z.object({
  status: z.enum(RSVP_STATUSES),
  respondedAt: timestamp(),
  member: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    type: z.string().nullable(),
    profileImage: z.string().nullable(),
  }),
});
export type EventAttendee = z.infer<typeof EventAttendeeSchema>;

// The member's calendar feed: a secret address calendar apps subscribe to. The address is shown
// once, when made or reset (only its hash is kept); `active` says whether one exists.
export const CalendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: timestamp().nullable(),
  url: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
// Any other address answers 404, as a reset one does (calendar apps show that as a removed feed).
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(200) });

export const EventImageUploadSchema = z.object({ imageUrl: z.string().describe('/event-images/<uuid>.webp: send it as the event imageUrl') });
export type EventImageUpload = z.infer<typeof EventImageUploadSchema>;
