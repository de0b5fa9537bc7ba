// Event dates and times as people read them (en-GB, their own time zone), and the form's
// date + time fields combined into the ISO timestamps the API takes (docs/product-rules.md).

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short' });

const pad = (value: number) => String(value).padStart(2, '0');

// YYYY-MM-DD in the member's own calendar (an <input type="date"> value).
export function localDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// HH:MM in the member's own time (an <input type="time"> value).
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

// '2026-05-02' + '18:00' → an ISO timestamp; '' when either is missing or makes no date.
export function combineDateTime(date: string, time: string): string {
  if (!date || !time) return '';
  const value = new Date(`${date}T${time}`);
  return Number.isNaN(value.getTime()) ? '' : value.toISOString();
}

export function formatEventDay(iso: string): string {
  return DAY.format(new Date(iso));
}

// '18:00 – 21:00'; an event over several days names the end day too.
export function formatTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const endText = localDate(start) === localDate(end) ? TIME.format(end) : `${DAY.format(end)}, ${TIME.format(end)}`;
  return `${TIME.format(start)} – ${endText}`;
}

// The calendar-leaf badge: day number and short month.
export function dayAndMonth(iso: string): { day: string; month: string } {
  const date = new Date(iso);
  return { day: String(date.getDate()), month: SHORT_MONTH.format(date) };
}

// The list is grouped by month and year, in the order the server answered.
export function groupByMonth<T extends { startDate: string }>(items: T[]): { key: string; label: string; items: T[] }[] {
  const groups: { key: string; label: string; items: T[] }[] = [];
  for (const item of items) {
    const date = new Date(item.startDate);
    const key = `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: MONTH_YEAR.format(date), items: [item] });
  }
  return groups;
}
