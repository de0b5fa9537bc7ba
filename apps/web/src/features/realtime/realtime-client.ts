import type { ClientFrame, ServerFrame } from '@stave/contracts';

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

// One socket per tab to /ws, reconnecting with exponential backoff and full jitter (so a server
// restart does not bring every tab back in the same second). The status is 'open' only after the
// server's `ready` frame: from then on frames arrive, and the page resyncs what it shows.
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;

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
    socket?.close(1000, 'Bye');
    this.options.onStatus('idle');
  }

  send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
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
      if (frame.type === 'ready') {
        this.attempts = 0;
        this.options.onStatus('open');
      }
      this.options.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
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
