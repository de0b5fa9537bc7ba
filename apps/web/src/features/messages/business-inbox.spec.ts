import { describe, expect, it } from '@jest/globals';
import { TEAM_MESSAGES, TeamsErrorCode, type TeamMembership, type TeamMemberships } from '@stave/contracts';
import { inboxKeys, messageKeys } from './api/message-keys';
import { inboxTeam, inboxTeams, readInbox, sentByLabel, teamRefusal } from './business-inbox';

const business = (id: number) => ({ id, username: `business${id}`, name: `Business ${id}`, profileImage: null });

function membership(id: number, overrides: Partial<TeamMembership> = {}): TeamMembership {
  return {
    id,
    business: business(id + 100),
    role: 'admin',
    status: 'active',
    invitedAt: '2025-03-01T10:00:00.000Z',
    joinedAt: '2025-03-02T10:00:00.000Z',
    suspended: false,
    ...overrides,
  };
}

const memberships = (...teams: TeamMembership[]): TeamMemberships => ({ invitations: [], teams });

describe('the inbox in the URL', () => {
  it('reads a business id, and anything else as the member’s own inbox', () => {
    expect(readInbox(new URLSearchParams('inbox=42&c=7'))).toBe(42);
    for (const query of ['', 'inbox=', 'inbox=0', 'inbox=-3', 'inbox=abc', 'inbox=4.5', 'inbox=12345678901']) {
      expect(readInbox(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('the businesses a member answers for', () => {
  it('offers the teams they joined as an admin whose plan is active', () => {
    const admin = membership(1);
    const mine = memberships(
      admin,
      membership(2, { role: 'member' }),
      membership(3, { suspended: true }),
      membership(4, { status: 'invited', joinedAt: null }),
    );
    expect(inboxTeams(mine)).toEqual([admin]);
    expect(inboxTeams(undefined)).toEqual([]);
  });

  it('finds the chosen business among their teams, suspended or not, but not an invitation', () => {
    const paused = membership(3, { suspended: true });
    const mine = memberships(membership(1), paused, membership(4, { status: 'invited', joinedAt: null }));
    expect(inboxTeam(mine, 103)).toBe(paused);
    expect(inboxTeam(mine, 104)).toBeUndefined();
    expect(inboxTeam(mine, null)).toBeUndefined();
    expect(inboxTeam(undefined, 101)).toBeUndefined();
  });
});

describe('a refused business inbox', () => {
  const refused = (status: number, code?: string) => Object.assign(new Error(`${status}`), { status, code });

  it('says the contract’s message for each 403 TEAM_*', () => {
    expect(teamRefusal(refused(403, TeamsErrorCode.NotOnTeam))).toBe(TEAM_MESSAGES.notOnTeam);
    expect(teamRefusal(refused(403, TeamsErrorCode.RoleForbidden))).toBe(TEAM_MESSAGES.roleForbidden);
    expect(teamRefusal(refused(403, TeamsErrorCode.Suspended))).toBe(TEAM_MESSAGES.suspended);
  });

  it('leaves every other failure to the usual error', () => {
    expect(teamRefusal(refused(403, TeamsErrorCode.Full))).toBeNull();
    expect(teamRefusal(refused(403, 'UNAUTHENTICATED'))).toBeNull();
    expect(teamRefusal(refused(404, TeamsErrorCode.NotOnTeam))).toBeNull();
    expect(teamRefusal(refused(403))).toBeNull();
    expect(teamRefusal(refused(403, 'toString'))).toBeNull();
    expect(teamRefusal(new Error('network'))).toBeNull();
    expect(teamRefusal(null)).toBeNull();
  });
});

describe('who on the team sent a message', () => {
  const ben = { id: 7, name: 'Ben Okafor', username: 'ben' };

  it('names the team member, or the viewer as "you"', () => {
    expect(sentByLabel(ben, 1)).toBe('Sent by Ben Okafor');
    expect(sentByLabel(ben, 7)).toBe('Sent by you');
    expect(sentByLabel({ ...ben, name: '' }, 1)).toBe('Sent by ben');
  });

  it('says nothing when the business wrote it itself', () => {
    expect(sentByLabel(null, 7)).toBeNull();
  });
});

describe('the caches of each inbox', () => {
  const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

  it('keeps the member’s own inbox on the keys the socket updates', () => {
    const own = inboxKeys(null);
    expect(own.conversations('inbox')).toEqual(messageKeys.conversations('inbox'));
    expect(own.thread(5)).toEqual(messageKeys.thread(5));
    expect(own.unread()).toEqual(messageKeys.unread());
    expect(own.usage()).toEqual(messageKeys.usage());
  });

  it('keeps a business’s apart from the member’s own and from another business’s', () => {
    const keys = inboxKeys(42);
    const all = [keys.conversations('inbox'), keys.conversations('requests'), keys.thread(5), keys.threadSince(5), keys.unread(), keys.usage()];
    for (const key of all) {
      expect(startsWith(key, messageKeys.business(42))).toBe(true);
      for (const own of [messageKeys.allConversations(), messageKeys.threads(), messageKeys.unread(), messageKeys.usage(), messageKeys.business(43)]) {
        expect(startsWith(key, own)).toBe(false);
      }
    }
    expect(startsWith(keys.conversations('requests'), keys.allConversations())).toBe(true);
    expect(startsWith(keys.threadSince(5), keys.thread(5))).toBe(false);
  });
});
