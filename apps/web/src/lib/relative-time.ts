// Relative time: 'Just now' under an hour (or without a date), 'Nh ago' under a day,
// 'Nd ago' under a week, 'Nw ago' under four weeks, else 'Nmo ago' (days / 30).
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function relativeTime(value: string | null | undefined, now: number): string {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return 'Just now';
  const elapsed = Math.max(0, now - time);
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return `${days}d ago`;
  if (days < 28) return `${Math.floor(days / 7)}w ago`;
  return `${Math.max(1, Math.floor(days / 30))}mo ago`;
}

const FULL_DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

// The exact moment, for a <time> title and its dateTime attribute.
export function fullDateTime(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : FULL_DATE_TIME.format(time);
}
