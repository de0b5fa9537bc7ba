import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';
import type { ServerFrame } from '@stave/contracts';
import { APP_CONFIG, LOGGER, PubSub, type AuthUser, type Unsubscribe } from '@stave/platform';
import type { Logger } from 'pino';
import type { MessagingEnv } from '../config';

// One member's live socket on this process.
export interface LiveSocket {
  // Unique across processes (SocketHub.keyFor): a frame published for the member may skip this one socket.
  key: string;
  socket: WebSocket;
  user: AuthUser;
  // Answered the last ping.
  alive: boolean;
  lastTypingAt: number;
  // message.send frames in the current minute (REALTIME_SENDS_PER_MINUTE).
  sendsWindowStart: number;
  sendsInWindow: number;
}

interface MemberEntry {
  sockets: Set<LiveSocket>;
  subscription: Promise<Unsubscribe>;
}

const channelOf = (memberId: number) => `realtime:member:${memberId}`;

// A frame for one member, and the one socket of theirs it skips (null: every socket).
export type HubFrame = readonly [memberId: number, frame: ServerFrame, exceptSocket?: string | null];

// A published frame that skips a socket is `~<socket key>~<frame>`; every other is the frame's JSON, which starts with `{`.
const SKIP_MARK = '~';

// Who is connected to this process, and the way frames reach them from any process: one Redis
// channel per member, subscribed (on the process's one subscriber connection) while this process
// holds a socket of theirs. Pub/sub is fire-and-forget: clients resync over REST on reconnect.
@Injectable()
export class SocketHub {
  private readonly members = new Map<number, MemberEntry>();
  private readonly processKey = randomBytes(6).toString('base64url');
  private socketsSeen = 0;

  constructor(
    private readonly pubsub: PubSub,
    @Inject(APP_CONFIG) private readonly config: MessagingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  keyFor(): string {
    return `${this.processKey}.${++this.socketsSeen}`;
  }

  // Resolves once frames for the member reach this socket.
  async add(live: LiveSocket): Promise<void> {
    const memberId = live.user.id;
    let entry = this.members.get(memberId);
    if (!entry) {
      const created: MemberEntry = { sockets: new Set(), subscription: this.pubsub.subscribe(channelOf(memberId), (raw) => this.deliver(created, raw)) };
      created.subscription.catch(() => this.members.get(memberId) === created && this.members.delete(memberId));
      this.members.set(memberId, created);
      entry = created;
    }
    entry.sockets.add(live);
    await entry.subscription;
  }

  remove(live: LiveSocket): void {
    const entry = this.members.get(live.user.id);
    if (!entry?.sockets.delete(live) || entry.sockets.size) return;
    this.members.delete(live.user.id);
    entry.subscription
      .then((unsubscribe) => unsubscribe())
      .catch((error: Error) => this.logger.warn({ err: error, memberId: live.user.id }, 'realtime unsubscribe failed'));
  }

  // To every socket the members hold, on any process. Never throws: a frame that cannot be
  // published is one the client's next resync picks up.
  async publish(memberIds: Iterable<number>, frame: ServerFrame): Promise<void> {
    const raw = JSON.stringify(frame);
    await Promise.all(
      [...new Set(memberIds)].map((memberId) =>
        this.pubsub
          .publish(channelOf(memberId), raw)
          .catch((error: Error) => this.logger.warn({ err: error, memberId, type: frame.type }, 'realtime publish failed')),
      ),
    );
  }

  // Several frames, each to one member, in one round trip to Redis (a message to both members). Never throws, as publish.
  async publishEach(frames: Iterable<HubFrame>): Promise<void> {
    const raw = new Map<ServerFrame, string>();
    const messages = [...frames].map(([memberId, frame, exceptSocket]): [string, string] => {
      let text = raw.get(frame);
      if (text === undefined) raw.set(frame, (text = JSON.stringify(frame)));
      return [channelOf(memberId), exceptSocket ? `${SKIP_MARK}${exceptSocket}${SKIP_MARK}${text}` : text];
    });
    if (!messages.length) return;
    await this.pubsub
      .publishMany(messages)
      .catch((error: Error) => this.logger.warn({ err: error, channels: messages.map(([channel]) => channel) }, 'realtime publish failed'));
  }

  get socketCount(): number {
    let count = 0;
    for (const entry of this.members.values()) count += entry.sockets.size;
    return count;
  }

  private deliver(entry: MemberEntry, raw: string): void {
    let skip: string | null = null;
    if (raw.startsWith(SKIP_MARK)) {
      const end = raw.indexOf(SKIP_MARK, 1);
      skip = raw.slice(1, end);
      raw = raw.slice(end + 1);
    }
    for (const live of entry.sockets) if (live.key !== skip) this.send(live, raw);
  }

  // A client that does not read is cut off once its unsent frames pass the bound, instead of
  // growing this process's memory without end.
  send(live: LiveSocket, raw: string): void {
    const { socket } = live;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.config.REALTIME_MAX_BUFFERED_BYTES) {
      this.logger.info({ memberId: live.user.id, buffered: socket.bufferedAmount }, 'realtime socket too slow: disconnected');
      // No close frame: it would queue behind everything this client is not reading.
      socket.terminate();
      return;
    }
    socket.send(raw);
  }
}
