import type { SupportPriority, TicketStatus, TicketSummary } from '@stave/contracts';

// Words for VIP support: the member's tickets, the team's queue and a ticket's page.
export const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', answered: 'Answered', resolved: 'Resolved' };

export const PRIORITY_LABELS: Record<SupportPriority, string> = { normal: 'Normal', high: 'High', urgent: 'Urgent' };

// Under each choice of the new-ticket form.
export const PRIORITY_CHOICES: Record<SupportPriority, string> = {
  normal: 'A question or a suggestion; no rush.',
  high: 'Something is wrong and you would like it sorted soon.',
  urgent: 'You cannot work, sell or get paid until it is fixed.',
};

// An erased member's tickets and messages stay, without a name.
export const FORMER_MEMBER = 'Former member';

type Person = TicketSummary['member'];

export function personName(person: Person): string {
  if (!person) return FORMER_MEMBER;
  return person.name.trim() || `@${person.username}`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// A span of time in the two largest units that matter: '2 h 5 min', '1 d 3 h', '45 min'; under a minute, 'less than
// a minute'. Rounded down, as '1 d 3 h' should never be said of 1 d 2 h 59 min.
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  if (total < MINUTE) return 'less than a minute';
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days.toLocaleString('en-GB')} d ${hours} h` : `${days.toLocaleString('en-GB')} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

// The same span for a <time dateTime>: 'PT2H5M', 'P1DT3H', 'PT0M'.
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const time = `${hours ? `${hours}H` : ''}${minutes || (!days && !hours) ? `${minutes}M` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

// Since when a ticket has been waiting, for the queue: one never answered since it was opened; one the member has
// written to again (back to open) since its last change; one with the member since the team's answer.
export function waitingSince(ticket: Pick<TicketSummary, 'status' | 'createdAt' | 'updatedAt' | 'responseTimeSeconds'>): string | null {
  if (ticket.status === 'resolved') return null;
  if (ticket.status === 'open' && ticket.responseTimeSeconds === null) return ticket.createdAt;
  return ticket.updatedAt;
}

// Seconds from an ISO time to now (never negative: a server clock a little ahead).
export function secondsSince(iso: string, now: number): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : Math.max(0, (now - time) / 1000);
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

// Above a page of tickets: '1 open ticket', '12 tickets answered', '3 resolved tickets'.
export function ticketsCount(total: number, status: TicketStatus): string {
  switch (status) {
    case 'open':
      return plural(total, 'open ticket', 'open tickets');
    case 'answered':
      return `${plural(total, 'ticket', 'tickets')} answered`;
    case 'resolved':
      return plural(total, 'resolved ticket', 'resolved tickets');
  }
}

export const ratingsCount = (count: number) => plural(count, 'rating', 'ratings');

// An average rating to one decimal place ('4.7'), '5' when whole.
export function formatRating(value: number): string {
  return value.toLocaleString('en-GB', { maximumFractionDigits: 1 });
}

export const RATING_LABELS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

// A team member in the assignee picker: their name, and '(you)' for the reader.
export function teamMemberLabel(member: NonNullable<Person>, meId: number | undefined): string {
  const name = personName(member);
  return member.id === meId ? `${name} (you)` : name;
}
