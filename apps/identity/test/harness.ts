import { afterAll, beforeAll } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK, importPKCS8, type JWK } from 'jose';
import { Client } from 'pg';
import { startService, type RunningService } from '@stave/platform';
import { callApi, dropDatabase, freePort, requireEnv, uniqueName, type ApiResponse } from '@stave/platform/testing';
import { identityService } from '../src/app.module';

export const APP_ORIGIN = 'http://app.stave.test';

export interface IdentityUnderTest {
  service: RunningService;
  url: string;
  database: string;
  db: Client;
  env: Record<string, string>;
  stop(): Promise<void>;
}

// Identity as it runs in the cluster — its own database, Kafka, Redis and S3 from deploy/local —
// with argon2 lowered (the production parameters are pinned by password-hasher.spec.ts).
export async function startIdentity(overrides: Record<string, string> = {}): Promise<IdentityUnderTest> {
  const port = await freePort();
  const database = uniqueName('identity_it');
  const env: Record<string, string> = {
    PORT: String(port),
    DATABASE_URL: requireEnv('DATABASE_URL'),
    DATABASE_NAME: database,
    EVENT_BUS: 'kafka',
    KAFKA_BROKERS: requireEnv('KAFKA_BROKERS'),
    REDIS_URL: requireEnv('REDIS_URL'),
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: requireEnv('S3_ENDPOINT'),
    S3_ACCESS_KEY_ID: requireEnv('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: requireEnv('S3_SECRET_ACCESS_KEY'),
    S3_BUCKET: process.env.S3_BUCKET ?? 'stave-test',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    RESET_TOKEN_IN_RESPONSE: 'true',
    TRUSTED_PROXIES: '127.0.0.1',
    APP_ORIGINS: APP_ORIGIN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    EXPOSE_DB_QUERY_COUNT: 'true',
    ...overrides,
  };
  const service = await startService(identityService, env, { processMetrics: false });
  const db = new Client({ connectionString: databaseUrlFor(env.DATABASE_URL!, database) });
  await db.connect();
  return {
    service,
    url: service.url,
    database,
    db,
    env,
    stop: async () => {
      await db.end();
      await service.close();
      await dropDatabase(env.DATABASE_URL!, database);
    },
  };
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

function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
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
    return { id: response.body.user.id, token: response.body.token, email: input.email, username: input.username, password: input.password };
  }
}

// RELIABILITY §15: no response ever carries a hash, a reset-token hash or a Stripe id.
export function assertNoSecrets(text: string): void {
  if (/"(password|password_?hash|resetToken\w*|token_hash|stripe(Customer|Subscription)Id)"\s*:|\$argon2/i.test(text)) {
    throw new Error(`response exposes a secret field: ${text.slice(0, 300)}`);
  }
}

// RELIABILITY §5: every way to forge or bend a token, from a genuine one and the public keys.
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
