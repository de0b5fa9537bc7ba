import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { eventually } from '@stave/platform/testing';
import { EventSender, SocialUnderTest, type Member } from './harness';

// Analytics from the events the services emit, on real Kafka and Postgres: each number is what
// was sent, a redelivered event counts once, and free members get the preview, never the dashboard.
describe('social: analytics', () => {
  let social: SocialUnderTest;
  let events: EventSender;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    events = await EventSender.connect();
  });

  afterAll(async () => {
    await events?.close();
    await social?.stop();
  });

  const get = (member: Member, path: string) => social.call('GET', path, { token: member.token });
  const id = () => randomInt(10_000_000, 2_000_000_000);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('counts profile views, search appearances, messages, connections and applications over 30 days, with the 30 before and a daily series', async () => {
    const [pro, free, other] = [await social.member({ subscriptionTier: 'pro' }), await social.member(), await social.member()];
    const view = await events.send('identity.profile.viewed.v1', pro.id, { viewerId: other.id, viewedUserId: pro.id, viewedAt: daysAgo(0) });
    await events.send('identity.profile.viewed.v1', pro.id, { viewerId: other.id, viewedUserId: pro.id, viewedAt: daysAgo(0) }, { id: view });
    await events.send('identity.profile.viewed.v1', free.id, { viewerId: other.id, viewedUserId: free.id, viewedAt: daysAgo(2) });
    await events.send('identity.profile.found-in-search.v1', pro.id, { userIds: [pro.id, free.id], searchedAt: daysAgo(1) });
    for (const [days, conversationId] of [
      [0, id()],
      [3, id()],
      [40, id()],
    ] as const) {
      await events.send('messaging.message.sent.v1', pro.id, {
        messageId: id(),
        conversationId,
        senderId: pro.id,
        recipientId: other.id,
        opensConversation: true,
        sentAt: daysAgo(days),
      });
    }
    await events.send('social.connection.accepted.v1', id(), { requestId: id(), senderId: other.id, receiverId: pro.id });
    await events.send('jobs-events.application.submitted.v1', id(), {
      applicationId: id(),
      jobId: id(),
      jobTitle: 'Session bassist',
      applicantId: pro.id,
      posterId: other.id,
    });

    const dashboard = await eventually(async () => {
      const body = (await get(pro, '/api/analytics/dashboard')).body;
      return body.jobApplications === 1 && body.connectionsGained === 1 && body.previous?.messagesSent === 1 ? body : null;
    }, 20_000);
    expect(dashboard).toMatchObject({
      profileViews: 1,
      searchAppearances: 1,
      messagesSent: 2,
      connectionsGained: 1,
      jobApplications: 1,
      previous: { profileViews: 0, searchAppearances: 0, messagesSent: 1, connectionsGained: 0, jobApplications: 0 },
    });
    expect(dashboard.series.days).toHaveLength(90);
    expect(dashboard.series.messagesSent.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(dashboard.series.profileViews.at(-1)).toBe(1);

    expect((await get(free, '/api/analytics/dashboard')).body).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect((await get(free, '/api/analytics/dashboard')).status).toBe(403);
    expect((await get(free, '/api/analytics/preview')).body).toEqual({ profileViews: 1, searchAppearances: 1 });
  });
});
