import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { InvalidTokenError, JwtVerifier } from './jwt-verifier';

async function setup() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verifier = new JwtVerifier({ issuer: 'stave', audience: 'stave-api', jwks: { keys: [jwk] } });
  const sign = (claims: { sub: string; expiresInSeconds: number }) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(claims.sub)
      .setJti(`jti-${claims.sub}`)
      .setIssuer('stave')
      .setAudience('stave-api')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + claims.expiresInSeconds)
      .sign(privateKey);
  return { verifier, sign };
}

describe(JwtVerifier.name, () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers a token it verified before from memory, and never past its expiry', async () => {
    const { verifier, sign } = await setup();
    const token = await sign({ sub: '42', expiresInSeconds: 60 });

    const first = await verifier.verify(token);
    const again = await verifier.verify(token);
    // Only the clock moves (jose reads `new Date()`, the cache `Date.now()`).
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    jest.setSystemTime(Date.now() + 61_000);

    expect(again).toBe(first);
    expect(first).toMatchObject({ id: 42, jti: 'jti-42' });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('does not take a token whose signature was tampered with, even after verifying the original', async () => {
    const { verifier, sign } = await setup();
    const token = await sign({ sub: '7', expiresInSeconds: 60 });
    await verifier.verify(token);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString('base64url');

    await expect(verifier.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
