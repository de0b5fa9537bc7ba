import { describe, expect, it } from '@jest/globals';
import type { TeamMember, TeamMembership } from '@stave/contracts';
import { inviteRefusal } from './invite-refusal';
import { activitySubjectHref, orderMembers, placesBreakdown, placesUsed, postingTeams } from './team-format';

const person = (id: number) => ({ id, username: `member${id}`, name: `Member ${id}`, profileImage: null });

function row(id: number, status: TeamMember['status'], invitedAt: string, joinedAt: string | null = null): TeamMember {
  return { id, member: person(id + 100), role: 'member', status, invitedAt, joinedAt };
}

function membership(id: number, status: TeamMembership['status'], suspended = false): TeamMembership {
  return { id, business: person(id + 200), role: 'member', status, invitedAt: '2025-03-01T10:00:00.000Z', joinedAt: null, suspended };
}

describe('the team page', () => {
  it('counts every row, invited or active, against the cap', () => {
    const members = [row(1, 'active', '2025-03-01T10:00:00.000Z', '2025-03-02T10:00:00.000Z'), row(2, 'invited', '2025-03-03T10:00:00.000Z')];
    expect(placesUsed(members, 5)).toBe('2 of 5');
    expect(placesBreakdown(members)).toBe('1 active · 1 invited');
    expect(placesBreakdown([members[1]!])).toBe('1 invited');
    expect(placesBreakdown([])).toBe('Nobody yet');
  });

  it('lists joined members first, then invitations, each the earliest first', () => {
    const members = [
      row(1, 'invited', '2025-03-05T10:00:00.000Z'),
      row(2, 'active', '2025-03-01T10:00:00.000Z', '2025-03-04T10:00:00.000Z'),
      row(3, 'invited', '2025-03-02T10:00:00.000Z'),
      row(4, 'active', '2025-03-01T10:00:00.000Z', '2025-03-02T10:00:00.000Z'),
    ];
    expect(orderMembers(members).map((member) => member.id)).toEqual([4, 2, 3, 1]);
  });

  it('offers to post as the teams joined whose plan is active only', () => {
    const teams = [membership(1, 'active'), membership(2, 'active', true), membership(3, 'invited')];
    expect(postingTeams({ invitations: [], teams }).map((team) => team.id)).toEqual([1]);
    expect(postingTeams(undefined)).toEqual([]);
  });
});

describe("a line of the team's activity", () => {
  it('links the title to where the subject lives, and a deletion to nothing', () => {
    expect(activitySubjectHref({ action: 'listing.sold', subject: { kind: 'listing', id: 7, title: 'Rhodes' } })).toBe('/marketplace/listings/7');
    expect(activitySubjectHref({ action: 'job.posted', subject: { kind: 'job', id: 8, title: 'Bassist' } })).toBe('/jobs?view=mine');
    expect(activitySubjectHref({ action: 'job.application-declined', subject: { kind: 'job', id: 8, title: 'Bassist' } })).toBe('/jobs?view=mine');
    expect(activitySubjectHref({ action: 'event.edited', subject: { kind: 'event', id: 9, title: 'Showcase' } })).toBe('/events?event=9');
    expect(activitySubjectHref({ action: 'collaboration.posted', subject: { kind: 'collaboration', id: 10, title: 'Remix' } })).toBe('/collaborate?c=10');
    for (const action of ['job.deleted', 'event.deleted', 'collaboration.deleted', 'listing.deleted'] as const) {
      expect(activitySubjectHref({ action, subject: { kind: action.split('.')[0] as 'job', id: 11, title: 'Gone' } })).toBeNull();
    }
  });
});

describe('a refused invitation', () => {
  it('names the problem with the person on the field', () => {
    expect(inviteRefusal({ status: 400, code: 'TEAM_NO_SUCH_MEMBER', detail: 'No Stave member has that email or username' })).toEqual({
      fields: { identifier: 'No Stave member has that email or username' },
    });
    expect(inviteRefusal({ status: 409, code: 'TEAM_ALREADY_ON_TEAM', detail: 'They are already on your team or invited' })).toEqual({
      fields: { identifier: 'They are already on your team or invited' },
    });
    expect(
      inviteRefusal({ status: 400, code: 'VALIDATION', detail: 'Validation failed', errors: [{ path: 'role', message: 'Choose admin or member' }] }),
    ).toEqual({ fields: { role: 'Choose admin or member' } });
  });

  it('says the rest above the form, in the server’s words', () => {
    expect(inviteRefusal({ status: 409, code: 'TEAM_FULL', detail: 'Your team is full' })).toEqual({ fields: {}, banner: 'Your team is full' });
    expect(inviteRefusal({ status: 403, code: 'TEAM_BUSINESS_ONLY', detail: 'Teams come with the Business plan.' })).toEqual({
      fields: {},
      banner: 'Teams come with the Business plan.',
    });
    expect(inviteRefusal({ status: 429, code: 'RATE_LIMITED', detail: 'Too many requests' })).toEqual({ fields: {}, banner: 'Too many requests' });
  });
});
