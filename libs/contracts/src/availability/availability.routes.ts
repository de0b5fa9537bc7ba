import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { AvailabilityErrorCode, UploadErrorCode } from '../error-codes';
import { AVAILABILITY_ENTRIES_MAX, AVAILABILITY_ICS_MAX_BYTES, AVAILABILITY_RANGE_MAX_DAYS } from './availability-rules';
import {
  AvailabilityCalendarSchema,
  AvailabilityCheckQuerySchema,
  AvailabilityCheckSchema,
  AvailabilityEntryInputSchema,
  AvailabilityEntrySchema,
  AvailabilityImportSchema,
  AvailabilityParamsSchema,
  AvailabilityRangeQuerySchema,
  AvailabilitySettingsSchema,
} from './availability.schemas';

// A member's availability (the jobs-events service; docs/availability.md). The entries are their own only: anyone
// else's id is answered 404, as for one that does not exist. Others may ask only "free then: yes or no", and only of a
// member who shares it.
const availability = { owner: 'jobs-events' as const, auth: 'required' as const };
const one = { ...availability, params: AvailabilityParamsSchema } as const;

export const MEMBER_AVAILABILITY = defineRoutes({
  calendar: {
    ...availability,
    method: 'GET',
    path: '/api/availability',
    summary: `Your availability between two London dates ?from=&to= (up to ${AVAILABILITY_RANGE_MAX_DAYS} days): your entries, their occurrences (weekly repeats expanded) with your accepted, confirmed, completed and paid bookings as "Booked: <role>", and whether you share it`,
    query: AvailabilityRangeQuerySchema,
    responses: { 200: AvailabilityCalendarSchema },
  },
  create: {
    ...availability,
    method: 'POST',
    path: '/api/availability',
    summary: `Add a free or busy time: a whole day (or days, to endDate), or a time range within a day (London times; to may be 24:00), optionally repeating weekly until repeatUntil; at most ${AVAILABILITY_ENTRIES_MAX} entries`,
    body: AvailabilityEntryInputSchema,
    responses: { 201: AvailabilityEntrySchema },
    errors: [AvailabilityErrorCode.TooMany],
  },
  update: {
    ...one,
    method: 'PUT',
    path: '/api/availability/:id',
    summary: 'Replace one of your entries (an imported one becomes your own, kept by the next import)',
    body: AvailabilityEntryInputSchema,
    responses: { 200: AvailabilityEntrySchema },
    errors: [AvailabilityErrorCode.NotFound],
  },
  remove: {
    ...one,
    method: 'DELETE',
    path: '/api/availability/:id',
    summary: 'Delete one of your entries',
    responses: { 204: null },
    errors: [AvailabilityErrorCode.NotFound],
  },
  settings: {
    ...availability,
    method: 'PUT',
    path: '/api/availability/settings',
    summary: 'Whether members may ask if you are free at a time (yes or no only; never your entries). Off until you turn it on',
    body: AvailabilitySettingsSchema,
    responses: { 200: AvailabilitySettingsSchema },
  },
  check: {
    ...availability,
    method: 'GET',
    path: '/api/availability/check',
    summary:
      'Is a member free on a London date (the whole day, or from–to)? Answered only for a member who shares their availability and with whom neither side has blocked the other; otherwise 404, the same for a member who does not exist',
    query: AvailabilityCheckQuerySchema,
    responses: { 200: AvailabilityCheckSchema },
    errors: [AvailabilityErrorCode.NotShared],
  },
  importIcs: {
    ...availability,
    method: 'POST',
    path: '/api/availability/import',
    summary: `Import busy times from a calendar file you upload (.ics, ${AVAILABILITY_ICS_MAX_BYTES / 1_048_576} MB): replaces what the last import brought; transparent and cancelled events are not busy; counts what was imported and skipped`,
    multipart: { file: 'file' },
    maxFileBytes: AVAILABILITY_ICS_MAX_BYTES,
    responses: { 200: AvailabilityImportSchema },
    errors: [AvailabilityErrorCode.IcsInvalid, UploadErrorCode.FileTooLarge],
  },
});
export const AVAILABILITY_ROUTES: RouteContract[] = routeList(MEMBER_AVAILABILITY);
