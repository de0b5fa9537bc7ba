import { describe, expect, it } from '@jest/globals';
import { DB_QUERIES_HEADER } from '@stave/platform';
import { identityForSuite, newMemberInput, type Member } from './harness';

// docs/reliability.md#polling-storm "at most k queries per request": identity's reads cost the same few statements
// whether a list holds one entry or twenty (no N+1).
describe('identity: statements per request', () => {
  const suite = identityForSuite({ REFERRALS_MAX_PER_DAY: '1000' });

  it('reads every list in a fixed number of statements, however long it is', async () => {
    const { api } = suite;
    const member = await api.register();
    let entries = 0;
    const grow = async (to: number) => {
      for (; entries < to; entries++) {
        await api.register();
        await api.call('POST', '/api/experience', { token: member.token, body: { title: `Engineer ${entries}`, company: 'Chapel Studios' } });
        await api.call('POST', '/api/education', { token: member.token, body: { institution: `School ${entries}`, degree: 'BA' } });
        await api.call('POST', '/api/portfolio', {
          token: member.token,
          body: { title: `Reel ${entries}`, type: 'track', description: 'Live', image: 'https://example.com/a.png', date: '2020-01-15' },
        });
        await api.call('POST', '/api/referrals', { token: member.token, body: { email: newMemberInput().email } });
      }
    };
    const statements = async (who: Member, path: string) => {
      const response = await api.call('GET', path, { token: who.token });
      expect(response.status).toBe(200);
      return Number(response.headers.get(DB_QUERIES_HEADER));
    };
    const measure = async () => {
      const counts: Record<string, number> = {};
      for (const path of [
        '/api/user',
        '/api/users',
        '/api/users?search=member',
        `/api/users/${member.id}`,
        `/api/portfolio/user/${member.id}`,
        `/api/experience/user/${member.id}`,
        `/api/education/user/${member.id}`,
        '/api/referrals',
      ]) {
        counts[path.replace(/\d+/g, ':id')] = await statements(member, path);
      }
      return counts;
    };

    // A session's first read in a process also notes when it was last seen (one write, then none for 5 minutes).
    await statements(member, '/api/user');
    await grow(1);
    const one = await measure();
    await grow(20);
    const twenty = await measure();

    expect(twenty).toEqual(one);
    // The member directory: a page and its total (x-total-count); a search with a term also counts the
    // members' appearances and announces them for analytics, in one transaction (BEGIN, UPDATE, outbox, COMMIT).
    const budget: Record<string, number> = { '/api/users': 2, '/api/users?search=member': 6 };
    expect(Object.entries(one).filter(([path, count]) => count > (budget[path] ?? 1))).toEqual([]);
  });
});
