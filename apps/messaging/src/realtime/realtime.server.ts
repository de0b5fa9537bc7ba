import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  AUTH_MESSAGES,
  CLIENT_FRAME_MAX_BYTES,
  CLIENT_MESSAGE_ID,
  COMMON_ERRORS,
  ClientFrameSchema,
  CommonErrorCode,
  REALTIME_CLOSE,
  REALTIME_PATH,
  TYPING_TTL_MS,
  statusOfKind,
  type ClientFrame,
  type ServerFrame,
} from '@stave/contracts';
import {
  APP_CONFIG,
  AuthUnavailableError,
  Authenticator,
  DomainError,
  LOGGER,
  TokenRevocation,
  refuseUpgrade,
  type AuthUser,
  type Unsubscribe,
} from '@stave/platform';
import type { MessagingEnv } from '../config';
import { ConversationsService } from '../conversations/conversations.service';
import { SocketHub, type LiveSocket } from '../hub/socket-hub';
import { TicketsService } from './tickets.service';

// A typist's frames are passed on at most this often; the client repeats while typing.
const TYPING_MIN_INTERVAL_MS = 1000;
const SHUTDOWN_GRACE_MS = 1000;
const SENDS_WINDOW_MS = 60_000;
const TOO_MANY_SENDS = 'Too many messages. Please try again later.';
const TOO_MANY_SOCKETS = 'Too many open connections for this account: close a tab or another device and try again.';

// GET /ws on messaging's own HTTP server (the gateway passes the upgrade through): authenticated
// before the upgrade (a single-use ticket, or a bearer token from non-browser clients), then one
// `ws` socket per tab, registered with the hub. Pings close dead sockets; logout, revocation and
// expiry end a member's sockets; shutdown closes them as "going away" so clients reconnect.
@Injectable()
export class RealtimeServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: CLIENT_FRAME_MAX_BYTES, perMessageDeflate: false });
  private readonly live = new Set<LiveSocket>();
  // Open sockets per member on this process (REALTIME_MAX_SOCKETS_PER_MEMBER).
  private readonly perMember = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private revocations: Promise<Unsubscribe> | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tickets: TicketsService,
    private readonly authenticator: Authenticator,
    private readonly revocation: TokenRevocation,
    private readonly hub: SocketHub,
    private readonly conversations: ConversationsService,
    @Inject(APP_CONFIG) private readonly config: MessagingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    // Fastify closes its server before Nest's shutdown hooks run, and an open socket would hold that
    // close forever: sockets go first.
    (this.adapterHost.httpAdapter.getInstance() as FastifyInstance).addHook('preClose', () => this.closeAll());
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.upgrade(request, socket, head).catch((error: Error) => {
        this.logger.error({ err: error }, 'realtime upgrade failed');
        refuseUpgrade(socket, 500, { message: 'Internal server error' });
      });
    });
    this.heartbeat = setInterval(() => this.beat(), this.config.REALTIME_PING_INTERVAL_MS);
    this.heartbeat.unref();
    this.revocations = this.revocation.onRevoked((revoked) => {
      for (const live of this.live) {
        if (revoked.jti === live.user.jti || revoked.userId === live.user.id) this.end(live, 'Session ended');
      }
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.closeAll();
  }

  // Every socket is told "going away" (the client reconnects, with backoff, to another process);
  // those that do not finish the close handshake within a second are dropped.
  private async closeAll(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.revocations?.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    for (const live of this.live) live.socket.close(REALTIME_CLOSE.goingAway, 'Server restarting');
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    while (this.live.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const live of this.live) live.socket.terminate();
  }

  get connections(): number {
    return this.live.size;
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return refuseUpgrade(socket, 404, { message: 'Not found', code: CommonErrorCode.NotFound });
    let user: AuthUser | null;
    try {
      user = await this.authenticate(request, url);
    } catch (error) {
      if (!(error instanceof AuthUnavailableError)) throw error;
      return refuseUpgrade(socket, 503, { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable });
    }
    if (!user) return refuseUpgrade(socket, 401, { message: AUTH_MESSAGES.invalidToken, code: CommonErrorCode.Unauthenticated });
    // A suspended or banned member's token reaches their standing and appeal only, never live messages or typing.
    if (user.restricted) {
      return refuseUpgrade(socket, 403, { message: COMMON_ERRORS[CommonErrorCode.AccountSuspended].message, code: CommonErrorCode.AccountSuspended });
    }
    // A member's tabs and devices, not an unbounded number of sockets (each holds memory and a share of the pings).
    if ((this.perMember.get(user.id) ?? 0) >= this.config.REALTIME_MAX_SOCKETS_PER_MEMBER) {
      return refuseUpgrade(socket, 429, { message: TOO_MANY_SOCKETS, code: CommonErrorCode.RateLimited });
    }
    if (socket.destroyed) return;
    const member = user;
    // The server's request and connection timeouts are for HTTP; a socket lives until it closes.
    (socket as Socket).setTimeout(0);
    this.wss.handleUpgrade(request, socket, head, (ws) => void this.accept(ws, member));
  }

  // A ticket from POST /api/realtime/ticket, or a bearer token; a ticket is spent even when the
  // upgrade fails after it.
  private async authenticate(request: IncomingMessage, url: URL): Promise<AuthUser | null> {
    const ticket = url.searchParams.get('ticket');
    if (ticket !== null) return this.tickets.redeem(ticket);
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const result = await this.authenticator.authenticate(header.slice('Bearer '.length).trim());
    return result.status === 'authenticated' ? result.user : null;
  }

  private async accept(socket: WebSocket, user: AuthUser): Promise<void> {
    const live: LiveSocket = { key: this.hub.keyFor(), socket, user, alive: true, lastTypingAt: 0, sendsWindowStart: 0, sendsInWindow: 0 };
    this.live.add(live);
    this.perMember.set(user.id, (this.perMember.get(user.id) ?? 0) + 1);
    socket.on('pong', () => (live.alive = true));
    socket.on('message', (data, isBinary) => void this.onFrame(live, data, isBinary));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      this.live.delete(live);
      const left = (this.perMember.get(user.id) ?? 1) - 1;
      if (left > 0) this.perMember.set(user.id, left);
      else this.perMember.delete(user.id);
      this.hub.remove(live);
    });
    try {
      await this.hub.add(live);
    } catch (error) {
      this.logger.warn({ err: error, memberId: user.id }, 'realtime subscribe failed');
      socket.close(1011, 'Try again');
      return;
    }
    this.hub.send(live, JSON.stringify({ type: 'ready', data: { memberId: user.id } }));
  }

  private async onFrame(live: LiveSocket, data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) return live.socket.close(REALTIME_CLOSE.policy, 'Text frames only');
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return;
    }
    const parsed = ClientFrameSchema.safeParse(raw);
    if (!parsed.success) return this.refuseInvalidSend(live, raw, parsed.error.issues);
    const frame: ClientFrame = parsed.data;
    if (frame.type === 'message.send') return this.send(live, frame.data);
    const now = Date.now();
    if (now - live.lastTypingAt < TYPING_MIN_INTERVAL_MS) return;
    live.lastTypingAt = now;
    try {
      await this.conversations.typing(live.user.id, frame.data.conversationId, TYPING_TTL_MS);
    } catch (error) {
      this.logger.warn({ err: error, memberId: live.user.id }, 'typing frame dropped');
    }
  }

  // POST /api/messages over the socket (docs/messaging.md § Sending over the socket): the same send, checks and frames,
  // answered by a `message.ack` to this socket, which carries the message instead of a `message.created` frame. The
  // clientId is stored with the message, so the same message sent again (the ack lost with a dropped connection) is
  // answered with the message stored the first time.
  private async send(live: LiveSocket, data: Extract<ClientFrame, { type: 'message.send' }>['data']): Promise<void> {
    const { clientId, conversationId, content } = data;
    const memberId = live.user.id;
    const now = Date.now();
    if (now - live.sendsWindowStart >= SENDS_WINDOW_MS) {
      live.sendsWindowStart = now;
      live.sendsInWindow = 0;
    }
    if (++live.sendsInWindow > this.config.REALTIME_SENDS_PER_MINUTE) {
      return this.ack(live, clientId, { error: { status: 429, code: CommonErrorCode.RateLimited, message: TOO_MANY_SENDS } });
    }
    try {
      this.ack(live, clientId, { message: await this.conversations.sendFromSocket(memberId, conversationId, content, clientId, live.key) });
    } catch (error) {
      if (error instanceof DomainError) {
        return this.ack(live, clientId, { error: { status: statusOfKind(error.kind), code: error.code, message: error.message } });
      }
      this.logger.error({ err: error, memberId }, 'realtime send failed');
      this.ack(live, clientId, { error: { status: 503, code: CommonErrorCode.DependencyUnavailable, message: 'Service temporarily unavailable' } });
    }
  }

  // A message.send that names its clientId is answered even when it is invalid, with the first reason, as a POST's 400.
  private refuseInvalidSend(live: LiveSocket, raw: unknown, issues: ReadonlyArray<{ message: string }>): void {
    const frame = raw as { type?: unknown; data?: { clientId?: unknown } } | null;
    if (frame?.type !== 'message.send' || !CLIENT_MESSAGE_ID.safeParse(frame.data?.clientId).success) return;
    this.ack(live, frame.data!.clientId as string, {
      error: { status: 400, code: CommonErrorCode.Validation, message: issues[0]?.message ?? COMMON_ERRORS[CommonErrorCode.Validation].message },
    });
  }

  private ack(live: LiveSocket, clientId: string, answer: Omit<Extract<ServerFrame, { type: 'message.ack' }>['data'], 'clientId'>): void {
    this.hub.send(live, JSON.stringify({ type: 'message.ack', data: { clientId, ...answer } }));
  }

  private beat(): void {
    const nowSeconds = Date.now() / 1000;
    for (const live of this.live) {
      if (!live.alive) {
        live.socket.terminate();
        continue;
      }
      if (live.user.expiresAt <= nowSeconds) {
        this.end(live, 'Session expired');
        continue;
      }
      live.alive = false;
      live.socket.ping();
    }
  }

  private end(live: LiveSocket, reason: string): void {
    live.socket.close(REALTIME_CLOSE.sessionEnded, reason);
  }
}
