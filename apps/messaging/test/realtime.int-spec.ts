import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import type { ServerFrame } from '@stave/contracts';
import { TokenRevocation, startService, type RunningService } from '@stave/platform';
import { ServiceWithMembers, callApi, eventually, freePort, requireEnv, type Member } from '@stave/platform/testing';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { messagingService } from '../src/app.module';
import { SocketHub } from '../src/hub/socket-hub';

// Live delivery as in the cluster: two messaging processes on one database, each behind its own
// gateway, frames carried between them by real Redis pub/sub.
describe('messaging: realtime over /ws', () => {
  const SOCKETS_PER_MEMBER = 3;
  let messaging: ServiceWithMembers;
  let second: RunningService;
  let secondClosed = false;
  let gateways: [RunningGateway, RunningGateway];
  let redis: Redis;

  beforeAll(async () => {
    messaging = await ServiceWithMembers.start(messagingService, {
      REALTIME_PING_INTERVAL_MS: '500',
      REALTIME_MAX_BUFFERED_BYTES: '65536',
      REALTIME_MAX_SOCKETS_PER_MEMBER: String(SOCKETS_PER_MEMBER),
    });
    // Same database; a consumer group of its own, so the two never rebalance partitions between
    // them mid-test (each event is applied once all the same: the inbox is in the shared database).
    second = await startService(
      messagingService,
      { ...messaging.env, PORT: String(await freePort()), EVENT_CONSUMER_GROUP: `${messaging.env.EVENT_CONSUMER_GROUP}-second` },
      { processMetrics: false },
    );
    const settings = { JWKS_URL: messaging.jwksUrl };
    gateways = [await startGatewayFor({ MESSAGING_URL: messaging.url }, settings), await startGatewayFor({ MESSAGING_URL: second.url }, settings)];
    redis = new Redis(requireEnv('REDIS_URL'));
  });

  afterAll(async () => {
    redis?.disconnect();
    await Promise.all((gateways ?? []).map((gateway) => gateway.close()));
    if (!secondClosed) await second?.close();
    await messaging?.stop();
  });

  const wsUrl = (gateway: RunningGateway, query = '') => `${gateway.url.replace('http', 'ws')}/ws${query}`;
  const ticketFor = async (member: Member, gateway = gateways[0]) =>
    (await callApi(`${gateway.url}/api/realtime/ticket`, 'POST', { token: member.token })).body.ticket as string;
  const call = (gateway: RunningGateway, member: Member, method: string, path: string, body?: unknown) =>
    callApi(`${gateway.url}${path}`, method, { token: member.token, body });

  // A connected client that keeps every frame; `next` waits for one of a type.
  const connect = async (gateway: RunningGateway, member: Member) => {
    const client = await open(wsUrl(gateway, `?ticket=${await ticketFor(member, gateway)}`));
    await client.next('ready');
    return client;
  };

  const pair = async () => {
    const [ada, bea] = [await messaging.member({ subscriptionTier: 'pro' }), await messaging.member({ subscriptionTier: 'pro' })];
    // Bea asks for the conversation, so Ada's first message is no request: it counts as unread.
    const conversationId = (await call(gateways[0], bea, 'POST', '/api/messages/start', { otherUserId: ada.id })).body.id as number;
    return { ada, bea, conversationId };
  };

  describe('the upgrade', () => {
    it('refuses no credential, an unknown, a reused and an expired ticket with 401 before upgrading', async () => {
      const member = await messaging.member();
      const reused = await ticketFor(member);
      (await open(wsUrl(gateways[0], `?ticket=${reused}`))).close();
      const expired = await ticketFor(member);
      await redis.pexpire(`realtime:ticket:${expired}`, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));

      const statuses = await Promise.all([
        refusedStatus(wsUrl(gateways[0])),
        refusedStatus(wsUrl(gateways[0], `?ticket=${'x'.repeat(43)}`)),
        refusedStatus(wsUrl(gateways[0], `?ticket=${reused}`)),
        refusedStatus(wsUrl(gateways[0], `?ticket=${expired}`)),
        refusedStatus(wsUrl(gateways[0]), { authorization: 'Bearer not-a-token' }),
        refusedStatus(`${gateways[0].url.replace('http', 'ws')}/elsewhere`),
      ]);

      expect(statuses).toEqual([401, 401, 401, 401, 401, 404]);
    });

    it('accepts a bearer token from a non-browser client, and ends that socket when the token is revoked', async () => {
      const member = await messaging.member();
      const client = await open(wsUrl(gateways[1]), { authorization: `Bearer ${member.token}` });
      await client.next('ready');
      const { jti, exp } = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()) as { jti: string; exp: number };

      // Revoked through the first process: the socket lives on the second.
      await messaging.service.app.get(TokenRevocation).revoke(jti, exp);

      expect(await client.closed).toEqual({ code: 4001, reason: 'Session ended' });
    });

    it("refuses a suspended member's restricted token with 403 ACCOUNT_SUSPENDED, at the gateway and at messaging itself", async () => {
      const member = await messaging.member();
      const restricted = { authorization: `Bearer ${await messaging.restrictedToken(member)}` };
      // Messaging absent behind this one: what it answers, the gateway decided alone.
      const edgeOnly = await startGatewayFor({}, { JWKS_URL: messaging.jwksUrl });

      const answers = await Promise.all([
        refusal(wsUrl(edgeOnly), restricted),
        refusal(`${messaging.url.replace('http', 'ws')}/ws`, restricted),
        refusal(wsUrl(gateways[0]), restricted),
      ]).finally(() => edgeOnly.close());

      const suspended = { status: 403, body: { message: 'Your account is suspended. You can read why and appeal.', code: 'ACCOUNT_SUSPENDED' } };
      expect(answers).toEqual([suspended, suspended, suspended]);
    });

    it('holds a member to REALTIME_MAX_SOCKETS_PER_MEMBER sockets on a process: one more is refused with 429 until one closes', async () => {
      const [member, other] = [await messaging.member(), await messaging.member()];
      const bearer = (whose: Member) => ({ authorization: `Bearer ${whose.token}` });
      const held: Client[] = [];
      for (let i = 0; i < SOCKETS_PER_MEMBER; i++) {
        held.push(await open(wsUrl(gateways[0]), bearer(member)));
        await held[i]!.next('ready');
      }

      const refused = await refusal(wsUrl(gateways[0]), bearer(member));
      const othersOwn = await open(wsUrl(gateways[0]), bearer(other));
      held[0]!.close();
      await held[0]!.closed;
      const afterOneClosed = await eventually(() => open(wsUrl(gateways[0]), bearer(member)), 5000);

      expect(refused).toEqual({
        status: 429,
        body: { message: 'Too many open connections for this account: close a tab or another device and try again.', code: 'RATE_LIMITED' },
      });
      expect(await othersOwn.next('ready')).toEqual({ memberId: other.id });
      expect(await afterOneClosed.next('ready')).toEqual({ memberId: member.id });
      [...held, othersOwn, afterOneClosed].forEach((client) => client.close());
    });

    it('refuses a ticket taken before its member was suspended (every token of theirs void since)', async () => {
      const member = await messaging.member();
      const ticket = await ticketFor(member);

      // What identity does on a suspension: every token issued up to now is void.
      await messaging.service.app.get(TokenRevocation).invalidateBefore(member.id, Math.floor(Date.now() / 1000), 3_600_000);

      expect(await refusal(wsUrl(gateways[0], `?ticket=${ticket}`))).toEqual({
        status: 401,
        body: { message: 'Invalid or expired token', code: 'UNAUTHENTICATED' },
      });
    });
  });

  describe('delivery', () => {
    it('carries a message sent through one gateway and process to a socket on the other, live, and tells the sender when it is read', async () => {
      const { ada, bea, conversationId } = await pair();
      const [adaSocket, beaSocket] = [await connect(gateways[0], ada), await connect(gateways[1], bea)];

      const sent = (await call(gateways[0], ada, 'POST', '/api/messages', { conversationId, content: 'Live?' })).body;
      const received = await beaSocket.next('message.created');
      await call(gateways[1], bea, 'PUT', `/api/messages/${conversationId}/read`);
      const seen = await adaSocket.next('message.read');

      expect(received).toEqual(sent);
      expect(received).toMatchObject({ conversationId, sender_id: ada.id, content: 'Live?' });
      // One frame to the recipient: the message with their new unread total (then the read sets it back to 0).
      expect(beaSocket.frames.filter((frame) => frame.type !== 'ready')).toEqual([
        { type: 'message.created', data: sent, unread: { messages: 1 } },
        { type: 'unread.changed', data: { messages: 0 } },
      ]);
      expect(seen).toMatchObject({ conversationId, readerId: bea.id, upToMessageId: sent.id });
      // The sender's own tabs get the message too (so a second tab stays current).
      expect(await adaSocket.next('message.created')).toEqual(sent);
      adaSocket.close();
      beaSocket.close();
    });

    it("keeps a declined request out of its recipient's sight live as well: the sender's tabs still get their message", async () => {
      const [fan, star] = [await messaging.member({ subscriptionTier: 'pro' }), await messaging.member({ subscriptionTier: 'pro' })];
      const conversationId = (await call(gateways[0], fan, 'POST', '/api/messages/start', { otherUserId: star.id })).body.id as number;
      await call(gateways[0], fan, 'POST', '/api/messages', { conversationId, content: 'Hello?' });
      expect((await call(gateways[1], star, 'PUT', `/api/messages/${conversationId}/decline`)).status).toBe(204);
      const [fanSocket, starSocket] = [await connect(gateways[0], fan), await connect(gateways[1], star)];

      const more = (await call(gateways[0], fan, 'POST', '/api/messages', { conversationId, content: 'Still there?' })).body;
      expect(await fanSocket.next('message.created')).toEqual(more);
      // A frame for star would have come by now: the sender's own came through the same channel hop.
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(starSocket.frames.filter((frame) => frame.type === 'message.created' || frame.type === 'unread.changed')).toEqual([]);
      [fanSocket, starSocket].forEach((socket) => socket.close());
    });

    it('passes typing to the other member only, never back to the typist, and not at all once either has blocked the other', async () => {
      const { ada, bea, conversationId } = await pair();
      const [adaSocket, adaOtherTab, beaSocket] = [await connect(gateways[0], ada), await connect(gateways[1], ada), await connect(gateways[1], bea)];

      adaSocket.send({ type: 'typing', data: { conversationId } });
      const typing = await beaSocket.next('typing');
      expect((await call(gateways[1], bea, 'POST', '/api/messages/blocks', { userId: ada.id })).status).toBe(200);
      adaSocket.send({ type: 'typing', data: { conversationId } });
      beaSocket.send({ type: 'typing', data: { conversationId } });
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(typing).toEqual({ conversationId, userId: ada.id, expiresInMs: 5000 });
      expect(beaSocket.frames.filter((frame) => frame.type === 'typing')).toHaveLength(1);
      expect(adaSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
      expect(adaOtherTab.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
      [adaSocket, adaOtherTab, beaSocket].forEach((socket) => socket.close());
    });

    it("takes a message.send frame as a POST: acknowledged with the stored message (the sending tab's only frame), the same frame to the recipient and the sender's other tabs, a resent clientId stored once", async () => {
      const { ada, bea, conversationId } = await pair();
      const [adaSocket, adaOtherTab, beaSocket] = [await connect(gateways[0], ada), await connect(gateways[1], ada), await connect(gateways[1], bea)];

      adaSocket.send({ type: 'message.send', data: { clientId: 'first-message-1', conversationId, content: '  Over the socket  ' } });
      const ack = (await adaSocket.next('message.ack')) as { clientId: string; message: { id: number } };
      const received = await beaSocket.next('message.created');
      const otherTab = await adaOtherTab.next('message.created');
      // The ack lost with a dropped connection: the client sends the same frame again on a new socket, twice at once.
      adaSocket.close();
      const again = await connect(gateways[1], ada);
      const resend = { type: 'message.send', data: { clientId: 'first-message-1', conversationId, content: '  Over the socket  ' } };
      again.send(resend);
      again.send(resend);
      const resent = [await again.next('message.ack'), await again.next('message.ack')];
      // The same id on another of Ada's conversations names the message stored first, too.
      const carl = await messaging.member({ subscriptionTier: 'pro' });
      const elsewhere = (await call(gateways[0], carl, 'POST', '/api/messages/start', { otherUserId: ada.id })).body.id as number;
      again.send({ type: 'message.send', data: { clientId: 'first-message-1', conversationId: elsewhere, content: 'Other' } });
      const reused = await again.next('message.ack');
      const thread = (await call(gateways[0], bea, 'GET', `/api/messages/${conversationId}`)).body as Array<{ content: string }>;

      expect(ack).toEqual({ clientId: 'first-message-1', message: expect.objectContaining({ conversationId, sender_id: ada.id, content: 'Over the socket' }) });
      expect(received).toEqual(ack.message);
      expect(otherTab).toEqual(ack.message);
      expect(beaSocket.frames.find((frame) => frame.type === 'message.created')).toMatchObject({ unread: { messages: 1 } });
      expect(adaSocket.frames.filter((frame) => frame.type !== 'ready').map((frame) => frame.type)).toEqual(['message.ack']);
      expect(resent).toEqual([ack, ack]);
      expect(reused).toEqual(ack);
      expect(again.frames.filter((frame) => frame.type === 'message.created')).toEqual([]);
      expect(thread.map((message) => message.content)).toEqual(['Over the socket']);
      [again, adaOtherTab, beaSocket].forEach((socket) => socket.close());
    });

    it('answers a refused message.send with the status, code and message a POST would get, and stores nothing', async () => {
      const { ada, bea, conversationId } = await pair();
      const stranger = await messaging.member({ subscriptionTier: 'pro' });
      const [adaSocket, strangerSocket] = [await connect(gateways[0], ada), await connect(gateways[0], stranger)];
      const answer = async (client: Client, data: Record<string, unknown>) => {
        client.send({ type: 'message.send', data });
        return client.next('message.ack');
      };

      const empty = await answer(adaSocket, { clientId: 'empty-message', conversationId, content: '   ' });
      const notTheirs = await answer(strangerSocket, { clientId: 'not-their-own', conversationId, content: 'Hi' });
      expect((await call(gateways[1], bea, 'POST', '/api/messages/blocks', { userId: ada.id })).status).toBe(200);
      const blocked = await answer(adaSocket, { clientId: 'after-a-block', conversationId, content: 'Hi' });
      // Refused, so the clientId is free again: after the unblock the same frame is stored.
      expect((await call(gateways[1], bea, 'DELETE', `/api/messages/blocks/${ada.id}`)).status).toBe(204);
      const afterUnblock = await answer(adaSocket, { clientId: 'after-a-block', conversationId, content: 'Hi' });
      const posted = await call(gateways[0], ada, 'POST', '/api/messages', { conversationId, content: '   ' });

      expect(empty).toEqual({ clientId: 'empty-message', error: { status: 400, code: 'VALIDATION', message: posted.body.errors[0].message } });
      expect(posted.status).toBe(400);
      expect(notTheirs).toEqual({ clientId: 'not-their-own', error: { status: 404, code: 'CONVERSATION_NOT_FOUND', message: expect.any(String) } });
      expect(blocked).toEqual({ clientId: 'after-a-block', error: { status: 403, code: 'MEMBER_BLOCKED', message: expect.any(String) } });
      expect(afterUnblock).toMatchObject({ clientId: 'after-a-block', message: { content: 'Hi', sender_id: ada.id } });
      [adaSocket, strangerSocket].forEach((socket) => socket.close());
    });

    it('lets a member who was offline for three messages resync them exactly once after reconnecting', async () => {
      const { ada, bea, conversationId } = await pair();
      const first = (await call(gateways[0], ada, 'POST', '/api/messages', { conversationId, content: 'before' })).body;
      const beaBefore = await connect(gateways[1], bea);
      beaBefore.close();
      await beaBefore.closed;

      for (const content of ['one', 'two', 'three']) await call(gateways[0], ada, 'POST', '/api/messages', { conversationId, content });
      const beaAfter = await connect(gateways[1], bea);
      const resync = (await call(gateways[1], bea, 'GET', `/api/messages/${conversationId}?since=${first.id}`)).body as Array<{ id: number; content: string }>;
      const live = (await call(gateways[0], ada, 'POST', '/api/messages', { conversationId, content: 'four' })).body;
      await beaAfter.next('message.created');

      const shown = new Map(
        [...resync, ...beaAfter.frames.filter((f) => f.type === 'message.created').map((f) => f.data as { id: number; content: string })].map((m) => [
          m.id,
          m.content,
        ]),
      );
      expect(resync.map((message) => message.content)).toEqual(['one', 'two', 'three']);
      expect([...shown.values()]).toEqual(['one', 'two', 'three', 'four']);
      expect(shown.has(live.id)).toBe(true);
      beaAfter.close();
    });

    it("pushes social's notifications to the member's bell", async () => {
      const member = await messaging.member();
      const socket = await connect(gateways[1], member);

      await messaging.publish(
        'social.notification.created.v1',
        member.id,
        {
          notificationId: 77,
          userId: member.id,
          type: 'like',
          message: 'Ben liked your post',
          relatedId: 5,
          createdAt: new Date().toISOString(),
          unreadCount: 3,
        },
        'social',
      );

      expect(await socket.next('notification.created')).toMatchObject({ id: 77, type: 'like', message: 'Ben liked your post', relatedId: 5 });
      expect(await socket.next('unread.changed')).toEqual({ notifications: 3 });
      socket.close();
    });
  });

  describe('unhealthy clients and shutdown', () => {
    it('disconnects a client that stops reading once its unsent frames pass the bound', async () => {
      const member = await messaging.member();
      const client = await connect(gateways[0], member);
      client.pause();
      const hub = messaging.service.app.get(SocketHub);
      const bulky = 'x'.repeat(3500);

      for (let i = 0; i < 15_000 && hub.socketCount > 0; i++) {
        await hub.publish([member.id], {
          type: 'notification.created',
          data: { id: i + 1, type: 'other', message: bulky, relatedId: null, createdAt: new Date().toISOString() },
        });
      }
      client.resume();

      expect(hub.socketCount).toBe(0);
      expect((await client.closed).code).toBe(1006);
    });

    // Last: it stops the second process.
    it('closes sockets as "going away" when a messaging process shuts down', async () => {
      const member = await messaging.member();
      const client = await connect(gateways[1], member);

      await second.close();
      secondClosed = true;

      expect((await client.closed).code).toBe(1001);
    });
  });
});

interface Client {
  frames: ServerFrame[];
  next(type: ServerFrame['type']): Promise<unknown>;
  send(frame: unknown): void;
  close(): void;
  pause(): void;
  resume(): void;
  closed: Promise<{ code: number; reason: string }>;
}

function open(url: string, headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: ServerFrame[] = [];
    const taken = new Set<number>();
    const closed = new Promise<{ code: number; reason: string }>((done) => socket.on('close', (code, reason) => done({ code, reason: reason.toString() })));
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        frames,
        closed,
        send: (frame) => socket.send(JSON.stringify(frame)),
        close: () => socket.close(),
        pause: () => socket.pause(),
        resume: () => socket.resume(),
        // The first frame of this type not returned before (frames of a type are read in order).
        next: async (type) => {
          const deadline = Date.now() + 5000;
          for (;;) {
            const index = frames.findIndex((frame, i) => frame.type === type && !taken.has(i));
            if (index >= 0) {
              taken.add(index);
              return frames[index]!.data;
            }
            if (Date.now() > deadline) throw new Error(`no ${type} frame within 5 s (got ${frames.map((frame) => frame.type).join(', ')})`);
            await new Promise((wake) => setTimeout(wake, 20));
          }
        },
      }),
    );
  });
}

// The status of a refused upgrade (the HTTP answer, before any websocket exists).
function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error(`${url} was upgraded`)));
    socket.on('error', () => undefined);
  });
}

// A refused upgrade's HTTP answer: its status and JSON body.
function refusal(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        socket.terminate();
      });
    });
    socket.on('open', () => reject(new Error(`${url} was upgraded`)));
    socket.on('error', () => undefined);
  });
}
