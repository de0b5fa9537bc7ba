import type { ClientFrame, MessageView, ServerFrame } from '@stave/contracts';
import { ApiError } from '@/lib/api-client';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface RealtimeClientOptions {
  // A single-use ticket for the next connection (POST /api/realtime/ticket).
  ticket: () => Promise<string>;
  url: (ticket: string) => string;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: RealtimeStatus) => void;
}
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
// How long a message sent over the socket waits for its ack, across reconnects, before it counts as not sent.
const ACK_TIMEOUT_MS = 15_000;

type SendFrame = Extract<ClientFrame, { type: 'message.send' }>;

// The socket is not open: the caller sends the message with the POST instead (nothing went out).
export class SocketUnavailableError extends Error {
  constructor() {
    super('The realtime socket is not open');
    this.name = 'SocketUnavailableError';
  }
}

interface PendingSend {
  frame: SendFrame;
  resolve: (message: MessageView) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const notSent = () => new ApiError('503: Message not sent', 503, undefined, undefined, 'Message not sent. Please try again.');

// A client id for a message (8–64 of A-Z a-z 0-9 - _, unique per sender: docs/api.md § Realtime).
function newClientId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

// One socket per tab to /ws, reconnecting with exponential backoff and full jitter (so a server
// restart does not bring every tab back in the same second). The status is 'open' only after the
// server's `ready` frame: from then on frames arrive, and the page resyncs what it shows.
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  // Past the server's `ready`: frames sent now are read.
  private ready = false;
  private readonly pending = new Map<string, PendingSend>();

  constructor(private readonly options: RealtimeClientOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropNow);
    void this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropNow);
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    socket?.close(1000, 'Bye');
    // Sent, maybe stored: not something to send again by POST.
    for (const [clientId, send] of this.pending) this.settle(clientId, () => send.reject(notSent()));
    this.options.onStatus('idle');
  }

  send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  // POST /api/messages over the socket (docs/messaging.md § Realtime, "The web app's sends"): resolves with the stored message from the ack, rejects
  // with the ApiError the POST would have thrown. A socket that is not open rejects at once with SocketUnavailableError
  // (nothing was sent). One that drops before the ack sends the same frame again once it is back: the client id makes
  // that store nothing twice.
  sendMessage(conversationId: number, content: string): Promise<MessageView> {
    if (!this.ready || this.socket?.readyState !== WebSocket.OPEN) return Promise.reject(new SocketUnavailableError());
    const frame: SendFrame = { type: 'message.send', data: { clientId: newClientId(), conversationId, content } };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settle(frame.data.clientId, () => reject(notSent())), ACK_TIMEOUT_MS);
      this.pending.set(frame.data.clientId, { frame, resolve, reject, timer });
      this.send(frame);
    });
  }

  private settle(clientId: string, done: () => void): void {
    const send = this.pending.get(clientId);
    if (!send) return;
    clearTimeout(send.timer);
    this.pending.delete(clientId);
    done();
  }

  private acknowledged(ack: Extract<ServerFrame, { type: 'message.ack' }>['data']): void {
    const send = this.pending.get(ack.clientId);
    if (!send) return;
    if (ack.message) return this.settle(ack.clientId, () => send.resolve(ack.message!));
    const error = ack.error ?? { status: 503, code: 'DEPENDENCY_UNAVAILABLE', message: 'Service temporarily unavailable' };
    this.settle(ack.clientId, () => send.reject(new ApiError(`${error.status}: ${error.message}`, error.status, error.code, undefined, error.message)));
  }

  private readonly reconnectNow = (): void => {
    if (!this.running || this.socket) return;
    clearTimeout(this.retryTimer);
    void this.connect();
  };

  // The browser says the network is gone: the socket is dead even if it has not noticed. Stop
  // listening to it (its close handshake could take minutes) and wait for 'online' or the backoff.
  private readonly dropNow = (): void => {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.ready = false;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close();
    this.retry();
  };

  private async connect(): Promise<void> {
    this.options.onStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    let ticket: string;
    try {
      ticket = await this.options.ticket();
    } catch {
      return this.retry();
    }
    if (!this.running) return;
    const socket = new WebSocket(this.options.url(ticket));
    this.socket = socket;
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'message.ack') return this.acknowledged(frame.data);
      if (frame.type === 'ready') {
        this.attempts = 0;
        this.ready = true;
        // What was sent before a drop and never acknowledged goes again, under the same client id.
        for (const send of this.pending.values()) this.send(send.frame);
        this.options.onStatus('open');
      }
      this.options.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      // Any close, 4001 (logout, revocation, expiry) included, is followed by a new ticket: for an
      // ended session that request's 401 is what signs the tab out, with the usual message.
      if (this.running) this.retry();
    };
  }

  private retry(): void {
    if (!this.running) return;
    this.options.onStatus('reconnecting');
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempts);
    this.attempts++;
    this.retryTimer = setTimeout(() => void this.connect(), Math.round(ceiling / 2 + (Math.random() * ceiling) / 2));
  }
}
