import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { JWK } from 'jose';
import sharp from 'sharp';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { rawRequest } from '@stave/platform/testing';
import { Api, forgeTokens, signingKeyPem, startIdentity, type IdentityUnderTest } from './harness';

// Identity behind the real gateway, as the browser reaches it: routing, edge token checks,
// streamed uploads and the served files. Other upstreams are absent (a closed port).
describe('identity through the gateway', () => {
  let identity: IdentityUnderTest;
  let gateway: RunningGateway;
  let api: Api;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'stave-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Stave</title>');
    await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build writes beside each asset (apps/web/scripts/precompress.mjs).
    const chunk = `export const tracks = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Track ${i}`))};`;
    await writeFile(join(webRoot, 'assets', 'main-def456.js'), chunk);
    await writeFile(join(webRoot, 'assets', 'main-def456.js.br'), brotliCompressSync(chunk));
    await writeFile(join(webRoot, 'assets', 'main-def456.js.gz'), gzipSync(chunk));
    identity = await startIdentity();
    gateway = await startGatewayFor(
      { IDENTITY_URL: identity.url },
      {
        // The test client plays a proxy so each run has its own client address in the shared Redis.
        EDGE_TRUSTED_PROXIES: '127.0.0.1',
        RATE_LIMIT_AUTH_MAX: '1000',
        APP_ORIGINS: 'http://app.stave.test',
        WEB_DIST_DIR: webRoot,
      },
    );
    api = new Api(gateway.url);
  });

  afterAll(async () => {
    await gateway?.close();
    await identity?.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the app for client routes, hashed assets for a year, and 404 for a missing file', async () => {
    const page = await fetch(`${gateway.url}/user/12`);
    const asset = await fetch(`${gateway.url}/assets/app-abc123.js`);
    const missing = await fetch(`${gateway.url}/assets/app-newer.js`);

    expect(page.headers.get('content-type')).toContain('text/html');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('serves the brotli or gzip copy of an asset to a client that takes it, and the plain file to one that does not', async () => {
    const fetchAsset = (encoding?: string) =>
      rawRequest({
        port: Number(new URL(gateway.url).port),
        method: 'GET',
        path: '/assets/main-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const [brotli, gzip, plain] = [await fetchAsset('gzip, deflate, br'), await fetchAsset('gzip'), await fetchAsset()];

    expect([brotli.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 4);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('signs up and in, and marks authenticated answers no-store', async () => {
    const member = await api.register();

    const me = await api.call('GET', '/api/user', { token: member.token });
    const viaHeader = await api.call('GET', '/api/user', { headers: { 'x-auth-token': member.token } });

    expect(me.status).toBe(200);
    expect(me.body.id).toBe(member.id);
    expect(viaHeader.body.id).toBe(member.id);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses every forged token at the edge', async () => {
    const member = await api.register();
    const jwks = (await (await fetch(`${identity.url}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    const tokens = await forgeTokens(member.token, jwks, await signingKeyPem(identity));
    const accepted: string[] = [];

    for (const [name, token] of Object.entries(tokens)) {
      const response = await api.call('GET', '/api/user', { token });
      if (response.status !== 401 || response.body?.message !== 'Invalid or expired token') accepted.push(`${name}: ${response.status}`);
    }

    expect(accepted).toEqual([]);
  });

  it('denies a logged-out token at once', async () => {
    const member = await api.register();

    await api.call('POST', '/api/logout', { token: member.token });

    expect((await api.call('GET', '/api/user', { token: member.token })).status).toBe(401);
    expect((await api.call('PATCH', '/api/user/profile', { token: member.token, body: { bio: 'x' } })).status).toBe(401);
  });

  it('lets a member with a stale token sign in again and browse public profiles', async () => {
    const member = await api.register();
    await api.call('POST', '/api/logout', { token: member.token });
    const stale = { authorization: `Bearer ${member.token}`, 'x-auth-token': member.token, cookie: `authToken=${member.token}` };

    const login = await api.call('POST', '/api/login', { headers: stale, body: { email: member.email, password: member.password } });
    const profile = await api.call('GET', `/api/users/${member.id}`, { headers: stale });
    const account = await api.call('GET', '/api/user', { headers: stale });

    expect(login.status).toBe(200);
    expect(profile.status).toBe(200);
    expect(account.status).toBe(401);
  });

  it('turns away a spray of passwords at one account, whatever address each claims', async () => {
    const member = await api.register();

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) =>
        new Api(gateway.url).call('POST', '/api/login', { body: { email: member.email, password: `guess ${attempt}` } }),
      ),
    );

    // LOGIN_BACKOFF_AFTER (3) attempts, then one per delay: the rest of the burst waits.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
  });

  it('streams an avatar upload through and serves it back with safe headers', async () => {
    const member = await api.register();
    const form = new FormData();
    form.append(
      'profileImage',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c33' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'me.png',
    );

    const uploaded = await api.call('POST', '/api/user/profile-picture', { token: member.token, body: form });
    const served = await fetch(`${gateway.url}${uploaded.body.profileImage}`);

    expect(uploaded.status).toBe(200);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('refuses an oversized upload with 413 through the proxy', async () => {
    const member = await api.register();
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' }), 'big.png');

    const response = await api.call('POST', '/api/user/profile-picture', { token: member.token, body: form });

    expect(response.status).toBe(413);
    expect(response.body.message).toBe('File too large');
  });

  it('passes malformed and oversized JSON through to a JSON error from the service', async () => {
    const broken = await api.call('POST', '/api/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    const huge = await api.call('POST', '/api/register', { body: JSON.stringify({ bio: 'x'.repeat(2 * 1024 * 1024) }) });

    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Malformed JSON');
    expect(huge.status).toBe(413);
  });

  it('lists the identity routes in /api/docs', async () => {
    const docs = (await (await fetch(`${gateway.url}/api/docs`)).json()) as { paths: Record<string, unknown> };

    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/login', '/api/user/profile', '/api/referrals/complete/{token}', '/api/portfolio/user/{id}']),
    );
  });
});
