import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { eventually, userSnapshot } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

interface Line {
  id: number;
  type: string;
  subtype: string | null;
  relatedId: number | null;
  message: string;
  count: number;
  isRead: boolean;
  settled: boolean;
  actors: Array<{ name: string }>;
}

// The bell's lines as members read them (issue 9 §3): grouped per post and kind, naming the post,
// and a connection request's line settled once it is answered.
describe('social: notification lines', () => {
  let social: SocialUnderTest;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
  });

  afterAll(async () => {
    await social?.stop();
  });

  const lines = async (member: Member): Promise<Line[]> => (await social.call('GET', '/api/notifications', { token: member.token })).body;
  const named = (name: string) => social.member({ name });
  const snapshot = (member: Member, name: string) => userSnapshot(member.id, { username: member.username, name });

  it('groups likes by member, not by event, and names the post by its first words', async () => {
    const [author, ben, cat] = [await named('Author'), await named('Ben'), await named('Cat')];
    const post = (
      await social.call('POST', '/api/posts', {
        token: author.token,
        body: { content: 'Booking a #LiveMusic run in Leeds next month and need a drummer.\nDM me.' },
      })
    ).body;
    // Ben likes, takes it back and likes again: still one member.
    await social.call('POST', `/api/posts/${post.id}/like`, { token: ben.token });
    await social.call('DELETE', `/api/posts/${post.id}/like`, { token: ben.token });
    await social.call('POST', `/api/posts/${post.id}/like`, { token: ben.token });
    await eventually(async () => (await lines(author)).length === 1);
    await social.call('POST', `/api/posts/${post.id}/like`, { token: cat.token });

    const [line] = await eventually(async () => {
      const found = await lines(author);
      return found[0]?.actors.length === 2 ? found : null;
    });
    expect(line!.message).toBe('Cat and 1 other liked your post “Booking a #LiveMusic run in Leeds next…”');
    expect(line!.count).toBe(2);
    expect(line!.actors.map((a) => a.name)).toEqual(['Cat', 'Ben']);
  });

  it('announces every line written for the bell with the unread count as it stands (messaging pushes it live)', async () => {
    const [author, ben] = [await named('Author'), await named('Ben')];
    const post = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'Live tonight' } })).body;
    await social.call('POST', `/api/posts/${post.id}/like`, { token: ben.token });
    await social.call('POST', `/api/posts/${post.id}/comments`, { token: ben.token, body: { content: 'See you there' } });

    const announced = await eventually(async () => {
      const { rows } = await social.db.query(
        `SELECT payload->'payload' AS event FROM outbox WHERE name = 'social.notification.created.v1' AND key = $1 ORDER BY id`,
        [String(author.id)],
      );
      return rows.length === 2 ? rows.map((row) => row.event) : null;
    });

    // The like and the comment are consumed side by side, in either order; each count is the one after it.
    expect(announced.map((event) => event.unreadCount)).toEqual([1, 2]);
    expect(announced.map((event) => event.type).sort()).toEqual(['comment', 'like']);
    expect(announced.every((event) => event.userId === author.id && event.relatedId === post.id)).toBe(true);
    expect(announced.find((event) => event.type === 'comment')).toMatchObject({ message: expect.stringContaining('Ben commented') });
    expect(announced.map((event) => event.notificationId).sort()).toEqual((await lines(author)).map((line) => line.id).sort());
  });

  it("reads a grouped line with the members' current names", async () => {
    const [author, ben, cat] = [await named('Author'), await named('Ben'), await named('Cat')];
    const post = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'New track out' } })).body;
    await social.call('POST', `/api/posts/${post.id}/like`, { token: ben.token });
    await social.call('POST', `/api/posts/${post.id}/like`, { token: cat.token });
    await eventually(async () => (await lines(author))[0]?.count === 2);

    await social.updateMember(snapshot(cat, 'Catherine Hale'), ['name']);
    const line = await eventually(async () => {
      const [first] = await lines(author);
      return first?.actors[0]?.name === 'Catherine Hale' ? first : null;
    });
    expect(line.message).toBe('Catherine Hale and 1 other liked your post “New track out”');
  });

  it('names the post on comments and mentions too', async () => {
    const [author, fan] = [await named('Author'), await named('Fan')];
    const post = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'Mixing the EP tonight' } })).body;
    await social.call('POST', `/api/posts/${post.id}/comments`, { token: fan.token, body: { content: 'Send it over' } });
    await social.call('POST', '/api/posts', { token: fan.token, body: { content: `Studio with @${author.username}` } });

    const found = await eventually(async () => {
      const all = await lines(author);
      return all.length === 2 ? all : null;
    });
    expect(found.map((n) => n.message)).toEqual([
      `Fan mentioned you in “Studio with @${author.username}”`,
      'Fan commented on your post “Mixing the EP tonight”',
    ]);
  });

  it("rings the poster's bell for an application and the applicant's for the decision (jobs-events' events)", async () => {
    const [poster, applicant] = [await named('Paula Poster'), await named('Ada Applicant')];
    const application = { applicationId: 71, jobId: 9001, jobTitle: 'Session bassist for a Friday residency', applicantId: applicant.id, posterId: poster.id };

    await social.publish('jobs-events.application.submitted.v1', application.jobId, application, 'jobs-events');
    await social.publish('jobs-events.application.decided.v1', application.jobId, { ...application, status: 'shortlisted' }, 'jobs-events');
    const [toPoster] = await eventually(async () => ((await lines(poster)).length ? lines(poster) : null));
    const [toApplicant] = await eventually(async () => ((await lines(applicant)).length ? lines(applicant) : null));

    expect(toPoster).toMatchObject({
      subtype: 'job_application',
      relatedId: 9001,
      message: 'Ada Applicant applied for your job “Session bassist for a Friday residency”',
    });
    expect(toApplicant).toMatchObject({
      subtype: 'application_update',
      relatedId: 9001,
      message: 'Your application for “Session bassist for a Friday residency” was shortlisted',
    });
  });

  it("settles a request's line once answered: no 'wants to connect' after a decline; gone once withdrawn", async () => {
    const host = await named('Host');
    const [ada, ben, cat, dan] = [await named('Ada Byron'), await named('Ben Ng'), await named('Cat Ray'), await named('Dan Oh')];
    const ask = async (from: Member) => (await social.call('POST', '/api/connections', { token: from.token, body: { receiverId: host.id } })).body.id as number;
    const [fromAda, fromBen, fromCat, fromDan] = [await ask(ada), await ask(ben), await ask(cat), await ask(dan)];
    await eventually(async () => (await lines(host)).length === 4);

    await social.call('PUT', `/api/connection-requests/${fromAda}/accept`, { token: host.token });
    await social.call('PUT', `/api/connection-requests/${fromBen}/decline`, { token: host.token });
    await social.call('DELETE', `/api/connection-requests/${fromCat}`, { token: cat.token });

    const settled = await eventually(async () => {
      const all = (await lines(host)).filter((n) => n.subtype === 'connection_request');
      return all.length === 3 && all.filter((n) => n.settled).length === 2 ? all : null;
    });
    const byRequest = new Map(settled.map((n) => [n.relatedId, n]));
    expect(byRequest.get(fromBen)).toMatchObject({ message: "You declined Ben Ng's connection request", isRead: true, settled: true });
    expect(byRequest.get(fromAda)).toMatchObject({ message: 'You connected with Ada Byron', isRead: true, settled: true });
    expect(byRequest.get(fromDan)).toMatchObject({ message: 'Dan Oh wants to connect with you', isRead: false, settled: false });
    expect(byRequest.has(fromCat)).toBe(false);
    expect(settled.filter((n) => n.message.includes('wants to connect'))).toHaveLength(1);
  });
});
