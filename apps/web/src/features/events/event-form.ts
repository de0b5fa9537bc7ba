import { EVENT_DEFAULT_TIMES, EVENT_MESSAGES, type CreateEvent, type EventView } from '@stave/contracts';
import type { FieldErrors } from '@/lib/form-errors';
import { combineDateTime, localDate, localTime } from './event-dates';

// The Create/Edit Event form's text values: dates and times apart, as the inputs hold them.
export const EMPTY_EVENT_FORM = {
  title: '',
  organizerName: '',
  description: '',
  startDay: '',
  startTime: '',
  endDay: '',
  endTime: '',
  location: '',
  postcode: '',
  region: '',
  imageUrl: '',
  ticketPrice: '',
  ticketUrl: '',
};
export type EventFormValues = typeof EMPTY_EVENT_FORM;
export type EventFormField = keyof EventFormValues;

// Both dates today, 18:00–21:00, the organiser's name prefilled from the member's.
export function newEventValues(memberName: string): EventFormValues {
  const today = localDate();
  return {
    ...EMPTY_EVENT_FORM,
    organizerName: memberName,
    startDay: today,
    startTime: EVENT_DEFAULT_TIMES.start,
    endDay: today,
    endTime: EVENT_DEFAULT_TIMES.end,
  };
}

export function eventValues(event: EventView): EventFormValues {
  const start = new Date(event.startDate);
  const end = new Date(event.endDate);
  return {
    title: event.title,
    organizerName: event.organizerName ?? '',
    description: event.description ?? '',
    startDay: localDate(start),
    startTime: localTime(start),
    endDay: localDate(end),
    endTime: localTime(end),
    location: event.location ?? '',
    postcode: event.postcode ?? '',
    region: event.region ?? '',
    imageUrl: event.imageUrl ?? '',
    ticketPrice: event.ticketPrice ?? '',
    ticketUrl: event.ticketUrl ?? '',
  };
}

// Checks the form makes before the schema's: the title and both times.
export function requiredErrors(values: EventFormValues): FieldErrors<EventFormField> {
  const errors: FieldErrors<EventFormField> = {};
  if (!values.title.trim()) errors.title = EVENT_MESSAGES.titleRequired;
  if (!values.startTime) errors.startTime = EVENT_MESSAGES.startRequired;
  if (!values.endTime) errors.endTime = EVENT_MESSAGES.endRequired;
  return errors;
}

// Date and time combined into ISO timestamps; the schema turns blanks into null.
export function toEventInput(values: EventFormValues): Record<keyof CreateEvent, string> {
  const { startDay, startTime, endDay, endTime, ...rest } = values;
  return { ...rest, startDate: combineDateTime(startDay, startTime), endDate: combineDateTime(endDay, endTime) };
}

// The schema names startDate/endDate; the form shows those errors under the times.
export function toFormErrors(errors: FieldErrors): FieldErrors<EventFormField> {
  const { startDate, endDate, ...rest } = errors;
  return { ...rest, startTime: startDate, endTime: endDate } as FieldErrors<EventFormField>;
}
