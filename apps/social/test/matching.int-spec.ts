import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MATCH_INTRO } from '../src/matching/matching.service';
import { eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// AI matching: suggestions from real profile fields with reasons true of both members, never
// oneself, a connection or someone who opted out; contact sends the request; free members refused.
describe('social: AI matching', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => social.call(method, path, { token: member.token, body });
  type Suggestion = { user: { id: number }; score: number; reasons: string[] };
  const suggested = async (member: Member) => (await call(member, 'GET', '/api/ai-matching/suggestions')).body as Suggestion[];

  it('suggests complementary members with true reasons, never oneself, a connection or the opted-out; contact sends the request', async () => {
    const ada = await social.member({
      name: 'Ada Okafor',
      type: 'musician',
      location: 'Leeds',
      genres: ['Soul', 'Funk'],
      skills: ['Vocals'],
      subscriptionTier: 'pro',
    });
    const pat = await social.member({ name: 'Pat Ellis', type: 'producer', location: 'leeds', genres: ['soul', 'House'], skills: [] });
    const kit = await social.member({ name: 'Kit Moore', type: 'sound_engineer', location: 'Glasgow', genres: ['Funk'], skills: ['Vocals'] });
    const friend = await social.member({ name: 'Fran Lee', type: 'producer', location: 'Leeds', genres: ['Soul'] });
    const hidden = await social.member({ name: 'Hal Ng', type: 'producer', location: 'Leeds', genres: ['Soul', 'Funk'], subscriptionTier: 'pro' });
    const stranger = await social.member({ name: 'Sol Tan', type: 'manufacturer', location: 'Cardiff', genres: ['Metal'] });
    await social.db.query(`INSERT INTO connections (user_id, other_id) VALUES ($1, $2), ($2, $1)`, [ada.id, friend.id]);
    // Hal opts out of being suggested.
    expect((await call(hidden, 'PUT', '/api/ai-matching/preferences', { optedOut: true })).status).toBe(200);

    const preferences = (await call(ada, 'GET', '/api/ai-matching/preferences')).body;
    expect(preferences).toMatchObject({ genres: ['Soul', 'Funk'], location: 'Leeds', remoteOnly: false, optedOut: false });
    expect(preferences.lookingFor).toEqual(expect.arrayContaining(['producer', 'sound_engineer']));

    const first = await suggested(ada);
    const ids = first.map((suggestion) => suggestion.user.id);
    expect(ids).not.toContain(ada.id);
    expect(ids).not.toContain(friend.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(stranger.id);
    expect(ids.slice(0, 2)).toEqual([pat.id, kit.id]);
    expect(first[0]).toMatchObject({ score: 55, reasons: ['You look for producers; Pat is a producer', 'Both into soul', 'Based in leeds, like you'] });
    expect(first[1]).toMatchObject({ score: 45, reasons: ['You look for sound engineers; Kit is a sound engineer', 'Both into Funk', 'Both list Vocals'] });
    // Stable between reads.
    expect(await suggested(ada)).toEqual(first);

    // Contact Pat: a connection request with the intro text, and Pat leaves the suggestions.
    const after = (await call(ada, 'POST', '/api/ai-matching/contact', { matchedUserId: pat.id })).body as Suggestion[];
    expect(after.map((suggestion) => suggestion.user.id)).not.toContain(pat.id);
    const received = (await call(pat, 'GET', '/api/connection-requests/received')).body as Array<{ senderId: number; message: string | null }>;
    expect(received.find((request) => request.senderId === ada.id)).toMatchObject({ message: MATCH_INTRO });

    // Decline Kit: not suggested again, even after the preferences change and suggestions are recomputed.
    expect((await call(ada, 'POST', `/api/ai-matching/suggestions/${kit.id}/decline`)).status).toBe(200);
    const declinedStranger = await call(ada, 'POST', `/api/ai-matching/suggestions/${stranger.id}/decline`);
    expect([declinedStranger.status, declinedStranger.body]).toEqual([200, expect.any(Array)]);
    await call(ada, 'PUT', '/api/ai-matching/preferences', { genres: ['Soul', 'Funk', 'Jazz'] });
    expect((await suggested(ada)).map((suggestion) => suggestion.user.id)).not.toContain(kit.id);
  });

  it('leaves out a member either side has blocked, as messaging announces it, until the block is lifted', async () => {
    const ada = await social.member({ name: 'Ada Quist', type: 'musician', location: 'York', genres: ['Grime'], subscriptionTier: 'pro' });
    const [pat, kit] = [
      await social.member({ name: 'Pat Quinn', type: 'producer', location: 'York', genres: ['Grime'] }),
      await social.member({ name: 'Kit Quayle', type: 'producer', location: 'York', genres: ['Grime'] }),
    ];
    const ids = async () => (await suggested(ada)).map((suggestion) => suggestion.user.id);
    const recompute = () => call(ada, 'PUT', '/api/ai-matching/preferences', { genres: ['Grime'] });
    expect(await ids()).toEqual(expect.arrayContaining([pat.id, kit.id]));
    const blockedAt = new Date();

    // Pat blocks Ada: Pat leaves her stored suggestions at once, and a recomputation does not bring him back.
    await social.publish('messaging.member.blocked.v1', pat.id, { blockerId: pat.id, blockedId: ada.id, at: blockedAt.toISOString() }, 'messaging');
    await eventually(async () => !(await ids()).includes(pat.id));
    await recompute();
    expect(await ids()).not.toContain(pat.id);
    expect(await ids()).toContain(kit.id);
    // An unblock older than the block (delivered late) changes nothing; a newer one lifts it.
    const stale = new Date(blockedAt.getTime() - 1000).toISOString();
    await social.publish('messaging.member.unblocked.v1', pat.id, { blockerId: pat.id, blockedId: ada.id, at: stale }, 'messaging');
    // Ada blocks Kit (the other direction) after it: once that is applied, the stale unblock was too.
    await social.publish('messaging.member.blocked.v1', ada.id, { blockerId: ada.id, blockedId: kit.id, at: new Date().toISOString() }, 'messaging');
    await eventually(async () => !(await ids()).includes(kit.id));
    await recompute();
    expect(await ids()).not.toContain(pat.id);
    const lifted = new Date(blockedAt.getTime() + 1000).toISOString();
    await social.publish('messaging.member.unblocked.v1', pat.id, { blockerId: pat.id, blockedId: ada.id, at: lifted }, 'messaging');
    await eventually(async () => {
      await recompute();
      return (await ids()).includes(pat.id);
    });
    expect(await ids()).not.toContain(kit.id);
  });

  it('refuses free members on every matching call', async () => {
    const free = await social.member();
    for (const [method, path, body] of [
      ['GET', '/api/ai-matching/suggestions'],
      ['GET', '/api/ai-matching/preferences'],
      ['PUT', '/api/ai-matching/preferences', { remoteOnly: true }],
      ['POST', '/api/ai-matching/contact', { matchedUserId: free.id }],
    ] as const) {
      const answer = await call(free, method, path, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    }
  });
});
