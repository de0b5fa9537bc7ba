import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestIssuer, callApi, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// The dashboard's Messages counter on messaging's own database (real Postgres), behind its real guard.
describe('messaging: unread count', () => {
  let issuer: TestIssuer;
  let messaging: ServiceUnderTest;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    messaging = await startServiceUnderTest(messagingService, { JWKS_URL: issuer.jwksUrl });
  });

  afterAll(async () => {
    await messaging?.stop();
    await issuer?.close();
  });

  it("counts the unread messages others sent the member, never their own or someone else's", async () => {
    const { rows } = await messaging.db.query(`INSERT INTO conversations (participant_a_id, participant_b_id) VALUES (1, 2), (2, 3) RETURNING id`);
    const [ours, theirs] = rows.map((row) => row.id);
    await messaging.db.query(
      `INSERT INTO messages (conversation_id, sender_id, content, is_read) VALUES
         ($1, 2, 'unread to 1', false), ($1, 2, 'another', false), ($1, 2, 'read', true), ($1, 1, 'sent by 1', false), ($2, 3, 'not 1''s', false)`,
      [ours, theirs],
    );

    const forOne = await callApi(`${messaging.url}/api/messages/unread-count`, 'GET', { token: await issuer.token(1) });
    const signedOut = await callApi(`${messaging.url}/api/messages/unread-count`, 'GET');

    expect(forOne.body).toEqual({ count: 2 });
    expect(signedOut.status).toBe(401);
  });
});
