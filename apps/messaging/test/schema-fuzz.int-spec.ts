import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGING_ROUTES, type RouteContract } from '@stave/contracts';
import { ServiceWithMembers, fuzzRoutes, type Member } from '@stave/platform/testing';
import { messagingService } from '../src/app.module';

// docs/reliability.md#schema-fuzz over every messaging route. FUZZ_RUNS (default 200 per route) and FUZZ_SEED replay a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

describe('messaging: schema fuzz (docs/reliability.md#schema-fuzz)', () => {
  let messaging: ServiceWithMembers;

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService);
  });

  afterAll(async () => {
    await messaging?.stop();
  });

  it(`answers every mutated request with a documented client error or success, never 5xx (seed ${SEED})`, async () => {
    // Pro: the fuzzer opens many conversations, which a free member's allowance would refuse.
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await messaging.member({ subscriptionTier: 'pro' }));
    const [owner, other, requester, decliner, blocked] = members as [Member, Member, Member, Member, Member];
    const start = async (from: Member, to: Member) =>
      (await messaging.call('POST', '/api/messages/start', { token: from.token, body: { otherUserId: to.id } })).body.id as number;
    const conversation = await start(owner, other);
    const message = await messaging.call('POST', '/api/messages', { token: owner.token, body: { conversationId: conversation, content: 'fuzz me' } });
    // Requests waiting for the owner, one to accept and one to decline.
    const [toAccept, toDecline] = [await start(requester, owner), await start(decliner, owner)];
    await messaging.call('POST', '/api/messages', { token: requester.token, body: { conversationId: toAccept, content: 'hello?' } });
    await messaging.call('POST', '/api/messages', { token: decliner.token, body: { conversationId: toDecline, content: 'anyone?' } });
    const fillPath = (route: RouteContract, name: string): string => {
      if (name === 'messageId') return String(message.body.id);
      if (name === 'userId') return String(blocked.id);
      if (route.path.endsWith('/accept')) return String(toAccept);
      if (route.path.endsWith('/decline')) return String(toDecline);
      if (name === 'conversationId') return String(conversation);
      throw new Error(`no id for ${route.path} :${name}`);
    };
    const realBody = (route: RouteContract) => {
      if (route.path === '/api/messages/start') return { otherUserId: other.id };
      if (route.path === '/api/messages') return { conversationId: conversation, content: 'hi' };
      if (route.path === '/api/messages/blocks') return { userId: blocked.id };
      return undefined;
    };
    // Deletions last, so the message the other routes name is still there.
    const routes = MESSAGING_ROUTES.filter((route) => route.owner === 'messaging').sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );

    const { failures, first, neverSucceeded } = await fuzzRoutes({
      baseUrl: messaging.url,
      routes,
      token: owner.token,
      fillPath,
      realBody,
      runs: RUNS,
      seed: SEED,
    });

    expect({ seed: SEED, failures, first }).toEqual({ seed: SEED, failures: [], first: [] });
    expect(neverSucceeded).toEqual([]);
    expect((await messaging.call('GET', '/health')).status).toBe(200);
  }, 600_000);
});
