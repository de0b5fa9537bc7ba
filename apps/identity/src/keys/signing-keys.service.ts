import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { SigningKeysRepository, type StoredKey } from './signing-keys.repository';

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

@Injectable()
export class SigningKeysService implements OnModuleInit {
  private signing?: { kid: string; key: Awaited<ReturnType<typeof importPKCS8>> };
  private publicKeys: JWK[] = [];

  constructor(
    private readonly repository: SigningKeysRepository,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  async onModuleInit(): Promise<void> {
    let current: StoredKey;
    if (this.config.JWT_PRIVATE_KEY_PEM) {
      current = await this.fromPem(this.config.JWT_PRIVATE_KEY_PEM);
    } else {
      const [existing] = await this.repository.findActive();
      current = existing ?? (await this.generate());
    }
    this.signing = { kid: current.kid, key: await importPKCS8(current.privatePem, 'RS256') };
    const stored = await this.repository.findActive();
    const all = new Map(stored.map((key) => [key.kid, key.publicJwk]));
    all.set(current.kid, current.publicJwk);
    this.publicKeys = [...all.values()];
  }

  jwks(): { keys: JWK[] } {
    return { keys: this.publicKeys };
  }

  async sign(userId: number, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<{ token: string; jti: string; expiresAt: number }> {
    if (!this.signing) throw new Error('signing key not loaded');
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
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

  private async generate(): Promise<StoredKey> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const key = await this.describe(await exportPKCS8(privateKey), await exportJWK(publicKey));
    await this.repository.insert(key);
    return key;
  }

  private async fromPem(pem: string): Promise<StoredKey> {
    const privateKey = await importPKCS8(pem, 'RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return this.describe(pem, { kty: jwk.kty, n: jwk.n, e: jwk.e });
  }

  private async describe(privatePem: string, jwk: JWK): Promise<StoredKey> {
    const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
    return { kid, privatePem, publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' } };
  }
}
