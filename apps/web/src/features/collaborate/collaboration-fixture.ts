// A call as the API answers it, for the collaborate specs (the session user of test/render.tsx is member 1).
import type { CollaborationView, TeamMembership } from '@stave/contracts';

export function collaborationView(overrides: Partial<CollaborationView> = {}): CollaborationView {
  return {
    id: 5,
    title: 'Vocalist for a synth-pop EP',
    userId: 1,
    description: null,
    lookingFor: ['Vocalist'],
    projectType: 'EP',
    genres: ['Pop'],
    demoUrl: null,
    remote: true,
    location: null,
    paid: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'open',
    demoDurationSeconds: null,
    author: { id: 1, name: 'Ada Owner', type: 'producer', profileImage: null },
    responseCount: 3,
    hasResponded: false,
    postedBy: null,
    ...overrides,
  };
}

// The session user on business 9's team.
export function teamMembership(overrides: Partial<TeamMembership> = {}): TeamMembership {
  return {
    id: 3,
    business: { id: 9, username: 'northbank', name: 'Northbank Records', profileImage: null },
    role: 'admin',
    status: 'active',
    invitedAt: '2026-10-01T12:00:00.000Z',
    joinedAt: '2026-10-02T12:00:00.000Z',
    suspended: false,
    ...overrides,
  };
}
