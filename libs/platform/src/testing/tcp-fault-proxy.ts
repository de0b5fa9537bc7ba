import { connect, createServer, type Server, type Socket } from 'node:net';

// A real TCP hop in front of a dependency (Postgres, Redis, Kafka), for the faults docs/reliability.md#transient-db-error asks about:
// `blackhole()` makes it stop answering without closing anything — bytes already sent wait in the kernel's
// buffers, new connections are accepted and then hear nothing — and `heal()` lets everything through again, as
// a network partition or a stalled database does. Not a mock: the client's driver meets a silent socket.
export class TcpFaultProxy {
  private stalled = false;
  private readonly pairs = new Set<{ client: Socket; upstream?: Socket; waiting?: () => void }>();

  private constructor(
    private readonly server: Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(targetUrl: string): Promise<TcpFaultProxy> {
    const target = new URL(targetUrl);
    const server = createServer();
    const proxy = new TcpFaultProxy(server, { host: target.hostname, port: Number(target.port) });
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  // The same URL (credentials, path, query) through this proxy.
  url(targetUrl: string): string {
    const url = new URL(targetUrl);
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy not listening');
    url.hostname = '127.0.0.1';
    url.port = String(address.port);
    return url.toString();
  }

  blackhole(): void {
    this.stalled = true;
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
  }

  heal(): void {
    this.stalled = false;
    for (const pair of this.pairs) {
      if (pair.waiting) pair.waiting();
      else {
        pair.client.resume();
        pair.upstream?.resume();
      }
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket): void {
    const pair: { client: Socket; upstream?: Socket; waiting?: () => void } = { client };
    this.pairs.add(pair);
    client.pause();
    const drop = () => {
      client.destroy();
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', drop);
    client.on('close', drop);
    const open = () => {
      pair.waiting = undefined;
      const upstream = connect(this.target.port, this.target.host);
      pair.upstream = upstream;
      upstream.on('error', drop);
      upstream.on('close', drop);
      // Forwarded by hand, not piped: a pipe resumes a paused source when its destination drains.
      client.on('data', (chunk: Buffer) => upstream.write(chunk));
      upstream.on('data', (chunk: Buffer) => client.write(chunk));
      if (this.stalled) {
        client.pause();
        upstream.pause();
      } else client.resume();
    };
    if (this.stalled) pair.waiting = open;
    else open();
  }
}
