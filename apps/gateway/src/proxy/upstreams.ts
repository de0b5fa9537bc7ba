import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import type { HttpMethod, ServiceName } from '@stave/contracts';
import { DRAINING_HEADER } from '@stave/platform';

export interface UpstreamOptions {
  // Keep-alive connections per service instance for requests whose body (if any) is already in hand.
  connections: number;
  // Connections per instance that streaming uploads may hold; a separate pool, so uploads on slow
  // links can never take the connections every other request needs. Past them an upload is refused, not queued.
  uploadConnections: number;
  timeoutMs: number;
  // How long an instance that refused a connection, or said it is draining, is tried only after the others.
  benchMs?: number;
}

export interface UploadPlace {
  send(request: UpstreamRequest): Promise<Dispatcher.ResponseData>;
  release(): void;
}

export interface UpstreamRequest {
  method: HttpMethod | 'HEAD' | 'OPTIONS';
  path: string; // as the client sent it, query included and undecoded
  headers: Record<string, string | string[]>;
  body: Buffer | Readable | null;
  signal: AbortSignal;
}

// Idle keep-alive connections are closed by us after this, whatever the service's Keep-Alive hint:
// a service that is stopping then never closes one under a request we are just sending.
const IDLE_CONNECTION_MS = 4000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

class Instance {
  benchedUntil = 0;
  uploadsInFlight = 0;
  readonly fast: Pool;
  readonly uploads: Pool;

  constructor(
    readonly origin: string,
    options: UpstreamOptions,
  ) {
    const keepAlive = { pipelining: 1, keepAliveTimeout: IDLE_CONNECTION_MS, keepAliveMaxTimeout: IDLE_CONNECTION_MS };
    this.fast = new Pool(origin, { ...keepAlive, connections: options.connections });
    this.uploads = new Pool(origin, { ...keepAlive, connections: options.uploadConnections });
  }
}

// Where each service's requests go (docs/performance.md#hot-path-sql: undici, never axios). A service may run as
// several instances (`SOCIAL_URL=http://a:4101,http://b:4101`, a compose or bare-host scale-out; in
// Kubernetes it is one Service address and this is a single instance). Requests take the instances in
// turn. One that refuses the connection, or answers while it is stopping (DRAINING_HEADER), is
// benched: tried after the others for a while. A request goes to the next instance when the one
// tried never saw it (the connection was refused or timed out), and, for GET/HEAD/OPTIONS only,
// when the connection dropped before an answer: a write the service may have applied is never sent
// twice.
export class Upstreams {
  private readonly instances = new Map<ServiceName, { list: Instance[]; turn: number }>();

  constructor(
    private readonly origins: Record<ServiceName, readonly string[]>,
    private readonly options: UpstreamOptions,
  ) {
    for (const [service, list] of Object.entries(origins) as Array<[ServiceName, readonly string[]]>) {
      if (list.length === 0) throw new Error(`no address for ${service}`);
    }
  }

  // The origin the next request would go to: for calls made outside these pools (composed answers, health).
  origin(service: ServiceName): string {
    return this.order(service)[0]!.origin;
  }

  async request(service: ServiceName, request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    const candidates = this.order(service);
    // A single instance gets a second try of a safe request on a new connection.
    if (candidates.length === 1 && SAFE_METHODS.has(request.method)) candidates.push(candidates[0]!);
    const replayable = request.body === null || Buffer.isBuffer(request.body);
    for (let attempt = 0; ; attempt++) {
      const instance = candidates[attempt]!;
      try {
        return await this.send(instance, instance.fast, request);
      } catch (error) {
        const retry = neverReachedService(error) || (SAFE_METHODS.has(request.method) && connectionDropped(error));
        if (!retry || !replayable || request.signal.aborted || attempt === candidates.length - 1) throw error;
      }
    }
  }

  // A place for one streamed upload on an instance's upload pool, or null when every instance's is taken. An
  // upload is never queued behind a full pool: its body would wait unread while its client trickles or goes away,
  // and the caller answers 503 instead. The place is held until `release` (the answer's body read or dropped).
  reserveUpload(service: ServiceName): UploadPlace | null {
    const instance = this.order(service).find((candidate) => candidate.uploadsInFlight < this.options.uploadConnections);
    if (!instance) return null;
    instance.uploadsInFlight++;
    let released = false;
    return {
      // A stream body cannot be sent twice, so an upload goes to this one instance only.
      send: (request) => this.send(instance, instance.uploads, request),
      release: () => {
        if (released) return;
        released = true;
        instance.uploadsInFlight--;
      },
    };
  }

  private async send(instance: Instance, pool: Pool, request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    try {
      const response = await pool.request({ ...request, headersTimeout: this.options.timeoutMs, bodyTimeout: this.options.timeoutMs });
      if (response.headers[DRAINING_HEADER]) this.bench(instance);
      return response;
    } catch (error) {
      if (neverReachedService(error)) this.bench(instance);
      throw error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.instances.values()].flatMap(({ list }) => list.flatMap((instance) => [instance.fast.close(), instance.uploads.close()])));
  }

  // Every instance, starting from this request's turn, benched ones last.
  private order(service: ServiceName): Instance[] {
    let entry = this.instances.get(service);
    if (!entry) {
      entry = { list: this.origins[service].map((origin) => new Instance(origin, this.options)), turn: 0 };
      this.instances.set(service, entry);
    }
    const { list } = entry;
    const start = entry.turn++ % list.length;
    const rotated = [...list.slice(start), ...list.slice(0, start)];
    const now = Date.now();
    return [...rotated.filter((instance) => instance.benchedUntil <= now), ...rotated.filter((instance) => instance.benchedUntil > now)];
  }

  private bench(instance: Instance): void {
    instance.benchedUntil = Date.now() + (this.options.benchMs ?? 2000);
  }
}

const codeOf = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

// Refused, unreachable or not connected in time: the request was never sent.
function neverReachedService(error: unknown): boolean {
  return ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(codeOf(error) ?? '');
}

// The connection closed before any answer: the service may or may not have seen the request.
function connectionDropped(error: unknown): boolean {
  return ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED'].includes(codeOf(error) ?? '');
}
