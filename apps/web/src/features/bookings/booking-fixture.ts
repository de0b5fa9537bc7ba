import type { BookingView, TeamMembership, TeamMemberships } from '@stave/contracts';

const nextYear = new Date().getUTCFullYear() + 1;

// A booking as the API answers it, for the bookings specs: a confirmed gig next July, no deposit, the default terms.
export function bookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: 7,
    status: 'confirmed',
    role: 'Dep keys',
    description: 'Wedding band, two sets',
    source: { kind: 'direct' },
    hirer: { id: 1, name: 'Alex Player', profileImage: null },
    offeredById: 1,
    musician: { id: 2, name: 'Sam Taylor', profileImage: null },
    date: `${nextYear}-07-17`,
    callTime: '19:00',
    sets: [{ start: '20:00', end: '20:45' }],
    endTime: '23:30',
    startsAt: `${nextYear}-07-17T18:00:00.000Z`,
    endsAt: `${nextYear}-07-17T22:30:00.000Z`,
    venue: { name: 'The Grand', address: '1 High St', postcode: 'YO1 9TL' },
    fee: { amountPence: 25_000, unit: 'gig', includes: ['travel'] },
    depositPence: 0,
    cancellationTerms: [{ daysBefore: 0, percentDue: 100 }],
    dress: 'Black tie',
    notes: null,
    expiresAt: `${nextYear}-01-01T12:00:00.000Z`,
    createdAt: '2026-11-01T12:00:00.000Z',
    cancelledBy: null,
    feeDuePence: null,
    issue: null,
    timeline: [
      { status: 'offered', at: '2026-11-01T12:00:00.000Z', byId: 1, note: null },
      { status: 'accepted', at: '2026-11-02T09:00:00.000Z', byId: 2, note: null },
      { status: 'confirmed', at: '2026-11-02T09:00:00.000Z', byId: null, note: null },
    ],
    viewerSide: 'hirer',
    ...overrides,
  };
}

// The member's place on a business's team (GET /api/teams/memberships), for the specs of acting as the business.
export function teamMembership(overrides: Partial<TeamMembership> = {}): TeamMembership {
  return {
    id: 3,
    business: { id: 9, username: 'grand-hotel', name: 'The Grand Hotel', profileImage: null },
    role: 'admin',
    status: 'active',
    invitedAt: '2026-10-01T12:00:00.000Z',
    joinedAt: '2026-10-02T12:00:00.000Z',
    suspended: false,
    ...overrides,
  };
}

export const memberships = (...teams: TeamMembership[]): TeamMemberships => ({ invitations: [], teams });
