import type { AdvertisingInquiriesPage, AdvertisingInquiry, InquiryStatus, UpdateAdvertisingInquiry } from '@stave/contracts';

export type TeamMember = NonNullable<AdvertisingInquiry['assignedTo']>;

// What the team did to one inquiry on its card: moved it on, and/or gave it to someone (null: to no one).
export interface InquiryChange {
  id: number;
  // Its status when the change was asked (the tab counts move from it).
  from: InquiryStatus;
  to?: InquiryStatus;
  assignee?: TeamMember | null;
  // When the change was asked: the processed time of a first move from 'new', until the server's answer.
  at: string;
}

// The body of PATCH /api/advertising/inquiries/:id for a change.
export function toUpdateBody({ to, assignee }: Pick<InquiryChange, 'to' | 'assignee'>): UpdateAdvertisingInquiry {
  return { ...(to === undefined ? {} : { status: to }), ...(assignee === undefined ? {} : { assignedTo: assignee?.id ?? null }) };
}

// A cached page of the queue (of `listStatus`) as it will be once the change is saved, so the card answers at once:
// a moved inquiry leaves the list of the status it left (the list it joins is read again once the server answers),
// the tab counts and totals follow, and a new assignee shows in place.
export function applyInquiryChange(page: AdvertisingInquiriesPage, listStatus: InquiryStatus, change: InquiryChange): AdvertisingInquiriesPage {
  const moved = change.to !== undefined && change.to !== change.from;
  const edit = (inquiry: AdvertisingInquiry): AdvertisingInquiry => ({
    ...inquiry,
    ...(change.assignee === undefined ? {} : { assignedTo: change.assignee }),
    ...(moved && change.to ? { status: change.to, processedAt: inquiry.processedAt ?? (change.from === 'new' ? change.at : null) } : {}),
  });
  const inquiries = page.inquiries
    .filter((inquiry) => !(moved && inquiry.id === change.id && listStatus !== change.to))
    .map((inquiry) => (inquiry.id === change.id ? edit(inquiry) : inquiry));
  if (!moved || !change.to) return { ...page, inquiries };
  const counts = { ...page.counts, [change.from]: Math.max(0, page.counts[change.from] - 1), [change.to]: page.counts[change.to] + 1 };
  const total = listStatus === change.from ? Math.max(0, page.total - 1) : listStatus === change.to ? page.total + 1 : page.total;
  return { ...page, inquiries, counts, total };
}
