import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { identityService } from '@stave/identity/service';
import { socialService } from '@stave/social/service';
import { callApi, eventually, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// A member registered a moment ago is reachable from the other services at once (docs/platform.md § Members other
// services have not heard of yet): identity, messaging and social on real Kafka, each service learning of members
// only from identity's events, never from its tables or over HTTP.
describe('members registered a moment ago, from messaging and social', () => {
  let identity: ServiceUnderTest;
  let messaging: ServiceUnderTest;
  let social: ServiceUnderTest;
  const word = `nm${Date.now().toString(36)}`;
  let counter = 0;

  beforeAll(async () => {
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    // Ids far from other runs' (their events share the identity.user topic).
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${randomInt(10_000_000, 1_000_000_000)}`);
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    [messaging, social] = await Promise.all([startServiceUnderTest(messagingService, jwks), startServiceUnderTest(socialService, jwks)]);
  });

  afterAll(async () => {
    await Promise.all([messaging?.stop(), social?.stop()]);
    await identity?.stop();
  });

  const register = async () => {
    const tag = `${word}${counter++}`;
    const answer = await callApi(`${identity.url}/api/register`, 'POST', {
      body: { username: `n_${tag}`, email: `n_${tag}@example.test`, password: `a long passphrase ${tag}`, name: 'New Member', type: 'musician' },
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.user.id as number, token: answer.body.token as string };
  };
  const known = async () => {
    const member = await register();
    for (const service of [messaging, social]) {
      await eventually(async () => (await service.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [member.id])).rowCount);
    }
    return member;
  };

  it('starts a conversation, sends a connection request, follows and blocks a member the moment they have registered, every time', async () => {
    const [writer, networker, follower, blocker] = [await known(), await known(), await known(), await known()];
    const statuses: Array<[string, number, string | undefined]> = [];
    const took: number[] = [];

    for (let attempt = 0; attempt < 10; attempt++) {
      const fresh = await register();
      const sent = performance.now();
      const answers = await Promise.all([
        callApi(`${messaging.url}/api/messages/start`, 'POST', { token: writer.token, body: { otherUserId: fresh.id } }),
        callApi(`${social.url}/api/connections`, 'POST', { token: networker.token, body: { receiverId: fresh.id } }),
        callApi(`${social.url}/api/users/${fresh.id}/follow`, 'POST', { token: follower.token }),
        callApi(`${messaging.url}/api/messages/blocks`, 'POST', { token: blocker.token, body: { userId: fresh.id } }),
      ]);
      took.push(performance.now() - sent);
      for (const [index, answer] of answers.entries()) statuses.push([['start', 'connect', 'follow', 'block'][index]!, answer.status, answer.body?.code]);
    }
    console.log(`[new members] all four answered within ${Math.max(...took).toFixed(0)} ms (median ${took.sort((a, b) => a - b)[5]!.toFixed(0)} ms)`);

    const failed = statuses.filter(([, status]) => status >= 300);
    expect(failed).toEqual([]);
    expect(statuses).toHaveLength(40);
  }, 120_000);

  it('still answers 404 USER_NOT_FOUND for an id no one has', async () => {
    const caller = await known();
    const unknown = 2_000_000_000 + randomInt(0, 100_000_000);
    const sent = performance.now();

    const [start, connect, follow, block] = await Promise.all([
      callApi(`${messaging.url}/api/messages/start`, 'POST', { token: caller.token, body: { otherUserId: unknown } }),
      callApi(`${social.url}/api/connections`, 'POST', { token: caller.token, body: { receiverId: unknown } }),
      callApi(`${social.url}/api/users/${unknown}/follow`, 'POST', { token: caller.token }),
      callApi(`${messaging.url}/api/messages/blocks`, 'POST', { token: caller.token, body: { userId: unknown } }),
    ]);

    console.log(`[new members] an unknown id answered 404 within ${(performance.now() - sent).toFixed(0)} ms`);
    for (const answer of [start, connect, follow, block]) expect([answer.status, answer.body.code]).toEqual([404, 'USER_NOT_FOUND']);
  }, 60_000);
});
