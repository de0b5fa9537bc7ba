import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';

import { NOTIFICATION_PREFERENCE_GROUPS } from '@stave/contracts';
import { eventually, userSnapshot } from '@stave/platform/testing';
import { EventSender, SocialUnderTest, type Member } from './harness';

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

// The bell's lines as members read them: grouped per post and kind, naming the post,
// and a connection request's line settled once it is answered.
describe('social: notification lines', () => {
  let social: SocialUnderTest;
  let jobsEvents: EventSender;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    jobsEvents = await EventSender.connect();
  });

  afterAll(async () => {
    await jobsEvents?.close();
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

  it('writes no line of a group the member turned off (nor announces or counts one), and writes them again once it is back on', async () => {
    const [author, fan, cat] = [await named('Author'), await named('Fan'), await named('Cat')];
    const preferences = (body?: unknown) => social.call(body === undefined ? 'GET' : 'PUT', '/api/notifications/preferences', { token: author.token, body });
    const unread = async () => (await social.call('GET', '/api/notifications/unread-count', { token: author.token })).body.count;
    // Once the notifications consumer has applied the event announced for the post, a line it did not write is
    // not written, rather than late.
    const applied = (name: string, inboxKey: string, postId: number) =>
      eventually(async () => {
        const { rows } = await social.db.query(
          `SELECT 1 FROM outbox o JOIN inbox i ON i.event_id = o.event_id AND i.consumer = $3
            WHERE o.name = $1 AND o.payload->'payload'->>'postId' = $2`,
          [name, String(postId), `social:${inboxKey}`],
        );
        return rows.length > 0;
      });
    const allOn = Object.fromEntries(NOTIFICATION_PREFERENCE_GROUPS.map((group) => [group, true]));
    expect((await preferences()).body).toEqual(allOn);

    const off = await preferences({ likes: false, mentions: false });
    const post = (await social.call('POST', '/api/posts', { token: author.token, body: { content: 'Rehearsal notes' } })).body;
    await social.call('POST', `/api/posts/${post.id}/like`, { token: fan.token });
    const mention = (await social.call('POST', '/api/posts', { token: fan.token, body: { content: `Rehearsing with @${author.username}` } })).body;
    await social.call('POST', `/api/posts/${post.id}/comments`, { token: fan.token, body: { content: 'Good notes' } });
    await applied('social.post.liked.v1', 'NotificationsConsumer.onLiked', post.id);
    await applied('social.post.published.v1', 'NotificationsConsumer.onPublished', mention.id);
    const afterOff = await eventually(async () => ((await lines(author)).length > 0 ? lines(author) : null));

    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ...allOn, likes: false, mentions: false });
    expect(afterOff.map((n) => n.type)).toEqual(['comment']);
    expect(await unread()).toBe(1);
    const { rows: announced } = await social.db.query(`SELECT 1 FROM outbox WHERE name = 'social.notification.created.v1' AND key = $1`, [String(author.id)]);
    expect(announced).toHaveLength(1);
    // A typo or a non-boolean is refused, and changes nothing.
    expect((await preferences({ likes: true, reposts: false })).status).toBe(400);
    expect((await preferences({ likes: 'yes' })).status).toBe(400);
    expect((await preferences()).body).toEqual({ ...allOn, likes: false, mentions: false });

    // Likes back on (mentions stay off): the next like is a line of its own; the one made while off is in no count.
    const on = await preferences({ likes: true });
    await social.call('POST', `/api/posts/${post.id}/like`, { token: cat.token });
    const like = await eventually(async () => (await lines(author)).find((n) => n.type === 'like'));

    expect(on.body).toEqual({ ...allOn, mentions: false });
    expect(like).toMatchObject({ count: 1, actors: [expect.objectContaining({ name: 'Cat' })], message: 'Cat liked your post “Rehearsal notes”' });
    expect(await unread()).toBe(2);
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

  it("keeps one line per application, its newest decision's, whatever the producers' clocks say or however late an older one arrives", async () => {
    const [poster, applicant] = [await named('Paula Poster'), await named('Ada Applicant')];
    const applicationId = randomInt(10_000_000, 2_000_000_000);
    const application = { applicationId, jobId: applicationId, jobTitle: 'Touring drummer', applicantId: applicant.id, posterId: poster.id };
    const start = Date.now();
    const decided = (status: 'shortlisted' | 'declined', decision: number, occurredMs: number) =>
      jobsEvents.send(
        'jobs-events.application.decided.v1',
        application.jobId,
        { ...application, status, decision },
        { occurredAt: new Date(occurredMs).toISOString() },
      );
    const decisionLines = async () => (await lines(applicant)).filter((line) => line.subtype === 'application_update');

    // Two processes decided, one after the other, under the application's lock; the second one's clock is
    // 50 ms behind, so its event reads as older. Then a copy of the first arrives late (sent again).
    await decided('shortlisted', 1, start + 50);
    await decided('declined', 2, start);
    const [newest] = await eventually(async () => {
      const all = await decisionLines();
      return all.some((line) => line.message.endsWith('was not taken forward')) ? all : null;
    });
    expect(newest!.message).toBe('Your application for “Touring drummer” was not taken forward');
    await decided('shortlisted', 1, start + 100);
    // And a third decision, to show the late copy was read and passed over, not still on its way.
    await decided('shortlisted', 3, start + 10);
    const settled = await eventually(async () => {
      const all = await decisionLines();
      return all.length === 1 && all[0]!.message.endsWith('was shortlisted') && (await lines(applicant)).length === 1 ? all : null;
    });

    expect(settled).toEqual([
      expect.objectContaining({ relatedId: application.jobId, isRead: false, message: 'Your application for “Touring drummer” was shortlisted' }),
    ]);
    // Read, then decided again: the new decision is a new unread line, in place of the read one.
    await social.call('POST', `/api/notifications/${settled[0]!.id}/read`, { token: applicant.token });
    await decided('declined', 4, start + 20);
    const replaced = await eventually(async () => {
      const all = await lines(applicant);
      return all.length === 1 && all[0]!.id !== settled[0]!.id ? all : null;
    });
    expect(replaced).toEqual([expect.objectContaining({ isRead: false, message: 'Your application for “Touring drummer” was not taken forward' })]);
  });

  it("tells each side of a booking what the other did, one line per booking, its newest move's; the mover hears nothing", async () => {
    const [fran, ben] = [await named('Fixer Fran'), await named('Bassist Ben')];
    const bookingId = randomInt(10_000_000, 2_000_000_000);
    const moved = (status: string, byId: number | null, version: number, note: string | null = null) =>
      jobsEvents.send('jobs-events.booking.changed.v1', bookingId, {
        bookingId,
        hirerId: fran.id,
        musicianId: ben.id,
        byId,
        status,
        role: 'Bass (electric)',
        startsAt: '2027-07-17T18:00:00.000Z',
        endsAt: '2027-07-17T22:30:00.000Z',
        feePence: 20_600,
        depositPence: 0,
        feeDuePence: status === 'cancelled' ? 20_600 : null,
        note,
        version,
      } as never);
    const bookingLines = async (member: Member) => (await lines(member)).filter((line) => line.subtype === 'booking');

    await moved('offered', fran.id, 1);
    const [offer] = await eventually(async () => ((await bookingLines(ben)).length ? bookingLines(ben) : null));
    expect(offer).toMatchObject({ relatedId: bookingId, message: 'Fixer Fran offered you a booking: “Bass (electric)” on Sat 17 Jul, 19:00' });
    expect(await bookingLines(fran)).toEqual([]);

    await moved('accepted', ben.id, 2);
    await moved('confirmed', null, 3);
    // A copy of the acceptance arriving late changes nothing.
    await moved('accepted', ben.id, 2);
    const settled = await eventually(async () => {
      const [forFran, forBen] = [await bookingLines(fran), await bookingLines(ben)];
      return forFran.length === 1 && forFran[0]!.message.endsWith('is confirmed') && forBen[0]?.message.endsWith('is confirmed') ? { forFran, forBen } : null;
    });
    expect(settled.forFran.map((line) => line.message)).toEqual(['Your booking for “Bass (electric)” on Sat 17 Jul, 19:00 is confirmed']);
    expect(settled.forBen).toHaveLength(1);

    // Money at Stripe (a payment line in the timeline, Stave's): both sides told, in the timeline's words.
    await moved('payment', null, 4, '£50.00 refunded to the hirer');
    const refunded = await eventually(async () => {
      const [forFran, forBen] = [await bookingLines(fran), await bookingLines(ben)];
      return forFran[0]?.message.includes('refunded') && forBen[0]?.message.includes('refunded') ? [forFran[0].message, forBen[0].message] : null;
    });
    expect(refunded).toEqual(Array(2).fill('“Bass (electric)” on Sat 17 Jul, 19:00: £50.00 refunded to the hirer'));

    await moved('cancelled', fran.id, 5);
    const cancelled = await eventually(async () => {
      const forBen = await bookingLines(ben);
      return forBen[0]?.message.includes('cancelled') ? forBen : null;
    });
    expect(cancelled.map((line) => line.message)).toEqual(['Fixer Fran cancelled the booking for “Bass (electric)” on Sat 17 Jul, 19:00']);
    expect((await bookingLines(fran)).map((line) => line.message)).toEqual(['“Bass (electric)” on Sat 17 Jul, 19:00: £50.00 refunded to the hirer']);
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

  describe("jobs-events' events", () => {
    // Far from other tests' ids: the topics are shared.
    const newEventId = () => randomInt(10_000_000, 2_000_000_000);
    const announced = async (member: Member) =>
      (
        await social.db.query(`SELECT payload->'payload' AS event FROM outbox WHERE name = 'social.notification.created.v1' AND key = $1 ORDER BY id`, [
          String(member.id),
        ])
      ).rows.map((row) => row.event);

    it('tells the organiser who answers their event: one line per member, rewritten as they change their mind, taken back when they withdraw; never their own', async () => {
      const [organiser, ada, ben] = [await named('Olu Organiser'), await named('Ada Lovelace'), await named('Ben Ng')];
      const eventId = newEventId();
      // Each answer a little later than the one before: two sent in the same millisecond would tie on
      // the time a rewritten line is dated by, and the list's order would be the ids'.
      const start = Date.now();
      let sent = 0;
      const rsvp = (userId: number, status: 'going' | 'interested' | 'withdrawn') =>
        jobsEvents.send(
          'jobs-events.rsvp.changed.v1',
          eventId,
          { eventId, eventTitle: 'Leeds jazz jam', organizerId: organiser.id, userId, status },
          { occurredAt: new Date(start + ++sent * 10).toISOString() },
        );

      // One key: one partition, applied in this order.
      await rsvp(ada.id, 'interested');
      await rsvp(organiser.id, 'going');
      await rsvp(ben.id, 'going');
      await rsvp(ada.id, 'going');
      const first = await eventually(async () => {
        const all = await lines(organiser);
        return all.length === 2 && all.some((n) => n.message.startsWith('Ada Lovelace is going')) ? all : null;
      });
      expect(first).toEqual([
        expect.objectContaining({
          type: 'event_rsvp',
          subtype: null,
          relatedId: eventId,
          count: 1,
          isRead: false,
          message: 'Ada Lovelace is going to your event “Leeds jazz jam”',
        }),
        expect.objectContaining({
          type: 'event_rsvp',
          subtype: null,
          relatedId: eventId,
          count: 1,
          isRead: false,
          message: 'Ben Ng is going to your event “Leeds jazz jam”',
        }),
      ]);
      expect(first[0]!.actors.map((a) => a.name)).toEqual(['Ada Lovelace']);

      // Ben withdraws: his unread line goes. Once Ada's is read, a new answer is a new line.
      await social.call('POST', `/api/notifications/${first[0]!.id}/read`, { token: organiser.token });
      await rsvp(ben.id, 'withdrawn');
      await rsvp(ada.id, 'interested');
      const after = await eventually(async () => {
        const all = await lines(organiser);
        return all.length === 2 && all[0]!.message.includes('interested') ? all : null;
      });
      expect(after.map((n) => [n.message, n.isRead])).toEqual([
        ['Ada Lovelace is interested in your event “Leeds jazz jam”', false],
        ['Ada Lovelace is going to your event “Leeds jazz jam”', true],
      ]);
      expect(await lines(ada)).toEqual([]);
      expect((await lines(organiser)).some((n) => n.message.startsWith('Olu'))).toBe(false);
    });

    it('tells those who answered that an event was cancelled, moved or has a new date (London time), once however often it arrives; not the organiser', async () => {
      const [organiser, ada, ben] = [await named('Olu Organiser'), await named('Ada Lovelace'), await named('Ben Ng')];
      const eventId = newEventId();
      const changed = (change: 'cancelled' | 'rescheduled' | 'moved', startDate: string, id?: string) =>
        jobsEvents.send(
          'jobs-events.event.changed.v1',
          eventId,
          {
            eventId,
            title: 'Leeds jazz jam at the Brudenell, with a house band and open mic',
            startDate,
            organizerId: organiser.id,
            change,
            attendeeIds: [ben.id, organiser.id, ada.id, ada.id],
          },
          { id },
        );

      const rescheduled = await changed('rescheduled', '2025-12-06T19:00:00Z');
      await changed('rescheduled', '2025-12-06T19:00:00Z', rescheduled);
      await changed('moved', '2025-12-06T19:00:00Z');
      await changed('cancelled', '2025-12-06T19:00:00Z');
      for (const member of [ada, ben]) {
        const all = await eventually(async () => {
          const found = await lines(member);
          return found.length === 3 ? found : null;
        });
        expect(all.map((n) => n.message).sort()).toEqual([
          '“Leeds jazz jam at the Brudenell, with a…” has a new date: Sat 6 Dec, 19:00',
          '“Leeds jazz jam at the Brudenell, with a…” has been cancelled',
          '“Leeds jazz jam at the Brudenell, with a…” has moved to a new place',
        ]);
        expect(all.every((n) => n.type === 'other' && n.subtype === 'event_update' && n.relatedId === eventId && !n.isRead)).toBe(true);
        expect(all[0]!.actors.map((a) => a.name)).toEqual(['Olu Organiser']);
        // Each line announced for the live bell, the unread count after it.
        const events = await eventually(async () => ((await announced(member)).length === 3 ? announced(member) : null));
        expect(events.map((e) => e.unreadCount)).toEqual([1, 2, 3]);
        expect(events.map((e) => e.notificationId).sort()).toEqual(all.map((n) => n.id).sort());
      }
      // The redelivered change stayed one line (above), and the organiser heard nothing of their own change.
      expect(await lines(organiser)).toEqual([]);
    });

    it('reminds those going the day before, in London time, with the place when there is one', async () => {
      const [ada, ben] = [await named('Ada Lovelace'), await named('Ben Ng')];
      const eventId = newEventId();
      // Summer time: 18:00 UTC is 19:00 in London.
      const reminder = { eventId, title: 'Open mic', startDate: '2025-07-05T18:00:00.000Z', attendeeIds: [ada.id] };
      const sentAt = { occurredAt: '2025-07-04T18:00:00.000Z' };
      const id = await jobsEvents.send('jobs-events.event.reminder.v1', eventId, { ...reminder, location: 'The Brudenell Social Club, Leeds' }, sentAt);
      await jobsEvents.send('jobs-events.event.reminder.v1', eventId, { ...reminder, location: 'The Brudenell Social Club, Leeds' }, { ...sentAt, id });
      await jobsEvents.send('jobs-events.event.reminder.v1', eventId, { ...reminder, location: null, attendeeIds: [ben.id] }, sentAt);

      const [toBen] = await eventually(async () => ((await lines(ben)).length ? lines(ben) : null));
      const toAda = await lines(ada);
      expect(toAda).toEqual([
        expect.objectContaining({
          type: 'other',
          subtype: 'event_reminder',
          relatedId: eventId,
          actors: [],
          message: 'Reminder: “Open mic” starts tomorrow at 19:00 at The Brudenell Social Club, Leeds',
        }),
      ]);
      expect(toBen).toMatchObject({ subtype: 'event_reminder', message: 'Reminder: “Open mic” starts tomorrow at 19:00' });
    });

    it('writes a message of 500 attendees as 500 lines, each announced with its own unread count', async () => {
      const [organiser, ada] = [await named('Olu Organiser'), await named('Ada Lovelace')];
      const eventId = newEventId();
      const others = new Set<number>();
      while (others.size < 499) others.add(randomInt(10_000_000, 2_000_000_000));
      await jobsEvents.send('jobs-events.event.changed.v1', eventId, {
        eventId,
        title: 'Festival day',
        startDate: '2026-06-20T11:00:00Z',
        organizerId: organiser.id,
        change: 'cancelled',
        attendeeIds: [ada.id, ...others],
      });

      const written = await eventually(async () => {
        const { rows } = await social.db.query(`SELECT user_id FROM notifications WHERE related_id = $1 AND subtype = 'event_update'`, [eventId]);
        return rows.length === 500 ? rows : null;
      });
      expect(new Set(written.map((row) => row.user_id)).size).toBe(500);
      const { rows } = await social.db.query(
        `SELECT count(*)::int AS n, count(DISTINCT key)::int AS members, max((payload->'payload'->>'unreadCount')::int) AS most
           FROM outbox WHERE name = 'social.notification.created.v1' AND payload->'payload'->>'relatedId' = $1`,
        [String(eventId)],
      );
      expect(rows[0]).toEqual({ n: 500, members: 500, most: 1 });
      expect((await lines(ada)).map((n) => n.message)).toEqual(['“Festival day” has been cancelled']);
    });
  });
  describe("the marketplace's events", () => {
    const newListingId = () => randomInt(10_000_000, 2_000_000_000);

    it('tells watchers of a price drop (en-GB money) and a sale, never the seller, once however often it arrives; sellers hear why a listing is hidden', async () => {
      const [seller, ada] = [await named('Sam Seller'), await named('Ada Lovelace')];
      const listingId = newListingId();
      const watched = { listingId, sellerId: seller.id, title: 'Fender Player Stratocaster', currency: 'GBP' as const, watcherIds: [ada.id, seller.id] };
      const drop = await jobsEvents.send('marketplace.listing.watched-change.v1', listingId, {
        ...watched,
        change: 'price_drop',
        price: '1150.00',
        previousPrice: '1249.50',
      });
      await jobsEvents.send(
        'marketplace.listing.watched-change.v1',
        listingId,
        { ...watched, change: 'price_drop', price: '1150.00', previousPrice: '1249.50' },
        { id: drop },
      );
      await jobsEvents.send('marketplace.listing.watched-change.v1', listingId, { ...watched, change: 'sold', price: '1150.00', previousPrice: null });
      await jobsEvents.send('marketplace.listing.hidden.v1', listingId, { listingId, userId: seller.id, title: watched.title, reason: 'stolen' });
      await jobsEvents.send(
        'marketplace.listing.expiring.v1',
        listingId,
        { listingId, userId: seller.id, title: watched.title, expiresAt: '2025-12-06T11:30:00Z' },
        { occurredAt: '2025-12-03T11:45:00.000Z' },
      );

      const toAda = await eventually(async () => ((await lines(ada)).length === 2 ? lines(ada) : null));
      expect(toAda.map((n) => [n.subtype, n.relatedId, n.message]).sort()).toEqual([
        ['listing_watch', listingId, 'Price drop: “Fender Player Stratocaster” is now £1,150.00 (was £1,249.50)'],
        ['listing_watch', listingId, '“Fender Player Stratocaster”, which you saved, has sold'],
      ]);
      const toSeller = await eventually(async () => ((await lines(seller)).length === 2 ? lines(seller) : null));
      expect(toSeller.map((n) => [n.subtype, n.message]).sort()).toEqual([
        ['listing_expiring', 'Your listing “Fender Player Stratocaster” expires on Sat 6 Dec at 11:30. Renew it to keep it for sale.'],
        ['listing_hidden', 'Your listing “Fender Player Stratocaster” is hidden: its serial number matches an item reported stolen'],
      ]);
    });

    it('tells a seller a stolen-gear check of their listing is open, and that it is over, once however often it arrives', async () => {
      const seller = await named('Sam Seller');
      const listingId = newListingId();
      const review = { listingId, userId: seller.id, title: 'Gibson SG Standard' };
      const opened = await jobsEvents.send('marketplace.listing.stolen-review.v1', listingId, { ...review, stage: 'opened' });
      await jobsEvents.send('marketplace.listing.stolen-review.v1', listingId, { ...review, stage: 'opened' }, { id: opened });
      await jobsEvents.send('marketplace.listing.stolen-review.v1', listingId, { ...review, stage: 'cleared' });

      const toSeller = await eventually(async () => ((await lines(seller)).length === 2 ? lines(seller) : null));
      expect(toSeller.map((n) => [n.subtype, n.relatedId, n.message]).sort()).toEqual([
        ['listing_moderated', listingId, 'The stolen gear check of your listing “Gibson SG Standard” is over: nothing changes'],
        [
          'listing_moderated',
          listingId,
          'Your listing “Gibson SG Standard” carries a serial number on the stolen gear register: a moderator is checking it. It stays for sale meanwhile.',
        ],
      ]);
    });

    it('tells a business its storefront verification was approved, or declined and why, once however often it arrives', async () => {
      const shop = await named('Brixton Guitar Exchange');
      const decided = { userId: shop.id, businessName: 'Brixton Guitar Exchange Ltd' };
      const declined = { ...decided, verificationId: newListingId(), decision: 'declined' as const, reason: 'The company number belongs to another business.' };
      const first = await jobsEvents.send('marketplace.storefront.verification-decided.v1', shop.id, declined);
      await jobsEvents.send('marketplace.storefront.verification-decided.v1', shop.id, declined, { id: first });
      const approved = { ...decided, verificationId: newListingId(), decision: 'approved' as const, reason: null };
      await jobsEvents.send('marketplace.storefront.verification-decided.v1', shop.id, approved);

      const toShop = await eventually(async () => ((await lines(shop)).length === 2 ? lines(shop) : null));
      expect(toShop.map((n) => [n.subtype, n.relatedId, n.message]).sort((a, b) => String(a[2]).localeCompare(String(b[2])))).toEqual([
        ['storefront_verification', approved.verificationId, '“Brixton Guitar Exchange Ltd” is verified: your storefront now shows the verified badge'],
        ['storefront_verification', declined.verificationId, '“Brixton Guitar Exchange Ltd” was not verified: The company number belongs to another business.'],
      ]);
    });
  });
  describe("billing's events", () => {
    it('tells a member their trial ends in 3 days and that a payment failed, with until when they keep the plan', async () => {
      const ada = await named('Ada Lovelace');
      await jobsEvents.send('billing.subscription.trial-ending.v1', ada.id, { userId: ada.id, tier: 'pro', trialEndsAt: '2027-02-24T10:00:00.000Z' });
      await jobsEvents.send('billing.subscription.payment-failed.v1', ada.id, {
        userId: ada.id,
        tier: 'business',
        amountPence: 2499,
        graceUntil: '2027-03-03T10:00:00.000Z',
      });
      const toAda = await eventually(async () => ((await lines(ada)).length === 2 ? lines(ada) : null));
      expect(toAda.map((n) => [n.subtype, n.relatedId, n.message]).sort()).toEqual([
        ['billing', null, 'We could not take your £24.99 payment for Business. Update your card in Subscription: you keep Business until 3 March 2027.'],
        ['billing', null, 'Your Pro trial ends on 24 February 2027. Your card is charged then unless you cancel in Subscription.'],
      ]);
    });
  });
});
