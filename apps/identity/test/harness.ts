import { afterAll, beforeAll } from '@jest/globals';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';
import { EVENT_SCHEMAS, topicOf, type EventName, type PayloadOf } from '@stave/contracts';
import { KafkaEventBus } from '@stave/platform';
import Redis from 'ioredis';
import { callApi, connectTestProducer, requireEnv, startServiceUnderTest, type ApiResponse, type ServiceUnderTest } from '@stave/platform/testing';
import { identityService } from '../src/app.module';

export const APP_ORIGIN = 'http://app.stave.test';

export type IdentityUnderTest = ServiceUnderTest;

// Identity as it runs in the cluster (platform testing's startServiceUnderTest), with argon2 lowered
// (the production parameters are pinned by password-hasher.spec.ts) and the login backoff in seconds.
export async function startIdentity(overrides: Record<string, string> = {}): Promise<IdentityUnderTest> {
  return startServiceUnderTest(identityService, {
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RESET_TOKEN_IN_RESPONSE: 'true',
    TRUSTED_PROXIES: '127.0.0.1',
    // The login backoff in seconds, not the production half-minute (auth.int-spec.ts).
    LOGIN_BACKOFF_AFTER: '3',
    LOGIN_BACKOFF_BASE_MS: '250',
    LOGIN_BACKOFF_MAX_MS: '2000',
    APP_ORIGINS: APP_ORIGIN,
    ...overrides,
  });
}

// One identity for a describe block: started before its tests, stopped after them.
export function identityForSuite(overrides: Record<string, string> = {}): { readonly identity: IdentityUnderTest; readonly api: Api } {
  let running: { identity: IdentityUnderTest; api: Api } | undefined;
  beforeAll(async () => {
    const identity = await startIdentity(overrides);
    running = { identity, api: new Api(identity.url) };
  });
  afterAll(async () => {
    await running?.identity.stop();
  });
  const current = () => {
    if (!running) throw new Error('identity has not started (use it inside a test or hook)');
    return running;
  };
  return {
    get identity() {
      return current().identity;
    },
    get api() {
      return current().api;
    },
  };
}

// A client address per test run, so fixed-window limits in the shared Redis never carry over
// from an earlier run.
export function fakeClientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface Member {
  id: number;
  token: string;
  email: string;
  username: string;
  password: string;
}

let counter = 0;
export function newMemberInput(overrides: Record<string, unknown> = {}) {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return {
    username: `m_${tag}`,
    email: `m_${tag}@example.test`,
    password: `a long passphrase ${tag}`,
    name: `Member ${tag}`,
    type: 'musician',
    ...overrides,
  };
}

export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly clientAddress = fakeClientAddress(),
  ) {}

  async call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResponse> {
    const response = await callApi(`${this.baseUrl}${path}`, method, { ...options, headers: { 'x-forwarded-for': this.clientAddress, ...options.headers } });
    assertNoSecrets(response.text);
    return response;
  }

  async register(overrides: Record<string, unknown> = {}): Promise<Member> {
    const input = newMemberInput(overrides);
    const response = await this.call('POST', '/api/register', { body: input });
    if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
    await forgetCountersOf(response.body.user.id);
    return { id: response.body.user.id, token: response.body.token, email: input.email, username: input.username, password: input.password };
  }
}

// Member ids start at 1 in every test database while Redis is shared by every run: counters kept by member id
// (two-factor attempts) would carry over from another run's member with the same id. A new member has none.
async function forgetCountersOf(memberId: number): Promise<void> {
  const redis = new Redis(requireEnv('REDIS_URL'), { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.del(`identity:2fa:${memberId}`);
  } finally {
    redis.disconnect();
  }
}

// docs/reliability.md#excessive-exposure: no response ever carries a hash, a reset-token hash or a Stripe id.
export function assertNoSecrets(text: string): void {
  if (/"(password|password_?hash|resetToken\w*|token_hash|stripe(Customer|Subscription)Id)"\s*:|\$argon2/i.test(text)) {
    throw new Error(`response exposes a secret field: ${text.slice(0, 300)}`);
  }
}

// docs/reliability.md#jwt-forgery: every way to forge or bend a token, from a genuine one and the public keys.
// With the real private key (read from identity's database), the claim checks are what must refuse.
export async function forgeTokens(genuine: string, jwks: { keys: JWK[] }, realPrivatePem: string): Promise<Record<string, string>> {
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const attackerJwk = await exportJWK(attacker.publicKey);
  const kid = jwks.keys[0]!.kid!;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const signed = (overrides: Record<string, unknown>, protectedHeader: Record<string, unknown> = { alg: 'RS256', kid }) =>
    new SignJWT({ ...claims, ...overrides }).setProtectedHeader(protectedHeader as never).sign(attacker.privateKey);
  const realKey = await importPKCS8(realPrivatePem, 'RS256');
  const realSigned = (overrides: Record<string, unknown>) => new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'RS256', kid }).sign(realKey);
  const publicKeyBytes = createHash('sha256').update(JSON.stringify(jwks.keys[0])).digest();
  const hmacKey = await importJWK({ kty: 'oct', k: Buffer.from(JSON.stringify(jwks.keys[0])).toString('base64url') }, 'HS256');
  return {
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    hs256WithPublicKey: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(hmacKey),
    hs256WithKeyHash: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(publicKeyBytes),
    attackerKeySameKid: await signed({}),
    attackerKeyInJwkHeader: await signed({}, { alg: 'RS256', jwk: attackerJwk }),
    attackerJku: await signed({}, { alg: 'RS256', kid: 'evil', jku: 'http://127.0.0.1:9/jwks.json' }),
    unknownKid: await signed({}, { alg: 'RS256', kid: 'no-such-key' }),
    expired: await realSigned({ exp: now - 60, iat: now - 3600 }),
    notYetValid: await realSigned({ nbf: now + 3600 }),
    wrongAudience: await realSigned({ aud: 'someone-else' }),
    wrongIssuer: await realSigned({ iss: 'https://evil.example' }),
    unknownMember: await realSigned({ sub: '2147483647' }),
    tamperedPayload: `${header}.${b64({ ...claims, sub: '1' })}.${signature}`,
  };
}

export async function signingKeyPem(identity: IdentityUnderTest): Promise<string> {
  const { rows } = await identity.db.query(`SELECT private_pem FROM signing_keys WHERE retired_at IS NULL LIMIT 1`);
  return rows[0].private_pem;
}

// A request written to a plain socket piece by piece: a Buffer is sent, a number is a pause in ms
// (so a byte can arrive on its own, as a slow or hostile client sends it). Resolves with the answer,
// also when the server answers early and closes before the rest is written.
export function rawRequest(url: string, head: string, pieces: Array<Buffer | number>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined); // EPIPE/ECONNRESET after an early answer: the answer is what counts
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.once('connect', async () => {
      socket.write(head);
      for (const piece of pieces) {
        if (socket.destroyed || socket.writableEnded) break;
        if (typeof piece === 'number') await new Promise((done) => setTimeout(done, piece));
        else await new Promise((done) => socket.write(piece, done));
      }
      // Not ended: a half-closed socket may be closed before the answer is written; the server
      // closes it after answering (Connection: close).
    });
  });
}

// The head of a multipart POST of `length` body bytes; `contentType` overrides the boundary header.
export function multipartHead(path: string, token: string, length: number, contentType = `multipart/form-data; boundary=${BOUNDARY}`): string {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: localhost',
    `Authorization: Bearer ${token}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

export const BOUNDARY = 'stave-test-boundary';

// The opening of a form's one file part, and the closing boundary.
export function multipartParts(field: string, type = 'image/png'): { open: Buffer; close: Buffer } {
  return {
    open: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.png"\r\nContent-Type: ${type}\r\n\r\n`),
    close: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
}

// Events on Kafka as another service (social) would publish them. `send` takes an envelope id, so a
// test can deliver the very same event twice, and a time for the envelope's occurredAt (now unless given).
export class EventPublisher {
  private constructor(private readonly bus: KafkaEventBus) {}

  static async connect(): Promise<EventPublisher> {
    return new EventPublisher(await connectTestProducer('identity-test'));
  }

  async send<N extends EventName>(
    name: N,
    key: string | number,
    payload: PayloadOf<N>,
    id: string = randomUUID(),
    occurredAt: string = new Date().toISOString(),
  ): Promise<string> {
    const envelope = { id, name, occurredAt, producer: 'social', key: String(key), payload: EVENT_SCHEMAS[name].parse(payload) };
    await this.bus.publish([{ topic: topicOf(name), key: String(key), value: JSON.stringify(envelope), headers: {} }]);
    return id;
  }

  async close(): Promise<void> {
    await this.bus.disconnect();
  }
}

// Member ids far from other test databases' (which all start at 1): events on the shared topics
// reach whichever identity test consumes them, and must not name its members.
export async function startIdsAtRandom(identity: IdentityUnderTest): Promise<void> {
  await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${randomInt(10_000_000, 1_000_000_000)}`);
}
