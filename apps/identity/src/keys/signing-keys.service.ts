import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { SigningKeysRepository, type StoredKey } from './signing-keys.repository';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
// A key that no longer signs stays in the JWKS while tokens it signed may live, with an hour's margin (clocks,
// and a signing key is noted as in use only every STILL_SIGNING_EVERY_MS).
const PUBLISHED_FOR_SECONDS = TOKEN_LIFETIME_SECONDS + 60 * 60;
const STILL_SIGNING_EVERY_MS = 10 * 60_000;

// Signs access tokens and publishes the keys that verify them. The signing key comes from the secret store
// (JWT_PRIVATE_KEY_PEM) or, without one, is generated once into identity's database. Every key that signs is
// recorded (a PEM's public half only) and notes while it signs, and the JWKS publishes each one that signed within
// a token's lifetime, read from the database on every fetch: so a new PEM rolled out replica by replica leaves
// every token valid — old and new replicas serve both keys — and the old key drops out a day later.
@Injectable()
export class SigningKeysService implements OnModuleInit, OnModuleDestroy {
  private signing?: { kid: string; key: Awaited<ReturnType<typeof importPKCS8>>; publicJwk: JWK };
  private stillSigning?: NodeJS.Timeout;

  constructor(
    private readonly repository: SigningKeysRepository,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  async onModuleInit(): Promise<void> {
    let current: StoredKey & { privatePem: string };
    if (this.config.JWT_PRIVATE_KEY_PEM) {
      current = await this.fromPem(this.config.JWT_PRIVATE_KEY_PEM);
    } else {
      const [existing] = await this.repository.findGenerated();
      current = existing ?? (await this.generate());
    }
    // Only the public half of a key from the secret store is stored.
    await this.repository.record(this.config.JWT_PRIVATE_KEY_PEM ? { ...current, privatePem: null } : current);
    this.signing = { kid: current.kid, key: await importPKCS8(current.privatePem, 'RS256'), publicJwk: current.publicJwk };
    const kid = current.kid;
    // A failed note is made up by the next one; the margin in PUBLISHED_FOR_SECONDS covers a missed hour.
    this.stillSigning = setInterval(() => void this.repository.touch(kid).catch(() => undefined), STILL_SIGNING_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.stillSigning);
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    if (!this.signing) throw new Error('signing key not loaded');
    const keys = await this.repository.publishable(PUBLISHED_FOR_SECONDS);
    if (!keys.some((key) => key.kid === this.signing!.kid)) keys.unshift(this.signing.publicJwk);
    return { keys };
  }

  // `restricted`: a suspended or banned member's token (the `rst` claim; the platform's guard lets it reach only the
  // routes marked @AllowSuspended).
  async sign(userId: number, options: { lifetimeSeconds?: number; restricted?: boolean } = {}): Promise<{ token: string; jti: string; expiresAt: number }> {
    if (!this.signing) throw new Error('signing key not loaded');
    const lifetimeSeconds = options.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS;
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(options.restricted ? { rst: true } : {})
      .setProtectedHeader({ alg: 'RS256', kid: this.signing.kid, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(this.config.JWT_ISSUER)
      .setAudience(this.config.JWT_AUDIENCE)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.signing.key);
    return { token, jti, expiresAt: now + lifetimeSeconds };
  }

  private async generate(): Promise<StoredKey & { privatePem: string }> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    return this.describe(await exportPKCS8(privateKey), await exportJWK(publicKey));
  }

  private async fromPem(pem: string): Promise<StoredKey & { privatePem: string }> {
    const privateKey = await importPKCS8(pem, 'RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return this.describe(pem, { kty: jwk.kty, n: jwk.n, e: jwk.e });
  }

  private async describe(privatePem: string, jwk: JWK): Promise<StoredKey & { privatePem: string }> {
    const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
    return { kid, privatePem, publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' } };
  }
}
