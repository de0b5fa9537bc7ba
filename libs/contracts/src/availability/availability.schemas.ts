import { z } from 'zod';
import { entityId } from '../ids';
import { optionalLine } from '../jobs/fields';
import {
  AVAILABILITY_ENTRIES_MAX,
  AVAILABILITY_ICS_MAX_BYTES,
  AVAILABILITY_KINDS,
  AVAILABILITY_NOTE_MAX_LENGTH,
  AVAILABILITY_RANGE_MAX_DAYS,
  AVAILABILITY_REPEATS,
  AVAILABILITY_SPAN_MAX_DAYS,
  daysBetween,
  isCalendarDate,
} from './availability-rules';

// A member's availability: when they are free or busy, private to them (docs/availability.md).

export const AVAILABILITY_MESSAGES = {
  invalidDate: 'Enter the date as YYYY-MM-DD',
  invalidTime: 'Enter a time as HH:MM',
  bothTimes: 'Give both a start and an end time, or neither for the whole day',
  endBeforeStart: 'The end time must be after the start time (a range ends the same day; one past midnight is two entries)',
  endDateBeforeDate: 'The last day must be on or after the first',
  spanTooLong: `A whole-day entry can cover at most ${AVAILABILITY_SPAN_MAX_DAYS} days`,
  spanWithTimes: 'Only whole-day entries can cover more than one day',
  spanRepeats: 'A weekly repeat covers one day (or one time range) a week',
  repeatUntilBeforeDate: 'The repeat must end on or after its first day',
  repeatUntilWithoutRepeat: 'Only a weekly repeat has an end date',
  noteTooLong: `Keep the note under ${AVAILABILITY_NOTE_MAX_LENGTH} characters`,
  rangeInvalid: `Ask for up to ${AVAILABILITY_RANGE_MAX_DAYS} days, the last on or after the first`,
  notFound: 'Availability entry not found',
  tooMany: `You can keep at most ${AVAILABILITY_ENTRIES_MAX} availability entries: delete some old ones first`,
  notShared: 'This member’s availability isn’t available',
  icsTooLarge: `The calendar file can be at most ${AVAILABILITY_ICS_MAX_BYTES / 1_048_576} MB`,
  icsInvalid: 'This file isn’t a calendar Stave can read: export an .ics file (iCalendar) from your calendar app',
} as const;

export const availabilityDate = z.iso
  .date({ error: AVAILABILITY_MESSAGES.invalidDate, abort: true })
  .refine((value) => isCalendarDate(value) && value >= '2000-01-01' && value <= '2199-12-31', AVAILABILITY_MESSAGES.invalidDate);
const time = z.string(AVAILABILITY_MESSAGES.invalidTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, AVAILABILITY_MESSAGES.invalidTime);
// An end time may be the day's end, '24:00'.
const endTime = z.string(AVAILABILITY_MESSAGES.invalidTime).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, AVAILABILITY_MESSAGES.invalidTime);

export const AvailabilityEntryInputSchema = z
  .object({
    kind: z.enum(AVAILABILITY_KINDS).default('busy'),
    date: availabilityDate,
    // Whole days only: the last day of a run of them (inclusive).
    endDate: availabilityDate.nullish().transform((value) => value ?? null),
    from: time.nullish().transform((value) => value ?? null),
    to: endTime.nullish().transform((value) => value ?? null),
    repeat: z.enum(AVAILABILITY_REPEATS).default('none'),
    repeatUntil: availabilityDate.nullish().transform((value) => value ?? null),
    note: optionalLine(AVAILABILITY_NOTE_MAX_LENGTH, AVAILABILITY_MESSAGES.noteTooLong),
  })
  .superRefine((entry, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((entry.from === null) !== (entry.to === null)) issue(entry.from === null ? 'from' : 'to', AVAILABILITY_MESSAGES.bothTimes);
    else if (entry.from !== null && entry.to !== null && entry.to <= entry.from) issue('to', AVAILABILITY_MESSAGES.endBeforeStart);
    if (entry.endDate !== null) {
      if (entry.endDate < entry.date) issue('endDate', AVAILABILITY_MESSAGES.endDateBeforeDate);
      else if (daysBetween(entry.date, entry.endDate) >= AVAILABILITY_SPAN_MAX_DAYS) issue('endDate', AVAILABILITY_MESSAGES.spanTooLong);
      else if (entry.endDate !== entry.date && entry.from !== null) issue('endDate', AVAILABILITY_MESSAGES.spanWithTimes);
      else if (entry.endDate !== entry.date && entry.repeat === 'weekly') issue('endDate', AVAILABILITY_MESSAGES.spanRepeats);
    }
    if (entry.repeatUntil !== null) {
      if (entry.repeat !== 'weekly') issue('repeatUntil', AVAILABILITY_MESSAGES.repeatUntilWithoutRepeat);
      else if (entry.repeatUntil < entry.date) issue('repeatUntil', AVAILABILITY_MESSAGES.repeatUntilBeforeDate);
    }
  })
  // One day's run is no run.
  .transform((entry) => ({ ...entry, endDate: entry.endDate === entry.date ? null : entry.endDate }));
export type AvailabilityEntryInput = z.infer<typeof AvailabilityEntryInputSchema>;

export const AVAILABILITY_SOURCES = ['manual', 'import'] as const;

export const AvailabilityEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(AVAILABILITY_KINDS),
  date: z.string(),
  endDate: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  repeat: z.enum(AVAILABILITY_REPEATS),
  repeatUntil: z.string().nullable(),
  note: z.string().nullable(),
  // Entered by the member, or read from a calendar file they uploaded (replaced by the next upload).
  source: z.enum(AVAILABILITY_SOURCES),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntrySchema>;

// One day's (or run of days') occurrence in the member's calendar view: an entry's, or a booking's (read-only).
export const AvailabilityOccurrenceSchema = z.object({
  kind: z.enum([...AVAILABILITY_KINDS, 'booked']),
  date: z.string(),
  endDate: z.string(),
  // London wall-clock times; null for a whole day. A booking's end earlier than its start is after midnight.
  from: z.string().nullable(),
  to: z.string().nullable(),
  entryId: z.number().nullable(),
  bookingId: z.number().nullable(),
  // The entry's note, or 'Booked: <role>'.
  label: z.string().nullable(),
});
export type AvailabilityOccurrenceView = z.infer<typeof AvailabilityOccurrenceSchema>;

export const AvailabilitySettingsSchema = z.object({ shareAvailability: z.boolean() });
export type AvailabilitySettings = z.infer<typeof AvailabilitySettingsSchema>;

export const AvailabilityCalendarSchema = z.object({
  entries: z.array(AvailabilityEntrySchema),
  occurrences: z.array(AvailabilityOccurrenceSchema),
  shareAvailability: z.boolean(),
  entryCount: z.number(),
});
export type AvailabilityCalendar = z.infer<typeof AvailabilityCalendarSchema>;

export const AvailabilityRangeQuerySchema = z
  .object({ from: availabilityDate, to: availabilityDate })
  .refine((range) => range.to >= range.from && daysBetween(range.from, range.to) < AVAILABILITY_RANGE_MAX_DAYS, {
    message: AVAILABILITY_MESSAGES.rangeInvalid,
    path: ['to'],
  });
export type AvailabilityRangeQuery = z.infer<typeof AvailabilityRangeQuerySchema>;

export const AvailabilityCheckQuerySchema = z
  .object({
    memberId: entityId('Member not found'),
    date: availabilityDate,
    from: time.optional(),
    to: endTime.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.from === undefined) !== (query.to === undefined)) ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.bothTimes });
    else if (query.from !== undefined && query.to !== undefined && query.to <= query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.endBeforeStart });
  });
export type AvailabilityCheckQuery = z.infer<typeof AvailabilityCheckQuerySchema>;
export const AvailabilityCheckSchema = z.object({ available: z.boolean() });

export const AvailabilityImportSchema = z.object({
  imported: z.number(),
  // Events Stave could not map (a rule other than a simple weekly one, exceptions, a timed event over more than two
  // days, no start) or over the entry cap.
  skipped: z.number(),
  // Transparent (shown as free) or cancelled events, and ones already over.
  notBusy: z.number(),
  past: z.number(),
});
export type AvailabilityImport = z.infer<typeof AvailabilityImportSchema>;

export const AvailabilityParamsSchema = z.object({ id: entityId(AVAILABILITY_MESSAGES.notFound) });
