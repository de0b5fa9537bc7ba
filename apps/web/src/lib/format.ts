// en-GB dates (day, long month, year; 'Unknown date' when missing or unparseable).

const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });
const LONG_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

// A date-only value (YYYY-MM-DD or YYYY-MM) read as a local calendar date, not UTC midnight.
export function parseDateOnly(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseAny(value: string | null | undefined): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(value)) return parseDateOnly(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatMonthYear(value: string | null | undefined): string | null {
  const date = parseAny(value);
  return date ? MONTH_YEAR.format(date) : null;
}

export function formatLongMonthYear(value: string | null | undefined): string | null {
  const date = parseAny(value);
  return date ? LONG_MONTH_YEAR.format(date) : null;
}

export function formatDayMonthYear(value: string | null | undefined): string {
  const date = parseAny(value);
  return date ? DAY_MONTH_YEAR.format(date) : 'Unknown date';
}

// A blank end date reads 'Present'.
export function formatDateRange(start: string | null, end: string | null): string | null {
  const from = formatMonthYear(start);
  const to = formatMonthYear(end) ?? 'Present';
  if (!from) return end ? to : null;
  return `${from} – ${to}`;
}

// The host of a link, for display ('example.com' rather than 'https://www.example.com/').
export function displayHost(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    const host = hostname.replace(/^www\./, '');
    return pathname && pathname !== '/' ? `${host}${pathname.replace(/\/$/, '')}` : host;
  } catch {
    return url;
  }
}
