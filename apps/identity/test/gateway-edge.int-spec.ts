import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { rawRequest } from '@stave/platform/testing';
import { Api, startIdentity, type IdentityUnderTest } from './harness';

const run = promisify(execFile);
const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

// Identity behind the real gateway, reached the way outside clients reach it: curl, hand-written
// HTTP with broken encodings, a prober asking /health in a loop.
describe('identity through the gateway: clients from outside', () => {
  let identity: IdentityUnderTest;
  let gateway: RunningGateway;
  let api: Api;
  let port: number;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'stave-edge-'));
    identity = await startIdentity();
    gateway = await startGatewayFor(
      { IDENTITY_URL: identity.url },
      {
        EDGE_TRUSTED_PROXIES: '127.0.0.1',
        RATE_LIMIT_AUTH_MAX: '1000',
        RATE_LIMIT_API_MAX: '100000',
      },
    );
    port = Number(new URL(gateway.url).port);
    api = new Api(gateway.url);
  });

  afterAll(async () => {
    await gateway?.close();
    await identity?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('takes a 2 MB avatar from curl, which sends Expect: 100-continue for it', async () => {
    const member = await api.register();
    // Noise does not compress: a real 2 MB PNG.
    const noise = Buffer.from(Array.from({ length: 800 * 800 * 3 }, () => randomInt(256)));
    const png = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const file = join(workDir, 'avatar.png');
    await writeFile(file, png);

    const { stdout, stderr } = await run('curl', [
      '-sS',
      '-v',
      '--interface',
      loopback(),
      '-H',
      `Authorization: Bearer ${member.token}`,
      '-F',
      `profileImage=@${file};type=image/png`,
      '-w',
      '\n%{http_code}',
      `${gateway.url}/api/user/profile-picture`,
    ]);
    const [body, status] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.slice(stdout.lastIndexOf('\n') + 1)];

    expect(png.length).toBeGreaterThan(1_900_000);
    expect(stderr).toMatch(/> Expect: 100-continue/i);
    expect(stderr).toMatch(/< HTTP\/1\.1 100 Continue/i);
    expect(status).toBe('200');
    expect(JSON.parse(body).profileImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  });

  it.each([
    ['/api/users?search=%FF', 200],
    ['/api/users/1?x=%', 200],
    ['/api/users?search=%E0%A4%A', 200],
    ['/api/users?search=../x', 200],
    ['/api/users/%FF', 400],
  ])('passes %s on raw and never answers 500', async (path, expected) => {
    const member = await api.register();

    const answer = await rawRequest({ port, localAddress: loopback(), method: 'GET', path, headers: { authorization: `Bearer ${member.token}` } });

    expect(answer.status).toBe(expected);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    if (expected === 400) expect(JSON.parse(answer.body)).toEqual({ message: 'Malformed URL', code: 'VALIDATION' });
  });

  it('computes /health at most once a second however often it is asked, and never sends an error text', async () => {
    const before = await identityHealthCalls();

    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${gateway.url}/health`)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    const after = await identityHealthCalls();

    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([503])); // the other services are absent
    expect(after - before).toBeLessThanOrEqual(2);
    for (const body of bodies) {
      expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|error/i);
      expect(JSON.parse(body).services.social).toEqual({ status: 'down' });
      expect(JSON.parse(body).services.identity).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    }
  });

  // identity's own request counter for GET /health, from its /metrics.
  async function identityHealthCalls(): Promise<number> {
    const text = await (await fetch(`${identity.url}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('http_requests_total') && line.includes('route="/health"'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  }
});
