import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// Mute (and, below, blocks in the feed): a muted member's posts leave one's home feed — those already there, those fanned out later,
// a big author's merged at read time, and a rebuilt feed — without their being told; unmuting someone one follows
// brings their posts back. Listed for the settings page; never oneself; an unknown member is a 404.
describe('social: mute', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    // A low threshold so a "big author" (merged at read time) takes part with a handful of followers.
    social = await SocialUnderTest.start({ FEED_PUSH_MAX_FOLLOWERS: '2' });
  });

  afterAll(async () => {
    await social?.stop();
  });

  const post = async (member: Member, content: string) =>
    (await social.call('POST', '/api/posts', { token: member.token, body: { content } })).body.id as number;
  const feedIds = async (member: Member) => (await social.call('GET', '/api/posts', { token: member.token })).body.map((item: { id: number }) => item.id);
  const follow = (follower: Member, followed: Member) => social.call('POST', `/api/users/${followed.id}/follow`, { token: follower.token });
  const mute = (member: Member, other: Member, method: 'PUT' | 'DELETE' = 'PUT') => social.call(method, `/api/users/${other.id}/mute`, { token: member.token });

  it('takes a muted member out of the feed now and later, and brings them back on unmute', async () => {
    const [reader, loud, quiet] = [await social.member(), await social.member({ name: 'Loud Larry' }), await social.member()];
    await feedIds(reader);
    await follow(reader, loud);
    await follow(reader, quiet);
    const before = await post(loud, 'before the mute');
    const kept = await post(quiet, 'still welcome');
    await eventually(async () => (await feedIds(reader)).length === 2);

    expect((await mute(reader, loud)).body).toEqual({ muted: true });
    expect((await mute(reader, loud)).body).toEqual({ muted: true });
    expect(await feedIds(reader)).toEqual([kept]);
    const after = await post(loud, 'after the mute');
    const marker = await post(quiet, 'after the mute too');
    await eventually(async () => (await feedIds(reader))[0] === marker);
    expect(await feedIds(reader)).toEqual([marker, kept]);
    expect((await social.call('GET', `/api/users/${loud.id}/mute`, { token: reader.token })).body).toEqual({ muted: true });
    // Loud Larry is not told, and still sees his own posts and follows as before.
    expect((await social.call('GET', `/api/users/${reader.id}/mute`, { token: loud.token })).body).toEqual({ muted: false });
    expect(await feedIds(loud)).toEqual([after, before]);
    const listed = (await social.call('GET', '/api/user/mutes', { token: reader.token })).body;
    expect(listed).toEqual([{ id: loud.id, name: 'Loud Larry', username: loud.username, profileImage: null, mutedAt: expect.any(String) }]);

    // A feed built again (a member back after a long time) leaves them out too.
    await social.db.query(`UPDATE member_feeds SET last_seen_at = now() - interval '60 days' WHERE owner_id = $1`, [reader.id]);
    expect(await feedIds(reader)).toEqual([marker, kept]);

    expect((await mute(reader, loud, 'DELETE')).body).toEqual({ muted: false });
    expect(await feedIds(reader)).toEqual([marker, after, kept, before]);
    expect((await social.call('GET', '/api/user/mutes', { token: reader.token })).body).toEqual([]);
  });

  it("leaves a muted big author's posts out of the feed, though they are merged at read time", async () => {
    const star = await social.member();
    const fans = [await social.member(), await social.member(), await social.member()];
    for (const fan of fans) {
      await feedIds(fan);
      await follow(fan, star);
    }
    await mute(fans[0]!, star);
    const hit = await post(star, 'new single out now');
    await eventually(async () => (await social.db.query(`SELECT 1 FROM big_authors WHERE user_id = $1`, [star.id])).rowCount);
    expect(await feedIds(fans[1]!)).toContain(hit);
    expect(await feedIds(fans[0]!)).not.toContain(hit);
  });

  it('keeps two members apart in each other’s feeds while either blocks the other (messaging’s events), in order', async () => {
    const [ada, ben] = [await social.member(), await social.member()];
    await feedIds(ada);
    await feedIds(ben);
    await follow(ada, ben);
    await follow(ben, ada);
    const fromBen = await post(ben, 'from Ben');
    const fromAda = await post(ada, 'from Ada');
    await eventually(async () => (await feedIds(ada)).includes(fromBen) && (await feedIds(ben)).includes(fromAda));
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

    await social.publish('messaging.member.blocked.v1', ada.id, { blockerId: ada.id, blockedId: ben.id, at: at(10) }, 'messaging');
    await eventually(async () => !(await feedIds(ada)).includes(fromBen) && !(await feedIds(ben)).includes(fromAda));
    const later = await post(ben, 'while blocked');
    const marker = await post(ada, 'marker');
    await eventually(async () => (await feedIds(ada))[0] === marker);
    expect(await feedIds(ada)).toEqual([marker, fromAda]);

    // A late, older unblock changes nothing; the newer one brings the followed posts back.
    await social.publish('messaging.member.unblocked.v1', ada.id, { blockerId: ada.id, blockedId: ben.id, at: at(20) }, 'messaging');
    await social.publish('messaging.member.unblocked.v1', ada.id, { blockerId: ada.id, blockedId: ben.id, at: at(1) }, 'messaging');
    await eventually(async () => (await feedIds(ada)).includes(later));
    expect(await feedIds(ada)).toEqual([marker, later, fromAda, fromBen]);
    expect(await feedIds(ben)).toEqual(expect.arrayContaining([fromAda, marker]));
  });

  it('never mutes oneself, and answers 404 for an unknown member', async () => {
    const member = await social.member();
    const self = await mute(member, member);
    expect([self.status, self.body.code]).toEqual([400, 'CANNOT_MUTE_SELF']);
    expect((await social.call('PUT', '/api/users/1999999999/mute', { token: member.token })).status).toBe(404);
    expect((await social.call('PUT', '/api/users/abc/mute', { token: member.token })).status).toBe(400);
  });
});
