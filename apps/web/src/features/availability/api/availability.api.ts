// A member's availability (docs/availability.md, docs/api.md § Availability): their calendar, its entries, the share
// setting and the .ics import. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { AvailabilityEntryInput } from '@stave/contracts';
import { MEMBER_AVAILABILITY } from '@stave/contracts/paths';
import { apiData, apiSend } from '@/lib/api-json';

const area = () => import('@stave/contracts/availability');

export const fetchCalendar = (from: string, to: string, signal?: AbortSignal) =>
  apiData(MEMBER_AVAILABILITY.calendar, async () => (await area()).AvailabilityCalendarSchema, { query: { from, to }, signal });

export const createEntry = (body: AvailabilityEntryInput) => apiData(MEMBER_AVAILABILITY.create, async () => (await area()).AvailabilityEntrySchema, { body });

export const updateEntry = (id: number, body: AvailabilityEntryInput) =>
  apiData(MEMBER_AVAILABILITY.update, async () => (await area()).AvailabilityEntrySchema, { params: { id }, body });

export const deleteEntry = (id: number) => apiSend(MEMBER_AVAILABILITY.remove, { params: { id } });

export const saveShare = (shareAvailability: boolean) =>
  apiData(MEMBER_AVAILABILITY.settings, async () => (await area()).AvailabilitySettingsSchema, { body: { shareAvailability } });

export function importIcs(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiData(MEMBER_AVAILABILITY.importIcs, async () => (await area()).AvailabilityImportSchema, { body });
}
