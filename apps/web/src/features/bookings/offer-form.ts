// The 'Offer a booking' form's values as typed, what they send (CreateBookingOfferInput), and where each refusal shows.
import { londonInstant, type BookingSource, type CancellationTerm, type CreateBookingOfferInput } from '@stave/contracts';

export type OfferFormValues = {
  role: string;
  description: string;
  date: string;
  callTime: string;
  endTime: string;
  venueName: string;
  venueAddress: string;
  postcode: string;
  fee: string;
  unit: 'gig' | 'session' | 'day';
  depositKind: 'none' | 'amount' | 'percent';
  depositAmount: string;
  depositPercent: string;
  dress: string;
  notes: string;
  expiresAt: string;
};

// The fields an error can point at: the text fields, and the rows (sets, includes, cancellation terms) as one each.
export type OfferField = keyof OfferFormValues | 'sets' | 'includes' | 'terms' | 'form';

export const EMPTY_OFFER: OfferFormValues = {
  role: '',
  description: '',
  date: '',
  callTime: '',
  endTime: '',
  venueName: '',
  venueAddress: '',
  postcode: '',
  fee: '',
  unit: 'gig',
  depositKind: 'none',
  depositAmount: '',
  depositPercent: '',
  dress: '',
  notes: '',
  expiresAt: '',
};

export type SetRow = { start: string; end: string };
export type TermRow = { daysBefore: string; percentDue: string };

// The sliding scale offered when the hirer leaves the default: 28 days or more, nothing; 14, half; less, all.
export const SLIDING_SCALE: TermRow[] = [
  { daysBefore: '28', percentDue: '0' },
  { daysBefore: '14', percentDue: '50' },
  { daysBefore: '0', percentDue: '100' },
];

const HOUR_MS = 3_600_000;

// '2027-07-17T19:00' (a datetime-local input's value) for an instant, in the browser's time.
export function localInputValue(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

// The offer's default expiry: 48 hours from now, or the engagement's start if that is sooner.
export function defaultExpiry(date: string, callTime: string, now: Date = new Date()): string {
  let expiry = new Date(Math.floor((now.getTime() + 48 * HOUR_MS) / 60_000) * 60_000);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(callTime)) {
    const start = londonInstant(date, callTime);
    if (!Number.isNaN(start.getTime()) && start < expiry) expiry = start;
  }
  return localInputValue(expiry);
}

// Pounds as typed ('150', '150.5', '£1,200.00') in pence, or undefined when not an amount.
export function poundsToPence(text: string): number | undefined {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

const integer = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export interface OfferExtras {
  musicianId: number;
  source: BookingSource;
  sets: SetRow[];
  includes: NonNullable<CreateBookingOfferInput['fee']['includes']>;
  // null: the default terms (the full fee once confirmed).
  terms: TermRow[] | null;
}

// What the form sends, before the schema checks it (blank optional texts left out).
export function offerCandidate(values: OfferFormValues, extras: OfferExtras): CreateBookingOfferInput {
  const deposit: CreateBookingOfferInput['deposit'] =
    values.depositKind === 'amount'
      ? { kind: 'amount', amountPence: poundsToPence(values.depositAmount) as number }
      : values.depositKind === 'percent'
        ? { kind: 'percent', percent: integer(values.depositPercent) }
        : { kind: 'none' };
  const expires = values.expiresAt ? new Date(values.expiresAt) : null;
  return {
    musicianId: extras.musicianId,
    source: extras.source,
    role: values.role,
    description: values.description.trim() || undefined,
    date: values.date,
    callTime: values.callTime,
    sets: extras.sets,
    endTime: values.endTime,
    venue: { name: values.venueName, address: values.venueAddress.trim() || undefined, postcode: values.postcode },
    fee: { amountPence: poundsToPence(values.fee) as number, unit: values.unit, includes: extras.includes },
    deposit,
    cancellationTerms: extras.terms?.map((row): CancellationTerm => ({ daysBefore: integer(row.daysBefore), percentDue: integer(row.percentDue) })),
    dress: values.dress.trim() || undefined,
    notes: values.notes.trim() || undefined,
    expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires.toISOString() : '',
  };
}

const FIELD_OF_PATH: Record<string, OfferField> = {
  'venue.name': 'venueName',
  'venue.address': 'venueAddress',
  'venue.postcode': 'postcode',
  'fee.amountPence': 'fee',
  'fee.unit': 'unit',
  'fee.includes': 'includes',
  fee: 'fee',
  deposit: 'depositKind',
  cancellationTerms: 'terms',
  sets: 'sets',
  musicianId: 'form',
  source: 'form',
};

// Where an issue's path ('venue.postcode', 'sets.1.end', 'deposit.amountPence') shows on the form.
export function offerFieldOf(path: ReadonlyArray<PropertyKey> | string): OfferField {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  const two = parts.slice(0, 2).join('.');
  const one = parts[0] ?? 'form';
  if (FIELD_OF_PATH[two]) return FIELD_OF_PATH[two]!;
  if (FIELD_OF_PATH[one]) return FIELD_OF_PATH[one]!;
  if (one === 'deposit') return 'depositKind';
  return (one in EMPTY_OFFER ? one : 'form') as OfferField;
}

// The first message per field, in the order given.
export function offerErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>): Partial<Record<OfferField, string>> {
  const errors: Partial<Record<OfferField, string>> = {};
  for (const issue of issues) {
    const field = offerFieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}
