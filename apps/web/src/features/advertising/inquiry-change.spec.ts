import { describe, expect, it } from '@jest/globals';
import type { AdvertisingInquiriesPage, AdvertisingInquiry } from '@stave/contracts';
import { applyInquiryChange, toUpdateBody, type InquiryChange, type TeamMember } from './inquiry-change';

const AT = '2026-03-02T10:00:00.000Z';
const morgan: TeamMember = { id: 1, name: 'Morgan Moderator', username: 'stave.moderator' };

function inquiry(id: number, overrides: Partial<AdvertisingInquiry> = {}): AdvertisingInquiry {
  return {
    id,
    companyName: `Company ${id}`,
    contactName: 'Priya Shah',
    email: 'priya@example.test',
    phone: null,
    interestedIn: 'Premium',
    message: 'A launch in May',
    status: 'new',
    createdAt: '2026-03-01T09:00:00.000Z',
    processedAt: null,
    assignedTo: null,
    ...overrides,
  };
}

function page(inquiries: AdvertisingInquiry[], overrides: Partial<AdvertisingInquiriesPage> = {}): AdvertisingInquiriesPage {
  return { inquiries, total: inquiries.length, page: 1, limit: 20, counts: { new: inquiries.length, contacted: 0, won: 0, lost: 0 }, ...overrides };
}

const change = (overrides: Partial<InquiryChange>): InquiryChange => ({ id: 1, from: 'new', at: AT, ...overrides });

describe(applyInquiryChange.name, () => {
  it('takes a moved inquiry off the list it left, and moves the counts and the total', () => {
    const before = page([inquiry(1), inquiry(2)]);

    const after = applyInquiryChange(before, 'new', change({ to: 'contacted' }));

    expect(after.inquiries.map((entry) => entry.id)).toEqual([2]);
    expect(after.counts).toEqual({ new: 1, contacted: 1, won: 0, lost: 0 });
    expect(after.total).toBe(1);
  });

  it('counts it on the list it joins, and stamps the processed time of a first move from new', () => {
    const before = page([inquiry(1)], { counts: { new: 1, contacted: 0, won: 0, lost: 0 } });

    const after = applyInquiryChange(before, 'contacted', change({ to: 'contacted' }));

    expect(after.total).toBe(2);
    expect(after.inquiries[0]).toMatchObject({ status: 'contacted', processedAt: AT });
  });

  it('keeps the processed time of the first move when it moves again', () => {
    const first = '2026-02-01T08:00:00.000Z';
    const before = page([inquiry(1, { status: 'contacted', processedAt: first })], { counts: { new: 0, contacted: 1, won: 0, lost: 0 } });

    const after = applyInquiryChange(before, 'won', change({ from: 'contacted', to: 'won' }));

    expect(after.inquiries[0]).toMatchObject({ status: 'won', processedAt: first });
    expect(after.counts).toEqual({ new: 0, contacted: 0, won: 1, lost: 0 });
  });

  it('shows a new assignee in place, with the list and counts unchanged', () => {
    const before = page([inquiry(1), inquiry(2)]);

    const after = applyInquiryChange(before, 'new', change({ assignee: morgan }));

    expect(after.inquiries.map((entry) => entry.assignedTo)).toEqual([morgan, null]);
    expect(after.counts).toEqual(before.counts);
    expect(after.total).toBe(2);
  });

  it('treats a move to the status it has as no move', () => {
    const before = page([inquiry(1)]);

    expect(applyInquiryChange(before, 'new', change({ to: 'new' }))).toEqual(before);
  });
});

describe(toUpdateBody.name, () => {
  it.each([
    ['a move', { to: 'won' as const }, { status: 'won' }],
    ['an assignee', { assignee: morgan }, { assignedTo: 1 }],
    ['no one', { assignee: null }, { assignedTo: null }],
    ['both', { to: 'lost' as const, assignee: morgan }, { status: 'lost', assignedTo: 1 }],
  ])('sends %s', (_case, input, body) => {
    expect(toUpdateBody(input)).toEqual(body);
  });
});
