import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

describe('social: connections, notifications, achievements, recommendations', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const request = (from: Member, to: Member, message?: string) =>
    social.call('POST', '/api/connections', { token: from.token, body: { receiverId: to.id, message } });
  const notifications = async (member: Member) => (await social.call('GET', '/api/notifications', { token: member.token })).body;

  describe('connection requests', () => {
    it('asks, lists pending on both sides, and accepting connects and makes them follow each other', async () => {
      const [ada, sam] = [await social.member({ name: 'Ada' }), await social.member({ name: 'Sam' })];

      const sent = await request(ada, sam, 'Loved your set at the Brudenell');
      const outgoing = await social.call('GET', '/api/connection-requests/sent', { token: ada.token });
      const incoming = await social.call('GET', '/api/connection-requests/received', { token: sam.token });
      const accepted = await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: sam.token });

      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        senderId: ada.id,
        receiverId: sam.id,
        status: 'pending',
        message: 'Loved your set at the Brudenell',
        receiver: { name: 'Sam' },
      });
      expect(outgoing.body.map((r: { id: number }) => r.id)).toEqual([sent.body.id]);
      expect(incoming.body.map((r: { id: number }) => r.id)).toEqual([sent.body.id]);
      expect(accepted.body).toMatchObject({ message: 'You are now connected!', request: { status: 'accepted' } });
      expect((await social.call('GET', '/api/connections', { token: ada.token })).body.map((c: { id: number }) => c.id)).toEqual([sam.id]);
      expect((await social.call('GET', '/api/user/network-stats', { token: sam.token })).body).toEqual({ connections: 1, following: 1, followers: 1 });
      expect((await social.call('GET', '/api/connection-requests/received', { token: sam.token })).body).toEqual([]);
    });

    // Asking back is not a second request: it accepts the first (races.int-spec.ts).
    it("refuses a second pending request with 'Already Requested', and parallel ones create one", async () => {
      const [ada, sam, kim] = [await social.member(), await social.member(), await social.member()];
      await request(ada, sam);

      const again = await request(ada, sam);
      const parallel = await Promise.all(Array.from({ length: 10 }, () => request(kim, sam)));

      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: "You've already sent a connection request to this user.", code: 'ALREADY_REQUESTED' });
      expect(parallel.filter((response) => response.status === 201)).toHaveLength(1);
      expect(parallel.filter((response) => response.status === 409)).toHaveLength(9);
    });

    it('lets only the receiver answer: the sender and a third party get 404, state unchanged', async () => {
      const [ada, sam, eve] = [await social.member(), await social.member(), await social.member()];
      const sent = await request(ada, sam);

      const bySender = await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: ada.token });
      const byThirdParty = await social.call('PUT', `/api/connection-requests/${sent.body.id}/decline`, { token: eve.token });
      const withdrawnByOther = await social.call('DELETE', `/api/connection-requests/${sent.body.id}`, { token: sam.token });
      const declined = await social.call('PUT', `/api/connection-requests/${sent.body.id}/decline`, { token: sam.token });

      expect([bySender.status, byThirdParty.status, withdrawnByOther.status]).toEqual([404, 404, 404]);
      expect(declined.body).toMatchObject({ message: 'Request declined', request: { status: 'rejected' } });
      expect((await request(ada, sam)).status).toBe(201);
    });

    it('refuses yourself, an unknown member and someone already connected; a connection can be removed', async () => {
      const [ada, sam] = [await social.member(), await social.member()];
      const sent = await request(ada, sam);
      await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: sam.token });

      expect((await request(ada, ada)).status).toBe(400);
      expect((await social.call('POST', '/api/connections', { token: ada.token, body: { receiverId: 1999999998 } })).status).toBe(404);
      expect((await request(sam, ada)).body.code).toBe('ALREADY_CONNECTED');
      expect((await social.call('DELETE', `/api/connections/${sam.id}`, { token: ada.token })).status).toBe(204);
      expect((await social.call('GET', '/api/connections', { token: sam.token })).body).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('notifies likes (grouped), comments, follows, mentions, requests and acceptances, newest first', async () => {
      const author = await social.member({ name: 'Author' });
      const fans = [await social.member({ name: 'Fan One' }), await social.member({ name: 'Fan Two' }), await social.member({ name: 'Fan Three' })];
      const post = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'new track' } })).body;
      for (const fan of fans) await social.call('POST', `/api/posts/${post.id}/like`, { token: fan.token });
      await social.call('POST', `/api/posts/${post.id}/like`, { token: author.token });
      await social.call('POST', `/api/posts/${post.id}/comments`, { token: fans[0]!.token, body: { content: 'fire' } });
      await social.call('POST', '/api/posts', { token: fans[1]!.token, body: { content: `shout out @${author.username}` } });
      const sent = await request(fans[2]!, author);

      const list = await eventually(async () => {
        const items = await notifications(author);
        // Each like is its own event, processed apart from the others: wait for all three in the group.
        return items.length === 4 && items.some((n: { type: string; count: number }) => n.type === 'like' && n.count === 3) ? items : null;
      });

      expect(list.map((n: { type: string; subtype: string | null; message: string; count: number }) => [n.type, n.subtype, n.message, n.count])).toEqual([
        ['other', 'connection_request', 'Fan Three wants to connect with you', 1],
        ['other', 'mention', `Fan Two mentioned you in “shout out @${author.username}”`, 1],
        ['comment', null, 'Fan One commented on your post “new track”', 1],
        ['like', null, 'Fan Three and 2 others liked your post “new track”', 3],
      ]);
      expect(list[3].actors.map((a: { name: string }) => a.name)).toEqual(['Fan Three', 'Fan Two', 'Fan One']);
      expect((await social.call('GET', '/api/notifications/unread-count', { token: author.token })).body).toEqual({ count: 4 });

      await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: author.token });
      const fanSees = await eventually(async () => {
        const items = await notifications(fans[2]!);
        return items.some((n: { subtype: string }) => n.subtype === 'connection_accepted') ? items : null;
      });
      // The follows that accepting made are not announced beside the acceptance.
      expect(fanSees.map((n: { message: string }) => n.message)).toEqual(['Author accepted your connection request']);
      await social.call('POST', `/api/users/${fans[0]!.id}/follow`, { token: author.token });
      await eventually(async () => (await notifications(fans[0]!)).some((n: { message: string }) => n.message === 'Author started following you'));
      expect((await notifications(author)).some((n: { type: string }) => n.type === 'follow')).toBe(false);
    });

    it("settles the receiver's request line: read once accepted or declined, gone once withdrawn", async () => {
      const [host, a, b, c] = [await social.member(), await social.member(), await social.member(), await social.member()];
      const [fromA, fromB, fromC] = [await request(a, host), await request(b, host), await request(c, host)];
      const requestLines = async (): Promise<Array<[number, boolean]>> =>
        (await notifications(host))
          .filter((n: { subtype: string }) => n.subtype === 'connection_request')
          .map((n: { relatedId: number; isRead: boolean }): [number, boolean] => [n.relatedId, n.isRead]);
      await eventually(async () => (await requestLines()).length === 3);

      await social.call('PUT', `/api/connection-requests/${fromA.body.id}/accept`, { token: host.token });
      await social.call('PUT', `/api/connection-requests/${fromB.body.id}/decline`, { token: host.token });
      await social.call('DELETE', `/api/connection-requests/${fromC.body.id}`, { token: c.token });

      const settled = await eventually(async () => {
        const lines = await requestLines();
        return lines.length === 2 && lines.every(([, isRead]) => isRead) ? lines : null;
      });
      expect(settled.map(([id]) => id).sort()).toEqual([fromA.body.id, fromB.body.id].sort());
      const accepted = (await notifications(host)).find(
        (n: { relatedId: number; subtype: string }) => n.subtype === 'connection_request' && n.relatedId === fromA.body.id,
      );
      expect(accepted.message).toBe(`You connected with Member ${a.id}`);
      expect((await social.call('GET', '/api/notifications/unread-count', { token: host.token })).body.count).toBe(0);
    });

    it('marks one read (own only) and all read', async () => {
      const [author, fan, stranger] = [await social.member(), await social.member(), await social.member()];
      await social.call('POST', `/api/users/${author.id}/follow`, { token: fan.token });
      const [first] = await eventually(async () => {
        const items = await notifications(author);
        return items.length ? items : null;
      });

      const foreign = await social.call('POST', `/api/notifications/${first.id}/read`, { token: stranger.token });
      const own = await social.call('POST', `/api/notifications/${first.id}/read`, { token: author.token });
      await social.call('POST', '/api/notifications/read-all', { token: author.token });

      expect(foreign.status).toBe(404);
      expect(own.status).toBe(204);
      expect((await social.call('GET', '/api/notifications/unread-count', { token: author.token })).body.count).toBe(0);
    });
  });

  describe('achievements', () => {
    it('awards first_post once, however often the event arrives, and lets only the owner mark it viewed', async () => {
      const [author, other] = [await social.member(), await social.member()];
      await social.call('POST', '/api/posts', { token: author.token, body: { content: 'one' } });
      await social.call('POST', '/api/posts', { token: author.token, body: { content: 'two' } });
      const { rows } = await social.db.query(
        `SELECT payload FROM outbox WHERE name = 'social.post.published.v1' AND payload->'payload'->>'authorId' = $1 LIMIT 1`,
        [String(author.id)],
      );
      await social.publish('social.post.published.v1', author.id, rows[0].payload.payload);

      const unviewed = await eventually(async () => {
        const items = (await social.call('GET', '/api/achievements/unviewed', { token: author.token })).body;
        return items.length ? items : null;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const all = (await social.call('GET', `/api/achievements/${author.id}`, { token: other.token })).body;
      const foreign = await social.call('POST', `/api/achievements/${unviewed[0].id}/mark-viewed`, { token: other.token });
      const own = await social.call('POST', `/api/achievements/${unviewed[0].id}/mark-viewed`, { token: author.token });

      expect(all.filter((a: { type: string }) => a.type === 'first_post')).toEqual([
        expect.objectContaining({ title: 'First Post', icon: 'first-post', level: 1 }),
      ]);
      expect(foreign.status).toBe(404);
      expect(own.status).toBe(204);
      expect((await social.call('GET', '/api/achievements/unviewed', { token: author.token })).body).toEqual([]);
    });

    it('awards founding member, a complete profile, referral milestones and the first connection from events', async () => {
      const member = await social.member({
        isFoundingMember: true,
        bio: 'Drummer',
        location: 'Leeds',
        profileImage: '/uploads/0b6c2a7e-1111-4222-8333-944455556666.webp',
        skills: ['Drums'],
        genres: ['Soul'],
      });
      const friend = await social.member();
      await social.publish('identity.referral.completed.v1', member.id, {
        referralId: 1,
        referrerId: member.id,
        newUserId: friend.id,
        referralCount: 5,
        completedAt: new Date().toISOString(),
      });
      const sent = await request(friend, member);
      await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: member.token });

      const types = await eventually(async () => {
        const items: Array<{ type: string; level: number }> = (await social.call('GET', '/api/achievements', { token: member.token })).body;
        const found = items.map((a) => `${a.type}:${a.level}`).sort();
        return found.length >= 5 ? found : null;
      });

      expect(types).toEqual(['connection_milestone:1', 'founding_member:1', 'profile_complete:1', 'referral_milestone:1', 'referral_milestone:2']);
    });

    it('check returns only what is newly awarded', async () => {
      const member = await social.member();
      await social.db.query(`INSERT INTO posts (user_id, content) VALUES ($1, 'seeded')`, [member.id]);

      const first = await social.call('POST', '/api/achievements/check', { token: member.token });
      const second = await social.call('POST', '/api/achievements/check', { token: member.token });

      expect(first.body.map((a: { type: string }) => a.type)).toEqual(['first_post']);
      expect(second.body).toEqual([]);
    });
  });

  it('recommends people with shared connections, genres and location, never yourself or your connections', async () => {
    const me = await social.member({ genres: ['Jazz'], location: 'Bristol' });
    const friend = await social.member();
    const friendOfFriend = await social.member({ name: 'Mutual Mo' });
    const jazzInBristol = await social.member({ name: 'Jazz Jo', genres: ['jazz'], location: 'bristol' });
    for (const [a, b] of [
      [me, friend],
      [friend, friendOfFriend],
    ] as const) {
      const sent = await request(a, b);
      await social.call('PUT', `/api/connection-requests/${sent.body.id}/accept`, { token: b.token });
    }

    const people = (await social.call('GET', '/api/users/recommendations?limit=20', { token: me.token })).body;

    const ids = people.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(friend.id);
    expect(ids.slice(0, 2)).toEqual([jazzInBristol.id, friendOfFriend.id]);
    expect(people.find((p: { id: number }) => p.id === friendOfFriend.id)).toMatchObject({ mutualConnections: 1, reasons: ['1 mutual connection'] });
    expect(people.find((p: { id: number }) => p.id === jazzInBristol.id).reasons).toEqual(['Also into jazz', 'Also in bristol']);
    expect((await social.call('GET', '/api/users/recommendations', { token: me.token })).body).toHaveLength(4);
  });
});
