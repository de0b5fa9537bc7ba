import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import type { HttpMethod, ServiceName } from '@stave/contracts';

export interface UpstreamOptions {
  // Keep-alive connections per service for requests whose body (if any) is already in hand.
  connections: number;
  // Connections per service that streaming uploads may hold; a separate pool, so uploads on slow
  // links can never take the connections every other request needs.
  uploadConnections: number;
  timeoutMs: number;
}

export interface UpstreamRequest {
  method: HttpMethod | 'HEAD' | 'OPTIONS';
  path: string; // as the client sent it, query included and undecoded
  headers: Record<string, string | string[]>;
  body: Buffer | Readable | null;
  signal: AbortSignal;
}

// One undici keep-alive pool pair per service (ARCHITECTURE §8: never axios).
export class Upstreams {
  private readonly pools = new Map<string, { fast: Pool; uploads: Pool }>();

  constructor(
    private readonly origins: Record<ServiceName, string>,
    private readonly options: UpstreamOptions,
  ) {}

  origin(service: ServiceName): string {
    return this.origins[service];
  }

  async request(service: ServiceName, lane: 'fast' | 'uploads', request: UpstreamRequest): Promise<Dispatcher.ResponseData> {
    return this.poolsOf(service)[lane].request({ ...request, headersTimeout: this.options.timeoutMs, bodyTimeout: this.options.timeoutMs });
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].flatMap(({ fast, uploads }) => [fast.close(), uploads.close()]));
  }

  private poolsOf(service: ServiceName): { fast: Pool; uploads: Pool } {
    let pools = this.pools.get(service);
    if (!pools) {
      const keepAlive = { pipelining: 1, keepAliveTimeout: 60_000 };
      pools = {
        fast: new Pool(this.origins[service], { ...keepAlive, connections: this.options.connections }),
        uploads: new Pool(this.origins[service], { ...keepAlive, connections: this.options.uploadConnections }),
      };
      this.pools.set(service, pools);
    }
    return pools;
  }
}
