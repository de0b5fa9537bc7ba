import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { ServiceName } from '@stave/contracts';
import { DRAINING_HEADER } from '@stave/platform';
import { Upstreams } from './upstreams';

type Behaviour = 'answer' | 'drop' | 'draining';

// Loopback HTTP servers standing for instances of one service; each counts what it was sent.
async function instance(behaviour: Behaviour): Promise<{ url: string; seen: string[]; server: Server }> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    request.on('end', () => {
      if (behaviour === 'drop') return request.socket.destroy();
      if (behaviour === 'draining') response.setHeader(DRAINING_HEADER, '1');
      response.end(JSON.stringify({ from: server.address() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, seen, server };
}

// An address nothing listens on: an instance that is down.
async function downInstance(): Promise<string> {
  const { url, server } = await instance('answer');
  await new Promise((resolve) => server.close(resolve));
  return url;
}

describe('Upstreams: a service running as several instances', () => {
  const servers: Server[] = [];
  let upstreams: Upstreams | undefined;
  afterEach(async () => {
    await upstreams?.close();
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  const build = (origins: string[]) => {
    upstreams = new Upstreams({ social: origins } as unknown as Record<ServiceName, string[]>, { connections: 4, uploadConnections: 1, timeoutMs: 2000 });
    return upstreams;
  };
  const send = async (method: 'GET' | 'POST', path: string) => {
    const response = await upstreams!.request('social', {
      method,
      path,
      headers: {},
      body: method === 'POST' ? Buffer.from('{}') : null,
      signal: new AbortController().signal,
    });
    await response.body.dump();
    return response.statusCode;
  };

  it('takes the instances in turn', async () => {
    const [a, b] = [await instance('answer'), await instance('answer')];
    servers.push(a.server, b.server);
    build([a.url, b.url]);
    for (let i = 0; i < 4; i++) await send('POST', `/api/posts?i=${i}`);
    expect([a.seen.length, b.seen.length]).toEqual([2, 2]);
  });

  it('sends a write that an instance refused to connect for to the next one, and leaves that instance aside for a while', async () => {
    const live = await instance('answer');
    servers.push(live.server);
    build([await downInstance(), live.url]);
    for (let i = 0; i < 3; i++) expect(await send('POST', `/api/posts?i=${i}`)).toBe(200);
    expect(live.seen).toEqual(['POST /api/posts?i=0', 'POST /api/posts?i=1', 'POST /api/posts?i=2']);
  });

  it('never sends a write twice when the connection dropped after the instance took it; a read goes to the next instance', async () => {
    const [dropping, live] = [await instance('drop'), await instance('answer')];
    servers.push(dropping.server, live.server);
    build([dropping.url, live.url]);
    await expect(send('POST', '/api/posts')).rejects.toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(live.seen).toEqual([]);
    build([dropping.url, live.url]);
    expect(await send('GET', '/api/posts')).toBe(200);
    expect([dropping.seen, live.seen]).toEqual([['POST /api/posts', 'GET /api/posts'], ['GET /api/posts']]);
  });

  it('moves away from an instance that says it is stopping', async () => {
    const [stopping, live] = [await instance('draining'), await instance('answer')];
    servers.push(stopping.server, live.server);
    build([stopping.url, live.url]);
    for (let i = 0; i < 4; i++) await send('GET', `/api/feed?i=${i}`);
    expect(stopping.seen).toEqual(['GET /api/feed?i=0']);
    expect(live.seen).toHaveLength(3);
  });

  it('gives each instance as many upload places as its upload pool has connections, none past them, and takes them back', async () => {
    const [a, b] = [await instance('answer'), await instance('answer')];
    servers.push(a.server, b.server);
    build([a.url, b.url]); // one upload connection per instance

    const first = upstreams!.reserveUpload('social');
    const second = upstreams!.reserveUpload('social');
    const third = upstreams!.reserveUpload('social');
    const upload = { method: 'POST' as const, path: '/api/posts/media', headers: {}, body: Buffer.from('x'), signal: new AbortController().signal };
    await (await first!.send(upload)).body.dump();
    await (await second!.send(upload)).body.dump();
    first!.release();
    first!.release(); // twice is once
    const again = upstreams!.reserveUpload('social');
    const none = upstreams!.reserveUpload('social');

    expect(third).toBeNull();
    expect([a.seen, b.seen]).toEqual([['POST /api/posts/media'], ['POST /api/posts/media']]);
    expect(again).not.toBeNull();
    expect(none).toBeNull();
  });
});
