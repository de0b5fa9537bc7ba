// The words of a notification line. The stored `action` is what happened ('liked your post “…”');
// who did it is put in front when the line is read, from the members' current names, so a
// grouped line says 'Ben and 10 others liked your post “…”'.

import { postExcerpt } from '../post-views/post-excerpt';

// A post's first words: shared with boosts, so kept below both (post-views/).
export { POST_EXCERPT_MAX, postExcerpt } from '../post-views/post-excerpt';

// 'your post “Booking a drummer…”', or 'your post' when the post is gone.
export function namedPost(content: string | null): string {
  return content === null ? 'your post' : `your post “${postExcerpt(content)}”`;
}

// 'Ben', 'Ben and 1 other', 'Ben and 10 others'.
export function actorsPhrase(latestName: string, count: number): string {
  if (count <= 1) return latestName;
  const others = count - 1;
  return `${latestName} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

// Event times as a member in the UK reads them ('Sat 6 Dec, 19:00'): London time whatever the
// server's zone, summer time included.
const LONDON = { timeZone: 'Europe/London' } as const;
const LONDON_DAY = new Intl.DateTimeFormat('en-GB', { ...LONDON, weekday: 'short', day: 'numeric', month: 'short' });
const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { ...LONDON, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
// YYYY-MM-DD of the London calendar day.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', { ...LONDON, year: 'numeric', month: '2-digit', day: '2-digit' });

export function londonDayAndTime(instant: string | Date): string {
  const at = new Date(instant);
  return `${LONDON_DAY.format(at)}, ${LONDON_TIME.format(at)}`;
}

// 'tomorrow at 19:00' for a reminder sent (`sentAt`) the day before, as it is meant to be; 'today
// at 19:00' or 'on Sat 6 Dec at 19:00' when it went out later or earlier. London calendar days.
export function whenItStarts(startDate: string | Date, sentAt: string | Date): string {
  const start = new Date(startDate);
  const days = Math.round((Date.parse(LONDON_DATE.format(start)) - Date.parse(LONDON_DATE.format(new Date(sentAt)))) / 86_400_000);
  const time = LONDON_TIME.format(start);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  return `on ${LONDON_DAY.format(start)} at ${time}`;
}

// '£1,250.00' (en-GB formatting).
export function money(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
}
