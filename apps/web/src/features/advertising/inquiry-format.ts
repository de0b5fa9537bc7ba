import type { InquiryStatus } from '@stave/contracts';
import type { TeamMember } from './inquiry-change';

// Words for the partnerships team's queue.
export const STATUS_LABELS: Record<InquiryStatus, string> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' };

// The buttons that move an inquiry on, in the order the work goes; back to New (for a mistake) comes last.
export const MOVE_ORDER: readonly InquiryStatus[] = ['contacted', 'won', 'lost', 'new'];

export const MOVE_LABELS: Record<InquiryStatus, string> = { new: 'Back to New', contacted: 'Contacted', won: 'Won', lost: 'Lost' };

export const MOVE_DONE: Record<InquiryStatus, string> = {
  new: 'Moved back to New',
  contacted: 'Marked as contacted',
  won: 'Marked as won',
  lost: 'Marked as lost',
};

// Above a page of the queue: '1 new inquiry', '12 inquiries won'.
export function inquiriesCount(total: number, status: InquiryStatus): string {
  const inquiries = total === 1 ? '1 inquiry' : `${total.toLocaleString('en-GB')} inquiries`;
  switch (status) {
    case 'new':
      return total === 1 ? '1 new inquiry' : `${total.toLocaleString('en-GB')} new inquiries`;
    case 'contacted':
      return `${inquiries} in conversation`;
    case 'won':
      return `${inquiries} won`;
    case 'lost':
      return `${inquiries} lost`;
  }
}

// A tel: link for a number as the company typed it ('+44 (0)20 7946 0018' → tel:+4402079460018).
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

// A team member in the assignee picker: their name, '(you)' for the reader, and the username only where two on the
// team share a name ('Sam Lee (@samlee)').
export function memberLabel(member: TeamMember, meId: number | undefined, team: readonly TeamMember[] = []): string {
  const name = member.name.trim() || `@${member.username}`;
  const shared = team.some((other) => other.id !== member.id && other.name.trim() === member.name.trim());
  const label = shared && member.name.trim() ? `${name} (@${member.username})` : name;
  return member.id === meId ? `${label} (you)` : label;
}
